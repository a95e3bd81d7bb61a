import Foundation

/// Whether content appears as in the key (active) window; iOS, and this implementation, leave it
/// unspecified, as only Mac Catalyst and visionOS set it.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// The collection does not specify an active appearance.
    case unspecified = -1
    /// Content appears as in a window that is not key.
    case inactive = 0
    /// Content appears as in the key window.
    case active = 1
}
