import Foundation

/// Keys for the view controllers that take part in a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller shown at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller shown at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views that take part in a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is told about the transition it animates.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the animator puts the arriving view in and animates the transition inside.
    var containerView: UIView { get }
    /// Whether the transition is animated; when it is not, the animator should complete at once.
    var isAnimated: Bool { get }
    /// Whether the user is driving the transition, as in an interactive pop.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled; the animator passes the opposite to `completeTransition(_:)`.
    var transitionWasCancelled: Bool { get }
    /// The modal presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition; always the identity here, where nothing rotates.
    var targetTransform: CGAffineTransform { get }
    /// Reports how far an interactive transition has come, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the user's interaction ended and the transition should complete.
    func finishInteractiveTransition()
    /// Reports that the user abandoned the interaction and the transition should go back.
    func cancelInteractiveTransition()
    /// Reports that an interactive transition has paused.
    func pauseInteractiveTransition()
    /// The animator calls this once when its animations end.
    func completeTransition(_ didComplete: Bool)
    /// The view controller leaving (`.from`) or arriving (`.to`) in the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving, or `nil` when it takes no part, like a presenter whose view stays on screen.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of a view controller's view as the transition starts, or `.zero` when it has none yet.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame a view controller's view should have when the transition ends, or `.zero` when not known.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// A custom transition animation.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animator's animations last, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations, then calls the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ends, with whether it completed rather than being cancelled.
    func animationEnded(_ transitionCompleted: Bool)
    /// The transition's animations as one interruptible animator (iOS 10), for an interactive
    /// transition to pause, scrub and continue: `UIPercentDrivenInteractiveTransition` drives it
    /// in place of `animateTransition(using:)`. Return the same animator for the whole transition.
    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating
}

public extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    func animationEnded(_ transitionCompleted: Bool) {}

    /// An animator that does not provide one: the interactive transition drives the animations
    /// `animateTransition(using:)` starts instead, as UIKit does for an animator without this
    /// method.
    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator.noInterruptibleAnimator
    }
}

/// Drives a transition by hand (a gesture) instead of by the clock.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition with its context, to which the object then reports progress.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes after the interaction ends, relative to its duration.
    var completionSpeed: CGFloat { get }
    /// The timing curve for completing the transition after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts under the user's control.
    var wantsInteractiveStart: Bool { get }
}

public extension UIViewControllerInteractiveTransitioning {
    /// Completes at normal speed: 1.
    var completionSpeed: CGFloat { 1 }
    /// Completes with the ease-in-out curve.
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Starts under the user's control: `true`.
    var wantsInteractiveStart: Bool { true }
}

/// Supplies the objects of a custom presentation. Every method is optional in UIKit.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`, or `nil` for the default animation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`, or `nil` for the default animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The object that drives the presentation interactively, or `nil`; not consulted here for presentations.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The object that drives the dismissal interactively, or `nil`; not consulted here for dismissals.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller that manages a `.custom` presentation, or `nil` for the default one.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

public extension UIViewControllerTransitioningDelegate {
    /// Returns `nil`, for the default presentation animation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Returns `nil`, for the default dismissal animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    /// Returns `nil`: the presentation is not interactive.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Returns `nil`: the dismissal is not interactive.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Returns `nil`, for the default presentation controller.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Lets an app change a presentation's style as the environment changes.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to present with in `traitCollection`, or `.none` to keep the presentation's own adaptation.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether the user may dismiss the sheet by dragging it down; not asked here, as sheets are not dragged.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called as the user begins dismissing the sheet by dragging it; not called here.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after the user dismissed the sheet by dragging it; not called here.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

public extension UIAdaptivePresentationControllerDelegate {
    /// Returns `.none`, keeping the presentation's own adaptation.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }
    /// Returns `true`, letting the user dismiss the sheet.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
