import Foundation

/// A part of a view where the pointer looks one way: a rectangle in the view's coordinates
/// and an identifier telling it from the view's other regions.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject, @preconcurrency NSCopying {
    /// The region's rectangle, in the interaction's view's coordinates.
    open private(set) var rect: CGRect
    /// What tells the region from the view's others; two regions with equal identifiers are
    /// the same region, so moving between them is no exit and entry.
    open private(set) var identifier: AnyHashable?
    /// The axes along which the pointer stays in the region once it enters, until it moves
    /// far enough away.
    open var latchingAxes: UIAxis = []

    /// A region of `rect` named `identifier`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// A region with the same rectangle, identifier and latching.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPointerRegion(rect: rect, identifier: identifier)
        copy.latchingAxes = latchingAxes
        return copy
    }

    /// Whether moving from this region to `other` stays in one region.
    func isSameRegion(as other: UIPointerRegion) -> Bool {
        if let identifier, let otherIdentifier = other.identifier { return identifier == otherIdentifier }
        return identifier == nil && other.identifier == nil && rect == other.rect
    }
}

/// Where the pointer is when a pointer interaction asks its delegate for a region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location, in the interaction's view's coordinates.
    open private(set) var location: CGPoint
    /// The modifier keys held.
    open private(set) var modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
