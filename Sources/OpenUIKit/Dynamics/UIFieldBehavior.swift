import Foundation

/// A force that fills a region around `position` and acts on the items in it: gravity towards a
/// point or along a direction, a spring, a vortex, drag, a current, noise, turbulence, or
/// electric and magnetic fields on charged items. Made by the class methods only.
/// ```swift
/// let attractor = UIFieldBehavior.radialGravityField(position: CGPoint(x: 160, y: 240))
/// attractor.region = UIRegion(radius: 200)
/// attractor.addItem(ball)
/// ```
/// The forces are in UIKit's units (a force of 1 moves a 100 × 100 point item of density 1 at
/// 100 points a second squared); the gravity fields, like `UIGravityBehavior`, accelerate every
/// item alike, 1000 points a second squared per unit of strength. Distances for `falloff` are
/// in hundreds of points (the size of that unit item), so a falloff of 2 quarters a field at
/// 200 points from the position against 100; nearer than `minimumRadius` counts as at it.
/// Each method's summary says what its field does. The class methods return
/// `UIFieldBehavior` where UIKit's return `Self`: Swift can only make `Self` through a required
/// initializer, which UIKit's class does not have.
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// The acceleration of a gravity field of strength 1, as `UIGravityBehavior`'s.
    static let gravityAcceleration: CGFloat = 1000
    /// The noise fields' grid cell at smoothness 0, in points; smoother noise has larger cells.
    static let noiseCell: CGFloat = 50

    private enum Kind {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    private let kind: Kind
    private var itemList: [any UIDynamicItem] = []

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The items the field acts on.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item for the field to act on.
    open func addItem(_ item: any UIDynamicItem) {
        add(item, to: &itemList)
    }

    /// Stops the field acting on an item.
    open func removeItem(_ item: any UIDynamicItem) {
        remove(item, from: &itemList)
    }

    /// The field's centre, in the reference view's coordinates; the region is around it.
    open var position: CGPoint = .zero {
        didSet { wakeAnimator() }
    }

    /// Where the field acts, around `position`: everywhere by default.
    open var region: UIRegion = .infinite {
        didSet { wakeAnimator() }
    }

    /// How strong the field is (1 by default); negative turns gravity and springs into pushes.
    open var strength: CGFloat = 1 {
        didSet { wakeAnimator() }
    }

    /// How fast the field weakens away from `position`: 0 (the default) is uniform.
    open var falloff: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// Distances below this (points) count as this, so a field does not grow without bound at
    /// its centre; a thousandth of a point by default.
    open var minimumRadius: CGFloat = 0.001 {
        didSet { wakeAnimator() }
    }

    /// The direction of a linear gravity or velocity field.
    open var direction: CGVector = .zero {
        didSet { wakeAnimator() }
    }

    /// How smooth a noise or turbulence field is, from 0 (changes every 50 points) to 1.
    open var smoothness: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// How fast a noise or turbulence field changes over time, in cycles a second.
    open var animationSpeed: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// Slows items in proportion to their speed (a force of strength × speed / 100 against it).
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }

    /// Spins items around `position`: a force of `strength` across the line to it, clockwise on
    /// screen for a positive strength.
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }

    /// Pulls items towards `position` (pushes them away for a negative strength) at 1000 points
    /// a second squared per unit of strength, weakened by the falloff.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    /// Pulls items along `direction`, as `UIGravityBehavior` does: 1000 points a second squared
    /// per unit of direction times strength.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Carries items along at `direction` times strength points a second, as a current does.
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    /// Pushes items about at random, smoothly over space and time (the same each run): a force
    /// of up to `strength`.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Noise that pushes moving items only, harder the faster they go (strength × speed / 100).
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Pulls items back towards `position` as a spring does: a force of strength × distance / 100.
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

    /// Pushes charged items away from `position` (pulls those of the other sign): a force of
    /// strength × charge, weakened by the falloff.
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }

    /// Turns moving charged items: a force of strength × charge × speed / 100 across their motion,
    /// clockwise on screen for positive strength and charge.
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

    /// A field of your own: the block gets the field, an item's position relative to the field's,
    /// its velocity, mass and charge and the time since the field began, and returns the force.
    open class func field(
        evaluationBlock block:
            @escaping (
                _ field: UIFieldBehavior, _ position: CGPoint, _ velocity: CGVector, _ mass: CGFloat, _ charge: CGFloat,
                _ deltaTime: TimeInterval
            ) -> CGVector
    ) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    // MARK: Engine

    override var dynamicItems: [any UIDynamicItem] { itemList }

    private var elapsed: TimeInterval = 0

    override func applyForces(in world: DynamicsWorld, step: CGFloat) {
        elapsed += TimeInterval(step)
        for item in itemList {
            let body = world.body(for: item)
            guard body.inverseMass > 0 else { continue }
            let offset = body.position - position
            guard region.contains(offset) else { continue }
            let distance = max(offset.length, minimumRadius)
            let weakening = falloff == 0 ? 1 : pow(distance / 100, -falloff)
            let toward = offset.length > 0 ? -offset.normalized : .zero
            let noisePoint = offset * (1 / (Self.noiseCell * (1 + 9 * min(max(smoothness, 0), 1))))
            let noiseTime = CGFloat(elapsed) * animationSpeed
            switch kind {
            case .drag:
                body.applyForce(body.velocity * (-strength / 100))
            case .vortex:
                body.applyForce(toward.perpendicular * (-strength * weakening))
            case .radialGravity:
                body.acceleration += toward * (strength * weakening * Self.gravityAcceleration)
            case .linearGravity:
                body.acceleration += direction.point * (strength * weakening * Self.gravityAcceleration)
            case .velocity:
                // The current sets the speed: the acceleration that reaches it within the step.
                let target = direction.point * strength
                body.acceleration += (target - body.velocity) * (weakening / step)
            case .noise:
                body.applyForce(ValueNoise.vector(at: noisePoint, time: noiseTime) * (strength * weakening))
            case .turbulence:
                body.applyForce(
                    ValueNoise.vector(at: noisePoint, time: noiseTime)
                        * (strength * weakening * body.velocity.length / 100))
            case .spring:
                body.applyForce(offset * (-strength * weakening / 100))
            case .electric:
                body.applyForce(-toward * (strength * body.charge * weakening))
            case .magnetic:
                body.applyForce(body.velocity.perpendicular * (strength * body.charge * weakening / 100))
            case .custom(let block):
                let force = block(
                    self, offset, CGVector(dx: body.velocity.x, dy: body.velocity.y), body.mass, body.charge,
                    TimeInterval(step))
                body.applyForce(force.point)
            }
        }
    }
}
