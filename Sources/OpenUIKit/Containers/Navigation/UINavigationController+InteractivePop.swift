import Foundation

/// The back swipe (N-9): an edge pan from the left edge whose beginning pops the top controller
/// at once (the delegate hears `willShow` then), which UIKit's own percent-driven interaction
/// then drives through the ordinary pop transition (so `transitionCoordinator` is interactive
/// and a delegate's animator is followed); letting go past halfway, or flicking, finishes it,
/// anything else cancels it, restoring the stack and reversing both appearances.
extension UINavigationController {
    /// Made with the navigation controller; its view gets it when it loads. Its delegate, until
    /// an app sets its own, lets it begin only when there is somewhere to go back to.
    func makeInteractivePopGestureRecognizer() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handleInteractivePop(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        recognizer.edges = .left
        recognizer.delegate = interactivePopGate
        return recognizer
    }

    /// A controller to go back to, and the navigation controller on screen and settled.
    var canBeginInteractivePop: Bool {
        backSwipeInteraction == nil && !transitionInFlight && !transitionScheduled && stack.count > 1
            && displayedViewController === topViewController && viewIfLoaded?.window != nil
            && appearanceState == .appeared
    }

    private func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(contentView.bounds.width, 1)
        let fraction = min(max(recognizer.translation(in: contentView).x / width, 0), 1)
        switch recognizer.state {
        case .began:
            beginInteractivePop(at: fraction)
        case .changed:
            backSwipeInteraction?.update(fraction)
        case .ended:
            let velocity = recognizer.velocity(in: contentView).x
            endInteractivePop(completing: velocity >= 0 && (fraction > 0.5 || velocity > 300))
        case .cancelled, .failed:
            endInteractivePop(completing: false)
        case .possible:
            break
        }
    }

    private func beginInteractivePop(at fraction: CGFloat) {
        guard canBeginInteractivePop else { return }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        backSwipeInteraction = interaction
        popViewController(animated: true)
        // The pop starts now, not on the next turn of the run loop, as when UIKit's swipe begins.
        runRequestedTransition()
        interaction.update(fraction)
    }

    private func endInteractivePop(completing: Bool) {
        guard let interaction = backSwipeInteraction else { return }
        backSwipeInteraction = nil
        if completing { interaction.finish() } else { interaction.cancel() }
    }
}

/// The back swipe's own delegate: it may begin only when the navigation controller can pop.
@MainActor
final class InteractivePopGate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canBeginInteractivePop ?? false
    }
}
