import TestSupport
import XCTest

@testable import OpenUIKit

/// Screen modes and the window scene's geometry pieces (`UIScreen+Modes`,
/// `UIWindowScene+EffectiveGeometry`, `UISceneSizeRestrictions`).
final class ScreenModeTests: UIKitTestCase {
    /// What the diagnostics handler collected during the test.
    @MainActor static var diagnostics: [UIKitDiagnostic] = []

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            ScreenModeTests.diagnostics = []
            UIKitDiagnostics.handler = { ScreenModeTests.diagnostics.append($0) }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { UIKitDiagnostics.handler = UIKitDiagnostics.printToStandardError }
        super.tearDown()
    }

    func testTheScreenOffersItsPixelSizeAsItsOneMode() throws {
        try onMain {
            let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
            XCTAssertEqual(screen.availableModes.map(\.size), [CGSize(width: 1170, height: 2532)])
            let current = try XCTUnwrap(screen.currentMode)
            XCTAssertEqual(current.size, CGSize(width: 1170, height: 2532))
            XCTAssertEqual(current.pixelAspectRatio, 1)
            XCTAssertEqual(screen.preferredMode, current)
            XCTAssertEqual(screen.overscanCompensation, .scale)
            XCTAssertEqual(screen.overscanCompensationInsets, .zero)
            XCTAssertEqual(screen.referenceDisplayModeStatus, .notSupported)

            screen.currentMode = UIScreenMode(size: CGSize(width: 640, height: 480))
            XCTAssertEqual(ScreenModeTests.diagnostics.map(\.name), [UIKitDiagnostic.invalidArgument])
            XCTAssertEqual(screen.currentMode?.size, CGSize(width: 1170, height: 2532), "refused, unchanged")
        }
    }

    func testASceneReportsItsGeometryAndKeepsItsWindowsWithinItsSizeRestrictions() throws {
        try onMain {
            let session = UISceneSession(
                role: .windowApplication,
                configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
            let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
            let window = UIWindow(windowScene: scene)
            window.frame = CGRect(x: 10, y: 20, width: 300, height: 500)
            XCTAssertEqual(scene.effectiveGeometry.systemFrame, window.frame)
            XCTAssertFalse(scene.effectiveGeometry.isInteractivelyResizing)
            XCTAssertEqual(scene.effectiveGeometry.interfaceOrientation, scene.interfaceOrientation)

            let restrictions = try XCTUnwrap(scene.sizeRestrictions)
            restrictions.minimumSize = CGSize(width: 320, height: 480)
            XCTAssertEqual(window.frame, CGRect(x: 10, y: 20, width: 320, height: 500))
            restrictions.maximumSize = CGSize(width: 400, height: 450)
            XCTAssertEqual(window.frame.size, CGSize(width: 320, height: 480), "the minimum wins")
            XCTAssertNil(scene.windowingBehaviors)
            XCTAssertNotNil(scene.screenshotService)
            XCTAssertTrue(scene.screenshotService?.windowScene === scene)

            var errors: [any Error] = []
            scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 800, height: 600))) {
                errors.append($0)
            }
            pump()
            XCTAssertEqual(errors.compactMap { ($0 as? UISceneError)?.code }, [.geometryRequestUnsupported])
            withExtendedLifetime(window) {}
        }
    }
}
