import CairoRendering
import OpenUIKit
import ShowcaseKit
import XCTest

/// The base of the showcase's tests: tracing on, text measured by Pango as on screen (the
/// storyboards' layouts depend on it), diagnostics collected, and everything put back for the
/// suites that run next in this process.
class ShowcaseTestCase: XCTestCase {
    @MainActor private static var wasInstalled = false
    @MainActor static var diagnostics: [UIKitDiagnostic] = []

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            UIApplication.shared.runUntilIdle()
            Self.wasInstalled = CairoRendering.isInstalled
            CairoRendering.install()
            LifecycleTrace.reset()
            LifecycleTrace.isEnabled = true
            LifecycleLog.shared.clear()
            Self.diagnostics = []
            UIKitDiagnostics.handler = { Self.diagnostics.append($0) }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            for window in UIApplication.shared.windows { window.isHidden = true }
            UIApplication.shared.runUntilIdle()
            LifecycleTrace.isEnabled = false
            LifecycleTrace.reset()
            UIKitDiagnostics.handler = UIKitDiagnostics.printToStandardError
            if !Self.wasInstalled { CairoRendering.uninstall() }
        }
        super.tearDown()
    }
}
