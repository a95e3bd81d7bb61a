import TestSupport
import XCTest

@testable import OpenUIKit

/// An animator that slides the presented view in over half a second, and logs what it is told.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    var log: [String] = []
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let to = context.viewController(forKey: .to)!
        let from = context.viewController(forKey: .from)!
        log.append(
            "animate \(LifecycleTrace.name(of: from))→\(LifecycleTrace.name(of: to)) animated=\(context.isAnimated)")
        if context.view(forKey: .to) != nil { log.append("final \(context.finalFrame(for: to))") }
        let moving = context.view(forKey: .to) ?? context.view(forKey: .from)!
        let target = moving.frame
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear,
            animations: {
                moving.frame = target.offsetBy(dx: 10, dy: 0)
            }
        ) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
}

/// A presentation controller with a card-sized frame that keeps the presenter.
@MainActor
final class CardPresentationController: UIPresentationController {
    var log: [String] = []
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 20, y: 200, width: 300, height: 300) }
    override func presentationTransitionWillBegin() { log.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd \(completed)") }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        log.append(
            "preferredContentSize \(container.preferredContentSize.width)x\(container.preferredContentSize.height)")
    }
}

@MainActor
final class CardTransitioning: UIViewControllerTransitioningDelegate {
    let animator = SlideAnimator()
    var presentationController: CardPresentationController?
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }
}

/// Custom presentations: transitioning delegates, animators, presentation controllers and the
/// transition coordinator.
final class CustomPresentationTests: UIKitTestCase {
    func testCustomAnimatorAndPresentationController() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let window = showInWindow(a)
            let transitioning = CardTransitioning()
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = transitioning
            a.present(b, animated: true) { LifecycleTrace.record("⟨completion⟩") }
            XCTAssertTrue(b.presentationController === transitioning.presentationController)
            UIApplication.shared.advance(by: 0.4)
            XCTAssertFalse(trace("B").contains("B.viewDidAppear(true)"), "the animator decides when it ends")
            UIApplication.shared.advance(by: 0.2)
            XCTAssertEqual(
                trace("A", "B"),
                [
                    "A.present(B, animated: true)", "B.loadView", "B.viewDidLoad",
                    "B.viewWillAppear(true)", "B.viewDidAppear(true)", "⟨completion⟩",
                ], "a custom presentation keeps the presenter by default")
            XCTAssertEqual(b.view.frame.minX, 30)
            XCTAssertTrue(a.view.window === window)
            b.preferredContentSize = CGSize(width: 1, height: 2)
            b.dismiss(animated: true)
            pump()
            XCTAssertEqual(
                transitioning.animator.log,
                [
                    "animate A→B animated=true", "final \(CGRect(x: 20, y: 200, width: 300, height: 300))",
                    "ended true", "animate B→A animated=true", "ended true",
                ])
            XCTAssertEqual(
                transitioning.presentationController?.log,
                [
                    "presentationWillBegin", "presentationDidEnd true", "preferredContentSize 1.0x2.0",
                    "dismissalWillBegin", "dismissalDidEnd true",
                ])
            XCTAssertNil(b.view.window)
            XCTAssertNil(a.presentedViewController)
        }
    }

    /// The coordinator is there during the transition: alongside animations share its clock and
    /// its completions run when it ends.
    func testTransitionCoordinator() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let window = showInWindow(a)
            b.modalPresentationStyle = .fullScreen
            let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            a.view.addSubview(marker)
            var log: [String] = []
            b.hooks["viewWillAppear"] = { b in
                guard let coordinator = b.transitionCoordinator else { return log.append("no coordinator") }
                log.append("coordinator animated=\(coordinator.isAnimated) duration=\(coordinator.transitionDuration)")
                XCTAssertTrue(coordinator.viewController(forKey: .to) === b)
                XCTAssertTrue(coordinator.viewController(forKey: .from) === a)
                coordinator.animate(
                    alongsideTransition: { _ in marker.alpha = 0 },
                    completion: { context in
                        log.append("completion cancelled=\(context.isCancelled)")
                    })
            }
            b.hooks["viewDidAppear"] = { b in log.append("didAppear coordinator=\(b.transitionCoordinator != nil)") }
            a.present(b, animated: true)
            UIApplication.shared.advance(by: 0.15)
            let midAlpha = marker.layer.presentation()!.opacity
            XCTAssertGreaterThan(midAlpha, 0.05)
            XCTAssertLessThan(midAlpha, 0.95)
            pump()
            XCTAssertEqual(
                log,
                ["coordinator animated=true duration=0.3", "completion cancelled=false", "didAppear coordinator=false"])
            XCTAssertEqual(marker.alpha, 0)
            XCTAssertNil(b.transitionCoordinator)
            _ = window
        }
    }

    /// The default animation: cover vertical slides up from below, cross dissolve fades.
    func testDefaultAnimations() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let b = Probe("B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            UIApplication.shared.advance(by: 0.15)
            let y = b.view.layer.presentation()!.frame.minY
            XCTAssertGreaterThan(y, 0)
            XCTAssertLessThan(y, window.bounds.height)
            pump()
            XCTAssertEqual(b.view.layer.presentation()!.frame.minY, 0)
            b.dismiss(animated: false)

            let c = Probe("C")
            c.modalPresentationStyle = .overFullScreen
            c.modalTransitionStyle = .crossDissolve
            a.present(c, animated: true)
            UIApplication.shared.advance(by: 0.15)
            let opacity = c.view.layer.presentation()!.opacity
            XCTAssertGreaterThan(opacity, 0)
            XCTAssertLessThan(opacity, 1)
            pump()
            XCTAssertEqual(c.view.alpha, 1)
        }
    }

    /// The adaptive delegate can pick another style.
    func testAdaptivePresentationDelegate() {
        onMain {
            final class Adapter: UIAdaptivePresentationControllerDelegate {
                func adaptivePresentationStyle(
                    for controller: UIPresentationController, traitCollection: UITraitCollection
                ) -> UIModalPresentationStyle {
                    .fullScreen
                }
            }
            let a = Probe("A"), b = Probe("B")
            let window = showInWindow(a)
            let adapter = Adapter()
            b.modalPresentationStyle = .formSheet
            // UIKit creates the presentation controller when presenting; set the delegate right after.
            a.present(b, animated: true)
            b.presentationController?.delegate = adapter
            XCTAssertEqual(b.presentationController?.adaptivePresentationStyle, .fullScreen)
            pump()
            _ = window
        }
    }

    /// A popover's controller exists before `present`, so its anchor can be set, and is the one
    /// the presentation uses.
    func testPopoverPresentationControllerBeforePresent() {
        onMain {
            let a = Probe("A"), b = Probe("B")
            let window = showInWindow(a)
            XCTAssertNil(b.popoverPresentationController, "only for the popover style")
            b.modalPresentationStyle = .popover
            let popover = b.popoverPresentationController
            let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            popover?.sourceView = anchor
            popover?.permittedArrowDirections = .up
            a.present(b, animated: false)
            XCTAssertTrue(b.presentationController === popover)
            XCTAssertTrue(b.popoverPresentationController?.sourceView === anchor)
            XCTAssertTrue(popover?.presentingViewController === a)
            XCTAssertEqual(popover?.permittedArrowDirections, .up)
            _ = window
        }
    }
}
