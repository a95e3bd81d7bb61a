import Foundation

/// Pushes items: a steady force (`.continuous`) or one blow (`.instantaneous`). In UIKit's units
/// a magnitude of 1 moves a 100 × 100 point item of density 1 at 100 points a second squared
/// (continuous) or gives it 100 points a second (instantaneous); heavier items move less.
/// ```swift
/// let push = UIPushBehavior(items: [ball], mode: .instantaneous)
/// push.pushDirection = CGVector(dx: 0, dy: -2)
/// ```
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How a push behavior pushes.
    public enum Mode: Int, Sendable {
        /// A steady force for as long as the behavior is active.
        case continuous = 0
        /// One blow the next step after the behavior becomes active; it then turns itself off.
        case instantaneous = 1
    }

    /// The points per second (squared, for a steady push) a magnitude of 1 gives an item of mass 1.
    static let pointsPerUnitOfMagnitude: CGFloat = 100

    private var itemList: [any UIDynamicItem]
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// How the behavior pushes.
    public let mode: Mode

    /// Makes a push behavior for `items`; it pushes in no direction until given one.
    public init(items: [any UIDynamicItem], mode: Mode) {
        itemList = items
        self.mode = mode
        super.init()
    }

    /// The items pushed.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item to push.
    open func addItem(_ item: any UIDynamicItem) {
        add(item, to: &itemList)
    }

    /// Stops pushing an item.
    open func removeItem(_ item: any UIDynamicItem) {
        itemList.removeAll { $0 === item }
        offsets[ObjectIdentifier(item)] = nil
        dynamicAnimator?.behaviorsChanged()
    }

    /// Where on `item` the push lands, from its centre (zero by default); off the centre it spins the item.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? UIOffset()
    }

    /// Sets where on `item` the push lands, from its centre in the item's own axes.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
    }

    /// Whether the behavior pushes: true when made; an instantaneous push turns it off once it
    /// has pushed, and setting it again pushes again.
    open var active = true {
        didSet { if active { wakeAnimator() } }
    }

    /// The direction and strength of the push, in UIKit newtons (see the type's summary).
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet { wakeAnimator() }
    }

    /// The direction, in radians from the x axis towards y.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength of the push.
    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, length: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { itemList }

    override var isSettled: Bool { !(active && mode == .instantaneous && magnitude > 0) }

    override func applyForces(in world: DynamicsWorld, step: CGFloat) {
        guard active else { return }
        let push = pushDirection.point * Self.pointsPerUnitOfMagnitude
        for item in itemList {
            let body = world.body(for: item)
            let offset = targetOffsetFromCenter(for: item)
            let lever = CGPoint(x: offset.horizontal, y: offset.vertical).rotated(by: body.angle)
            switch mode {
            case .continuous:
                body.acceleration += push * body.inverseMass
                body.angularAcceleration += lever.cross(push) * body.inverseInertia
            case .instantaneous:
                body.applyImpulse(push, at: lever)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
