import Foundation

/// The context an animator gets for a presentation or dismissal.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform = .identity
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private let fromFinalFrame: CGRect
    private let toFinalFrame: CGRect
    /// The presenter's view takes part only when the presentation removes it; otherwise UIKit
    /// hands the animator nil for it.
    private let presenterViewParticipates: Bool
    private var onComplete: ((Bool) -> Void)?

    init(
        container: UIView, animated: Bool, style: UIModalPresentationStyle,
        from: UIViewController, to: UIViewController, fromFinalFrame: CGRect, toFinalFrame: CGRect,
        presenterViewParticipates: Bool, onComplete: @escaping (Bool) -> Void
    ) {
        self.presenterViewParticipates = presenterViewParticipates
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
        self.fromFinalFrame = fromFinalFrame
        self.toFinalFrame = toFinalFrame
        self.onComplete = onComplete
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        let handler = onComplete
        onComplete = nil
        handler?(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        guard let controller = key == .from ? from : key == .to ? to : nil else { return nil }
        if controller.presentedStorage != nil, !presenterViewParticipates { return nil }
        return controller.viewIfLoaded
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? (from?.viewIfLoaded?.frame ?? .zero) : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? toFinalFrame : vc === from ? fromFinalFrame : .zero
    }
}
