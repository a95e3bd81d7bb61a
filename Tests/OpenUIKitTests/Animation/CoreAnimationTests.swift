import TestSupport
import XCTest

@_spi(Rendering) @testable import OpenUIKit

/// Hears what animations tell their delegate.
@MainActor
private final class AnimationListener: CAAnimationDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }

    func animationDidStart(_ anim: CAAnimation) {
        log.append("start \(anim.value(forKey: "name") ?? "?")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("stop \(anim.value(forKey: "name") ?? "?") \(flag)")
    }
}

/// Core Animation's explicit animations on the animation clock `UIView.animate` runs on: model
/// values untouched and presentation values moving, from/to/by, timing functions, begin times
/// and fill modes, repeats, keyframes, springs, groups, transitions, shape layers' strokes, and
/// the delegate and transaction told in order.
final class CoreAnimationTests: UIKitTestCase {
    @MainActor
    private static func shown(_ layer: CALayer, _ keyPath: String) -> CGFloat {
        guard case .scalar(let value)? = layer.presentation()?.animatableValue(forKeyPath: keyPath) else { return .nan }
        return value
    }

    @MainActor
    private static func fade(_ name: String, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = duration
        fade.setValue(name, forKey: "name")
        return fade
    }

    func testABasicAnimationMovesThePresentationNotTheModel() {
        onMain {
            let layer = CALayer()
            let log = EventLog()
            let listener = AnimationListener(log)
            let fade = Self.fade("fade")
            fade.delegate = listener
            layer.add(fade, forKey: "fade")
            fade.toValue = 0.5
            XCTAssertEqual(layer.opacity, 1, "the model keeps its value")
            XCTAssertEqual(layer.animationKeys(), ["fade"])
            XCTAssertEqual(log.lines, [], "the delegate hears the start on the next turn")
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(log.lines, ["start fade"])
            XCTAssertEqual(
                Self.shown(layer, "opacity"), 0.75, accuracy: 1e-6, "the copy added, not the changed original")
            UIApplication.shared.advance(by: 0.74)
            XCTAssertEqual(log.lines, ["start fade"])
            UIApplication.shared.advance(by: 0.02)
            XCTAssertEqual(log.lines, ["start fade", "stop fade true"])
            XCTAssertNil(layer.animationKeys(), "removed on completion")
            XCTAssertEqual(Self.shown(layer, "opacity"), 1, "the model shows again")
        }
    }

