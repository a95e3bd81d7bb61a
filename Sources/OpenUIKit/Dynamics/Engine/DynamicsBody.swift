import Foundation

/// One dynamic item as the engine moves it: where it is and how fast it goes, its outline and
/// the material its item behaviors give it. The animator makes a body when a behavior first
/// names the item, from the item's `center`, `bounds` and `transform`, and writes the body's
/// position and turn back to the item after each step.
@MainActor
final class DynamicsBody {
    /// UIKit's unit of mass: a 100 × 100 point item of density 1 weighs 1, so a push of
    /// magnitude 1 moves it at 100 points a second squared.
    static let areaPerUnitMass: CGFloat = 100 * 100

    let item: any UIDynamicItem
    var shape: CollisionShape
    var position: CGPoint
    var velocity: CGPoint = .zero
    var angle: CGFloat
    var angularVelocity: CGFloat = 0

    /// The transform the item had when the body was made, and the turn in it: the body's turn
    /// is written back on top of it, so a scale survives.
    private(set) var baseTransform: CGAffineTransform
    private(set) var baseAngle: CGFloat

    // Material, set afresh each step from the item behaviors that hold the item.
    var density: CGFloat = 1
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var charge: CGFloat = 0
    var isAnchored = false
    var allowsRotation = true

    /// Acceleration and turning acceleration the forces of this step add up to.
    var acceleration: CGPoint = .zero
    var angularAcceleration: CGFloat = 0
    /// A snap's pull, which replaces every other force while the snap holds the item.
    var snapAcceleration: CGPoint?
    var snapAngularAcceleration: CGFloat = 0
    /// Whether a contact touched the body this step.
    var touched = false

    init(item: any UIDynamicItem) {
        self.item = item
        shape = CollisionShape(item: item)
        position = item.center
        baseTransform = item.transform
        baseAngle = atan2(item.transform.b, item.transform.a)
        angle = baseAngle
    }

    /// Reads the item's state again (`updateItem(usingCurrentState:)`), keeping its velocity.
    func reload() {
        shape = CollisionShape(item: item)
        position = item.center
        baseTransform = item.transform
        baseAngle = atan2(item.transform.b, item.transform.a)
        angle = baseAngle
    }

    var mass: CGFloat { max(density, 0) * max(shape.area, 1) / Self.areaPerUnitMass }
    var inverseMass: CGFloat {
        guard !isAnchored else { return 0 }
        let mass = self.mass
        return mass > 0 ? 1 / mass : 0
    }
    var inverseInertia: CGFloat {
        guard !isAnchored, allowsRotation, item is UIDynamicItemGroup == false else { return 0 }
        let inertia = max(density, 0) * shape.unitInertia / Self.areaPerUnitMass
        return inertia > 0 ? 1 / inertia : 0
    }

    /// The velocity of the point `offset` from the centre (in the reference view's axes).
    func velocity(at offset: CGPoint) -> CGPoint { velocity + angularVelocity.crossed(with: offset) }

    /// Applies an impulse (mass times velocity) at `offset` from the centre.
    func applyImpulse(_ impulse: CGPoint, at offset: CGPoint) {
        velocity += impulse * inverseMass
        angularVelocity += offset.cross(impulse) * inverseInertia
    }

    /// Applies a force, in UIKit's units (see `areaPerUnitMass`), at `offset` from the centre.
    func applyForce(_ force: CGPoint, at offset: CGPoint = .zero) {
        let pointsForce = force * 100
        acceleration += pointsForce * inverseMass
        angularAcceleration += offset.cross(pointsForce) * inverseInertia
    }

    /// The outline where the body is now.
    var worldVertices: [CGPoint] { shape.placed(at: position, angle: angle) }

    /// The smallest axis-aligned rectangle around the outline where the body is now.
    var frame: CGRect {
        let points = worldVertices
        guard let first = points.first else { return CGRect(origin: position, size: .zero) }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Writes the body's position and turn to its item; the transform only once it has turned.
    func writeBack() {
        if item.center != position { item.center = position }
        let turn = angle - baseAngle
        guard turn != 0 else { return }
        let transform = CGAffineTransform(rotationAngle: turn).concatenating(baseTransform)
        if item.transform != transform { item.transform = transform }
    }
}
