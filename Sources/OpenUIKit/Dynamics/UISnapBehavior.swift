import Foundation

/// Moves an item to a point as if on a spring, with a little overshoot, and settles it there.
/// ```swift
/// animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 240)))
/// ```
/// The spring swings at `frequency` (2 Hz) with `damping` as its damping ratio, so the default
/// 0.5 overshoots a little and 1 comes in without overshooting; the item's spin is damped away
/// with it. While the snap holds an item, other forces (gravity, pushes, fields) wait: the
/// snap alone moves it, though it still collides.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// How fast the snap's spring swings, in cycles a second.
    static let frequency: CGFloat = 2
    /// How close (points) and how slow (points a second) counts as arrived.
    static let arrivalDistance: CGFloat = 0.5

    private let item: any UIDynamicItem

    /// Makes a snap of `item` to `point`, in the reference view's coordinates.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// Where the item goes; changing it sends the item there.
    open var snapPoint: CGPoint {
        didSet { wakeAnimator() }
    }

    /// The spring's damping ratio, from 0 (swings on and on) to 1 (comes straight in); 0.5 by default.
    open var damping: CGFloat = 0.5 {
        didSet { wakeAnimator() }
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    private weak var lastBody: DynamicsBody?

    override var isSettled: Bool {
        guard let body = lastBody else { return true }
        return (body.position - snapPoint).length <= Self.arrivalDistance
    }

    override func applyForces(in world: DynamicsWorld, step: CGFloat) {
        let body = world.body(for: item)
        lastBody = body
        let omega = 2 * .pi * Self.frequency
        let ratio = min(max(damping, 0), 1)
        let pull = (snapPoint - body.position) * (omega * omega) - body.velocity * (2 * ratio * omega)
        body.snapAcceleration = (body.snapAcceleration ?? .zero) + pull
        body.snapAngularAcceleration -= body.angularVelocity * (2 * max(ratio, 0.5) * omega)
    }
}