    func testFromToAndByResolveAsCoreAnimationDoes() {
        onMain {
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 10)
            @MainActor func run(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
                let move = CABasicAnimation(keyPath: "position.x")
                move.duration = 1
                configure(move)
                layer.add(move, forKey: "move")
                UIApplication.shared.advance(by: 0.5)
                let value = Self.shown(layer, "position.x")
                layer.removeAllAnimations()
                return value
            }
            XCTAssertEqual(run { $0.toValue = 30 }, 20, accuracy: 1e-6, "from the value shown to toValue")
            XCTAssertEqual(run { $0.fromValue = 50 }, 30, accuracy: 1e-6, "from fromValue to the model")
            XCTAssertEqual(run { $0.byValue = 100 }, 60, accuracy: 1e-6, "from the value shown, by byValue")
            XCTAssertEqual(
                run {
                    $0.fromValue = 0
                    $0.byValue = 40
                }, 20, accuracy: 1e-6)
            XCTAssertEqual(
                run {
                    $0.toValue = 40
                    $0.byValue = 20
                }, 30, accuracy: 1e-6)
            XCTAssertEqual(
                run {
                    $0.fromValue = 0
                    $0.toValue = 20
                    $0.isAdditive = true
                }, 20, accuracy: 1e-6, "additive: on top of the model's 10")
            XCTAssertEqual(
                run {
                    $0.fromValue = NSNumber(value: 0)
                    $0.toValue = NSNumber(value: 100)
                    $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
                }, 100 * AnimationTiming.easeIn.progress(0.5), accuracy: 1e-4, "a timing function paces it")
        }
    }

    func testAKeptAnimationHoldsItsEndValueWithFillModeForwards() {
        onMain {
            let shape = CAShapeLayer()
            shape.strokeEnd = 0
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.toValue = 1
            draw.duration = 0.5
            draw.isRemovedOnCompletion = false
            draw.fillMode = .forwards
            shape.add(draw, forKey: "draw")
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(Self.shown(shape, "strokeEnd"), 0.5, accuracy: 1e-6)
            XCTAssertEqual((shape.presentation() as CAShapeLayer?)?.strokeEnd ?? -1, 0.5, accuracy: 1e-6)
            pump()
            XCTAssertEqual(Self.shown(shape, "strokeEnd"), 1, accuracy: 1e-6, "held at the end")
            XCTAssertEqual(shape.strokeEnd, 0, "the model never changed")
            XCTAssertNotNil(shape.animation(forKey: "draw"), "still on the layer")

            draw.fillMode = .removed
            shape.add(draw, forKey: "draw")
            pump()
            XCTAssertEqual(Self.shown(shape, "strokeEnd"), 0, "kept, but not filling: the model shows")
        }
    }

    func testRemovingOrReplacingStopsItUnfinishedOnTheNextTurn() {
        onMain {
            let layer = CALayer()
            let log = EventLog()
            let listener = AnimationListener(log)
            let first = Self.fade("first")
            first.delegate = listener
            layer.add(first, forKey: "fade")
            UIApplication.shared.advance(by: 0.1)
            let second = Self.fade("second")
            second.delegate = listener
            layer.add(second, forKey: "fade")
            XCTAssertEqual(layer.animationKeys(), ["fade"], "one under the key")
            UIApplication.shared.advance(by: 0.1)
            XCTAssertEqual(log.lines, ["start first", "stop first false", "start second"])
            layer.removeAnimation(forKey: "fade")
            XCTAssertNil(layer.animation(forKey: "fade"))
            pump()
            XCTAssertEqual(log.lines, ["start first", "stop first false", "start second", "stop second false"])
        }
    }

    func testBeginTimeAndFillBackwards() {
        onMain {
            let layer = CALayer()
            let later = Self.fade("later")
            later.fromValue = 0.8
            later.beginTime = CACurrentMediaTime() + 1
            later.fillMode = .backwards
            layer.add(later, forKey: "later")
            XCTAssertEqual(Self.shown(layer, "opacity"), 0.8, accuracy: 1e-6, "before it begins, its first value")
            let unfilled = Self.fade("unfilled")
            unfilled.fromValue = 0.2
            unfilled.beginTime = CACurrentMediaTime() + 1
            let other = CALayer()
            other.add(unfilled, forKey: "later")
            XCTAssertEqual(Self.shown(other, "opacity"), 1, "without a fill, the model before it begins")
            UIApplication.shared.advance(by: 1.5)
            XCTAssertEqual(Self.shown(layer, "opacity"), 0.4, accuracy: 1e-6)
            XCTAssertEqual(Self.shown(other, "opacity"), 0.1, accuracy: 1e-6)
            pump()
            XCTAssertNil(layer.animationKeys())
        }
    }

    func testRepeatsAndAutoreverse() {
        onMain {
            let layer = CALayer()
            let pulse = Self.fade("pulse")
            pulse.autoreverses = true
            pulse.repeatCount = 2
            layer.add(pulse, forKey: "pulse")
            var samples: [CGFloat] = []
            for _ in 0..<7 {
                UIApplication.shared.advance(by: 0.5)
                samples.append(Self.shown(layer, "opacity"))
            }
            let expected: [CGFloat] = [0.5, 0, 0.5, 1, 0.5, 0, 0.5]
            for (sample, value) in zip(samples, expected) { XCTAssertEqual(sample, value, accuracy: 1e-6) }
            XCTAssertNotNil(layer.animation(forKey: "pulse"), "two round trips: 4 s")
            UIApplication.shared.advance(by: 0.51)
            XCTAssertNil(layer.animation(forKey: "pulse"))

            let forever = Self.fade("forever")
            forever.repeatCount = .infinity
            layer.add(forever, forKey: "forever")
            pump()
            XCTAssertNotNil(layer.animation(forKey: "forever"), "runUntilIdle leaves a repeating animation")
            layer.removeAllAnimations()
        }
    }

    func testAZeroDurationTakesTheTransactionsDuration() {
        onMain {
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            layer.add(fade, forKey: "fade")
            XCTAssertEqual(layer.animation(forKey: "fade")?.duration, 0.25)
            XCTAssertEqual(layer.animation(forKey: "fade")?.beginTime, CACurrentMediaTime(), "begins now")
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            XCTAssertEqual(CATransaction.animationDuration(), 2)
            layer.add(fade, forKey: "slow")
            CATransaction.commit()
            XCTAssertEqual(layer.animation(forKey: "slow")?.duration, 2)
            XCTAssertEqual(CATransaction.animationDuration(), 0.25)
            layer.removeAllAnimations()
        }
    }

    func testKeyframesWithKeyTimesDiscreteAndPaced() {
        onMain {
            let layer = CALayer()
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            shake.values = [0, 100, 0]
            shake.keyTimes = [0, 0.25, 1]
            shake.duration = 1
            layer.add(shake, forKey: "shake")
            UIApplication.shared.advance(by: 0.125)
            XCTAssertEqual(Self.shown(layer, "position.x"), 50, accuracy: 1e-6)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(Self.shown(layer, "position.x"), 50, accuracy: 1e-6, "half way back at 0.625")
            layer.removeAllAnimations()

            let steps = CAKeyframeAnimation(keyPath: "opacity")
            steps.values = [0.2, 0.6, 1.0, 0.4]
            steps.calculationMode = .discrete
            steps.duration = 1
            layer.add(steps, forKey: "steps")
            UIApplication.shared.advance(by: 0.3)
            XCTAssertEqual(Self.shown(layer, "opacity"), 0.6, accuracy: 1e-6, "held, not blended")
            layer.removeAllAnimations()

            let paced = CAKeyframeAnimation(keyPath: "position.x")
            paced.values = [0, 10, 100]
            paced.keyTimes = [0, 0.5, 1]
            paced.calculationMode = .paced
            paced.duration = 1
            layer.add(paced, forKey: "paced")
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(Self.shown(layer, "position.x"), 50, accuracy: 1e-6, "even speed: key times ignored")
            layer.removeAllAnimations()
        }
    }

    func testAKeyframePathMovesAtAnEvenPaceAndTurnsTheLayer() {
        onMain {
            let layer = CALayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let follow = CAKeyframeAnimation(keyPath: "position")
            follow.path = path
            follow.rotationMode = .rotateAuto
            follow.duration = 2
            layer.add(follow, forKey: "follow")
            UIApplication.shared.advance(by: 1.5)
            let shown = layer.presentation()
            XCTAssertEqual(shown?.position.x ?? -1, 100, accuracy: 1e-6)
            XCTAssertEqual(shown?.position.y ?? -1, 50, accuracy: 1e-6, "three quarters of the length")
            let angle = atan2(shown?.transform.m12 ?? 0, shown?.transform.m11 ?? 1)
            XCTAssertEqual(angle, .pi / 2, accuracy: 1e-6, "facing down the second leg")
            layer.removeAllAnimations()
        }
    }

    func testASpringOvershootsAndSettles() {
        onMain {
            let layer = CALayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.damping = 5
            spring.duration = spring.settlingDuration
            XCTAssertEqual(
                spring.settlingDuration,
                SpringSystem(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0).settlingDuration)
            layer.add(spring, forKey: "spring")
            var furthest: CGFloat = 0
            for _ in 0..<60 {
                UIApplication.shared.advance(by: 1.0 / 60)
                furthest = max(furthest, Self.shown(layer, "position.x"))
            }
            XCTAssertGreaterThan(furthest, 100, "past the end value")
            XCTAssertNotNil(layer.animation(forKey: "spring"))
            pump()
            XCTAssertNil(layer.animation(forKey: "spring"))
            let described = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
            XCTAssertEqual(described.perceptualDuration, 0.5, accuracy: 1e-9)
            XCTAssertEqual(described.bounce, 0.3, accuracy: 1e-9)
        }
    }

    func testAGroupRunsItsChildrenInItsTimeAndCutsThemOff() {
        onMain {
            let layer = CALayer()
            let log = EventLog()
            let listener = AnimationListener(log)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 2
            let fade = Self.fade("child")
            fade.beginTime = 0.5
            fade.duration = 0.5
            fade.delegate = listener
            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 1
            group.delegate = listener
            group.setValue("group", forKey: "name")
            layer.add(group, forKey: "group")
            UIApplication.shared.advance(by: 0.75)
            XCTAssertEqual(Self.shown(layer, "position.x"), 37.5, accuracy: 1e-6, "not stretched to the group")
            XCTAssertEqual(Self.shown(layer, "opacity"), 0.5, accuracy: 1e-6, "begins half a second into the group")
            UIApplication.shared.advance(by: 0.26)
            XCTAssertEqual(Self.shown(layer, "position.x"), 0, "cut off with the group")
            XCTAssertEqual(log.lines, ["start group", "stop group true"], "only the group's delegate hears")
        }
    }

    func testATransitionBringsTheNewContentIn() {
        onMain {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            let fade = CATransition()
            fade.duration = 1
            layer.add(fade, forKey: kCATransition)
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(Self.shown(layer, "opacity"), 0.25, accuracy: 1e-6)
            layer.removeAllAnimations()

            let push = CATransition()
            push.type = .push
            push.subtype = .fromLeft
            push.duration = 1
            layer.add(push, forKey: kCATransition)
            UIApplication.shared.advance(by: 0.25)
            XCTAssertEqual(
                layer.presentation()?.transform.m41 ?? 0, -150, accuracy: 1e-6, "three quarters to go, from the left")
            pump()
            XCTAssertTrue(CATransform3DIsIdentity(layer.presentation()?.transform ?? CATransform3DIdentity))
        }
    }

    func testTransformKeyPathsKeepTheOtherParts() {
        onMain {
            let layer = CALayer()
            layer.transform = CATransform3DMakeScale(2, 2, 1)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            UIApplication.shared.advance(by: 0.5)
            let shown = layer.presentation()?.transform ?? CATransform3DIdentity
            XCTAssertEqual(shown.m11, 0, accuracy: 1e-6)
            XCTAssertEqual(shown.m12, 2, accuracy: 1e-6, "a quarter turn at scale 2")
            XCTAssertEqual(Self.shown(layer, "transform.scale"), 2, accuracy: 1e-6)
            layer.removeAllAnimations()
        }
    }

    func testCoreAnimationAndViewAnimationsShareOneClockAndTransaction() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let layer = CALayer()
            let log = EventLog()
            let listener = AnimationListener(log)
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("transaction") }
            let long = Self.fade("long", duration: 1)
            long.delegate = listener
            layer.add(long, forKey: "long")
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }) { _ in log.append("view") }
            let short = Self.fade("short", duration: 0.25)
            short.delegate = listener
            layer.add(short, forKey: "short")
            CATransaction.commit()
            pump()
            XCTAssertEqual(
                log.lines, ["start long", "start short", "stop short true", "view", "stop long true", "transaction"])
        }
    }

    func testTimingFunctionsAreCoreAnimationsCurves() {
        onMain {
            var point: [Float] = [0, 0]
            CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
            XCTAssertEqual(point, [0.42, 0])
            CAMediaTimingFunction(name: .default).getControlPoint(at: 2, values: &point)
            XCTAssertEqual(point, [0.25, 1])
            let easeOut = CAMediaTimingFunction(name: .easeOut)
            XCTAssertEqual(easeOut.evaluate(0.5), AnimationTiming.easeOut.progress(0.5), accuracy: 1e-6)
            XCTAssertEqual(CAMediaTimingFunction(name: .linear).evaluate(0.3), 0.3, accuracy: 1e-6)
            XCTAssertEqual(easeOut, CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
        }
    }

    func testViewAnimationsAreDescribedAsBasicAnimations() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 0.5) { view.alpha = 0.25 }
            let described = view.layer.animation(forKey: "opacity") as? CABasicAnimation
            XCTAssertEqual(described?.keyPath, "opacity")
            XCTAssertEqual(described?.duration, 0.5)
            XCTAssertEqual(described?.toValue as? CGFloat, 0.25)
            pump()
        }
    }

    func testAShapeLayersStrokeIsCutAlongItsLength() {
        onMain {
            let shape = CAShapeLayer()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
            shape.path = path
            XCTAssertTrue(shape.strokedPath === path, "the whole path when nothing is cut")
            shape.strokeStart = 0.25
            shape.strokeEnd = 0.625
            let cut = shape.strokedPath?.elements.flatMap(\.points) ?? []
            XCTAssertEqual(cut.first, CGPoint(x: 100, y: 0), "a quarter of 400 points in")
            XCTAssertEqual(cut.last, CGPoint(x: 50, y: 100))
            shape.strokeEnd = 0.25
            XCTAssertNil(shape.strokedPath, "nothing between equal ends")
            let copy = CAShapeLayer(layer: shape)
            XCTAssertEqual(copy.strokeStart, 0.25)
            XCTAssertTrue(copy.path === path)
        }
    }
}
