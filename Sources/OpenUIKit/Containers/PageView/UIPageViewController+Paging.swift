import Foundation

/// The paging gesture of a scrolling page view controller: the first movement picks the
/// neighbour from the data source, the page follows the finger, and letting go past halfway
/// completes the turn; otherwise it is cancelled and both appearances reverse (PG-2).
extension UIPageViewController {
    func handlePaging(_ recognizer: UIPanGestureRecognizer) {
        let bounds = view.bounds
        let translation = recognizer.translation(in: view)
        let distance = navigationOrientation == .horizontal ? translation.x : translation.y
        let extent = max(navigationOrientation == .horizontal ? bounds.width : bounds.height, 1)
        switch recognizer.state {
        case .began, .changed:
            if drag == nil, distance != 0 { beginDrag(forward: distance < 0) }
            guard let drag else { return }
            let fraction = min(max(abs(distance) / extent, 0), 1)
            layOut([drag.current], offset: drag.forward ? -fraction : fraction)
            layOut([drag.pending], offset: drag.forward ? 1 - fraction : fraction - 1)
        case .ended:
            let velocity = recognizer.velocity(in: view)
            let speed = navigationOrientation == .horizontal ? velocity.x : velocity.y
            guard let drag else { return }
            let fraction = abs(distance) / extent
            let flung = drag.forward ? speed < -300 : speed > 300
            endDrag(completing: fraction > 0.5 || flung)
        case .cancelled, .failed:
            endDrag(completing: false)
        case .possible:
            break
        }
    }

    private func beginDrag(forward: Bool) {
        guard transitionStyle == .scroll, !turnInProgress, let current = viewControllers?.first,
            let pending = forward
                ? dataSource?.pageViewController(self, viewControllerAfter: current)
                : dataSource?.pageViewController(self, viewControllerBefore: current)
        else { return }
        let showing = view.window != nil && appearanceState == .appeared
        drag = PageDrag(current: current, pending: pending, forward: forward, showing: showing)
        delegate?.pageViewController(self, willTransitionTo: [pending])
        addChild(pending)
        pending.loadViewIfNeeded()
        if showing {
            pending.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }
        layOut([pending], offset: forward ? 1 : -1)
        view.addSubview(pending.view)
        if showing { pending.deliverViewIsAppearingIfNeeded() }
    }

    private func endDrag(completing: Bool) {
        guard let drag else { return }
        let current = drag.current, pending = drag.pending
        UIView.animate(
            withDuration: Self.transitionDuration / 2, delay: 0, options: [.curveEaseOut],
            animations: {
                self.layOut([completing ? pending : current], offset: 0)
                self.layOut(
                    [completing ? current : pending],
                    offset: (completing == drag.forward) ? -1 : 1)
            }
        ) { [weak self] _ in
            guard let self else { return }
            self.drag = nil
            if completing {
                current.willMove(toParent: nil)
                current.viewIfLoaded?.removeFromSuperview()
                if drag.showing { self.endAppearance(incoming: [pending], outgoing: [current]) }
                current.removeFromParent()
                pending.didMove(toParent: self)
                self.setDisplayedPages([pending])
            } else {
                // The cancelled scroll of PG-2: the current page reappears, the pending one goes.
                if drag.showing {
                    current.cancelAppearanceTransition(animated: true)
                    pending.cancelAppearanceTransition(animated: true)
                }
                pending.willMove(toParent: nil)
                pending.viewIfLoaded?.removeFromSuperview()
                pending.removeFromParent()
            }
            self.delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [current],
                transitionCompleted: completing)
        }
    }
}

/// A paging gesture's turn in progress.
struct PageDrag {
    let current: UIViewController
    let pending: UIViewController
    let forward: Bool
    let showing: Bool
}
