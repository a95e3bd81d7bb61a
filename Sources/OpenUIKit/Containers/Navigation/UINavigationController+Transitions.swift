import Foundation

/// The deferred transition: one per turn of the run loop, from the controller on screen to the
/// top of the stack, then `didMove` for what was pushed and `removeFromParent()` for what was
/// popped (S-5, S-7, N-4, N-5, N-7, N-8).
extension UINavigationController {
    static let transitionDuration: TimeInterval = 0.35

    func requestTransition(_ operation: Operation, animated: Bool) {
        requestedTransition = (operation, animated)
        guard !transitionScheduled else { return }
        transitionScheduled = true
        UIApplication.shared.runLoop.perform { [weak self] in
            self?.runRequestedTransition()
        }
    }

    /// Whether the navigation controller is on screen and settled, so its children hear
    /// appearance callbacks; off screen the views just swap.
    private var isShowing: Bool {
        viewIfLoaded?.window != nil && appearanceState == .appeared
    }

    func runRequestedTransition() {
        transitionScheduled = false
        guard !transitionInFlight, let request = requestedTransition else { return }
        requestedTransition = nil
        let from = displayedViewController
        guard let to = topViewController, isShowing, let from, from !== to, request.operation != .none else {
            swapWithoutTransition()
            return
        }
        transition(from: from, to: to, operation: request.operation, animated: request.animated)
    }

    /// Runs a transition requested while another was running.
    func runQueuedTransition() {
        guard requestedTransition != nil, !transitionScheduled else { return }
        transitionScheduled = true
        UIApplication.shared.runLoop.perform { [weak self] in self?.runRequestedTransition() }
    }

    /// Off screen (or with nothing to animate): the top view replaces the old one, and the
    /// containment calls complete.
    private func swapWithoutTransition() {
        if isViewLoaded, let top = topViewController, displayedViewController !== top {
            removeDisplayedView()
            install(top)
        } else if topViewController == nil {
            removeDisplayedView()
            displayedViewController = nil
        }
        finishContainment()
    }

    /// Only a view still in the content view: a controller that left may show elsewhere now.
    private func removeDisplayedView() {
        if let view = displayedViewController?.viewIfLoaded, view.superview === contentView {
            view.removeFromSuperview()
        }
    }

    private func install(_ controller: UIViewController) {
        let view = controller.view!
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        displayedViewController = controller
    }

    private func finishContainment() {
        let removed = awaitingRemoval
        let added = awaitingDidMove
        awaitingRemoval = []
        awaitingDidMove = []
        for controller in removed where controller.parent === self {
            controller.removeFromParent()
        }
        for controller in added where controller.parent === self {
            controller.didMove(toParent: self)
        }
        updateToolbar()
        checkStackInvariants()
    }

