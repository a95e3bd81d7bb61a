import Foundation

/// What one edit menu is for: the point it is shown from, in the interaction's view, an
/// identifier the delegate uses to tell menus apart, and the way its arrow should point (iOS 16).
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// What tells this menu apart, handed back to the delegate; a unique string unless one is
    /// given.
    public let identifier: any NSCopying
    /// The point the menu is shown from, in the coordinates of the interaction's view; the
    /// delegate's `targetRectFor` can widen it to a rectangle.
    public let sourcePoint: CGPoint
    /// Which way the menu's arrow points, so which side of the content the menu shows on;
    /// `.automatic` by default.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration for a menu shown from `sourcePoint`, in the interaction's view.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.sourcePoint = sourcePoint
        super.init()
    }
}
