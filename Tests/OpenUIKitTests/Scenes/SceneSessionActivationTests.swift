import TestSupport
import XCTest

@testable import OpenUIKit

/// A scene delegate that notes the activities it is handed, at connection and later.
final class ActivitySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connectedActivities: [String] = []
    var continuedActivities: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        connectedActivities = connectionOptions.userActivities.map(\.activityType)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continuedActivities.append(userActivity.activityType)
    }
}

/// A scene app's delegate that notes the sessions it is told were discarded; `configuration`
/// replaces the manifest's when set. (Not a `SceneAppDelegate` subclass: a subclass cannot
/// replace a protocol method its superclass took from the protocol's default.)
final class DiscardingAppDelegate: UIResponder, UIApplicationDelegate {
    var configuration: ((UISceneSession) -> UISceneConfiguration)?
    var discarded: [UISceneSession] = []

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        configuration?(connectingSceneSession) ?? connectingSceneSession.configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded.append(contentsOf: sceneSessions)
    }
}

/// Scene sessions activated and destroyed on request (`UIApplication+SceneSessions`): UIKit's
/// delegate order for a new scene, the activity handed over, activation conditions, the errors
/// of an app of one scene, and destruction.
final class SceneSessionActivationTests: UIKitTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            UIApplication.registerDelegateClass(TraceSceneDelegate.self) { TraceSceneDelegate() }
            UIApplication.registerDelegateClass(ActivitySceneDelegate.self) { ActivitySceneDelegate() }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            UIApplication.shared.resetLaunchState()
            SceneSessionActivationTests.appDelegate = nil
        }
        super.tearDown()
    }

    /// Launches the test scene app, supporting multiple scenes or not; later scenes get an
    /// `ActivitySceneDelegate` and no storyboard.
    /// The app delegate of the launch under test, kept alive here as `UIApplicationMain` keeps it.
    @MainActor static var appDelegate: DiscardingAppDelegate?

    @MainActor
    static func launch(multipleScenes: Bool) -> UIWindowScene? {
        var dictionary =
            ApplicationInfo.dictionary(
                contentsOf: storyboardBundle.url(forResource: "SceneApp-Info", withExtension: "plist")!) ?? [:]
        var manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
        manifest["UIApplicationSupportsMultipleScenes"] = multipleScenes
        dictionary["UIApplicationSceneManifest"] = manifest
        let delegate = DiscardingAppDelegate()
        appDelegate = delegate
        UIApplication.shared.launch(delegate: delegate, info: ApplicationInfo(dictionary), bundle: storyboardBundle)
        pump()
        delegate.configuration = { session in
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            configuration.delegateClass = ActivitySceneDelegate.self
            return configuration
        }
        LifecycleTrace.clear()
        return UIApplication.shared.connectedScenes.first as? UIWindowScene
    }

    @MainActor
    static func sceneTrace() -> [String] {
        trace("DiscardingAppDelegate", "TraceSceneDelegate", "ActivitySceneDelegate")
    }

    func testARequestConnectsANewSceneOnTheNextTurnWithTheActivityInUIKitsOrder() throws {
        try onMain {
            let first = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            let activity = NSUserActivity(activityType: "com.example.detail")
            var errors: [any Error] = []
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity)) {
                errors.append($0)
            }
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1, "the request is carried out later")
            pump()

            XCTAssertTrue(errors.isEmpty)
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 2)
            XCTAssertEqual(UIApplication.shared.openSessions.count, 2)
            XCTAssertEqual(
                SceneSessionActivationTests.sceneTrace(),
                [
                    "DiscardingAppDelegate.application(_:configurationForConnecting:options:)",
                    "ActivitySceneDelegate.scene(_:willConnectTo:options:)",
                    "ActivitySceneDelegate.sceneWillEnterForeground",
                    "ActivitySceneDelegate.sceneDidBecomeActive",
                ])
            let second = try XCTUnwrap(UIApplication.shared.connectedScenes.first { $0 !== first })
            XCTAssertEqual((second.delegate as? ActivitySceneDelegate)?.connectedActivities, ["com.example.detail"])
            XCTAssertEqual(second.activationState, .foregroundActive)
            XCTAssertEqual(first.activationState, .foregroundActive)
        }
    }

    func testAnAppOfOneSceneGetsUIKitsErrorAndKeepsItsScene() throws {
        try onMain {
            let first = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: false))
            var errors: [any Error] = []
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest()) { errors.append($0) }
            pump()

            XCTAssertEqual(errors.count, 1)
            let error = try XCTUnwrap(errors.first as? UISceneError)
            XCTAssertEqual(error.code, .multipleScenesNotSupported)
            XCTAssertEqual((error as NSError).domain, UISceneErrorDomain)
            XCTAssertEqual((error as NSError).code, 0)
            switch errors[0] {
            case UISceneError.multipleScenesNotSupported: break
            default: XCTFail("the error matches its code as a pattern")
            }
            XCTAssertEqual(Array(UIApplication.shared.connectedScenes), [first])
            XCTAssertTrue(SceneSessionActivationTests.sceneTrace().isEmpty)
        }
    }

    func testAnActivityGoesToTheSceneWhoseConditionsPreferIt() throws {
        try onMain {
            let first = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            first.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate { object, _ in
                (object as? String)?.hasPrefix("inbox") == true
            }
            first.transition(to: .background)
            LifecycleTrace.clear()
            let activity = NSUserActivity(activityType: "com.example.message")
            activity.targetContentIdentifier = "inbox/42"
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity))
            pump()

            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1, "no new scene")
            XCTAssertEqual(
                SceneSessionActivationTests.sceneTrace(),
                [
                    "TraceSceneDelegate.sceneWillEnterForeground",
                    "TraceSceneDelegate.scene(_:willContinueUserActivityWithType:)",
                    "TraceSceneDelegate.scene(_:continue:)",
                    "TraceSceneDelegate.sceneDidBecomeActive",
                ])
            XCTAssertEqual(first.activationState, .foregroundActive)

            // An identifier no scene prefers gets a new scene.
            activity.targetContentIdentifier = "archive/1"
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity))
            pump()
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 2)
        }
    }

    func testDestroyingASessionDisconnectsItsSceneAndTellsTheAppDelegate() throws {
        try onMain {
            _ = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest())
            pump()
            let session = try XCTUnwrap(
                UIApplication.shared.openSessions.first { $0.scene?.delegate is ActivitySceneDelegate })
            LifecycleTrace.clear()

            let options = UIWindowSceneDestructionRequestOptions()
            options.windowDismissalAnimation = .decline
            UIApplication.shared.requestSceneSessionDestruction(session, options: options)
            pump()

            XCTAssertEqual(
                SceneSessionActivationTests.sceneTrace(),
                [
                    "ActivitySceneDelegate.sceneWillResignActive",
                    "ActivitySceneDelegate.sceneDidEnterBackground",
                    "ActivitySceneDelegate.sceneDidDisconnect",
                    "DiscardingAppDelegate.application(_:didDiscardSceneSessions:)",
                ])
            XCTAssertEqual(SceneSessionActivationTests.appDelegate?.discarded, [session])
            XCTAssertEqual(UIApplication.shared.openSessions.count, 1)
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
            XCTAssertNil(session.scene)

            var errors: [any Error] = []
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil) { errors.append($0) }
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(session: session)) {
                errors.append($0)
            }
            pump()
            XCTAssertEqual(errors.compactMap { ($0 as? UISceneError)?.code }, [.requestDenied, .requestDenied])
        }
    }

    func testADisconnectedSessionGetsANewSceneOfItsOwn() throws {
        try onMain {
            _ = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest())
            pump()
            let second = try XCTUnwrap(
                UIApplication.shared.connectedScenes.first { $0.delegate is ActivitySceneDelegate })
            let session = second.session
            UIApplication.shared.disconnect(second)
            XCTAssertNil(session.scene)
            LifecycleTrace.clear()

            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(session: session))
            pump()
            let reconnected = try XCTUnwrap(session.scene)
            XCTAssertFalse(reconnected === second)
            XCTAssertEqual(UIApplication.shared.openSessions.count, 2, "the session is reused")
            XCTAssertEqual(
                SceneSessionActivationTests.sceneTrace(),
                [
                    "DiscardingAppDelegate.application(_:configurationForConnecting:options:)",
                    "ActivitySceneDelegate.scene(_:willConnectTo:options:)",
                    "ActivitySceneDelegate.sceneWillEnterForeground",
                    "ActivitySceneDelegate.sceneDidBecomeActive",
                ])
        }
    }

    func testAProminentSceneTakesActivationFromTheSceneThatAskedForIt() throws {
        try onMain {
            let first = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            let options = UIWindowScene.ActivationRequestOptions()
            options.placement = UIWindowSceneProminentPlacement()
            options.requestingScene = first
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(options: options))
            pump()
            XCTAssertEqual(first.activationState, .foregroundInactive)
            XCTAssertEqual(UIApplication.shared.applicationState, .active)

            // A standard placement leaves the requesting scene as it is.
            first.transition(to: .foregroundActive)
            options.placement = UIWindowSceneStandardPlacement()
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(options: options))
            pump()
            XCTAssertEqual(first.activationState, .foregroundActive)
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 3)
        }
    }

    func testAnActivationActionStandsForItsAlternateInAnAppOfOneScene() throws {
        try onMain {
            _ = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: false))
            var alternateRan = 0
            let alternate = UIAction(title: "Show Here") { _ in alternateRan += 1 }
            let action = UIWindowScene.ActivationAction(alternate: alternate) { _ in
                UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "com.example.detail"))
            }
            XCTAssertEqual(action.title, "Show Here")
            action.perform(withSender: nil, target: nil)
            pump()
            XCTAssertEqual(alternateRan, 1)
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)

            let lone = UIWindowScene.ActivationAction { _ in nil }
            XCTAssertTrue(lone.attributes.contains(.hidden), "no alternate and no new windows: hidden")
        }
    }

    func testAnActivationActionOpensANewWindowWhereScenesAreSupported() throws {
        try onMain {
            _ = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            let action = UIWindowScene.ActivationAction { _ in
                UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "com.example.detail"))
            }
            XCTAssertEqual(action.title, "Open in New Window")
            XCTAssertFalse(action.attributes.contains(.hidden))
            action.perform(withSender: nil, target: nil)
            pump()
            let opened = try XCTUnwrap(
                UIApplication.shared.connectedScenes.first { $0.delegate is ActivitySceneDelegate })
            XCTAssertEqual((opened.delegate as? ActivitySceneDelegate)?.connectedActivities, ["com.example.detail"])
        }
    }

    func testPinchingOutOnAnActivationInteractionsViewOpensAScene() throws {
        try onMain {
            let first = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            let window = try XCTUnwrap(first.windows.first)
            let view = try XCTUnwrap(window.rootViewController?.view)
            var locations: [CGPoint] = []
            var errors: [any Error] = []
            let interaction = UIWindowScene.ActivationInteraction { _, location in
                locations.append(location)
                return UIWindowScene.ActivationConfiguration(
                    userActivity: NSUserActivity(activityType: "com.example.pinched"))
            } errorHandler: {
                errors.append($0)
            }
            view.addInteraction(interaction)

            @MainActor func pinch(from: CGFloat, to: CGFloat) {
                let input = UIEventInjector.shared
                input.send(
                    [
                        .init(id: 1, phase: .began, location: CGPoint(x: 195 - from, y: 400)),
                        .init(id: 2, phase: .began, location: CGPoint(x: 195 + from, y: 400)),
                    ], in: window)
                for step in 1...4 {
                    UIApplication.shared.advance(by: 1.0 / 32)
                    let half = from + (to - from) * CGFloat(step) / 4
                    input.send([
                        .init(id: 1, phase: .moved, location: CGPoint(x: 195 - half, y: 400)),
                        .init(id: 2, phase: .moved, location: CGPoint(x: 195 + half, y: 400)),
                    ])
                }
                input.touchUp(id: 2)
                input.touchUp(id: 1)
                pump()
            }

            pinch(from: 80, to: 40)
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1, "pinching in opens nothing")
            pinch(from: 40, to: 120)
            XCTAssertEqual(locations.count, 1)
            XCTAssertTrue(errors.isEmpty)
            let opened = try XCTUnwrap(
                UIApplication.shared.connectedScenes.first { $0.delegate is ActivitySceneDelegate })
            XCTAssertEqual((opened.delegate as? ActivitySceneDelegate)?.connectedActivities, ["com.example.pinched"])
        }
    }

    func testTheOlderRequestSpellingActivatesTheSameWay() throws {
        try onMain {
            let first = try XCTUnwrap(SceneSessionActivationTests.launch(multipleScenes: true))
            first.transition(to: .background)
            LifecycleTrace.clear()
            UIApplication.shared.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
            pump()
            XCTAssertEqual(first.activationState, .foregroundActive)
            XCTAssertEqual(
                SceneSessionActivationTests.sceneTrace(),
                ["TraceSceneDelegate.sceneWillEnterForeground", "TraceSceneDelegate.sceneDidBecomeActive"])
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            pump()
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 2)
            XCTAssertEqual(first.windows.first?.traitCollection.sceneCaptureState, .inactive)
        }
    }
}
