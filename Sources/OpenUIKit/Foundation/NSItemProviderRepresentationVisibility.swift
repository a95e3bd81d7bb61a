import Foundation

/// Who may load a representation registered with an item provider: every process, the app
/// itself, the apps of its team, or its own process. Here, where drags never leave the app,
/// every visibility loads alike; the value is kept for code that reads it back.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process may load the representation.
    case all = 0
    /// Only apps by the same team may load it (iOS 13).
    case team = 1
    /// Only processes of the app itself may load it.
    case group = 2
    /// Only the process that registered it may load it.
    case ownProcess = 3
}
