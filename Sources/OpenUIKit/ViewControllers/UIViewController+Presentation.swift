import Foundation

/// Presentation and dismissal (P-3 to P-7, S-8 to S-10).
extension UIViewController {
    /// The controller that presented this one, or that presented its nearest presented ancestor
    /// (P-4).
    public var presentingViewController: UIViewController? {
        nearestInParentChain { $0.presentingStorage }
    }

    /// What this controller, or its nearest ancestor, presented (P-4).
    public var presentedViewController: UIViewController? {
        nearestInParentChain { $0.presentedStorage }
    }

    /// The presentation controller of the presentation this controller is in.
    public var presentationController: UIPresentationController? {
        nearestInParentChain { $0.presentationControllerStorage }
    }

    /// The first value `property` has on this controller or an ancestor.
    func nearestInParentChain<Value>(_ property: (UIViewController) -> Value?) -> Value? {
        var current: UIViewController? = self
        while let controller = current {
            if let value = property(controller) { return value }
            current = controller.parentStorage
        }
        return nil
    }

    /// Made when first asked for while the style is `.popover`, so the anchor can be set before
    /// `present`; the presentation then uses it.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let current = presentationControllerStorage as? UIPopoverPresentationController { return current }
        if let pending = pendingPopoverController { return pending }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        pendingPopoverController = made
        return made
    }

    /// The sheet presentation controller while the style is a sheet's (`.pageSheet`,
    /// `.formSheet`, or `.automatic`), made when first asked for so detents can be set before
    /// `present`; the presentation then uses it.
    public var sheetPresentationController: UISheetPresentationController? {
        if let current = presentationControllerStorage as? UISheetPresentationController { return current }
        guard modalPresentationStyle.isSheet || modalPresentationStyle == .automatic else { return nil }
        if let pending = pendingSheetController { return pending }
        let made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        pendingSheetController = made
        return made
    }

    /// The coordinator of the transition this controller takes part in, while it runs.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        nearestInParentChain { $0.transitionCoordinatorStorage }
    }

    /// The top of this controller's containment tree: the window's root or a presented
    /// controller, which is what covers the screen (P-3).
    var containmentRoot: UIViewController {
        var top = self
        while let parent = top.parentStorage { top = parent }
        return top
    }

    /// Who presents for `style`: the first ancestor that defines a presentation context for the
    /// current-context styles (P-6), otherwise the controller that covers the screen (P-3).
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style.isCurrentContext {
            var current: UIViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller.parentStorage
            }
        }
        return containmentRoot
    }

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        LifecycleTrace.record(self, "present(\(LifecycleTrace.name(of: presented)), animated: \(animated))")
        guard let (context, window) = presentationPlace(for: presented) else { return }
        let presentationController = attach(presented, to: context)
        let style = presentationController.adaptivePresentationStyle
        let covered = presentationController.shouldRemovePresentersView ? context : nil
        let animator =
            presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: context, source: self)
            ?? DefaultTransitionAnimator(presenting: true, style: context.transitionStyle(for: presented))
        let container = presentationController.installContainerView(in: window)
        // The coordinator exists before the callbacks, so viewWillAppear can animate alongside.
        let coordinator = TransitionCoordinator(
            animated: animated, duration: animated ? animator.transitionDuration(using: nil) : 0, style: style,
            container: container, from: context, to: presented)
        presented.transitionCoordinatorStorage = coordinator
        context.transitionCoordinatorStorage = coordinator
        covered?.beginAppearanceTransition(false, animated: animated)
        presented.beginAppearanceTransition(true, animated: animated)
        presentationController.presentationTransitionWillBegin()

        let view = presented.view!
        view.frame = presentationController.frameOfPresentedViewInContainerView
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        presented.deliverViewIsAppearingIfNeeded()
        container.layoutIfNeeded()

        let transitionContext = TransitionContext(
            container: container, animated: animated, style: style, from: context, to: presented,
            fromFinalFrame: context.viewIfLoaded?.frame ?? .zero, toFinalFrame: view.frame,
            presenterViewParticipates: covered != nil
        ) { [weak presented, weak context, weak presentationController] didComplete in
            guard let presented, let context, let presentationController else { return }
            if let covered, let coveredView = covered.viewIfLoaded, let superview = coveredView.superview {
                presentationController.coveredViewSlot = (superview, superview.layer.indexOf(coveredView.layer) ?? 0)
                coveredView.removeFromSuperview()
            }
            coordinator.finish()
            presented.transitionCoordinatorStorage = nil
            context.transitionCoordinatorStorage = nil
            presented.endAppearanceTransition()
            covered?.endAppearanceTransition()
            presentationController.presentationTransitionDidEnd(didComplete)
            presented.beingPresentedFlag = false
            animator.animationEnded(didComplete)
            completion?()
        }
        // Alongside animations start with the animator's, and before a non-animated transition
        // completes at once inside animateTransition.
        coordinator.start()
        animator.animateTransition(using: transitionContext)
    }

    /// Who presents `presented` and in which window, or nil, reported with UIKit's message, when
    /// it cannot be presented: it is already active, the context is already presenting, or the
    /// presenter is not on screen.
    private func presentationPlace(for presented: UIViewController) -> (context: UIViewController, window: UIWindow)? {
        if presented.presentingStorage != nil || presented.parentStorage != nil || presented.windowForRoot != nil
            || presented === self || presented.viewIfLoaded?.window != nil
        {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Application tried to present modally an active controller \(objectDescription(presented)).")
            return nil
        }
        let requested = presented.modalPresentationStyle
        let adaptsToScreen = requested.isCurrentContext && traitCollection.horizontalSizeClass == .compact
        // A search controller presents in the nearest context that defines one, whatever the size
        // class, as UIKit's does (P-6).
        let context =
            presented is UISearchController
            ? presentationContext(for: .overCurrentContext)
            : presentationContext(for: adaptsToScreen ? .fullScreen : requested)
        if let existing = context.presentedStorage {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[Presentation] Attempt to present \(objectDescription(presented)) on \(objectDescription(context)) (from \(objectDescription(self))) which is already presenting \(objectDescription(existing))."
            )
            return nil
        }
        guard let window = viewIfLoaded?.window, context.viewIfLoaded?.window != nil else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[Presentation] Attempt to present \(objectDescription(presented)) on \(objectDescription(context)) (from \(objectDescription(self))) whose view is not in the window hierarchy."
            )
            return nil
        }
        return (context, window)
    }

    /// Links `presented` to `context` through the presentation controller its style asks for (the
    /// transitioning delegate's for `.custom`, the popover's), its view loaded and its traits
    /// those of where it will show.
    private func attach(_ presented: UIViewController, to context: UIViewController) -> UIPresentationController {
        let requested = presented.modalPresentationStyle
        let presentationController =
            (requested == .custom
                ? presented.transitioningDelegate?.presentationController(
                    forPresented: presented, presenting: context, source: self) : nil)
            ?? (requested == .popover ? presented.takePopoverController(presenting: context) : nil)
            ?? (requested.isSheet || requested == .automatic
                ? presented.takeSheetController(presenting: context) : nil)
            ?? UIPresentationController(presentedViewController: presented, presenting: context)
        presented.presentationControllerStorage = presentationController
        context.presentedStorage = presented
        presented.presentingStorage = context
        presented.presentationSourceStorage = self
        presented.beingPresentedFlag = true
        presented.traitCache = nil
        presented.loadViewIfNeeded()
        presented.refreshTraitsTopDown(notify: false)
        return presentationController
    }

    /// Dismisses what this controller (or its nearest ancestor) presented, and everything that
    /// presented in turn; a controller that presented nothing asks its presenter (P-7). Only the
    /// top controller animates and hears callbacks; the ones between go silently.
    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        LifecycleTrace.record(self, "dismiss(animated: \(animated))")
        guard let context = dismissingContext, let first = context.presentedStorage,
            let presentationController = first.presentationControllerStorage
        else { return }

        var stack = [first]
        while let next = stack.last!.presentedStorage { stack.append(next) }
        let top = stack.removeLast()
        let topController = top.presentationControllerStorage ?? presentationController
        let covered = presentationController.shouldRemovePresentersView ? context : nil
        let style = topController.adaptivePresentationStyle
        let animator =
            top.transitioningDelegate?.animationController(forDismissed: top)
            ?? DefaultTransitionAnimator(presenting: false, style: context.transitionStyle(for: first))

        let container = topController.containerView ?? context.view!
        let coordinator = TransitionCoordinator(
            animated: animated, duration: animated ? animator.transitionDuration(using: nil) : 0, style: style,
            container: container, from: top, to: context)
        top.transitionCoordinatorStorage = coordinator
        context.transitionCoordinatorStorage = coordinator
        top.beingDismissedFlag = true
        top.beginAppearanceTransition(false, animated: animated)
        covered?.beginAppearanceTransition(true, animated: animated)
        for intermediate in stack { intermediate.setDisappearedSilently() }
        if let covered, let coveredView = covered.viewIfLoaded, let slot = presentationController.coveredViewSlot {
            slot.superview.insertSubview(coveredView, at: slot.index)
            covered.deliverViewIsAppearingIfNeeded()
            coveredView.layoutIfNeeded()
        }
        let controllers =
            topController === presentationController ? [topController] : [topController, presentationController]
        for controller in controllers { controller.dismissalTransitionWillBegin() }

        let transitionContext = TransitionContext(
            container: container, animated: animated, style: style, from: top, to: context,
            fromFinalFrame: top.viewIfLoaded?.frame ?? .zero, toFinalFrame: context.viewIfLoaded?.frame ?? .zero,
            presenterViewParticipates: covered != nil
        ) { [weak context, weak top] didComplete in
            guard let context, let top else { return }
            let removed = stack + [top]
            Self.unlink(removed, from: context)
            coordinator.finish()
            top.transitionCoordinatorStorage = nil
            context.transitionCoordinatorStorage = nil
            covered?.endAppearanceTransition()
            top.endAppearanceTransition()
            top.beingDismissedFlag = false
            for controller in controllers { controller.dismissalTransitionDidEnd(didComplete) }
            for controller in removed {
                controller.presentationControllerStorage?.containerView = nil
                controller.presentationControllerStorage = nil
            }
            animator.animationEnded(didComplete)
            completion?()
        }
        // Alongside animations start with the animator's, and before a non-animated transition
        // completes at once inside animateTransition.
        coordinator.start()
        animator.animateTransition(using: transitionContext)
    }

    /// The controller whose presentation a dismissal ends: this one or its nearest ancestor that
    /// presents, else the one that presented this one.
    private var dismissingContext: UIViewController? {
        var owner: UIViewController? = self
        while let candidate = owner, candidate.presentedStorage == nil { owner = candidate.parentStorage }
        return owner ?? presentingViewController
    }

    /// Takes the dismissed controllers' views (and containers) off screen, top first, and ends
    /// their presentation links.
    private static func unlink(_ removed: [UIViewController], from context: UIViewController) {
        for controller in removed.reversed() {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.presentationControllerStorage?.containerView?.removeFromSuperview()
        }
        context.presentedStorage = nil
        for controller in removed {
            controller.presentingStorage = nil
            controller.presentationSourceStorage = nil
            controller.presentedStorage = nil
        }
    }

    /// The popover controller the app configured before `present`, now with its presenter.
    func takePopoverController(presenting: UIViewController) -> UIPopoverPresentationController {
        take(\.pendingPopoverController, presenting: presenting) {
            UIPopoverPresentationController(presentedViewController: $0, presenting: presenting)
        }
    }

    /// The sheet controller the app configured before `present` (or a new one), now with its presenter.
    func takeSheetController(presenting: UIViewController) -> UISheetPresentationController {
        take(\.pendingSheetController, presenting: presenting) {
            UISheetPresentationController(presentedViewController: $0, presenting: presenting)
        }
    }

    /// The controller `pending` holds (or a new one `make` makes), given its presenter, `pending` emptied.
    private func take<Controller: UIPresentationController>(
        _ pending: ReferenceWritableKeyPath<UIViewController, Controller?>, presenting: UIViewController,
        make: (UIViewController) -> Controller
    ) -> Controller {
        let controller = self[keyPath: pending] ?? make(self)
        controller.presentingViewController = presenting
        self[keyPath: pending] = nil
        return controller
    }

    /// A context that provides its transition style imposes it (P-6).
    func transitionStyle(for presented: UIViewController) -> UIModalTransitionStyle {
        providesPresentationContextTransitionStyle ? modalTransitionStyle : presented.modalTransitionStyle
    }
}
