import Foundation

/// How far focus is toward moving away from an item, for items that lean as a tvOS remote's
/// touch surface is stroked. No input here hints at movement (keys move focus in one step), so
/// the focus system never delivers one; a hint made in code reads as no movement.
@preconcurrency @MainActor
open class UIFocusMovementHint: NSObject, @preconcurrency NSCopying {
    /// How far toward the next item focus has moved, from -1 to 1 on each axis.
    open internal(set) var movementDirection: CGVector = CGVector(dx: 0, dy: 0)
    /// The 3D transform that leans the item in the direction of movement.
    open internal(set) var perspectiveTransform: CATransform3D = CATransform3DIdentity
    /// The rotation of the lean, in radians about each axis.
    open internal(set) var rotation: CGVector = CGVector(dx: 0, dy: 0)
    /// How far the item shifts, in points.
    open internal(set) var translation: CGVector = CGVector(dx: 0, dy: 0)
    /// The whole transform of the hint: the lean and the shift together.
    open internal(set) var interactionTransform: CATransform3D = CATransform3DIdentity

    /// A hint of no movement.
    public override init() {
        super.init()
    }

    /// A hint with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIFocusMovementHint()
        copy.movementDirection = movementDirection
        copy.perspectiveTransform = perspectiveTransform
        copy.rotation = rotation
        copy.translation = translation
        copy.interactionTransform = interactionTransform
        return copy
    }
}
