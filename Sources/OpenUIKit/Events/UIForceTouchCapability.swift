import Foundation

/// Whether the screen senses how hard it is pressed (3D Touch). No screen here does, so the
/// trait collection reports `.unavailable`.
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// The screen senses no force.
    case unavailable = 1
    /// The screen senses force.
    case available = 2
}
