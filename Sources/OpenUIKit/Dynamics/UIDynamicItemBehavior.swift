import Foundation

/// The material of items and their velocities: how bouncy, slippery and heavy they are, how much
/// the air slows them, whether they turn or move at all.
/// ```swift
/// let material = UIDynamicItemBehavior(items: [ball])
/// material.elasticity = 0.8
/// material.addLinearVelocity(CGPoint(x: 200, y: 0), for: ball)
/// ```
/// An item's mass is its density times its area, 1 for a 100 × 100 point item of density 1.
/// Where several item behaviors hold an item, the one added last sets its material.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList: [any UIDynamicItem]

    /// Makes an item behavior for `items` with UIKit's default material.
    public init(items: [any UIDynamicItem]) {
        itemList = items
        super.init()
    }

    /// Makes an item behavior with no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// The items the behavior gives its material.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) {
        add(item, to: &itemList)
    }

    /// Removes an item; its material goes back to the default.
    open func removeItem(_ item: any UIDynamicItem) {
        remove(item, from: &itemList)
    }

    /// How much of its speed an item keeps off a collision: 0 (the default) stops, 1 bounces back as fast.
    open var elasticity: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// How much items resist sliding against each other and the boundaries: 0 (the default) slides freely.
    open var friction: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// Mass per area: 1 (the default) makes a 100 × 100 point item weigh 1.
    open var density: CGFloat = 1 {
        didSet { wakeAnimator() }
    }

    /// How much the air slows an item: each second it loses this share of its speed; 0 by default.
    open var resistance: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// How much the air slows an item's spin, as `resistance` does its speed.
    open var angularResistance: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// The electric charge electric and magnetic fields act on; 0 by default.
    open var charge: CGFloat = 0 {
        didSet { wakeAnimator() }
    }

    /// Whether the items stay where they are: others collide with them as with a wall.
    open var isAnchored = false {
        didSet { wakeAnimator() }
    }

    /// Whether the items turn (true by default).
    open var allowsRotation = true {
        didSet { wakeAnimator() }
    }

    /// Adds to the speed of `item` (points a second); the animator resumes.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        world?.addVelocity(velocity, angular: 0, to: item) ?? addPending(velocity, 0, item)
        wakeAnimator()
    }

    /// The speed of `item` in points a second (zero for an item the behavior does not hold).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        guard itemList.contains(where: { $0 === item }) else { return .zero }
        return world?.velocity(of: item).linear ?? pending[ObjectIdentifier(item)]?.linear ?? .zero
    }

    /// Adds to the spin of `item` (radians a second, clockwise on screen); the animator resumes.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        world?.addVelocity(.zero, angular: velocity, to: item) ?? addPending(.zero, velocity, item)
        wakeAnimator()
    }

    /// The spin of `item` in radians a second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        guard itemList.contains(where: { $0 === item }) else { return 0 }
        return world?.velocity(of: item).angular ?? pending[ObjectIdentifier(item)]?.angular ?? 0
    }

    /// Velocities added before the behavior was in an animator, handed over when it is.
    private var pending: [ObjectIdentifier: (linear: CGPoint, angular: CGFloat)] = [:]

    private var world: DynamicsWorld? { dynamicAnimator?.world }

    private func addPending(_ linear: CGPoint, _ angular: CGFloat, _ item: any UIDynamicItem) {
        let old = pending[ObjectIdentifier(item)] ?? (.zero, 0)
        pending[ObjectIdentifier(item)] = (old.linear + linear, old.angular + angular)
    }

    override func move(to animator: UIDynamicAnimator?) {
        super.move(to: animator)
        guard let world = animator?.world else { return }
        for item in itemList {
            guard let velocity = pending.removeValue(forKey: ObjectIdentifier(item)) else { continue }
            world.addVelocity(velocity.linear, angular: velocity.angular, to: item)
        }
    }

    override var dynamicItems: [any UIDynamicItem] { itemList }

    override func applyMaterial(in world: DynamicsWorld) {
        for item in itemList {
            let body = world.body(for: item)
            body.elasticity = elasticity
            body.friction = friction
            body.density = density
            body.resistance = resistance
            body.angularResistance = angularResistance
            body.charge = charge
            body.isAnchored = isAnchored
            body.allowsRotation = allowsRotation
        }
    }
}
