import Foundation

/// One instance of the app's interface. It moves between foreground and background, active and
/// inactive, and tells its delegate on each move, in UIKit's order.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The states a scene moves through between connecting and disconnecting.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app: before it connects or after it disconnects.
        case unattached = -1
        /// In the foreground and receiving events.
        case foregroundActive
        /// In the foreground but not receiving events.
        case foregroundInactive
        /// In the background: not on screen.
        case background
    }

    /// Strong, as in UIKit: the scene keeps the delegate it made from its configuration.
    open var delegate: (any UISceneDelegate)?
    /// The session the scene was made from, which outlives it.
    public let session: UISceneSession
    /// Where the scene is in its life: unattached, in the foreground active or inactive, or in the background.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title, which the system may show in its app switcher; stored but not shown here.
    open var title: String!
    /// Which activities this scene should handle, by their `targetContentIdentifier`: consulted
    /// when a scene session is activated with an activity (`UIApplication+SceneSessions`).
    open var activationConditions = UISceneActivationConditions()

    /// Creates a scene for `session`; the application calls it when it connects a scene, and the connection
    /// options go unused here.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application, as for UIKit's scenes.
    open override var next: UIResponder? { UIApplication.shared }

    // MARK: Moving between states

    /// Moves the scene to `state` one step at a time, telling the delegate on each step:
    /// `sceneWillEnterForeground` (background or unattached → inactive), `sceneDidBecomeActive`
    /// (→ active), `sceneWillResignActive` (active → inactive), `sceneDidEnterBackground`
    /// (→ background). As with UIKit's app states, a "will" callback sees the old state and a
    /// "did" callback the new one. A display host calls this when its window gains or loses focus
    /// or is hidden; tests call it to drive the callbacks. Moving an unattached scene or moving
    /// to `.unattached` does nothing: connecting and disconnecting belong to the application.
    public func transition(to state: ActivationState) {
        guard activationState != .unattached, state != .unattached else { return }
        while activationState != state {
            switch (activationState, state) {
            case (.foregroundActive, _):
                resignActive()
            case (.foregroundInactive, .foregroundActive):
                becomeActive()
            case (.foregroundInactive, _):
                enterBackground()
            case (.background, _), (.unattached, _):
                enterForeground()
            }
        }
    }

    func enterForeground() {
        let appState = UIApplication.shared.applicationState
        if let delegate {
            LifecycleTrace.record(delegate, "sceneWillEnterForeground")
            delegate.sceneWillEnterForeground(self)
        }
        post(Self.willEnterForegroundNotification)
        activationState = .foregroundInactive
        UIApplication.shared.postStateChange(from: appState)
    }

    func becomeActive() {
        let appState = UIApplication.shared.applicationState
        activationState = .foregroundActive
        if let delegate {
            LifecycleTrace.record(delegate, "sceneDidBecomeActive")
            delegate.sceneDidBecomeActive(self)
        }
        post(Self.didActivateNotification)
        UIApplication.shared.postStateChange(from: appState)
    }

    func resignActive() {
        let appState = UIApplication.shared.applicationState
        if let delegate {
            LifecycleTrace.record(delegate, "sceneWillResignActive")
            delegate.sceneWillResignActive(self)
        }
        post(Self.willDeactivateNotification)
        activationState = .foregroundInactive
        UIApplication.shared.postStateChange(from: appState)
    }

    func enterBackground() {
        let appState = UIApplication.shared.applicationState
        activationState = .background
        if let delegate {
            LifecycleTrace.record(delegate, "sceneDidEnterBackground")
            delegate.sceneDidEnterBackground(self)
        }
        post(Self.didEnterBackgroundNotification)
        if let delegate, let activity = delegate.stateRestorationActivity(for: self) {
            activity.prepareToSave()
            session.stateRestorationActivity = activity
        }
        SceneSessionArchive.save(UIApplication.shared)
        if UIApplication.shared.applicationState == .background { UIApplication.shared.autosaveOpenDocuments() }
        // The interface is saved once the last foreground scene leaves (StateRestoration.swift).
        if UIApplication.shared.applicationState == .background { StateRestoration.preserve(UIApplication.shared) }
        UIApplication.shared.postStateChange(from: appState)
    }
}
