import TestSupport
import XCTest

@testable import OpenUIKit

/// A 10-point square at the origin.
@MainActor
private func box() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
}

/// `UIViewPropertyAnimator` on the manual clock, as UIKit documents it: inactive until started,
/// model values at once and presentation values moving, paused and scrubbed, reversed,
/// delayed animations, stop and finish, springs that set their own duration, completions in
/// order with where the animations ended.
final class PropertyAnimatorTests: UIKitTestCase {
    @MainActor
    private static func shownX(_ view: UIView) -> CGFloat {
        (view.layer.presentation()?.position.x ?? -1) - view.bounds.width / 2
    }

    @MainActor
    private static func shownAlpha(_ view: UIView) -> CGFloat {
        CGFloat(view.layer.presentation()?.opacity ?? -1)
    }

    func testAnAnimatorWaitsToBeStartedThenRunsToTheEndAndCompletes() {
        onMain {
            let view = box()
            let log = EventLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            animator.addCompletion { log.append("completion(\($0 == .end ? "end" : "not end"))") }
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(view.frame.origin.x, 0, "the block runs when the animator starts")
            UIApplication.shared.advance(by: 1)
            XCTAssertEqual(log.lines, [], "nothing runs before startAnimation")

            animator.startAnimation()
            XCTAssertEqual(animator.state, .active)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(view.frame.origin.x, 100, "the model takes the end value at once")
            XCTAssertEqual(Self.shownX(view), 0, accuracy: 1e-9)
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(Self.shownX(view), 25, accuracy: 1e-6)
            XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
            UIApplication.shared.advance(by: 0.74)
            XCTAssertEqual(log.lines, [], "not before the end")
            UIApplication.shared.advance(by: 0.02)
            XCTAssertEqual(log.lines, ["completion(end)"])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertNil(view.layer.animationKeys())
        }
    }

