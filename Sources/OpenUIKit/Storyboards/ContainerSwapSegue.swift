import Foundation

/// A segue a parent performs to swap the child in one of its container views for the
/// destination, with `transition(from:to:)` in the order of the canonical swap (C-5): the new
/// child added, the old one told it is leaving, the views swapped with their appearance
/// callbacks, then both told they moved. Name it as a custom segue's class in Interface
/// Builder and trigger it from the parent (a control in the parent's scene, or
/// `performSegue(withIdentifier:sender:)`).
///
/// The child replaced is the one whose view is in a container view of the parent: with several,
/// the most recently added. `CachingContainerSwapSegue` keeps each destination it shows and
/// shows that same instance next time instead of making a new one.
@preconcurrency @MainActor
open class ContainerSwapSegue: UIStoryboardSegue {
    /// Whether destinations are kept and reused, per source and destination scene.
    open class var reusesDestinations: Bool { false }

    /// The swap's duration; zero swaps at once.
    open var duration: TimeInterval { 0.3 }

    open override func perform() {
        LifecycleTrace.record(self, "perform()")
        let parent = source, child = destination
        // Swapping to the child already shown (a kept one) changes nothing.
        guard child.parent !== parent else { return }
        let inContainer = { (candidate: UIViewController) in
            candidate.viewIfLoaded?.superview.map { $0 !== parent.viewIfLoaded } ?? false
        }
        guard let current = parent.children.last(where: inContainer), let container = current.view.superview else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "\(objectDescription(parent)) has no child in a container view for \(objectDescription(self)) to replace"
            )
            return
        }
        if type(of: self).reusesDestinations {
            Self.remember(child, for: parent, scene: child.storyboardScene?.object.id)
        }
        parent.addChild(child)
        current.willMove(toParent: nil)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.transition(from: current, to: child, duration: duration, options: [], animations: nil) { _ in
            child.didMove(toParent: parent)
            current.removeFromParent()
        }
        container.pinChildViewIfNotTranslating(child.view)
    }

    /// Kept destinations by source and destination scene; weak in the source, so a gone
    /// parent's cache goes with it.
    private static var kept:
        [ObjectIdentifier: (source: WeakBox<UIViewController>, children: [String: UIViewController])] = [:]

    private static func remember(_ child: UIViewController, for parent: UIViewController, scene: String?) {
        guard let scene else { return }
        kept = kept.filter { $0.value.source.value != nil }
        var entry = kept[ObjectIdentifier(parent)] ?? (WeakBox(parent), [:])
        entry.children[scene] = child
        kept[ObjectIdentifier(parent)] = entry
    }

    /// The kept instance of `scene`'s controller for `parent`, if the segue class reuses them.
    static func keptDestination(for parent: UIViewController, scene: String) -> UIViewController? {
        guard let entry = kept[ObjectIdentifier(parent)], entry.source.value === parent else { return nil }
        return entry.children[scene]
    }
}

/// A `ContainerSwapSegue` that makes each destination once per parent and reuses it.
@preconcurrency @MainActor
open class CachingContainerSwapSegue: ContainerSwapSegue {
    open override class var reusesDestinations: Bool { true }
}
