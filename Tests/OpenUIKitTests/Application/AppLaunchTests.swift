import TestSupport
import XCTest

@testable import OpenUIKit

/// An app delegate without scenes that stores the main storyboard's window and notes what it
/// sees during launch.
class MainAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var seen: [String] = []

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        seen.append(
            "will: root \(LifecycleTrace.name(of: window?.rootViewController)), key \(window?.isKeyWindow ?? false), \(application.applicationState)"
        )
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        seen.append(
            "did: root \(LifecycleTrace.name(of: window?.rootViewController)), key \(window?.isKeyWindow ?? false), \(application.applicationState)"
        )
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        seen.append("active: key \(window?.isKeyWindow ?? false), \(application.applicationState)")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        seen.append("resign: \(application.applicationState)")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
        seen.append("background: \(application.applicationState)")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
        seen.append("foreground: \(application.applicationState)")
    }
}

/// A delegate that declares no `window`, so a main storyboard has nowhere to go.
class WindowlessAppDelegate: UIApplicationDelegate {}

/// An app delegate for a scene app; `configuration` replaces the manifest's when set.
class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    var configuration: ((UISceneSession) -> UISceneConfiguration)?

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        configuration?(connectingSceneSession) ?? connectingSceneSession.configuration
    }
}

/// The scene delegate the test manifest names; notes what it sees when it connects.
class TraceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var seen: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        seen.append(
            "connect: root \(LifecycleTrace.name(of: window?.rootViewController)), key \(window?.isKeyWindow ?? false), \(scene.activationState)"
        )
    }

    func sceneWillEnterForeground(_ scene: UIScene) { seen.append("foreground: \(scene.activationState)") }
    func sceneDidBecomeActive(_ scene: UIScene) {
        seen.append("active: key \(window?.isKeyWindow ?? false), \(scene.activationState)")
    }
}

/// The manifest's second configuration: a scene delegate with no storyboard.
class PlainSceneDelegate: UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
func appInfo(_ name: String) -> ApplicationInfo {
    let url = storyboardBundle.url(forResource: name, withExtension: "plist")!
    return ApplicationInfo(ApplicationInfo.dictionary(contentsOf: url) ?? [:])
}

/// The app and scene callbacks, without the controllers' events.
@MainActor
func launchTrace() -> [String] {
    trace("MainAppDelegate", "WindowlessAppDelegate", "SceneAppDelegate", "TraceSceneDelegate", "PlainSceneDelegate")
}

/// The app and scene callbacks with the storyboard controllers' creation, view loading and
/// appearance (not the navigation controller's own steps, which its tests cover).
@MainActor
func launchAndAppearanceTrace() -> [String] {
    let controllerEvents: Set<String> = [
        "init(coder:)", "viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)",
    ]
    let controllers: Set<String> = ["TraceNavigation", "Alpha"]
    let app = Set(launchTrace())
    return LifecycleTrace.events.filter { line in
        if app.contains(line) { return true }
        guard let dot = line.firstIndex(of: ".") else { return false }
        return controllers.contains(String(line[..<dot]))
            && controllerEvents.contains(String(line[line.index(after: dot)...]))
    }
}

