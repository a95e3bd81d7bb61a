import Foundation

/// Pulls items in one direction at a steady acceleration, whatever their mass: UIKit's 1000
/// points a second squared for each unit of magnitude, straight down by default.
/// ```swift
/// let gravity = UIGravityBehavior(items: [square])
/// gravity.magnitude = 0.5
/// ```
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The acceleration of a magnitude of 1, in points a second squared.
    static let pointsPerSecondSquaredPerUnitOfMagnitude: CGFloat = 1000

    private var itemList: [any UIDynamicItem]

    /// Makes a gravity behavior for `items`, pulling down at magnitude 1.
    public init(items: [any UIDynamicItem]) {
        itemList = items
        super.init()
    }

    /// Makes a gravity behavior with no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// The items gravity pulls.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item for gravity to pull.
    open func addItem(_ item: any UIDynamicItem) {
        add(item, to: &itemList)
    }

    /// Stops pulling an item.
    open func removeItem(_ item: any UIDynamicItem) {
        remove(item, from: &itemList)
    }

    /// The direction and strength: (0, 1) is straight down at 1000 points a second squared.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { wakeAnimator() }
    }

    /// The direction, in radians from the x axis towards y (π/2 is down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1 is 1000 points a second squared.
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, length: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { itemList }

    override func applyForces(in world: DynamicsWorld, step: CGFloat) {
        let acceleration = gravityDirection.point * Self.pointsPerSecondSquaredPerUnitOfMagnitude
        for item in itemList {
            let body = world.body(for: item)
            guard body.inverseMass > 0 else { continue }
            body.acceleration += acceleration
        }
    }
}
