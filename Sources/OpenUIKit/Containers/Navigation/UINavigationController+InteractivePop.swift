import Foundation

/// The back swipe (N-9): the pop starts when the gesture begins, follows the finger, and then
/// either completes or is cancelled, restoring the stack and reversing both appearances.
extension UINavigationController {
    /// Made with the navigation controller; its view gets it when it loads.
    func makeInteractivePopGestureRecognizer() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handleInteractivePop(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        recognizer.edges = .left
        return recognizer
    }

    private func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(contentView.bounds.width, 1)
        let fraction = min(max(recognizer.translation(in: contentView).x / width, 0), 1)
        switch recognizer.state {
        case .began:
            beginInteractivePop()
        case .changed:
            updateInteractivePop(fraction)
        case .ended:
            let velocity = recognizer.velocity(in: contentView).x
            if fraction > 0.5 || velocity > 300 { finishInteractivePop(from: fraction) } else { cancelInteractivePop(from: fraction) }
        case .cancelled, .failed:
            cancelInteractivePop(from: fraction)
        case .possible:
            break
        }
    }

    private func beginInteractivePop() {
        guard interactivePop == nil, !transitionInFlight, !transitionScheduled, stack.count > 1,
              let from = displayedViewController, from === topViewController,
              viewIfLoaded?.window != nil, appearanceState == .appeared else { return }
        let to = stack[stack.count - 2]
        transitionInFlight = true
        // The pop happens now, as it does when UIKit's swipe begins; a cancel undoes it.
        stack.removeLast()
        from.willMove(toParent: nil)
        navigationBar.replaceItems(keeping: stack.count, appending: [])
        to.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: to, animated: true)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        let toView = to.view!
        toView.frame = contentView.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.insertSubview(toView, belowSubview: from.view)
        to.deliverViewIsAppearingIfNeeded()
        toView.layoutIfNeeded()
        interactivePop = InteractivePop(from: from, to: to)
        updateInteractivePop(0)
    }

    private func updateInteractivePop(_ fraction: CGFloat) {
        guard let pop = interactivePop, let from = pop.from, let to = pop.to else { return }
        let width = contentView.bounds.width
        from.view.frame = contentView.bounds.offsetBy(dx: width * fraction, dy: 0)
        to.view.frame = contentView.bounds.offsetBy(dx: -width / 3 * (1 - fraction), dy: 0)
    }

    /// The rest of the way at the speed of a normal pop, then the pop's ordinary ending.
    private func finishInteractivePop(from fraction: CGFloat) {
        guard let pop = interactivePop, let from = pop.from, let to = pop.to else { return }
        UIView.animate(withDuration: Self.transitionDuration * Double(1 - fraction), delay: 0, options: [.curveEaseOut], animations: {
            self.updateInteractivePop(1)
        }) { [weak self] _ in
            guard let self else { return }
            self.interactivePop = nil
            from.viewIfLoaded?.removeFromSuperview()
            from.view.frame = self.contentView.bounds
            self.displayedViewController = to
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            if from.parent === self { from.removeFromParent() }
            self.transitionInFlight = false
            self.delegate?.navigationController(self, didShow: to, animated: true)
            self.runQueuedTransition()
        }
    }

    /// Back to where it started: the stack is restored, the revealed controller disappears again
    /// and the top one reappears (N-9); no further willShow or didShow (N-7).
    private func cancelInteractivePop(from fraction: CGFloat) {
        guard let pop = interactivePop, let from = pop.from, let to = pop.to else { return }
        UIView.animate(withDuration: Self.transitionDuration * Double(fraction), delay: 0, options: [.curveEaseOut], animations: {
            self.updateInteractivePop(0)
        }) { [weak self] _ in
            guard let self else { return }
            self.interactivePop = nil
            self.stack.append(from)
            self.navigationBar.replaceItems(keeping: self.stack.count - 1, appending: [from.navigationItem])
            to.cancelAppearanceTransition(animated: true)
            to.viewIfLoaded?.removeFromSuperview()
            from.cancelAppearanceTransition(animated: true)
            from.didMove(toParent: self)
            self.transitionInFlight = false
            self.runQueuedTransition()
        }
    }
}

/// The two controllers of a back swipe in progress.
struct InteractivePop {
    weak var from: UIViewController?
    weak var to: UIViewController?
}
