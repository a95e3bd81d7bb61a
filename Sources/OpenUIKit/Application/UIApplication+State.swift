import Foundation

/// The app's run state — active, inactive, background — its scenes, and the moves between
/// states with the delegate callbacks UIKit makes on each.
extension UIApplication {
    /// The run state of the app.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active
        /// In the foreground but not receiving events, as while moving between states.
        case inactive
        /// In the background: not on screen.
        case background
    }

    /// With scenes connected, the most active scene's state (as UIKit derives it); otherwise
    /// the app's own.
    public var applicationState: State {
        guard !sceneList.isEmpty else { return appStateStorage }
        let states = sceneList.map(\.activationState)
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return .background
    }

    /// The scenes connected to the app.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }
    /// The sessions of the app's scenes, including those whose scene has disconnected.
    public var openSessions: Set<UISceneSession> { Set(sessionList) }

    /// Moves the app to `state` one step at a time, with UIKit's callbacks on each step:
    /// `applicationWillResignActive` (active → inactive), `applicationDidEnterBackground`
    /// (→ background), `applicationWillEnterForeground` (background → inactive),
    /// `applicationDidBecomeActive` (→ active). A "will" callback sees the old state, a "did"
    /// callback the new one. An app with scenes moves every connected scene instead, and its
    /// scene delegates hear the scene callbacks (`UIScene.transition(to:)`).
    ///
    /// Not UIKit API: the system moves a UIKit app. A display host calls this when its window
    /// gains or loses focus or is minimized; tests call it to drive the callbacks.
    public func transition(to state: State) {
        guard sceneList.isEmpty else {
            let sceneState: UIScene.ActivationState =
                switch state {
                case .active: .foregroundActive
                case .inactive: .foregroundInactive
                case .background: .background
                }
            for scene in sceneList { scene.transition(to: sceneState) }
            return
        }
        while appStateStorage != state {
            switch (appStateStorage, state) {
            case (.active, _):
                resignActive()
            case (.inactive, .active):
                becomeActive()
            case (.inactive, _):
                enterBackground()
            case (.background, _):
                enterForeground()
            }
        }
    }

    /// Ends the app the way the system ends a running one: it moves to the background, each
    /// scene disconnects (`sceneDidDisconnect`, its windows hidden), the delegate hears
    /// `applicationWillTerminate`, and the main loop `UIApplicationMain` runs ends, so
    /// `UIApplicationMain` returns. Not UIKit API (UIKit apps do not end themselves); a display
    /// host calls it when its window closes.
    public func terminate() {
        transition(to: .background)
        for scene in sceneList {
            disconnect(scene)
        }
        if let delegate {
            LifecycleTrace.record(delegate, "applicationWillTerminate")
            delegate.applicationWillTerminate(self)
        }
        post(Self.willTerminateNotification)
        mainLoopShouldEnd = true
    }

    /// Disconnects a scene: it leaves `connectedScenes`, its windows close, its delegate hears
    /// `sceneDidDisconnect`. Its session stays open.
    func disconnect(_ scene: UIScene) {
        scene.transition(to: .background)
        sceneList.removeAll { $0 === scene }
        if let windowScene = scene as? UIWindowScene {
            for window in windowScene.windows { window.isHidden = true }
        }
        scene.activationState = .unattached
        scene.session.scene = nil
        if let delegate = scene.delegate {
            LifecycleTrace.record(delegate, "sceneDidDisconnect")
            delegate.sceneDidDisconnect(scene)
        }
        scene.post(UIScene.didDisconnectNotification)
    }

    /// Forgets the launch: no delegate, scenes or sessions, and the state of an app that never
    /// launched. Tests call it so one launch does not leak into the next.
    func resetLaunchState() {
        delegate = nil
        UIApplication.launchedDelegate = nil
        sceneList.removeAll()
        sessionList.removeAll()
        supportsMultipleScenes = false
        pendingRestoration = nil
        savedSessions = nil
        restorationObjects.removeAll()
        restorationExtensions = 0
        appStateStorage = .active
        mainLoopShouldEnd = false
        BackgroundTasks.shared.reset()
        LocalNotifications.shared.reset()
    }

    // MARK: Steps

    func becomeActive() {
        appStateStorage = .active
        if let delegate {
            LifecycleTrace.record(delegate, "applicationDidBecomeActive")
            delegate.applicationDidBecomeActive(self)
        }
        post(Self.didBecomeActiveNotification)
    }

    private func resignActive() {
        if let delegate {
            LifecycleTrace.record(delegate, "applicationWillResignActive")
            delegate.applicationWillResignActive(self)
        }
        post(Self.willResignActiveNotification)
        appStateStorage = .inactive
    }

    private func enterBackground() {
        appStateStorage = .background
        if let delegate {
            LifecycleTrace.record(delegate, "applicationDidEnterBackground")
            delegate.applicationDidEnterBackground(self)
        }
        post(Self.didEnterBackgroundNotification)
        autosaveOpenDocuments()
        StateRestoration.preserve(self)
    }

    private func enterForeground() {
        if let delegate {
            LifecycleTrace.record(delegate, "applicationWillEnterForeground")
            delegate.applicationWillEnterForeground(self)
        }
        post(Self.willEnterForegroundNotification)
        appStateStorage = .inactive
    }
}
