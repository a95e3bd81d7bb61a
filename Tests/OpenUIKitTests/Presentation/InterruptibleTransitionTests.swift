import TestSupport
import XCTest

@testable import OpenUIKit

/// A push animator whose animations are one property animator, for interaction to drive, as
/// UIKit's `interruptibleAnimator(using:)` contract asks: the same animator all transition long.
@MainActor
private final class InterruptibleSlide: UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?
    var animateCalls = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animateCalls += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.frame.origin.x = 100
        let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.frame.origin.x = 0 }
        made.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        animator = made
        return made
    }
}

/// `UIPercentDrivenInteractiveTransition` drives an animator's interruptible animator instead of
/// taking its animations off the clock: paused and scrubbed, then continued forward or
/// reversed over what is left.
final class InterruptibleTransitionTests: UIKitTestCase {
    func testAnInteractivePushDrivesTheInterruptibleAnimator() {
        onMain {
            let delegate = NavigationDelegateProbe()
            let slide = InterruptibleSlide()
            delegate.animator = slide
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            let a = Probe("A"), b = Probe("B")
            let (nav, window) = showNavigation(a, delegate: delegate)
            defer { window.isHidden = true }
            nav.pushViewController(b, animated: true)
            pump()
            XCTAssertEqual(slide.animateCalls, 0, "driven through the interruptible animator")
            guard let animator = slide.animator else {
                return XCTFail(
                    "no animator: \(delegate.operations), \(nav.viewControllers.count), \(slide.animateCalls)")
            }
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning, "paused: the interaction starts it")
            interaction.update(0.25)
            XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
            XCTAssertEqual(b.view.layer.presentation()?.frame.minX ?? -1, 75, accuracy: 1e-6)
            UIApplication.shared.advance(by: 5)
            XCTAssertEqual(b.view.layer.presentation()?.frame.minX ?? -1, 75, accuracy: 1e-6, "held")

            interaction.cancel()
            XCTAssertTrue(animator.isReversed)
            UIApplication.shared.advance(by: 0.2)
            XCTAssertEqual(
                b.view.layer.presentation()?.frame.minX ?? -1, 95, accuracy: 1e-6, "back over the 0.25 s left")
            pump()
            XCTAssertEqual(nav.viewControllers, [a], "cancelled")
        }
    }
}
