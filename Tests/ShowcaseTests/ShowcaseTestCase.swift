import CairoRendering
import OpenUIKit
import ShowcaseKit
import TestSupport
import XCTest

/// The base of the showcase's tests: tracing on, text measured by Pango as on screen (the
/// storyboards' layouts depend on it), diagnostics collected, and everything put back for the
/// suites that run next in this process.
class ShowcaseTestCase: XCTestCase {
    @MainActor private static var wasInstalled = false
    @MainActor static var diagnostics: [UIKitDiagnostic] { Reported.diagnostics }

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            TracedTest.begin()
            Self.wasInstalled = CairoRendering.isInstalled
            CairoRendering.install()
            LifecycleLog.shared.clear()
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            TracedTest.end()
            if !Self.wasInstalled { CairoRendering.uninstall() }
        }
        super.tearDown()
    }
}
