import TestSupport
import XCTest

@testable import OpenUIKit

/// What ran, in order: completions and main-queue work write here.
@MainActor
final class EventLog {
    var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

/// An async step that stays on the main actor (no hop to another executor).
@MainActor
func mainActorStep(_ log: EventLog, _ line: String) async {
    log.append(line)
}

/// Block animations on the manual clock: model values, presentation values, timing curves,
/// completions and their order, repeats, transitions, and the run loop that drives them.
final class AnimationTests: UIKitTestCase {
    @MainActor
    private static func presentedOpacity(_ view: UIView) -> CGFloat {
        CGFloat(view.layer.presentation()?.opacity ?? -1)
    }

    /// Seconds since `start` on the animation clock, to the millisecond.
    @MainActor
    private static func elapsed(since start: TimeInterval) -> String {
        String(format: "%.3f", UIApplication.shared.animationClock.now - start)
    }

    // MARK: Model, completion, clock

    func testAnimateSetsTheModelAtOnceAndCompletesAtTheEnd() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let log = EventLog()
            UIView.animate(
                withDuration: 1,
                animations: {
                    view.alpha = 0
                    view.frame.origin.x = 100
                }, completion: { finished in log.append("completion(\(finished))") })
            XCTAssertEqual(view.alpha, 0, "the model value changes at once")
            XCTAssertEqual(view.frame.origin.x, 100)
            XCTAssertEqual(view.layer.animationKeys(), ["opacity", "position"])
            XCTAssertEqual(log.lines, [])