    private func transition(from: UIViewController, to: UIViewController, operation: Operation, animated: Bool) {
        transitionInFlight = true
        to.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: to, animated: animated)
        let animator =
            delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? NavigationTransitionAnimator(operation: operation)
        let coordinator = TransitionCoordinator(
            animated: animated, duration: animated ? animator.transitionDuration(using: nil) : 0, style: .none,
            container: contentView, from: from, to: to)
        transitionCoordinatorStorage = coordinator
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        let toView = to.view!
        toView.frame = contentView.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if operation == .pop, let fromView = from.viewIfLoaded, fromView.superview === contentView {
            contentView.insertSubview(toView, belowSubview: fromView)
        } else {
            contentView.addSubview(toView)
        }
        to.deliverViewIsAppearingIfNeeded()
        toView.layoutIfNeeded()
        let interaction =
            animated
            ? delegate?.navigationController(self, interactionControllerFor: animator)
                ?? (operation == .pop ? backSwipeInteraction : nil)
            : nil
        let context = TransitionContext(
            container: contentView, animated: animated, style: .none, from: from, to: to,
            fromFinalFrame: contentView.bounds, toFinalFrame: contentView.bounds, presenterViewParticipates: true
        ) { [weak self, weak from, weak to] completed in
            guard let self, let from, let to else { return }
            self.transitionCoordinatorStorage = nil
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
                self.displayedViewController = to
                coordinator.finish()
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                self.finishContainment()
                self.delegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                coordinator.cancel()
                coordinator.finish()
                self.undoCancelledTransition(from: from, to: to, operation: operation)
            }
            animator.animationEnded(completed)
            self.transitionInFlight = false
            self.runQueuedTransition()
        }
        coordinator.start()
        if let interaction {
            context.isInteractive = true
            coordinator.isInteractive = true
            coordinator.initiallyInteractive = true
            (interaction as? UIPercentDrivenInteractiveTransition)?.animator = animator
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
    }

    /// A cancelled interactive transition: the appearances reverse (N-9) and the stack goes back
    /// to what it was, the pushed controller leaving and the popped ones returning.
    private func undoCancelledTransition(from: UIViewController, to: UIViewController, operation: Operation) {
        to.viewIfLoaded?.removeFromSuperview()
        from.viewIfLoaded?.frame = contentView.bounds
        displayedViewController = from
        to.cancelAppearanceTransition(animated: true)
        from.cancelAppearanceTransition(animated: true)
        if operation == .pop {
            let restored = awaitingRemoval
            awaitingRemoval = []
            stack.append(contentsOf: restored)
            for controller in restored { controller.didMove(toParent: self) }
        } else {
            let withdrawn = awaitingDidMove
            awaitingDidMove = []
            stack.removeAll { controller in withdrawn.contains { $0 === controller } }
            for controller in withdrawn {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
        }
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        finishContainment()
    }

    /// Before the navigation controller appears, its top view is put in place (so automatic
    /// forwarding reaches it) and the delegate hears `willShow` (N-7).
    func installTopViewIfNeeded(announcing animated: Bool) {
        guard let top = topViewController, displayedViewController !== top else { return }
        removeDisplayedView()
        top.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: top, animated: animated)
        install(top)
        pendingInitialDidShow = true
    }

    /// `didShow` for the first display comes after the top controller's `viewDidAppear`, which
    /// the navigation controller forwards after its own; so it waits for the run loop.
    func finishInitialDisplay(animated: Bool) {
        guard pendingInitialDidShow else { return }
        pendingInitialDidShow = false
        UIApplication.shared.runLoop.perform { [weak self] in
            guard let self, let top = self.displayedViewController else { return }
            self.finishContainment()
            self.delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    // MARK: Bars

    /// Lays out the bars at the top and bottom of the safe area and tells the children how much
    /// of them they cover, which feeds their safe area.
    func layoutBars() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let windowInsets = root.safeAreaInsets
        var covered = UIEdgeInsets.zero
        if !navigationBar.isHidden {
            let height = navigationBar.preferredHeight
            navigationBar.frame = CGRect(x: 0, y: windowInsets.top, width: bounds.width, height: height)
            // The whole bar, a large title collapsed or not: a collapse follows the content's
            // scroll, and must not move the content it follows.
            covered.top = navigationBar.expandedHeight
        }
        let showsToolbar = !toolbarHiddenStorage && topViewController?.hidesBottomBarWhenPushed != true
        toolbar.isHidden = !showsToolbar
        if showsToolbar {
            let height = UIToolbar.standardHeight
            toolbar.frame = CGRect(
                x: 0, y: bounds.height - windowInsets.bottom - height, width: bounds.width, height: height)
            covered.bottom = height
        }
        childSafeAreaInsets = covered
    }

    func updateToolbar() {
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        layoutBars()
    }
}

/// UIKit's push and pop: the new view slides in from the trailing edge over the old one, which
/// moves a third of the way out; pop is the reverse.
@MainActor
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : UINavigationController.transitionDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard context.isAnimated, let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
        else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let width = context.containerView.bounds.width
        let rest = toView.frame
        let pushing = operation != .pop
        toView.frame = rest.offsetBy(dx: pushing ? width : -width / 3, dy: 0)
        // Held by a finger, the views follow it: no easing.
        let curve: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: UINavigationController.transitionDuration, delay: 0, options: [curve],
            animations: {
                toView.frame = rest
                fromView.frame = fromView.frame.offsetBy(dx: pushing ? -width / 3 : width, dy: 0)
            },
            completion: { _ in
                fromView.frame = rest
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
