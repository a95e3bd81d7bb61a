@_spi(Testing) import OpenUIKit

/// What UIKit reported (refused operations, console messages) during the current test.
@MainActor
public enum Reported {
    public static var diagnostics: [UIKitDiagnostic] = []
}

/// The set-up and tear-down every test starts and ends with, which `UIKitTestCase` calls:
/// tracing on and diagnostics collected for the test; afterwards windows hidden, queued work
/// drained and everything put back for the suites that run next in the process. Invariant
/// checks come on with the first traced test and stay on, so every later test in the process
/// runs with them.
@MainActor
public enum TracedTest {
    public static func begin() {
        InvariantChecks.isEnabled = true
        UIApplication.shared.runUntilIdle()
        LifecycleTrace.reset()
        LifecycleTrace.isEnabled = true
        Reported.diagnostics = []
        UIKitDiagnostics.handler = { Reported.diagnostics.append($0) }
    }

    public static func end() {
        for window in UIApplication.shared.windows { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        LifecycleTrace.isEnabled = false
        LifecycleTrace.reset()
        UIKitDiagnostics.handler = UIKitDiagnostics.printToStandardError
    }
}