            UIApplication.shared.advance(by: 0.5)
            UIApplication.shared.advance(by: 0.25)
            UIApplication.shared.advance(by: 0.125)
            XCTAssertEqual(log.lines, [], "not before the end")
            UIApplication.shared.advance(by: 0.125)
            XCTAssertEqual(log.lines, ["completion(true)"])
            XCTAssertNil(view.layer.animationKeys(), "finished animations are removed")
            XCTAssertEqual(Self.presentedOpacity(view), 0, "the screen shows the model again")
            UIApplication.shared.advance(by: 5)
            pump()
            XCTAssertEqual(log.lines, ["completion(true)"], "once only")
        }
    }

    func testTheApplicationClockIsManual() {
        onMain {
            let clock = UIApplication.shared.animationClock
            XCTAssertTrue(clock is ManualAnimationClock)
            let start = clock.now
            pump()
            XCTAssertEqual(clock.now, start, "an idle run loop does not move time")

            let view = UIView()
            UIView.animate(withDuration: 2) { view.alpha = 0.5 }
            XCTAssertEqual(clock.now, start, "starting an animation does not move time")
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(clock.now, start + 0.5, accuracy: 1e-9)
            pump()
            XCTAssertEqual(
                clock.now, start + 2, accuracy: 1e-9, "runUntilIdle runs the clock to the last end, no further")
            pump()
            XCTAssertEqual(clock.now, start + 2, accuracy: 1e-9)
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(clock.now, start + 2.25, accuracy: 1e-9)
        }
    }

    func testRunUntilIdleFinishesAnimationsInOrder() {
        onMain {
            let view = UIView()
            let log = EventLog()
            let start = UIApplication.shared.animationClock.now
            UIView.animate(
                withDuration: 3, animations: { view.alpha = 0.1 },
                completion: { _ in
                    log.append("3s at \(Self.elapsed(since: start))")
                })
            UIView.animate(
                withDuration: 1, animations: { view.frame.size.width = 40 },
                completion: { _ in
                    log.append("1s at \(Self.elapsed(since: start))")
                })
            pump()
            XCTAssertEqual(log.lines, ["1s at 1.000", "3s at 3.000"])
            XCTAssertEqual(view.alpha, 0.1, accuracy: 1e-6)
        }
    }

    // MARK: Presentation values and curves

    func testPresentationInterpolatesLinearly() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.alpha = 0
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    view.alpha = 1
                    view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
                    view.transform = CGAffineTransform(scaleX: 3, y: 3)
                })
            XCTAssertEqual(Self.presentedOpacity(view), 0, "nothing has moved yet")
            UIApplication.shared.advance(by: 0.5)
            let presented = view.layer.presentation()!
            XCTAssertEqual(CGFloat(presented.opacity), 0.5, accuracy: 1e-6)
            assertNear(presented.bounds, CGRect(x: 0, y: 0, width: 150, height: 100))
            assertNear(presented.position, CGPoint(x: 125, y: 50))
            XCTAssertEqual(presented.affineTransform().a, 2, accuracy: 1e-9)
            XCTAssertEqual(presented.affineTransform().d, 2, accuracy: 1e-9)
            XCTAssertTrue(presented !== view.layer)
            XCTAssertTrue(view.layer.model() === view.layer)

            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(Self.presentedOpacity(view), 0.75, accuracy: 1e-6)
            // The model is untouched by presentation.
            XCTAssertEqual(view.alpha, 1)
            XCTAssertEqual(view.bounds.width, 200)
        }
    }

    /// Core Animation's curves: ease-in-out (0.42, 0, 0.58, 1), ease-in (0.42, 0, 1, 1),
    /// ease-out (0, 0, 0.58, 1).
    func testTimingCurves() {
        onMain {
            let expected: [(UIView.AnimationOptions, [CGFloat])] = [
                (.curveLinear, [0.25, 0.5, 0.75]),
                (.curveEaseInOut, [0.129162, 0.5, 0.870838]),
                (.curveEaseIn, [0.093465, 0.315357, 0.621862]),
                (.curveEaseOut, [0.378138, 0.684643, 0.906535]),
                ([], [0.129162, 0.5, 0.870838]),
            ]
            for (options, values) in expected {
                let view = UIView()
                view.alpha = 0
                UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 1 })
                for value in values {
                    UIApplication.shared.advance(by: 0.25)
                    XCTAssertEqual(Self.presentedOpacity(view), value, accuracy: 1e-5, "options \(options.rawValue)")
                }
                pump()
            }
        }
    }

    func testDelay() {
        onMain {
            let view = UIView()
            view.alpha = 0
            let log = EventLog()
            UIView.animate(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 1 },
                completion: { log.append("done \($0)") })
            XCTAssertEqual(view.alpha, 1)
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(Self.presentedOpacity(view), 0, "still waiting")
            UIApplication.shared.advance(by: 0.75)
            XCTAssertEqual(Self.presentedOpacity(view), 0.5, accuracy: 1e-6)
            UIApplication.shared.advance(by: 0.375)
            XCTAssertEqual(log.lines, [])
            UIApplication.shared.advance(by: 0.125)
            XCTAssertEqual(log.lines, ["done true"])
        }
    }

    /// A zero-length animation applies its changes at once and completes on the next turn of the
    /// run loop, never inside the call.
    func testZeroDurationCompletesOnTheNextTurn() {
        onMain {
            let view = UIView()
            let log = EventLog()
            UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { log.append("done \($0)") })
            XCTAssertEqual(view.alpha, 0.5)
            XCTAssertNil(view.layer.animationKeys(), "nothing to animate")
            XCTAssertEqual(log.lines, [], "not synchronous")
            pump()
            XCTAssertEqual(log.lines, ["done true"])
        }
    }

    /// Overlapping animations complete in the order they end, each when the clock passes its end.
    func testOverlappingAnimationsCompleteInOrderOfTheirEnds() {
        onMain {
            let a = UIView(), b = UIView(), c = UIView()
            let log = EventLog()
            let start = UIApplication.shared.animationClock.now
            @MainActor func note(_ name: String) -> (Bool) -> Void {
                { finished in log.append("\(name) \(finished) at \(Self.elapsed(since: start))") }
            }
            UIView.animate(withDuration: 2, animations: { a.alpha = 0 }, completion: note("A"))
            UIView.animate(withDuration: 1, animations: { b.alpha = 0 }, completion: note("B"))
            UIView.animate(withDuration: 0.5, delay: 1, options: [], animations: { c.alpha = 0 }, completion: note("C"))
            UIApplication.shared.advance(by: 1.25)
            XCTAssertEqual(log.lines, ["B true at 1.000"])
            UIApplication.shared.advance(by: 2)
            XCTAssertEqual(log.lines, ["B true at 1.000", "C true at 1.500", "A true at 2.000"])
            XCTAssertEqual(Self.elapsed(since: start), "3.250")
        }
    }

    /// An animation started inside another's block is nested: it animates with its own timing.
    /// One started from a completion begins when the first ends.
    func testNestedAndChainedAnimations() {
        onMain {
            let view = UIView(), other = UIView()
            view.alpha = 0
            other.alpha = 0
            let log = EventLog()
            UIView.animate(
                withDuration: 2, delay: 0, options: .curveLinear,
                animations: {
                    view.alpha = 1
                    XCTAssertEqual(UIView.inheritedAnimationDuration, 2)
                    UIView.animate(
                        withDuration: 1, delay: 0, options: .curveLinear, animations: { other.alpha = 1 },
                        completion: { _ in log.append("inner") })
                },
                completion: { _ in
                    log.append("outer")
                    UIView.animate(
                        withDuration: 1, animations: { view.alpha = 0.5 }, completion: { _ in log.append("chained") })
                })
            XCTAssertEqual(UIView.inheritedAnimationDuration, 0, "outside a block")
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(Self.presentedOpacity(view), 0.25, accuracy: 1e-6)
            XCTAssertEqual(Self.presentedOpacity(other), 0.5, accuracy: 1e-6)
            UIApplication.shared.advance(by: 1.5)
            XCTAssertEqual(log.lines, ["inner", "outer"])
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(log.lines, ["inner", "outer"], "the chained one started at 2")
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(log.lines, ["inner", "outer", "chained"])
        }
    }

    /// A second animation of a property starts from what is on screen, not from the old model.
    func testRetargetingStartsFromThePresentedValue() {
        onMain {
            let view = UIView()
            view.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
            UIApplication.shared.advance(by: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
            XCTAssertEqual(Self.presentedOpacity(view), 0.5, accuracy: 1e-6)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(Self.presentedOpacity(view), 0.25, accuracy: 1e-6)
            pump()
            XCTAssertEqual(Self.presentedOpacity(view), 0)
        }
    }

    // MARK: Repeats and reversal

    func testRepeatingAnimationsAreSteppedButNeverFinishedByTheRunLoop() {
        onMain {
            let view = UIView()
            view.alpha = 0
            let log = EventLog()
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 1 },
                completion: { log.append("done \($0)") })
            pump()
            XCTAssertEqual(log.lines, [], "runUntilIdle leaves repeating animations running")
            XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(Self.presentedOpacity(view), 0.25, accuracy: 1e-6)
            UIApplication.shared.advance(by: 1)
            XCTAssertEqual(Self.presentedOpacity(view), 0.25, accuracy: 1e-6, "the next cycle")
            UIApplication.shared.advance(by: 10.5)
            XCTAssertEqual(Self.presentedOpacity(view), 0.75, accuracy: 1e-6)
            XCTAssertEqual(log.lines, [])

            // Removing the animation interrupts it: the completion hears `false`, on the next turn.
            view.layer.removeAllAnimations()
            XCTAssertEqual(log.lines, [])
            pump()
            XCTAssertEqual(log.lines, ["done false"])
            XCTAssertEqual(Self.presentedOpacity(view), 1)
        }
    }

    func testAutoreverseGoesBack() {
        onMain {
            let view = UIView()
            view.alpha = 0
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                animations: { view.alpha = 1 })
            var samples: [CGFloat] = []
            for _ in 0..<8 {
                UIApplication.shared.advance(by: 0.25)
                samples.append(Self.presentedOpacity(view))
            }
            let expected: [CGFloat] = [0.25, 0.5, 0.75, 1, 0.75, 0.5, 0.25, 0]
            for (sample, value) in zip(samples, expected) {
                XCTAssertEqual(sample, value, accuracy: 1e-6, "\(samples)")
            }
            view.layer.removeAnimation(forKey: "opacity")
            pump()
        }
    }

    /// Without `.repeat`, an autoreversing animation plays forward and back, then completes, and
    /// the view shows its model value.
    func testAutoreverseWithoutRepeatCompletesAfterComingBack() {
        onMain {
            let view = UIView()
            view.alpha = 0
            let log = EventLog()
            UIView.animate(
                withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 1 },
                completion: { log.append("done \($0)") })
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(Self.presentedOpacity(view), 0.5, accuracy: 1e-6)
            UIApplication.shared.advance(by: 1)
            XCTAssertEqual(Self.presentedOpacity(view), 0.5, accuracy: 1e-6, "on the way back")
            XCTAssertEqual(log.lines, [])
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(log.lines, ["done true"])
            XCTAssertEqual(Self.presentedOpacity(view), 1)
        }
    }

    func testRemovingOneOfSeveralPropertyAnimationsLetsTheRestFinish() {
        onMain {
            let view = UIView()
            let log = EventLog()
            UIView.animate(
                withDuration: 1,
                animations: {
                    view.alpha = 0.5
                    view.center = CGPoint(x: 40, y: 40)
                }, completion: { log.append("done \($0)") })
            view.layer.removeAnimation(forKey: "opacity")
            pump()
            XCTAssertEqual(log.lines, ["done true"], "position still ran to its end")
        }
    }

    // MARK: Without animation

    func testPerformWithoutAnimation() {
        onMain {
            let view = UIView()
            XCTAssertTrue(UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1) {
                view.center = CGPoint(x: 50, y: 50)
                UIView.performWithoutAnimation {
                    XCTAssertFalse(UIView.areAnimationsEnabled)
                    view.alpha = 0.3
                }
                XCTAssertTrue(UIView.areAnimationsEnabled)
            }
            XCTAssertEqual(view.layer.animationKeys(), ["position"], "the alpha change is not animated")
            XCTAssertEqual(view.alpha, 0.3, accuracy: 1e-6)
            XCTAssertEqual(Self.presentedOpacity(view), 0.3, accuracy: 1e-6)

            // An animation asked for inside performWithoutAnimation applies at once.
            let log = EventLog()
            UIView.performWithoutAnimation {
                UIView.animate(
                    withDuration: 5, animations: { view.alpha = 0.9 }, completion: { log.append("done \($0)") })
            }
            XCTAssertEqual(view.layer.animationKeys(), ["position"])
            XCTAssertEqual(Self.presentedOpacity(view), 0.9, accuracy: 1e-6)
            pump()
            XCTAssertEqual(log.lines, ["done true"])

            // Outside any animation block nothing animates.
            view.alpha = 0.1
            XCTAssertNil(view.layer.animationKeys())
        }
    }

    // MARK: Transitions and springs

    func testTransitionFromViewToViewReplacesIt() {
        onMain {
            let container = RecordingView("P")
            let below = RecordingView("A"), from = RecordingView("F"), above = RecordingView("Z")
            for view in [below, from, above] { container.addSubview(view) }
            let to = RecordingView("T")
            let log = EventLog()
            UIView.transition(from: from, to: to, duration: 1, options: .transitionCrossDissolve) {
                log.append("done \($0)")
            }
            XCTAssertEqual(subviewNames(container), ["A", "T", "Z"], "the new view takes the old one's place")
            XCTAssertNil(from.superview)
            XCTAssertEqual(log.lines, [])
            UIApplication.shared.advance(by: 1)
            XCTAssertEqual(log.lines, ["done true"])
        }
    }

    func testTransitionWithShowHideTransitionViews() {
        onMain {
            let container = RecordingView("P")
            let from = RecordingView("F"), to = RecordingView("T")
            container.addSubview(from)
            container.addSubview(to)
            to.isHidden = true
            let log = EventLog()
            UIView.transition(
                from: from, to: to, duration: 0.5, options: [.showHideTransitionViews, .transitionFlipFromLeft]
            ) {
                log.append("done \($0)")
            }
            XCTAssertTrue(from.isHidden)
            XCTAssertFalse(to.isHidden)
            XCTAssertEqual(subviewNames(container), ["F", "T"], "both stay in the hierarchy")
            pump()
            XCTAssertEqual(log.lines, ["done true"])
        }
    }

    func testTransitionWithViewRunsTheBlockAtOnce() {
        onMain {
            let view = UIView()
            let log = EventLog()
            UIView.transition(
                with: view, duration: 1, options: .transitionCrossDissolve,
                animations: {
                    log.append("animations")
                    view.backgroundColor = .red
                }, completion: { log.append("done \($0)") })
            XCTAssertEqual(log.lines, ["animations"])
            XCTAssertEqual(view.backgroundColor, .red)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(log.lines, ["animations"])
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(log.lines, ["animations", "done true"])
        }
    }

    func testSpringEndsExactlyAtTheTarget() {
        onMain {
            for damping: CGFloat in [0.3, 1] {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let log = EventLog()
                UIView.animate(
                    withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                    options: [], animations: { view.center.x = 105 }, completion: { log.append("done \($0)") })
                var samples: [CGFloat] = []
                for _ in 0..<15 {
                    UIApplication.shared.advance(by: 1.0 / 16)
                    samples.append(view.layer.presentation()!.position.x)
                }
                XCTAssertEqual(log.lines, [])
                XCTAssertGreaterThan(samples[0], 5, "it has started moving")
                if damping < 1 {
                    XCTAssertGreaterThan(samples.max()!, 105, "an underdamped spring overshoots: \(samples)")
                } else {
                    XCTAssertLessThanOrEqual(samples.max()!, 105, "a critically damped spring does not: \(samples)")
                }
                XCTAssertEqual(samples.last!, 105, accuracy: 0.5, "settled by the end: no jump at the finish")
                let timing = AnimationTiming.spring(damping: damping, velocity: 0)
                XCTAssertEqual(timing.progress(1), 1, "the curve ends exactly at the target")
                XCTAssertEqual(timing.progress(0.999), 1, accuracy: 0.002)
                UIApplication.shared.advance(by: 1.0 / 16)
                XCTAssertEqual(log.lines, ["done true"])
                XCTAssertEqual(view.layer.presentation()!.position, CGPoint(x: 105, y: 5))
            }
        }
    }

    // MARK: The run loop

    /// `runUntilIdle()` also drains the main dispatch queue and main-actor tasks, including work
    /// they queue in turn, however deep.
    func testRunUntilIdleDrainsTheMainQueueAndMainActorTasks() {
        onMain {
            let log = EventLog()
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    log.append("async 1")
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            log.append("async 2")
                            DispatchQueue.main.async { MainActor.assumeIsolated { log.append("async 3") } }
                        }
                    }
                }
            }
            Task { @MainActor in
                log.append("task")
                await mainActorStep(log, "awaited")
                Task { @MainActor in
                    log.append("inner task")
                    DispatchQueue.main.async { MainActor.assumeIsolated { log.append("async from task") } }
                }
                log.append("task end")
            }
            XCTAssertEqual(log.lines, [], "nothing runs inside the calls")
            pump()
            XCTAssertEqual(
                log.lines,
                ["async 1", "task", "awaited", "task end", "async 2", "inner task", "async 3", "async from task"],
                "first in, first out, one turn at a time")
        }
    }

    /// Work queued on the main queue can start animations, and `runUntilIdle()` finishes those too.
    func testRunUntilIdleFinishesWhatDispatchedWorkStarts() {
        onMain {
            let view = UIView()
            let log = EventLog()
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    UIView.animate(
                        withDuration: 1, animations: { view.alpha = 0 },
                        completion: { _ in
                            DispatchQueue.main.async { MainActor.assumeIsolated { log.append("after completion") } }
                        })
                }
            }
            pump()
            XCTAssertEqual(log.lines, ["after completion"])
            XCTAssertNil(view.layer.animationKeys())
        }
    }
}
