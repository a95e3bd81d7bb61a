import Foundation

/// What to activate with `UIApplication.activateSceneSession(for:errorHandler:)`: a session of a
/// role (a new scene, or an existing one whose `activationConditions` prefer the activity's
/// `targetContentIdentifier`), or one existing session, with an activity to hand the scene and
/// options.
@preconcurrency @MainActor
public struct UISceneSessionActivationRequest {
    /// The role asked for; for a request made with a session, that session's role.
    public let role: UISceneSession.Role
    /// The session to activate, when the request names one.
    public let session: UISceneSession?
    /// The activity the activated scene gets: in its connection options' `userActivities` when
    /// it connects, through `scene(_:continue:)` when it is already connected.
    public var userActivity: NSUserActivity?
    /// Options such as the scene asking for the activation.
    public var options: UIScene.ActivationRequestOptions?

    /// A request for a scene of `role`.
    public init(
        role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) {
        self.role = role
        self.session = nil
        self.userActivity = userActivity
        self.options = options
    }

    /// A request to activate `session`: its scene comes to the foreground, or, if it has
    /// disconnected, a new scene connects to it.
    public init(
        session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil
    ) {
        self.role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }
}
