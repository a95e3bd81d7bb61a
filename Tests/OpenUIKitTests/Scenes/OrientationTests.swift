import TestSupport
import XCTest

@_spi(Tooling) @testable import OpenUIKit

/// A controller that supports only the orientations it is given.
@MainActor
private class Turnable: Probe {
    var supported: UIInterfaceOrientationMask = .portrait
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
}

/// A navigation delegate that answers for the orientations.
@MainActor
private final class OrientationDelegate: UINavigationControllerDelegate {
    var supported: UIInterfaceOrientationMask = .landscape
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    )
        -> UIInterfaceOrientationMask
    { supported }
}

/// Interface orientation as iOS 16 and later turn it: masks with UIKit's bits, a controller's
/// and the app's supported orientations intersected, a scene asked to turn
/// (`requestGeometryUpdate`) turning the screen and its windows with a size transition or
/// reporting UIKit's error, and a controller's changed mind taking the scene back.
final class OrientationTests: UIKitTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            savedScreen = UIScreen.main
            UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { if let savedScreen { UIScreen.main = savedScreen } }
        super.tearDown()
    }

    func testMasksHaveUIKitsBitsAndControllersTheirIdiomsDefaults() {
        onMain {
            XCTAssertEqual(UIInterfaceOrientationMask.portrait.rawValue, 2)
            XCTAssertEqual(UIInterfaceOrientationMask.portraitUpsideDown.rawValue, 4)
            XCTAssertEqual(UIInterfaceOrientationMask.landscapeRight.rawValue, 8)
            XCTAssertEqual(UIInterfaceOrientationMask.landscapeLeft.rawValue, 16)
            XCTAssertEqual(UIInterfaceOrientationMask.landscape.rawValue, 24)
            XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown.rawValue, 26)
            XCTAssertEqual(UIInterfaceOrientationMask.all.rawValue, 30)
            XCTAssertTrue(UIInterfaceOrientation.landscapeLeft.isLandscape)
            XCTAssertTrue(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
            let controller = UIViewController()
            XCTAssertEqual(controller.supportedInterfaceOrientations, .allButUpsideDown, "an iPhone's default")
            XCTAssertTrue(controller.shouldAutorotate)
            XCTAssertEqual(controller.preferredInterfaceOrientationForPresentation, .portrait)
            XCTAssertFalse(controller.isViewLoaded, "asking does not load the view")
            XCTAssertEqual(
                UIInterfaceOrientationMask(
                    infoPlistNames: ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]),
                [.portrait, .landscapeLeft])
        }
    }

    func testATurnToLandscapeSwapsTheScreenAndResizesTheWindowThroughItsRoot() {
        onMain {
            let (scene, window, root) = makeScene(root: Turnable("Root"))
            (root as! Turnable).supported = .allButUpsideDown
            var errors: [any Error] = []
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape)) {
                errors.append($0)
            }
            pump()
            XCTAssertTrue(errors.isEmpty)
            XCTAssertEqual(scene.interfaceOrientation, .landscapeRight, "the first landscape one")
            XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 844, height: 390))
            XCTAssertEqual(window.bounds.size, CGSize(width: 844, height: 390))
            XCTAssertEqual(root.view.bounds.size, CGSize(width: 844, height: 390))
            XCTAssertEqual(
                LifecycleTrace.events.filter { $0.contains("ransition") },
                ["Root.willTransition(to: regular/compact/light)", "Root.viewWillTransition(to: (844, 390))"],
                "a phone turned to landscape has a compact height")

            LifecycleTrace.clear()
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeLeft))
            pump()
            XCTAssertEqual(scene.interfaceOrientation, .landscapeLeft, "the other side")
            XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 844, height: 390), "the same shape")
            XCTAssertEqual(LifecycleTrace.events.filter { $0.contains("ransition") }, [], "no size transition")
            window.isHidden = true
        }
    }

    func testAnUnsupportedTurnChangesNothingAndReportsUIKitsErrorOnTheNextTurn() {
        onMain {
            let (scene, window, _) = makeScene(root: Turnable("Root"))
            var messages: [String] = []
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeRight)) {
                messages.append(($0 as NSError).domain + " " + $0.localizedDescription)
            }
            XCTAssertEqual(messages, [], "not at once")
            pump()
            XCTAssertEqual(
                messages,
                [
                    "UISceneErrorDomain None of the requested orientations are supported by the view controller. "
                        + "Requested: landscapeRight; Supported: portrait"
                ])
            XCTAssertEqual(scene.interfaceOrientation, .portrait)
            XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
            window.isHidden = true
        }
    }

    func testANavigationDelegateDecidesAndAChangedMindTurnsTheSceneBack() {
        onMain {
            let delegate = OrientationDelegate()
            let navigation = UINavigationController(rootViewController: Turnable("Top"))
            navigation.delegate = delegate
            XCTAssertEqual(navigation.supportedInterfaceOrientations, .landscape, "the delegate, not the top")
            let (scene, window, _) = makeScene(root: navigation)
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .all))
            pump()
            XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)

            delegate.supported = .portrait
            navigation.setNeedsUpdateOfSupportedInterfaceOrientations()
            XCTAssertEqual(scene.interfaceOrientation, .landscapeRight, "on the next turn")
            pump()
            XCTAssertEqual(scene.interfaceOrientation, .portrait)
            XCTAssertEqual(window.bounds.size, CGSize(width: 390, height: 844))
            window.isHidden = true
        }
    }
}

/// The screen the tests replace, put back after each.
@MainActor private var savedScreen: UIScreen?

/// A controller whose status bar wishes the test sets.
private final class StatusBarProbe: Turnable {
    var hidden = false
    var style = UIStatusBarStyle.default
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
}

extension OrientationTests {
    /// The scene's status bar manager: the screen's top safe area as the bar's height, the key
    /// window's controller's style and wish to hide it, and no bar on an iPhone in landscape.
    func testTheStatusBarManagerFollowsTheControllerAndTheOrientation() {
        onMain {
            UIScreen.main.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let probe = StatusBarProbe("Root")
            probe.supported = .allButUpsideDown
            let (scene, window, _) = makeScene(root: probe)
            defer { withExtendedLifetime(window) {} }
            let manager = scene.statusBarManager
            XCTAssertTrue(manager === scene.statusBarManager, "one manager per scene")
            XCTAssertEqual(manager?.statusBarFrame, CGRect(x: 0, y: 0, width: 390, height: 47))
            XCTAssertEqual(manager?.isStatusBarHidden, false)
            XCTAssertEqual(manager?.statusBarStyle, .default)
            probe.style = .lightContent
            XCTAssertEqual(manager?.statusBarStyle, .lightContent)
            probe.hidden = true
            XCTAssertEqual(manager?.isStatusBarHidden, true)
            XCTAssertEqual(manager?.statusBarFrame, .zero)
            probe.hidden = false
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape))
            pump()
            XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
            XCTAssertEqual(manager?.isStatusBarHidden, true, "an iPhone shows no status bar in landscape")
            XCTAssertEqual(manager?.statusBarFrame, .zero)
        }
    }
}

/// A scene on the test's screen with a key window showing `root`, settled, the trace cleared.
@MainActor private func makeScene(root: UIViewController) -> (UIWindowScene, UIWindow, UIViewController) {
    let session = UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    let window = UIWindow(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    pump()
    LifecycleTrace.clear()
    return (scene, window, root)
}
