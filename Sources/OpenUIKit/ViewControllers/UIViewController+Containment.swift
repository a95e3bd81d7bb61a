import Foundation

/// Containment: the child list, the move callbacks and the animated child swap.
extension UIViewController {
    /// The container this controller is a child of, or `nil`.
    public var parent: UIViewController? { parentStorage }

    /// Adds a child. UIKit calls `willMove(toParent: self)` first and never `didMove`; the view is
    /// the container's business (C-1). A child of another parent is first removed from it, which
    /// sends `didMove(toParent: nil)`.
    public func addChild(_ childController: UIViewController) {
        guard childController.parentStorage !== self else { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === childController {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.hierarchyInconsistency,
                    "child view controller:\(objectDescription(childController)) cannot be added to its own descendant \(objectDescription(self))"
                )
                return
            }
            ancestor = current.parentStorage
        }
        // The child's view, if already placed, must sit under this controller's view (C-9).
        if let owner = childController.viewStorage?.superview?.nearestViewController, owner !== self {
            UIKitDiagnostics.report(
                UIKitDiagnostic.hierarchyInconsistency,
                "child view controller:\(objectDescription(childController)) should have parent view controller:\(objectDescription(owner)) but requested parent is:\(objectDescription(self))"
            )
            return
        }
        LifecycleTrace.record(self, "addChild(\(LifecycleTrace.name(of: childController)))")
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childList.append(childController)
        childController.parentStorage = self
        childController.pendingMoveToParent = true
        childController.traitCache = nil
    }

    /// Detaches from the parent. UIKit calls `didMove(toParent: nil)` here (C-2); the matching
    /// `willMove(toParent: nil)` is the container's job, so it is not called, and the view stays
    /// where it is.
    public func removeFromParent() {
        guard let parent = parentStorage else { return }
        LifecycleTrace.record(self, "removeFromParent()")
        if let index = parent.childList.lastIndex(where: { $0 === self }) {
            parent.childList.remove(at: index)
        }
        parent.overrideTraitCollections[ObjectIdentifier(self)] = nil
        parentStorage = nil
        pendingMoveToParent = false
        traitCache = nil
        didMove(toParent: nil)
    }

    /// The base implementations record the call and note a pending removal for
    /// `isMovingFromParent` (L-5).
    func recordWillMove(toParent parent: UIViewController?) {
        LifecycleTrace.record(self, "willMove(toParent: \(LifecycleTrace.name(of: parent)))")
        if parent == nil { movingFromParentFlag = true }
    }

    func recordDidMove(toParent parent: UIViewController?) {
        LifecycleTrace.record(self, "didMove(toParent: \(LifecycleTrace.name(of: parent)))")
        if parent == nil { movingFromParentFlag = false }
    }

    /// Swaps two children's views (C-4): adds `toViewController.view` beside
    /// `fromViewController.view`, runs `animations`, removes the old view, and drives both
    /// appearances. It calls no `addChild`, `removeFromParent`, `willMove` or `didMove`.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parentStorage === self, toViewController.parentStorage === self else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Children view controllers \(objectDescription(fromViewController)) and \(objectDescription(toViewController)) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "The parent view controller \(objectDescription(self)) must return YES from -shouldAutomaticallyForwardAppearanceMethods when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            return
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "The view of \(objectDescription(fromViewController)) must be in a view hierarchy when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            return
        }
        let toView = toViewController.view!
        let animated = duration > 0
        let onScreen = fromView.window != nil
        if onScreen {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        container.addSubview(toView)
        if onScreen { toViewController.deliverViewIsAppearingIfNeeded() }
        toView.layoutIfNeeded()
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }) { finished in
            fromView.removeFromSuperview()
            if onScreen {
                toViewController.endAppearanceTransition()
                fromViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
    }
}
