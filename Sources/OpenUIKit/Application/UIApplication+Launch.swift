import Foundation

/// The launch sequence `UIApplicationMain` runs, in UIKit's order, apart from the main loop so
/// tests can launch an app and look at it.
extension UIApplication {
    /// Launches the app for `delegate` as the Info.plist `info` describes, finding storyboards in
    /// `bundle` (nil: the main bundle and the resource bundles beside the executable).
    ///
    /// Without a scene manifest (UIKit's App Programming Guide, "The App Launch Cycle", and the
    /// View Controller Programming Guide, "The Main Storyboard Initializes Your App's User
    /// Interface"): the main storyboard's initial controller becomes the root of a window the
    /// size of the screen, stored in `delegate.window`; then `willFinishLaunching`,
    /// `didFinishLaunching`, the main menu is built (`buildMenu(with:)`), the delegate's window is
    /// made key and visible, and the app becomes active (`applicationDidBecomeActive`).
    ///
    /// With a scene manifest ("About the app launch sequence"): `willFinishLaunching`,
    /// `didFinishLaunching`, then one scene connects for the main screen (see `connectScene`).
    /// The app delegate hears no activation callbacks: with scenes, UIKit sends them to the
    /// scene delegates instead.
    func launch(delegate: (any UIApplicationDelegate)?, info: ApplicationInfo, bundle: Bundle?) {
        self.delegate = delegate
        mainLoopShouldEnd = false
        appStateStorage = .inactive
        supportsMultipleScenes = info.supportsMultipleScenes
        launchInfo = info
        launchBundle = bundle

        if !info.hasSceneManifest, let name = info.mainStoryboardFile {
            loadMainStoryboard(named: name, bundle: bundle, delegate: delegate)
        }
        if let delegate {
            LifecycleTrace.record(delegate, "application(_:willFinishLaunchingWithOptions:)")
            _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
            // The saved interface comes back between the two (StateRestoration.swift).
            if !info.hasSceneManifest { StateRestoration.begin(self) }
            LifecycleTrace.record(delegate, "application(_:didFinishLaunchingWithOptions:)")
            _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        }
        post(Self.didFinishLaunchingNotification)
        UIMenuSystem.main.rebuild()
        if info.hasSceneManifest {
            connectScene(role: .windowApplication, info: info, bundle: bundle)
        } else {
            if info.mainStoryboardFile != nil { delegate?.window?.makeKeyAndVisible() }
            StateRestoration.finish(self)
            becomeActive()
        }
    }

