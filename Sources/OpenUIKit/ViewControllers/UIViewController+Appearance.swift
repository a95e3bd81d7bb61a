import Foundation

/// Where a controller's view stands in the appearance state machine (L-4).
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// Appearance callbacks: the state machine, begin/end transitions, forwarding to children, and
/// the window moves that start an appearance when no transition does.
extension UIViewController {
    /// Meaningful only inside the appearance callbacks (L-5).
    public var isMovingToParent: Bool { movingToParentFlag }
    /// Whether the controller is being removed from its parent; meaningful only inside the appearance callbacks.
    public var isMovingFromParent: Bool { movingFromParentFlag }
    /// Whether the controller is being presented; meaningful only inside the appearance callbacks.
    public var isBeingPresented: Bool { beingPresentedFlag }
    /// Whether the controller is being dismissed; meaningful only inside the appearance callbacks.
    public var isBeingDismissed: Bool { beingDismissedFlag }

    /// UIKit logs when app code calls an appearance method itself (L-6).
    func checkDirectCall(_ method: String) {
        guard !deliveringAppearanceCallback else { return }
        UIKitDiagnostics.report(
            UIKitDiagnostic.warning,
            "[ViewController] Calling -\(method) directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger."
        )
    }

    // MARK: Begin and end

    /// Starts an appearance or disappearance. Calls nest; a call in the other direction while one
    /// is open reverses it (a cancelled appearance, L-4). Each call reaches the children whose
    /// views are in this view's hierarchy when this controller forwards automatically (C-6, C-7).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if appearanceTransitionDepth > 0, appearanceTransitionIsAppearing == isAppearing {
            appearanceTransitionDepth += 1
            forwardBegin(isAppearing, animated: animated)
            return
        }
        if appearanceTransitionDepth == 0,
            (isAppearing && appearanceState == .appeared) || (!isAppearing && appearanceState == .disappeared)
        {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Unbalanced calls to begin/end appearance transitions for \(objectDescription(self)).")
            return
        }
        appearanceTransitionDepth += 1
        appearanceTransitionIsAppearing = isAppearing
        appearanceAnimated = animated
        if isAppearing {
            appearanceState = .appearing
            viewIsAppearingDelivered = false
            if pendingMoveToParent { movingToParentFlag = true }
            deliver("viewWillAppear(\(animated))") { viewWillAppear(animated) }
        } else {
            appearanceState = .disappearing
            deliver("viewWillDisappear(\(animated))") { viewWillDisappear(animated) }
        }
        forwardBegin(isAppearing, animated: animated)
    }

    /// Ends the transition the matching begin opened; the did-callback comes with the last end.
    public func endAppearanceTransition() {
        guard appearanceTransitionDepth > 0 else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Unbalanced calls to begin/end appearance transitions for \(objectDescription(self)).")
            return
        }
        appearanceTransitionDepth -= 1
        let forwarded = appearanceForwardedChildren
        if appearanceTransitionDepth == 0 {
            appearanceForwardedChildren = []
            let animated = appearanceAnimated
            if appearanceTransitionIsAppearing {
                deliverViewIsAppearingIfNeeded()
                appearanceState = .appeared
                deliver("viewDidAppear(\(animated))") { viewDidAppear(animated) }
                movingToParentFlag = false
                pendingMoveToParent = false
            } else {
                appearanceState = .disappeared
                deliver("viewDidDisappear(\(animated))") { viewDidDisappear(animated) }
                movingFromParentFlag = false
            }
        }
        for box in forwarded {
            box.value?.endAppearanceTransition()
        }
    }

    /// Cancels the transition in flight: the opposite will-callback now, then the did of that
    /// direction, as a cancelled interactive transition does (L-4, N-9, PG-2).
    func cancelAppearanceTransition(animated: Bool) {
        beginAppearanceTransition(!appearanceTransitionIsAppearing, animated: animated)
        endAppearanceTransition()
        endAppearanceTransition()
    }

    private func deliver(_ call: @autoclosure () -> String, _ callback: () -> Void) {
        LifecycleTrace.record(self, call())
        let outer = deliveringAppearanceCallback
        deliveringAppearanceCallback = true
        callback()
        deliveringAppearanceCallback = outer
    }

    private func forwardBegin(_ isAppearing: Bool, animated: Bool) {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        if appearanceForwardedChildren.isEmpty {
            appearanceForwardedChildren = childrenInViewHierarchy(appearing: isAppearing).map(WeakBox.init)
        }
        for box in appearanceForwardedChildren {
            box.value?.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Children whose views sit inside this controller's view: the ones UIKit forwards to.
    private func childrenInViewHierarchy(appearing: Bool) -> [UIViewController] {
        guard let root = viewStorage else { return [] }
        return childList.filter { child in
            guard let childView = child.viewStorage, childView.isDescendant(of: root) else { return false }
            return appearing ? child.appearanceState != .appeared : child.appearanceState != .disappeared
        }
    }

    /// `viewIsAppearing` once per appearance, once the view is in a window (L-2).
    func deliverViewIsAppearingIfNeeded() {
        guard appearanceState == .appearing, !viewIsAppearingDelivered, viewStorage?.window != nil else { return }
        viewIsAppearingDelivered = true
        let animated = appearanceAnimated
        deliver("viewIsAppearing(\(animated))") { viewIsAppearing(animated) }
        for child in childList where child.appearanceState == .appearing {
            child.deliverViewIsAppearingIfNeeded()
        }
    }

    // MARK: Window moves

    /// Whether appearance for this controller follows its view's window moves: not while a
    /// transition drives it, and not for the child of a container that forwards by hand.
    private var appearanceFollowsWindow: Bool {
        if let parent = parentStorage, !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
        return appearanceTransitionDepth == 0
    }

    /// A root view entering or leaving a window outside any transition is an appearance or a
    /// disappearance of its own (C-6): will now, did when the move completes. A child whose
    /// parent is itself appearing joins the parent's transition instead.
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard appearanceFollowsWindow else { return }
        if newWindow != nil {
            guard appearanceState == .disappeared else { return }
            if let parent = parentStorage, parent.appearanceTransitionDepth > 0 {
                guard parent.appearanceTransitionIsAppearing else { return }
                beginAppearanceTransition(true, animated: parent.appearanceAnimated)
                parent.appearanceForwardedChildren.append(WeakBox(self))
                return
            }
            if let parent = parentStorage, parent.appearanceState != .appeared { return }
            windowMoveTransition = true
            beginAppearanceTransition(true, animated: false)
        } else {
            guard appearanceState == .appeared else { return }
            windowMoveTransition = true
            beginAppearanceTransition(false, animated: false)
        }
    }

    func rootViewDidMoveToWindow() {
        guard windowMoveTransition else { return }
        windowMoveTransition = false
        if viewStorage?.window != nil { deliverViewIsAppearingIfNeeded() }
        endAppearanceTransition()
    }

    /// Sets the appearance state without callbacks, for controllers UIKit removes silently
    /// (the intermediate controllers of a stacked dismissal, P-7).
    func setDisappearedSilently() {
        appearanceState = .disappeared
        appearanceTransitionDepth = 0
        appearanceForwardedChildren = []
        for child in childList { child.setDisappearedSilently() }
    }
}