    func testAPausedAnimatorHoldsItsFractionAndScrubsLinearly() {
        onMain {
            let view = box()
            let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.frame.origin.x = 100 }
            animator.startAnimation()
            UIApplication.shared.advance(by: 1)
            let shownAtHalfTime = Self.shownX(view)
            XCTAssertEqual(shownAtHalfTime, 100 * AnimationTiming.easeIn.progress(0.5), accuracy: 1e-6)
            animator.pauseAnimation()
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9)
            UIApplication.shared.advance(by: 5)
            pump()
            XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9, "the clock does not move it")
            XCTAssertEqual(Self.shownX(view), shownAtHalfTime, accuracy: 1e-6, "pausing does not move the view")

            animator.fractionComplete = 0.25
            XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
            XCTAssertEqual(Self.shownX(view), 25, accuracy: 1e-6, "scrubbing is linear, not on the ease-in curve")
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.5
            XCTAssertEqual(Self.shownX(view), shownAtHalfTime, accuracy: 1e-6, "on the curve when asked")

            // Resumed, it takes the remaining half of its duration from where it is.
            animator.startAnimation()
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-9)
            UIApplication.shared.advance(by: 0.51)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(view.frame.origin.x, 100)
        }
    }

    func testSettingFractionCompleteOnAnInactiveAnimatorStartsItPaused() {
        onMain {
            let view = box()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.fractionComplete = 0.4
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(view.alpha, 0, "the block ran")
            XCTAssertEqual(Self.shownAlpha(view), 0.6, accuracy: 1e-6)
            animator.startAnimation()
            XCTAssertTrue(animator.isRunning)
            animator.fractionComplete = 0.9
            XCTAssertEqual(animator.fractionComplete, 0.4, accuracy: 1e-9, "a running animator ignores it")
            pump()
            XCTAssertEqual(animator.state, .inactive, "runUntilIdle finishes a running animator")
        }
    }

    func testReversingTurnsRoundWhereItIsAndEndsAtTheStart() {
        onMain {
            let view = box()
            let log = EventLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            animator.addCompletion { position in log.append("completion(\(position.rawValue))") }
            animator.startAnimation()
            UIApplication.shared.advance(by: 0.6)
            animator.isReversed = true
            XCTAssertTrue(animator.isRunning)
            UIApplication.shared.advance(by: 0.2)
            XCTAssertEqual(animator.fractionComplete, 0.4, accuracy: 1e-9)
            XCTAssertEqual(Self.shownX(view), 40, accuracy: 1e-6)
            UIApplication.shared.advance(by: 0.39)
            XCTAssertEqual(log.lines, [], "as long back as it took to get there")
            UIApplication.shared.advance(by: 0.02)
            XCTAssertEqual(log.lines, ["completion(1)"], "ended at .start")
            XCTAssertEqual(view.frame.origin.x, 0, "the model is back at the start value")
        }
    }

    func testADelayFactorStartsTheAnimationsPartWayThrough() {
        onMain {
            let view = box()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(Self.shownX(view), 50, accuracy: 1e-6)
            XCTAssertEqual(Self.shownAlpha(view), 1, accuracy: 1e-6, "not started before half way")
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(Self.shownAlpha(view), 0.5, accuracy: 1e-6, "half of its own half")

            // Added to a running animator: from now to the end, over what remains.
            animator.addAnimations { view.frame.size.width = 30 }
            UIApplication.shared.advance(by: 0.125)
            XCTAssertEqual(view.layer.presentation()?.bounds.width ?? 0, 20, accuracy: 1e-6)
            UIApplication.shared.advance(by: 0.13)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(view.frame.size.width, 30)
        }
    }

    func testStopWithoutFinishingLeavesTheViewsWhereTheyAreAndSkipsCompletions() {
        onMain {
            let view = box()
            let log = EventLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            animator.addCompletion { _ in log.append("completion") }
            animator.startAnimation()
            UIApplication.shared.advance(by: 0.3)
            animator.stopAnimation(true)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(view.frame.origin.x, 30, accuracy: 1e-6, "the model takes the value shown")
            XCTAssertNil(view.layer.animationKeys())
            pump()
            XCTAssertEqual(log.lines, [])
        }
    }

    func testStopThenFinishAtEachPosition() {
        onMain {
            for (position, expected) in [(UIViewAnimatingPosition.end, 100.0), (.start, 0), (.current, 30)] {
                let view = box()
                let log = EventLog()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
                animator.addCompletion { log.append("completion(\($0.rawValue))") }
                animator.startAnimation()
                UIApplication.shared.advance(by: 0.3)
                animator.stopAnimation(false)
                XCTAssertEqual(animator.state, .stopped)
                XCTAssertEqual(view.frame.origin.x, 30, accuracy: 1e-6)
                animator.startAnimation()
                XCTAssertEqual(Reported.diagnostics.last?.name, UIKitDiagnostic.internalInconsistency)
                XCTAssertEqual(animator.state, .stopped, "a stopped animator cannot start")
                animator.finishAnimation(at: position)
                XCTAssertEqual(animator.state, .inactive)
                XCTAssertEqual(view.frame.origin.x, expected, accuracy: 1e-6)
                XCTAssertEqual(log.lines, ["completion(\(position.rawValue))"])
            }
            Reported.diagnostics = []
            let idle = UIViewPropertyAnimator(duration: 1, curve: .linear)
            idle.finishAnimation(at: .end)
            XCTAssertEqual(Reported.diagnostics.count, 1, "finishing an animator that was not stopped is refused")
        }
    }

    func testCompletionsRunInTheOrderAddedAndAnimatorsInTheOrderTheyEnd() {
        onMain {
            let view = box()
            let log = EventLog()
            let long = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0.5 }
            long.addCompletion { _ in log.append("long 1") }
            long.addCompletion { _ in log.append("long 2") }
            let short = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.frame.origin.y = 10 },
                completion: { _ in log.append("short") })
            long.startAnimation()
            XCTAssertTrue(short.isRunning)
            XCTAssertEqual(short.delay, 0.5)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(view.layer.presentation()?.position.y ?? -1, 5, accuracy: 1e-6, "still at the start")
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(view.layer.presentation()?.position.y ?? -1, 10, accuracy: 1e-6, "half way after its delay")
            pump()
            XCTAssertEqual(log.lines, ["short", "long 1", "long 2"])
        }
    }

    func testASpringOfMassStiffnessAndDampingSetsItsOwnDuration() {
        onMain {
            let view = box()
            let spring = UISpringTimingParameters(
                mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 0, dy: 0))
            let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
            animator.addAnimations { view.frame.origin.x = 100 }
            let settling = SpringSystem(mass: 30, stiffness: 1000, damping: 300, initialVelocity: 0).settlingDuration
            XCTAssertGreaterThan(settling, 1, "a heavy spring settles slowly")
            animator.startAnimation()
            UIApplication.shared.advance(by: 0.1)
            XCTAssertTrue(animator.isRunning, "a zero duration does not end it")
            let early = Self.shownX(view)
            XCTAssertGreaterThan(early, 0)
            XCTAssertLessThan(early, 100)
            UIApplication.shared.advance(by: settling)
            XCTAssertEqual(animator.state, .inactive)

            // A damping ratio below 1 overshoots within the animator's own duration.
            let bouncy = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.frame.origin.x = 200 }
            bouncy.startAnimation()
            var furthest: CGFloat = 0
            for _ in 0..<59 {
                UIApplication.shared.advance(by: 1.0 / 60)
                furthest = max(furthest, Self.shownX(view))
            }
            XCTAssertTrue(bouncy.isRunning)
            XCTAssertGreaterThan(furthest, 200, "past the end value")
            UIApplication.shared.advance(by: 0.02)
            XCTAssertEqual(bouncy.state, .inactive)
            XCTAssertEqual(view.frame.origin.x, 200)
        }
    }

    func testContinueTakesTheNewTimingOverTheDurationFactor() {
        onMain {
            let view = box()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.frame.origin.x = 100 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(
                withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
            XCTAssertTrue(animator.isRunning)
            UIApplication.shared.advance(by: 1)
            XCTAssertEqual(Self.shownX(view), 75, accuracy: 1e-6, "linear from 50 to 100 over 2 s")
            UIApplication.shared.advance(by: 0.99)
            XCTAssertTrue(animator.isRunning)
            UIApplication.shared.advance(by: 0.02)
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func testPausesOnCompletionKeepsItActiveToReverse() {
        onMain {
            let view = box()
            let log = EventLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            animator.pausesOnCompletion = true
            animator.addCompletion { log.append("completion(\($0.rawValue))") }
            animator.startAnimation()
            UIApplication.shared.advance(by: 1.01)
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.fractionComplete, 1)
            XCTAssertEqual(log.lines, [], "no completion while it pauses at the end")
            animator.isReversed = true
            animator.pausesOnCompletion = false
            animator.startAnimation()
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(Self.shownX(view), 50, accuracy: 1e-6)
            UIApplication.shared.advance(by: 0.51)
            XCTAssertEqual(log.lines, ["completion(1)"])
            XCTAssertEqual(view.frame.origin.x, 0)
        }
    }

    func testATransactionsCompletionWaitsForTheAnimator() {
        onMain {
            let view = box()
            let log = EventLog()
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("transaction") }
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { _ in log.append("animator") }
            animator.startAnimation()
            CATransaction.commit()
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(log.lines, [])
            UIApplication.shared.advance(by: 0.51)
            XCTAssertEqual(log.lines, ["animator", "transaction"])
        }
    }

    func testCubicControlPointsShapeTheCurve() {
        onMain {
            let view = box()
            let animator = UIViewPropertyAnimator(
                duration: 1, controlPoint1: CGPoint(x: 0.57, y: -0.4), controlPoint2: CGPoint(x: 0.96, y: 0.87)
            ) { view.frame.origin.x = 100 }
            animator.startAnimation()
            UIApplication.shared.advance(by: 0.2)
            XCTAssertLessThan(Self.shownX(view), 0, "a control point below 0 pulls back first")
            pump()
            XCTAssertEqual(view.frame.origin.x, 100)
        }
    }
}
