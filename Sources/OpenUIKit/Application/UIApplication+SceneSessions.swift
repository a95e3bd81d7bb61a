import Foundation

/// Asking for scenes: activating a session (a new scene, an existing one, or a disconnected
/// session's new scene) and destroying one. As in UIKit, each request is carried out on the
/// next turn of the run loop, and a request the app cannot have reaches `errorHandler` as a
/// `UISceneError` with UIKit's code, leaving the scenes as they were.
extension UIApplication {
    /// Activates the scene session `request` describes:
    /// - a request with a session brings its scene to the foreground and makes it active, or,
    ///   when the scene has disconnected, connects a new scene to the session;
    /// - a request with a role and an activity whose `targetContentIdentifier` a connected
    ///   scene's `activationConditions` prefer activates that scene;
    /// - otherwise a new session of the role connects a new scene, with the delegate calls of a
    ///   launch in UIKit's order (`application(_:configurationForConnecting:options:)`,
    ///   `scene(_:willConnectTo:options:)` with the activity in `userActivities`,
    ///   `sceneWillEnterForeground`, `sceneDidBecomeActive`).
    ///
    /// An existing scene given an activity hears `scene(_:willContinueUserActivityWithType:)`
    /// and `scene(_:continue:)` between coming to the foreground and becoming active. A new
    /// scene needs `UIApplicationSupportsMultipleScenes` in the scene manifest, unless no scene
    /// is connected: otherwise `errorHandler` hears
    /// `UISceneError.Code.multipleScenesNotSupported`, as on an iPhone. A session that is no
    /// longer open, or an app without a scene manifest, gets `.requestDenied`. With a prominent
    /// placement, the requesting scene stops being active once the new one is.
    public func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {
        runLoop.perform { [self] in
            if let error = carryOut(request) { errorHandler?(error) }
        }
    }

    /// Activates `sceneSession` (or, when nil, a new session of the app's window role) with
    /// `userActivity`; the older spelling of `activateSceneSession(for:errorHandler:)`.
    @available(iOS, deprecated: 17.0, message: "Use activateSceneSession(for:errorHandler:)")
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        let request =
            sceneSession.map {
                UISceneSessionActivationRequest(session: $0, userActivity: userActivity, options: options)
            }
            ?? UISceneSessionActivationRequest(userActivity: userActivity, options: options)
        activateSceneSession(for: request, errorHandler: errorHandler)
    }

    /// Closes `sceneSession`'s scene and discards the session, on the next turn of the run loop:
    /// the scene goes to the background and disconnects (`sceneDidEnterBackground`,
    /// `sceneDidDisconnect`, its windows hidden), the session leaves `openSessions`, and the app
    /// delegate hears `application(_:didDiscardSceneSessions:)`. A session that is not open gets
    /// `UISceneError.Code.requestDenied`. The windows leave at once, whatever the options'
    /// dismissal animation.
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        runLoop.perform { [self] in
            guard let index = sessionList.firstIndex(where: { $0 === sceneSession }) else {
                errorHandler?(
                    UISceneError.make(
                        .requestDenied,
                        "The scene session \(sceneSession.persistentIdentifier) is not open, so it cannot be destroyed."
                    ))
                return
            }
            if let scene = sceneSession.scene { disconnect(scene) }
            sessionList.remove(at: index)
            if let delegate {
                LifecycleTrace.record(delegate, "application(_:didDiscardSceneSessions:)")
                delegate.application(self, didDiscardSceneSessions: [sceneSession])
            }
            SceneSessionArchive.save(self)
        }
    }

    /// The error for another scene in an app of one.
    private static var multipleScenesError: UISceneError {
        .make(.multipleScenesNotSupported, "The application does not support multiple scenes.")
    }

    /// Carries out an activation request, or says why it cannot be.
    private func carryOut(_ request: UISceneSessionActivationRequest) -> UISceneError? {
        guard let launchInfo, launchInfo.hasSceneManifest else {
            return .make(.requestDenied, "The application has no scene manifest (UIApplicationSceneManifest).")
        }
        let activity = request.userActivity
        if let session = request.session {
            guard sessionList.contains(where: { $0 === session }) else {
                return .make(.requestDenied, "The scene session \(session.persistentIdentifier) is not open.")
            }
            if let scene = session.scene {
                activate(scene, continuing: activity, request.options)
                return nil
            }
            guard supportsMultipleScenes || sceneList.isEmpty else { return Self.multipleScenesError }
            let scene = connectScene(
                role: session.role, info: launchInfo, bundle: launchBundle, session: session, userActivity: activity)
            yieldProminence(to: scene, request.options)
            return nil
        }
        if let identifier = activity?.targetContentIdentifier {
            let candidates = sceneList.filter { $0.session.role == request.role }
            let chosen =
                candidates.first { $0.activationConditions.prefersToActivate(for: identifier) }
                ?? (supportsMultipleScenes
                    ? nil : candidates.first { $0.activationConditions.canActivate(for: identifier) })
            if let chosen {
                activate(chosen, continuing: activity, request.options)
                return nil
            }
        }
        guard supportsMultipleScenes || sceneList.isEmpty else { return Self.multipleScenesError }
        let scene = connectScene(role: request.role, info: launchInfo, bundle: launchBundle, userActivity: activity)
        yieldProminence(to: scene, request.options)
        return nil
    }

    /// Brings a connected scene to the foreground, hands it the activity, and makes it active.
    private func activate(
        _ scene: UIScene, continuing activity: NSUserActivity?, _ options: UIScene.ActivationRequestOptions?
    ) {
        scene.transition(to: .foregroundInactive)
        if let activity, let delegate = scene.delegate {
            LifecycleTrace.record(delegate, "scene(_:willContinueUserActivityWithType:)")
            delegate.scene(scene, willContinueUserActivityWithType: activity.activityType)
            LifecycleTrace.record(delegate, "scene(_:continue:)")
            delegate.scene(scene, continue: activity)
        }
        scene.transition(to: .foregroundActive)
        yieldProminence(to: scene, options)
    }

    /// A prominent window comes in front of the one that asked for it, which stops being active.
    private func yieldProminence(to scene: UIScene, _ options: UIScene.ActivationRequestOptions?) {
        guard let options = options as? UIWindowScene.ActivationRequestOptions, options.asksForProminence,
            let requesting = options.requestingScene, requesting !== scene,
            requesting.activationState == .foregroundActive
        else { return }
        requesting.transition(to: .foregroundInactive)
    }
}
