import Foundation

/// Marks a class that takes part in unwinding the iOS 6–8 way, through
/// `forUnwindSegueAction(_:from:withSender:)` and `segueForUnwinding(to:from:identifier:)`.
/// UIKit notices such a class by the override itself; Swift cannot ask whether a method is
/// overridden, so the class says so by adopting this protocol (U-8's compatibility rule).
@preconcurrency @MainActor
public protocol LegacyUnwindSearching: UIViewController {}

/// Finding an unwind's destination (U-4 to U-9) and performing the unwind (U-1, U-10).
@MainActor
struct UnwindSearch {
    let source: UIStoryboardUnwindSegueSource

    private var action: Selector { source.unwindAction }

    /// The controller after `controller` on the way up: for a presented controller the one
    /// that called `present` (U-9), otherwise the parent.
    static func next(after controller: UIViewController) -> UIViewController? {
        if controller.parentStorage == nil,
            let presenter = controller.presentationSourceStorage ?? controller.presentingStorage
        {
            return presenter
        }
        return controller.parentStorage
    }

    /// Every controller from the source up.
    var path: [UIViewController] {
        var controllers: [UIViewController] = []
        var current: UIViewController? = source.source
        while let controller = current {
            controllers.append(controller)
            current = Self.next(after: controller)
        }
        return controllers
    }

    /// Whether the legacy search applies: some controller on the way up asked for it.
    var isLegacy: Bool { path.contains { $0 is any LegacyUnwindSearching } }

    /// U-9: walk up; at each controller descend depth first into the children it offers, and
    /// ask the controller itself only when it offers none.
    func destination() -> UIViewController? {
        for controller in path {
            if let found = search(controller) { return found }
        }
        return nil
    }

    private func search(_ controller: UIViewController) -> UIViewController? {
        let allowed = controller.allowedChildrenForUnwinding(from: source)
        if !allowed.isEmpty {
            LifecycleTrace.record(
                controller,
                "allowedChildrenForUnwinding(from:) → [\(allowed.map { LifecycleTrace.name(of: $0) }.joined(separator: ", "))]"
            )
        }
        for child in allowed {
            if let found = search(child) { return found }
        }
        if allowed.isEmpty {
            let can = controller.canPerformUnwindSegueAction(action, from: source.source, sender: source.sender)
            LifecycleTrace.record(
                controller,
                "canPerformUnwindSegueAction(\(action), from: \(LifecycleTrace.name(of: source.source))) → \(can)")
            if can { return controller }
        }
        return nil
    }

    /// U-4, U-5: from the source's next controller up, each asked for a destination; the one
    /// that answers is the executor (U-7).
    func legacyDestination() -> (destination: UIViewController, executor: UIViewController)? {
        var current = Self.next(after: source.source)
        while let controller = current {
            if let found = controller.forUnwindSegueAction(action, from: source.source, withSender: source.sender) {
                return (found, controller)
            }
            current = Self.next(after: controller)
        }
        return nil
    }

    /// U-10: the presentations between the source and the destination dismissed at once by
    /// their owner, then each container from the common ancestor down asked to reveal the next
    /// controller toward the destination.
    func perform(towards destination: UIViewController, segue: UIStoryboardSegue, animated: Bool) {
        let upward = path
        let upwardSet = Set(upward.map(ObjectIdentifier.init))
        // The destination's ancestors down from the first one on the source's way up.
        var chain: [UIViewController] = [destination]
        var current = destination
        while !upwardSet.contains(ObjectIdentifier(current)), let parent = current.parentStorage {
            chain.insert(parent, at: 0)
            current = parent
        }
        let ancestor = chain[0]
        // The highest presented controller below the ancestor on the way up.
        var presentationOwner: UIViewController?
        for controller in upward {
            if controller === ancestor { break }
            if controller.parentStorage == nil, let presenter = controller.presentingStorage {
                presentationOwner = presenter
            }
        }
        if let owner = presentationOwner, owner.presentedStorage != nil {
            owner.dismiss(animated: animated, completion: nil)
        }
        for (container, next) in zip(chain, chain.dropFirst()) {
            container.unwind(for: segue, towards: next)
        }
    }
}

extension UIViewController {
    /// U-1: find the destination, prepare the source, run the destination's action, transition.
    /// Nothing happens when no destination is found (U-2).
    func performUnwind(action: Selector, identifier: String?, sender: Any?) {
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        let search = UnwindSearch(source: source)
        let segue: UIStoryboardSegue
        let destination: UIViewController
        if search.isLegacy {
            guard let found = search.legacyDestination() else { return }
            destination = found.destination
            if let made = found.executor.segueForUnwinding(to: destination, from: self, identifier: identifier) {
                LifecycleTrace.record(
                    found.executor,
                    "segueForUnwinding(to: \(LifecycleTrace.name(of: destination)), from: \(LifecycleTrace.name(of: self)))"
                )
                segue = made
            } else {
                segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                    [weak destination] in
                    guard let destination else { return }
                    search.perform(
                        towards: destination,
                        segue: UIStoryboardSegue(
                            identifier: identifier, source: source.source, destination: destination), animated: true)
                }
            }
        } else {
            guard let found = search.destination() else { return }
            destination = found
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        }
        recordPrepare(segue)
        prepare(for: segue, sender: sender)
        LifecycleTrace.record(destination, "\(action)")
        destination.perform(action, with: segue)
        if search.isLegacy {
            segue.perform()
        } else {
            search.perform(towards: destination, segue: segue, animated: true)
        }
    }

    /// U-5: the first direct child that can perform the action, else this controller if it can.
    func legacyUnwindTarget(
        for action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> UIViewController? {
        LifecycleTrace.record(
            self, "forUnwindSegueAction(\(action), from: \(LifecycleTrace.name(of: fromViewController)))")
        for child in children
        where child.canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any) {
            return child
        }
        return canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any) ? self : nil
    }
}
