import TestSupport
import XCTest

@_spi(Hosting) @testable import OpenUIKit

/// A host that shows several windows at once (the web host's later tabs) connects one more
/// scene, as iPadOS does for another window of an app that supports multiple scenes.
final class AdditionalSceneTests: UIKitTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            UIApplication.registerDelegateClass(TraceSceneDelegate.self) { TraceSceneDelegate() }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.shared.resetLaunchState() }
        super.tearDown()
    }

    func testAnAppThatSupportsMultipleScenesGetsAnotherSceneWithItsOwnWindow() throws {
        try onMain {
            var dictionary =
                ApplicationInfo.dictionary(
                    contentsOf: storyboardBundle.url(forResource: "SceneApp-Info", withExtension: "plist")!) ?? [:]
            var manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
            manifest["UIApplicationSupportsMultipleScenes"] = true
            dictionary["UIApplicationSceneManifest"] = manifest
            // The app delegate is held here as UIApplicationMain holds it: the application's is weak.
            let delegate = SceneAppDelegate()
            defer { withExtendedLifetime(delegate) {} }
            UIApplication.shared.launch(delegate: delegate, info: ApplicationInfo(dictionary), bundle: storyboardBundle)
            pump()
            let first = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            XCTAssertEqual(first.coordinateSpace.bounds, first.screen.bounds, "the scene fills its screen")
            LifecycleTrace.clear()

            let second = try XCTUnwrap(UIApplication.shared.connectAdditionalScene())
            pump()
            XCTAssertFalse(second === first)
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 2)
            XCTAssertEqual(UIApplication.shared.openSessions.count, 2)
            XCTAssertEqual(
                launchTrace(),
                [
                    "SceneAppDelegate.application(_:configurationForConnecting:options:)",
                    "TraceSceneDelegate.scene(_:willConnectTo:options:)",
                    "TraceSceneDelegate.sceneWillEnterForeground",
                    "TraceSceneDelegate.sceneDidBecomeActive",
                ])
            let window = try XCTUnwrap(second.windows.first)
            XCTAssertFalse(first.windows.contains(window))
            XCTAssertTrue(window.rootViewController is TraceNavigation)
        }
    }

    func testAnAppOfOneSceneGetsNoOther() {
        onMain {
            UIApplication.shared.launch(
                delegate: SceneAppDelegate(), info: appInfo("SceneApp-Info"), bundle: storyboardBundle)
            pump()
            XCTAssertNil(UIApplication.shared.connectAdditionalScene())
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
        }
    }
}
