import Foundation

/// How an alert controller is presented: over the presenter, which stays (it hears no
/// appearance callbacks), with the window dimmed behind a view of its own, and the alert placed
/// by `AlertContentView.alertFrame(in:)` whenever the container lays out, so a keyboard that raises
/// the safe area moves it. A tap on the dimmed area of an action sheet chooses its cancel
/// action; an alert ignores it.
@MainActor
final class AlertPresentationController: UIPresentationController {
    let dimmingView = UIView(frame: .zero)
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var shouldRemovePresentersView: Bool { false }

    override var adaptivePresentationStyle: UIModalPresentationStyle { .custom }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let content = alert?.contentView else { return containerView?.bounds ?? .zero }
        return content.alertFrame(in: containerView)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.alpha = 0
        let tap = UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() }
        dimmingView.addGestureRecognizer(tap)
        containerView.insertSubview(dimmingView, at: 0)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// Keeps the alert where it belongs as the container changes (a resize, a keyboard), by
    /// centre and bounds so the scale of an appearing alert is left alone.
    override func containerViewWillLayoutSubviews() {
        guard let view = presentedView, view.superview === containerView else { return }
        let frame = frameOfPresentedViewInContainerView
        view.bounds = CGRect(origin: .zero, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    private func dimmingViewTapped() {
        guard let alert, alert.preferredStyle == .actionSheet, let cancel = alert.cancelAction else { return }
        alert.choose(cancel)
    }
}
