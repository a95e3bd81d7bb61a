import Foundation

/// Traits flow top-down (TR-1 to TR-3); size transitions start at the window's root (TR-4).
extension UIViewController {
    /// Overlays `collection` on what `childController` inherits from this controller (TR-2).
    /// The receiver must be the child's parent.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childController: UIViewController)
    {
        guard childController.parentStorage === self else { return }
        overrideTraitCollections[ObjectIdentifier(childController)] = collection
        childController.refreshTraitsTopDown(notify: true)
    }

    func inheritedTraitValues() -> UITraitCollection.Values {
        if let parent = parentStorage {
            var values = parent.traitCollection.values
            if let override = parent.overrideTraitCollections[ObjectIdentifier(self)] {
                values.overlay(override.values)
            }
            return values
        }
        if let presentationController = presentationControllerStorage {
            return presentationController.traitCollection.values
        }
        if let window = windowForRoot ?? viewStorage?.window {
            return window.traitCollection.values
        }
        return UIScreen.main.traitCollection.values
    }

    func computeTraitValues(inheriting inherited: UITraitCollection.Values? = nil) -> UITraitCollection.Values {
        var values = inherited ?? inheritedTraitValues()
        values.apply(traitOverrides)
        if overrideUserInterfaceStyle != .unspecified { values.userInterfaceStyle = overrideUserInterfaceStyle }
        return values
    }

    func computeTraitCollection(inheriting inherited: UITraitCollection.Values? = nil) -> UITraitCollection {
        UITraitCollection(values: computeTraitValues(inheriting: inherited))
    }

    /// Recomputes this controller's traits, tells it if they changed, then does the same for its
    /// children and what it presents: a parent hears first, while its children still report the
    /// old traits (TR-3).
    func refreshTraitsTopDown(notify: Bool) {
        let values = computeTraitValues()
        let previous = traitCache
        if previous?.values != values {
            traitCache = UITraitCollection(values: values)
            if notify, let previous {
                LifecycleTrace.record(self, "traitCollectionDidChange")
                traitCollectionDidChange(previous)
                TraitChangeRegistry.traitsChanged(of: self, from: previous, to: traitCache ?? previous)
            }
        }
        for child in childList { child.refreshTraitsTopDown(notify: notify) }
        presentedStorage?.refreshTraitsTopDown(notify: notify)
    }

    // MARK: Size transitions

    /// The window's size change, as the root controller sees it.
    func performSizeTransition(to size: CGSize, in window: UIWindow, apply: () -> Void) {
        let coordinator = TransitionCoordinator(
            animated: false, duration: 0, style: .fullScreen, container: window,
            from: nil, to: nil)
        let newWindowTraits = window.computeTraitCollection(size: size)
        if newWindowTraits != window.traitCollection {
            let newTraits = computeTraitCollection(inheriting: newWindowTraits.values)
            LifecycleTrace.record(self, "willTransition(to: \(traitSummary(newTraits)))")
            willTransition(to: newTraits, with: coordinator)
        }
        transitionCoordinatorStorage = coordinator
        LifecycleTrace.record(self, "viewWillTransition(to: \(sizeSummary(size)))")
        viewWillTransition(to: size, with: coordinator)
        apply()
        window.refreshTraits()
        window.layoutIfNeeded()
        coordinator.start()
        transitionCoordinatorStorage = nil
        coordinator.finish()
    }

    func forwardWillTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in childList {
            var values = newCollection.values
            if let override = overrideTraitCollections[ObjectIdentifier(child)] { values.overlay(override.values) }
            let childTraits = child.computeTraitCollection(inheriting: values)
            guard childTraits != child.traitCollection else { continue }
            LifecycleTrace.record(child, "willTransition(to: \(traitSummary(childTraits)))")
            child.willTransition(to: childTraits, with: coordinator)
        }
        if let presented = presentedStorage {
            let presentedTraits = presented.computeTraitCollection(inheriting: newCollection.values)
            if presentedTraits != presented.traitCollection {
                LifecycleTrace.record(presented, "willTransition(to: \(traitSummary(presentedTraits)))")
                presented.willTransition(to: presentedTraits, with: coordinator)
            }
        }
    }

    func forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childList {
            guard let childView = child.viewStorage else { continue }
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            guard childSize != childView.bounds.size else { continue }
            LifecycleTrace.record(child, "viewWillTransition(to: \(sizeSummary(childSize)))")
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        if let presented = presentedStorage, let presentedView = presented.viewStorage,
            let presentationController = presented.presentationControllerStorage
        {
            let presentedSize =
                presentationController.adaptivePresentationStyle.isSheet ? presentedView.bounds.size : size
            guard
                presentedSize != presentedView.bounds.size || !presentationController.adaptivePresentationStyle.isSheet
            else { return }
            LifecycleTrace.record(presented, "viewWillTransition(to: \(sizeSummary(presentedSize)))")
            presented.viewWillTransition(to: presentedSize, with: coordinator)
        }
    }

    func notifyPreferredContentSizeChange() {
        if let parent = parentStorage {
            LifecycleTrace.record(
                parent, "preferredContentSizeDidChange(forChildContentContainer: \(LifecycleTrace.name(of: self)))")
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let presentationController = presentationControllerStorage {
            presentationController.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}

func sizeSummary(_ size: CGSize) -> String {
    "(\(formatPoints(size.width)), \(formatPoints(size.height)))"
}

func formatPoints(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
}

func traitSummary(_ traits: UITraitCollection) -> String {
    "\(traits.horizontalSizeClass)/\(traits.verticalSizeClass)/\(traits.userInterfaceStyle)"
}
