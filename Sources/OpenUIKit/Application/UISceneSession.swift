import Foundation

/// What a scene is made from and what outlives it: the role, the configuration and an
/// identifier. A session stays open after its scene disconnects, as in UIKit.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    /// The kind of content a scene shows.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a role from its string value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows on the main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The kind of content the session's scene shows.
    public let role: Role
    /// The configuration the scene was made from; UIKit hands out a copy, so changing the one
    /// returned does not change the session.
    open var configuration: UISceneConfiguration { configurationStorage.copy() }
    var configurationStorage: UISceneConfiguration
    /// A string that identifies the session, unique to it, and the same at the next launch: sessions
    /// are saved when a scene goes to the background (`SceneSessionArchive`).
    public let persistentIdentifier: String
    /// The activity the scene delegate's `stateRestorationActivity(for:)` gave when the scene last
    /// went to the background, kept with the session across launches for the scene to restore.
    public internal(set) var stateRestorationActivity: NSUserActivity?
    /// The connected scene, nil once it disconnects.
    public internal(set) weak var scene: UIScene?
    /// Information the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.configurationStorage = configuration
        self.persistentIdentifier = persistentIdentifier
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
