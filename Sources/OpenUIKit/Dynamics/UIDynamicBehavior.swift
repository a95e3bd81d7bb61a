import Foundation

/// Something a dynamic animator applies to items: gravity, collisions, pushes, snaps,
/// attachments, fields, an item's material, or a behavior of your own made of child behaviors.
/// ```swift
/// final class FallingBehavior: UIDynamicBehavior {
///     init(items: [UIDynamicItem]) {
///         super.init()
///         addChildBehavior(UIGravityBehavior(items: items))
///         addChildBehavior(UICollisionBehavior(items: items))
///     }
/// }
/// ```
/// The animator applies a behavior and its children every step and calls each one's `action`
/// after the step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    /// The behavior this one is a child of.
    weak var parent: UIDynamicBehavior?
    private weak var animator: UIDynamicAnimator?

    /// Makes a behavior with no children and no action.
    public override init() {
        super.init()
    }

    /// The behaviors added with `addChildBehavior(_:)`, in order.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// A block the animator calls after every step it applies the behavior in (once a display
    /// frame), to follow the items or change the behavior as they move.
    open var action: (() -> Void)?

    /// The animator the behavior (or the behavior it is a child of) was added to.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    /// Adds a child behavior, applied with this one. A behavior that is already another's child,
    /// or in an animator of its own, is refused with UIKit's exception text.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !children.contains(where: { $0 === behavior }) else { return }
        guard behavior.parent == nil, behavior.animator == nil else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "-[UIDynamicBehavior addChildBehavior:] \(objectDescription(behavior)) is already a child of another "
                    + "behavior or in an animator")
            return
        }
        children.append(behavior)
        behavior.parent = self
        if let animator {
            behavior.move(to: animator)
            animator.behaviorsChanged()
        }
    }

    /// Removes a child behavior; it leaves the animator with it.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parent = nil
        if let animator {
            behavior.move(to: nil)
            animator.behaviorsChanged()
        }
    }

    /// Called just before the behavior is added to an animator, or (with nil) removed from one.
    /// UIKit's own does nothing; override it to set up or tear down.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        _ = dynamicAnimator
    }

    /// Tells the behavior and its children, then sets their animator.
    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        self.animator = animator
        for child in children { child.move(to: animator) }
    }

    /// The behavior and its descendants, depth first, the behavior before its children.
    var flattened: [UIDynamicBehavior] { [self] + children.flatMap(\.flattened) }

    /// Asks the animator to run again, after a change that sets items moving.
    func wakeAnimator() {
        animator?.resumeIfPaused()
    }

    // MARK: Engine hooks, overridden by UIKit's behaviors

    /// The items the behavior acts on.
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Sets the material of the behavior's items' bodies (item behaviors).
    func applyMaterial(in world: DynamicsWorld) {
        _ = world
    }

    /// Whether the behavior lets the animator pause: false while it still has work to do that
    /// the items' speeds do not show (a snap short of its point, a push not yet given).
    var isSettled: Bool { true }

    /// Adds the behavior's forces to its items' bodies for a step of `step` seconds.
    func applyForces(in world: DynamicsWorld, step: CGFloat) {
        _ = (world, step)
    }

    /// Adds `item` to a behavior's `list` unless it is there already, and wakes the animator:
    /// the `addItem(_:)` of every behavior that holds items.
    func add(_ item: any UIDynamicItem, to list: inout [any UIDynamicItem]) {
        guard !list.contains(where: { $0 === item }) else { return }
        list.append(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Takes `item` out of a behavior's `list` and wakes the animator.
    func remove(_ item: any UIDynamicItem, from list: inout [any UIDynamicItem]) {
        list.removeAll { $0 === item }
        dynamicAnimator?.behaviorsChanged()
    }
}

extension CGVector {
    /// A vector `length` long at `angle` radians from the x axis towards y, as gravity and push
    /// directions are set.
    init(angle: CGFloat, length: CGFloat) {
        self.init(dx: cos(angle) * length, dy: sin(angle) * length)
    }

    /// The vector's angle from the x axis towards y, in radians.
    var angle: CGFloat { atan2(dy, dx) }

    /// The vector's length.
    var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