final class AppLaunchTests: UIKitTestCase {
    /// The delegates are plain non-final classes, as Xcode writes them; what makes them by name
    /// is their factory.
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            UIApplication.registerDelegateClass(MainAppDelegate.self) { MainAppDelegate() }
            UIApplication.registerDelegateClass(TraceSceneDelegate.self) { TraceSceneDelegate() }
            UIApplication.registerDelegateClass(PlainSceneDelegate.self) { PlainSceneDelegate() }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            UIApplication.shared.resetLaunchState()
        }
        super.tearDown()
    }

    // MARK: Info.plist

    func testInfoPlistKeys() {
        onMain {
            let main = appInfo("MainApp-Info")
            XCTAssertEqual(main.mainStoryboardFile, "Segues")
            XCTAssertFalse(main.hasSceneManifest)

            let scenes = appInfo("SceneApp-Info")
            XCTAssertTrue(scenes.hasSceneManifest)
            XCTAssertFalse(scenes.supportsMultipleScenes)
            let first = scenes.sceneConfiguration(named: nil, role: .windowApplication)
            XCTAssertEqual(first?.name, "Default Configuration")
            XCTAssertEqual(first?.delegateClassName, "OpenUIKitTests.TraceSceneDelegate")
            XCTAssertEqual(first?.storyboardName, "Segues")
            XCTAssertEqual(
                scenes.sceneConfiguration(named: "Plain", role: .windowApplication)?.sceneClassName, "UIWindowScene")
            XCTAssertNil(scenes.sceneConfiguration(named: "Missing", role: .windowApplication))
            XCTAssertTrue(ApplicationInfo.lookUpClass("$(PRODUCT_MODULE_NAME).UIWindowScene") == UIWindowScene.self)
            XCTAssertTrue(ApplicationInfo.lookUpClass("OpenUIKitTests.TraceSceneDelegate") == TraceSceneDelegate.self)
        }
    }

    // MARK: Without scenes

    /// The main storyboard is loaded before `willFinishLaunching`; its window is made key and
    /// visible after `didFinishLaunching`; then the app becomes active.
    func testMainStoryboardLaunch() throws {
        try onMain {
            let delegate = MainAppDelegate()
            UIApplication.shared.launch(delegate: delegate, info: appInfo("MainApp-Info"), bundle: storyboardBundle)
            pump()

            // UIKit's order, except that viewDidAppear comes before applicationDidBecomeActive:
            // a window here finishes its root's appearance as it is made visible.
            XCTAssertEqual(
                launchAndAppearanceTrace(),
                [
                    "TraceNavigation.init(coder:)",
                    "Alpha.init(coder:)",
                    "MainAppDelegate.application(_:willFinishLaunchingWithOptions:)",
                    "MainAppDelegate.application(_:didFinishLaunchingWithOptions:)",
                    "TraceNavigation.viewDidLoad",
                    "TraceNavigation.viewWillAppear(false)",
                    "Alpha.viewDidLoad",
                    "Alpha.viewWillAppear(false)",
                    "TraceNavigation.viewDidAppear(false)",
                    "Alpha.viewDidAppear(false)",
                    "MainAppDelegate.applicationDidBecomeActive",
                ])
            XCTAssertEqual(
                delegate.seen,
                [
                    "will: root TraceNavigation, key false, inactive",
                    "did: root TraceNavigation, key false, inactive",
                    "active: key true, active",
                ])

            let window = try XCTUnwrap(delegate.window)
            let navigation = try XCTUnwrap(window.rootViewController as? TraceNavigation)
            XCTAssertTrue(navigation.topViewController is Alpha)
            XCTAssertTrue(window.isKeyWindow)
            XCTAssertFalse(window.isHidden)
            XCTAssertEqual(window.bounds, UIScreen.main.bounds)
            XCTAssertNil(window.windowScene)
            XCTAssertTrue(UIApplication.shared.delegate === delegate)
            XCTAssertEqual(UIApplication.shared.applicationState, .active)
            XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
            XCTAssertTrue(Reported.diagnostics.isEmpty, "\(Reported.diagnostics)")
        }
    }

    /// Home button, back, an incoming call, termination: UIKit's app callbacks in order, with the
    /// state before each "will" and after each "did".
    func testAppStateTransitions() {
        onMain {
            let delegate = MainAppDelegate()
            UIApplication.shared.launch(delegate: delegate, info: appInfo("MainApp-Info"), bundle: storyboardBundle)
            pump()
            LifecycleTrace.clear()
            delegate.seen = []

            UIApplication.shared.transition(to: .background)
            XCTAssertEqual(UIApplication.shared.applicationState, .background)
            UIApplication.shared.transition(to: .active)
            UIApplication.shared.transition(to: .inactive)
            UIApplication.shared.transition(to: .inactive)
            UIApplication.shared.terminate()

            XCTAssertEqual(
                launchTrace(),
                [
                    "MainAppDelegate.applicationWillResignActive",
                    "MainAppDelegate.applicationDidEnterBackground",
                    "MainAppDelegate.applicationWillEnterForeground",
                    "MainAppDelegate.applicationDidBecomeActive",
                    "MainAppDelegate.applicationWillResignActive",
                    "MainAppDelegate.applicationDidEnterBackground",
                    "MainAppDelegate.applicationWillTerminate",
                ])
            XCTAssertEqual(
                delegate.seen,
                [
                    "resign: active", "background: background",
                    "foreground: background", "active: key true, active",
                    "resign: active", "background: background",
                ])
            XCTAssertTrue(UIApplication.shared.mainLoopShouldEnd)
        }
    }

    func testMainStoryboardNeedsTheDelegatesWindow() {
        onMain {
            let delegate = WindowlessAppDelegate()
            UIApplication.shared.launch(delegate: delegate, info: appInfo("MainApp-Info"), bundle: storyboardBundle)
            pump()
            assertReported(
                UIKitDiagnostic.internalInconsistency,
                "The app delegate must implement the window property if it wants to use a main storyboard file.")
            XCTAssertEqual(
                launchTrace(),
                [
                    "WindowlessAppDelegate.application(_:willFinishLaunchingWithOptions:)",
                    "WindowlessAppDelegate.application(_:didFinishLaunchingWithOptions:)",
                    "WindowlessAppDelegate.applicationDidBecomeActive",
                ])
            XCTAssertTrue(trace("TraceNavigation").isEmpty)
        }
    }

    // MARK: With scenes

    /// `didFinishLaunching`, the configuration, the storyboard's window stored in the scene
    /// delegate before `willConnectTo`, made key and visible after it, then foreground and active.
    /// The manifest's storyboard wins over `UIMainStoryboardFile`, and the app delegate hears no
    /// activation callbacks.
    func testSceneManifestLaunch() throws {
        try onMain {
            let delegate = SceneAppDelegate()
            UIApplication.shared.launch(delegate: delegate, info: appInfo("SceneApp-Info"), bundle: storyboardBundle)
            pump()

            XCTAssertEqual(
                launchAndAppearanceTrace(),
                [
                    "SceneAppDelegate.application(_:willFinishLaunchingWithOptions:)",
                    "SceneAppDelegate.application(_:didFinishLaunchingWithOptions:)",
                    "SceneAppDelegate.application(_:configurationForConnecting:options:)",
                    "TraceNavigation.init(coder:)",
                    "Alpha.init(coder:)",
                    "TraceSceneDelegate.scene(_:willConnectTo:options:)",
                    "TraceNavigation.viewDidLoad",
                    "TraceSceneDelegate.sceneWillEnterForeground",
                    "TraceNavigation.viewWillAppear(false)",
                    "Alpha.viewDidLoad",
                    "Alpha.viewWillAppear(false)",
                    "TraceNavigation.viewDidAppear(false)",
                    "Alpha.viewDidAppear(false)",
                    "TraceSceneDelegate.sceneDidBecomeActive",
                ])
            XCTAssertFalse(LifecycleTrace.events.contains { $0.hasPrefix("Other") })

            let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            let sceneDelegate = try XCTUnwrap(scene.delegate as? TraceSceneDelegate)
            XCTAssertEqual(
                sceneDelegate.seen,
                [
                    "connect: root TraceNavigation, key false, unattached",
                    "foreground: unattached",
                    "active: key true, foregroundActive",
                ])
            let window = try XCTUnwrap(sceneDelegate.window)
            XCTAssertTrue(window.windowScene === scene)
            XCTAssertEqual(scene.windows, [window])
            XCTAssertTrue(scene.keyWindow === window)
            XCTAssertTrue((window.rootViewController as? TraceNavigation)?.topViewController is Alpha)
            XCTAssertEqual(scene.activationState, .foregroundActive)
            XCTAssertEqual(UIApplication.shared.applicationState, .active)

            let session = scene.session
            XCTAssertEqual(session.role, .windowApplication)
            XCTAssertTrue(session.scene === scene)
            XCTAssertEqual(session.configuration.name, "Default Configuration")
            XCTAssertTrue(session.configuration.delegateClass == TraceSceneDelegate.self)
            XCTAssertNotNil(session.configuration.storyboard)
            XCTAssertEqual(UIApplication.shared.openSessions, [session])
            XCTAssertTrue(Reported.diagnostics.isEmpty, "\(Reported.diagnostics)")
        }
    }

    /// The scene's moves, by the scene and by the application, then termination: the scene
    /// goes to the background and disconnects before the app hears `applicationWillTerminate`.
    func testSceneStateTransitions() throws {
        try onMain {
            let delegate = SceneAppDelegate()
            UIApplication.shared.launch(delegate: delegate, info: appInfo("SceneApp-Info"), bundle: storyboardBundle)
            pump()
            let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first)
            let window = try XCTUnwrap((scene.delegate as? TraceSceneDelegate)?.window)
            LifecycleTrace.clear()

            scene.transition(to: .background)
            XCTAssertEqual(UIApplication.shared.applicationState, .background)
            UIApplication.shared.transition(to: .active)
            scene.transition(to: .foregroundInactive)
            XCTAssertEqual(UIApplication.shared.applicationState, .inactive)
            UIApplication.shared.terminate()

            XCTAssertEqual(
                launchTrace(),
                [
                    "TraceSceneDelegate.sceneWillResignActive",
                    "TraceSceneDelegate.sceneDidEnterBackground",
                    "TraceSceneDelegate.sceneWillEnterForeground",
                    "TraceSceneDelegate.sceneDidBecomeActive",
                    "TraceSceneDelegate.sceneWillResignActive",
                    "TraceSceneDelegate.sceneDidEnterBackground",
                    "TraceSceneDelegate.sceneDidDisconnect",
                    "SceneAppDelegate.applicationWillTerminate",
                ])
            XCTAssertEqual(scene.activationState, .unattached)
            XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
            XCTAssertEqual(UIApplication.shared.openSessions.count, 1)
            XCTAssertNil(scene.session.scene)
            XCTAssertTrue(window.isHidden)
        }
    }

    /// A configuration the delegate returns by name takes the manifest's classes; one that sets
    /// its own delegate class and no storyboard gets no window.
    func testConfigurationForConnecting() throws {
        try onMain {
            let delegate = SceneAppDelegate()
            delegate.configuration = { session in UISceneConfiguration(name: "Plain", sessionRole: session.role) }
            UIApplication.shared.launch(delegate: delegate, info: appInfo("SceneApp-Info"), bundle: storyboardBundle)
            pump()

            XCTAssertEqual(
                launchTrace(),
                [
                    "SceneAppDelegate.application(_:willFinishLaunchingWithOptions:)",
                    "SceneAppDelegate.application(_:didFinishLaunchingWithOptions:)",
                    "SceneAppDelegate.application(_:configurationForConnecting:options:)",
                    "PlainSceneDelegate.scene(_:willConnectTo:options:)",
                    "PlainSceneDelegate.sceneWillEnterForeground",
                    "PlainSceneDelegate.sceneDidBecomeActive",
                ])
            let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            XCTAssertTrue(scene.delegate is PlainSceneDelegate)
            XCTAssertNil((scene.delegate as? PlainSceneDelegate)?.window)
            XCTAssertTrue(scene.windows.isEmpty)
            XCTAssertEqual(scene.session.configuration.name, "Plain")
            XCTAssertTrue(trace("TraceNavigation").isEmpty)
        }
    }

    // MARK: Entry points

    /// `UIApplicationMain` makes the delegate from its class name and, told to return after
    /// launch, returns once the app is active. The test process has no Info.plist with a
    /// storyboard, so the delegate makes no window.
    func testUIApplicationMainReturnsAfterLaunch() {
        onMain {
            UIApplication.returnsAfterLaunch = true
            defer { UIApplication.returnsAfterLaunch = false }
            let status = UIApplicationMain(
                CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(MainAppDelegate.self))
            XCTAssertEqual(status, 0)
            XCTAssertEqual(
                launchTrace(),
                [
                    "MainAppDelegate.application(_:willFinishLaunchingWithOptions:)",
                    "MainAppDelegate.application(_:didFinishLaunchingWithOptions:)",
                    "MainAppDelegate.applicationDidBecomeActive",
                ])
            XCTAssertEqual(UIApplication.shared.applicationState, .active)
        }
    }

    /// `@main` calls the delegate type's `main()`.
    func testMainAttributeEntry() {
        onMain {
            UIApplication.returnsAfterLaunch = true
            defer { UIApplication.returnsAfterLaunch = false }
            MainAppDelegate.main()
            XCTAssertEqual(launchTrace().first, "MainAppDelegate.application(_:willFinishLaunchingWithOptions:)")
            XCTAssertEqual(launchTrace().last, "MainAppDelegate.applicationDidBecomeActive")
        }
    }

    /// A delegate class with no factory is refused by name, with how to register it.
    func testUIApplicationMainReportsUnregisteredDelegates() {
        onMain {
            XCTAssertEqual(
                UIApplicationMain(
                    CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(SceneAppDelegate.self)), 1)
            assertReported(
                UIKitDiagnostic.internalInconsistency,
                "UIApplication.registerDelegateClass(OpenUIKitTests.SceneAppDelegate.self) { OpenUIKitTests.SceneAppDelegate() }"
            )
            XCTAssertTrue(LifecycleTrace.events.isEmpty)
        }
    }

    func testUIApplicationMainReportsUnknownClasses() {
        onMain {
            XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoSuchDelegate"), 1)
            assertReported(UIKitDiagnostic.internalInconsistency, "No class named NoSuchDelegate is loaded.")
            XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, "NoSuchApplication", nil), 1)
            assertReported(UIKitDiagnostic.internalInconsistency, "No class named NoSuchApplication is loaded.")
            XCTAssertTrue(LifecycleTrace.events.isEmpty)
        }
    }

    /// The main loop runs until the app terminates, then `UIApplicationMain` returns.
    func testMainLoopEndsOnTerminate() {
        onMain {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { UIApplication.shared.terminate() }
            }
            let status = UIApplicationMain(
                CommandLine.argc, CommandLine.unsafeArgv, "UIApplication", NSStringFromClass(MainAppDelegate.self))
            XCTAssertEqual(status, 0)
            XCTAssertEqual(
                launchTrace(),
                [
                    "MainAppDelegate.application(_:willFinishLaunchingWithOptions:)",
                    "MainAppDelegate.application(_:didFinishLaunchingWithOptions:)",
                    "MainAppDelegate.applicationDidBecomeActive",
                    "MainAppDelegate.applicationWillResignActive",
                    "MainAppDelegate.applicationDidEnterBackground",
                    "MainAppDelegate.applicationWillTerminate",
                ])
        }
    }
}
