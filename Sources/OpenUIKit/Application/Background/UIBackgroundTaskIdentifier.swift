import Foundation

/// The identifier of a background task: what `UIApplication.beginBackgroundTask(withName:expirationHandler:)`
/// returns and `endBackgroundTask(_:)` takes.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The number of the task; tasks are numbered from 1 in the order they begin.
    public var rawValue: Int
    /// An identifier with that number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what beginning a task returns when the app has no background time left.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// What a background fetch or a push notification's handler found, for its completion handler.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

/// Whether the app may be woken in the background to refresh its content.
public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Background refresh is off and the user cannot turn it on.
    case restricted = 0
    /// The user turned background refresh off.
    case denied = 1
    /// Background refresh is on.
    case available = 2
}
