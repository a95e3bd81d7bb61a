import TestSupport
import XCTest

@_spi(Hosting) @testable import OpenUIKit

/// A screenshot service delegate that gives a one-page PDF.
final class PDFScreenshotDelegate: UIScreenshotServiceDelegate {
    func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void
    ) {
        completionHandler(Data("%PDF-1.7".utf8), 0, CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}

/// The window scene's interactions and services: dragging a view moves the scene's windows
/// (`UIWindowSceneDragInteraction`), and a host's screenshot asks the scene's screenshot service.
final class WindowSceneInteractionTests: UIKitTestCase {
    @MainActor
    private static func makeScene() -> (UIWindowScene, UIWindow, UIViewController) {
        let session = UISceneSession(
            role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        pump()
        return (scene, window, root)
    }

    func testDraggingTheViewMovesTheScenesWindowsByThePan() {
        onMain {
            let (scene, window, root) = WindowSceneInteractionTests.makeScene()
            let handle = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            root.view.addSubview(handle)
            let drag = UIWindowSceneDragInteraction()
            handle.addInteraction(drag)
            XCTAssertTrue(drag.view === handle)
            XCTAssertTrue(drag.gestureForFailureRelationships.view === handle)

            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 50), in: window)
            UIApplication.shared.advance(by: 1.0 / 32)
            input.touchMoved(to: CGPoint(x: 130, y: 50))
            UIApplication.shared.advance(by: 1.0 / 32)
            input.touchMoved(to: CGPoint(x: 160, y: 70))
            UIApplication.shared.advance(by: 1.0 / 32)
            input.touchUp()
            pump()
            XCTAssertEqual(window.frame.origin, CGPoint(x: 60, y: 20))
            XCTAssertEqual(scene.effectiveGeometry.systemFrame, window.frame)

            handle.removeInteraction(drag)
            XCTAssertNil(drag.gestureForFailureRelationships.view)
        }
    }

    func testAHostsScreenshotAsksTheScenesScreenshotService() throws {
        try onMain {
            let (scene, window, _) = WindowSceneInteractionTests.makeScene()
            let service = try XCTUnwrap(scene.screenshotService)
            var results: [(Data?, Int, CGRect)] = []
            UIApplication.shared.userDidTakeScreenshot(in: scene) { results.append(($0, $1, $2)) }
            XCTAssertNil(results.first?.0, "no delegate, no PDF")

            let delegate = PDFScreenshotDelegate()
            service.delegate = delegate
            var notified = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: nil
            ) { _ in MainActor.assumeIsolated { notified += 1 } }
            defer { NotificationCenter.default.removeObserver(observer) }
            UIApplication.shared.userDidTakeScreenshot(in: scene) { results.append(($0, $1, $2)) }
            XCTAssertEqual(notified, 1)
            XCTAssertEqual(results.count, 2)
            XCTAssertEqual(results[1].0, Data("%PDF-1.7".utf8))
            XCTAssertEqual(results[1].2, CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertEqual(
                trace("PDFScreenshotDelegate"),
                ["PDFScreenshotDelegate.screenshotService(_:generatePDFRepresentationWithCompletion:)"])
            withExtendedLifetime(window) {}
        }
    }
}