    /// UIKit loads the main storyboard before `willFinishLaunching`: a window the size of the
    /// screen (or the delegate's own, if its `window` already returns one), stored in
    /// `delegate.window`, with the storyboard's initial controller as its root.
    private func loadMainStoryboard(named name: String, bundle: Bundle?, delegate: (any UIApplicationDelegate)?) {
        let window: UIWindow
        if let existing = delegate?.window {
            window = existing
        } else {
            window = UIWindow(frame: UIScreen.main.bounds)
            delegate?.window = window
            guard let delegate, delegate.window === window else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.internalInconsistency,
                    "The app delegate must implement the window property if it wants to use a main storyboard file.")
                return
            }
        }
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        guard let root = storyboard.instantiateInitialViewController() else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?"
            )
            return
        }
        window.rootViewController = root
    }

    /// Connects a scene for `role` (UIKit's scene launch):
    /// 1. a session with the manifest's first configuration for the role;
    /// 2. `application(_:configurationForConnecting:options:)` picks the configuration (traced
    ///    whether or not the delegate implements it: Swift cannot tell); one that names a
    ///    manifest configuration and sets no classes or storyboard takes the manifest's;
    /// 3. the scene (`UISceneClassName`, default `UIWindowScene`) and its delegate are made;
    /// 4. with a storyboard, a window of the scene is made, stored in the delegate's `window`,
    ///    and given the storyboard's initial controller as root, all before
    ///    `scene(_:willConnectTo:options:)` (as Xcode's template says);
    /// 5. `scene(_:willConnectTo:options:)`, then the root controller's view loads;
    /// 6. the scene comes to the foreground: `sceneWillEnterForeground`, the delegate's window is
    ///    made key and visible (so the root appears), `sceneDidBecomeActive`.
    ///
    /// A session that is still open (its scene disconnected) is given its new scene in place of
    /// a new session; an activity to continue arrives in the connection options'
    /// `userActivities` (`UIApplication+SceneSessions`).
    @discardableResult
    func connectScene(
        role: UISceneSession.Role, info: ApplicationInfo, bundle: Bundle?, session existing: UISceneSession? = nil,
        userActivity: NSUserActivity? = nil
    ) -> UIScene {
        let session: UISceneSession
        if let existing {
            session = existing
        } else {
            let saved = takeSavedSession(for: role)
            session = UISceneSession(
                role: role,
                configuration: makeConfiguration(
                    info.sceneConfiguration(named: saved?.configurationName, role: role)
                        ?? info.sceneConfiguration(named: nil, role: role), role: role, bundle: bundle),
                persistentIdentifier: saved?.persistentIdentifier ?? UUID().uuidString)
            session.stateRestorationActivity = saved?.activity
            if let info = saved?.userInfo { session.userInfo = info }
            sessionList.append(session)
        }
        let options = UIScene.ConnectionOptions()
        if let userActivity { options.userActivities = [userActivity] }

        var configuration = session.configurationStorage
        if let delegate {
            LifecycleTrace.record(delegate, "application(_:configurationForConnecting:options:)")
            configuration = delegate.application(self, configurationForConnecting: session, options: options).copy()
        }
        if configuration.sceneClass == nil, configuration.delegateClass == nil, configuration.storyboard == nil,
            let name = configuration.name, let entry = info.sceneConfiguration(named: name, role: role)
        {
            configuration = makeConfiguration(entry, role: role, bundle: bundle)
        }
        session.configurationStorage = configuration

        let sceneClass = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if delegateClass is any UISceneDelegate.Type {
                scene.delegate =
                    UIApplication.makeDelegate(of: delegateClass, role: "scene delegate") as? any UISceneDelegate
            } else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.warning,
                    "[SceneConfiguration] The scene delegate class \(String(reflecting: delegateClass)) does not conform to UISceneDelegate."
                )
            }
        }
        sceneList.append(scene)

        if let storyboard = configuration.storyboard {
            installStoryboardWindow(storyboard, in: scene, configurationName: configuration.name)
        }
        scene.post(UIScene.willConnectNotification)
        if let delegate = scene.delegate {
            LifecycleTrace.record(delegate, "scene(_:willConnectTo:options:)")
            delegate.scene(scene, willConnectTo: session, options: options)
            if let activity = session.stateRestorationActivity {
                LifecycleTrace.record(delegate, "scene(_:restoreInteractionStateWith:)")
                delegate.scene(scene, restoreInteractionStateWith: activity)
            }
        }
        // The storyboard's root loads once the scene is connected; its window shows when the
        // scene comes to the foreground, so the root appears between the two foreground calls.
        let storyboardWindow =
            configuration.storyboard == nil ? nil : (scene.delegate as? any UIWindowSceneDelegate)?.window
        storyboardWindow?.rootViewController?.loadViewIfNeeded()
        // A scene app's saved interface is its first scene's, restored once it has its window.
        if sceneList.count == 1 { StateRestoration.begin(self) }
        scene.enterForeground()
        storyboardWindow?.makeKeyAndVisible()
        StateRestoration.finish(self)
        scene.becomeActive()
        return scene
    }

    /// The first session of `role` the last launch saved and no scene took yet.
    private func takeSavedSession(for role: UISceneSession.Role) -> SceneSessionArchive.Saved? {
        if savedSessions == nil { savedSessions = SceneSessionArchive.load(self) }
        guard let index = savedSessions?.firstIndex(where: { $0.role == role }) else { return nil }
        return savedSessions?.remove(at: index)
    }

    /// The window a scene's storyboard gets before `scene(_:willConnectTo:options:)`.
    private func installStoryboardWindow(_ storyboard: UIStoryboard, in scene: UIScene, configurationName: String?) {
        guard let windowScene = scene as? UIWindowScene, let delegate = scene.delegate as? any UIWindowSceneDelegate
        else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[SceneConfiguration] Configuration \"\(configurationName ?? "(no name)")\" names a storyboard, but its scene is not a UIWindowScene with a UIWindowSceneDelegate; the storyboard is not loaded."
            )
            return
        }
        let window = UIWindow(windowScene: windowScene)
        delegate.window = window
        guard delegate.window === window else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "The scene delegate must implement the window property if it wants to use a storyboard file.")
            return
        }
        guard let root = storyboard.instantiateInitialViewController() else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Failed to instantiate the default view controller for UISceneStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?"
            )
            return
        }
        window.rootViewController = root
    }

    /// A configuration from a manifest entry, its classes looked up and its storyboard loaded.
    /// A class that cannot be found is reported with UIKit's console message and left nil.
    private func makeConfiguration(
        _ entry: ApplicationInfo.SceneConfigurationEntry?, role: UISceneSession.Role, bundle: Bundle?
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: entry?.name, sessionRole: role)
        guard let entry else { return configuration }
        func lookUp(_ key: String, _ className: String?) -> AnyClass? {
            guard let className else { return nil }
            if let found = ApplicationInfo.lookUpClass(className) { return found }
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[SceneConfiguration] Info.plist configuration \"\(entry.name ?? "(no name)")\" for \(role.rawValue) contained \(key) key, but could not load class with name \"\(className)\"."
            )
            return nil
        }
        configuration.sceneClass = lookUp("UISceneClassName", entry.sceneClassName)
        configuration.delegateClass = lookUp("UISceneDelegateClassName", entry.delegateClassName)
        configuration.storyboard = entry.storyboardName.map { UIStoryboard(name: $0, bundle: bundle) }
        return configuration
    }
}
