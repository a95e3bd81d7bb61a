import TestSupport
import XCTest

@testable import OpenUIKit

/// A delegate whose answers a test sets, and which traces the questions it is asked.
@MainActor
private final class RecognizerDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        LifecycleTrace.record("⟨shouldBegin \(LifecycleTrace.name(of: gestureRecognizer))⟩")
        return shouldBegin
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receives
    }
}

/// A view that refuses every recognizer that asks it (as UISlider refuses some).
@MainActor
private final class RefusingView: TouchLogView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Gesture recognizers on real touches: each kind recognizing and failing, and how they get
/// along with each other and with the views under them.
final class GestureRecognitionTests: UIKitTestCase {
    // MARK: Tap

    func testTapRecognizesAndCancelsTheViewsTouch() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            root.addSubview(view)
            let log = GestureLog()
            let tapRecognizer = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Tap")
            view.addGestureRecognizer(tapRecognizer)
            var seen: [String] = []
            log.registerAction("gesture:") { sender in
                let recognizer = sender as! UITapGestureRecognizer
                LifecycleTrace.record(recognizer, "\(recognizer.state)")
                let point = recognizer.location(in: view)
                seen.append("\(point.x),\(point.y) touches \(recognizer.numberOfTouches)")
            }
            tap(CGPoint(x: 120, y: 130), in: window)
            XCTAssertEqual(trace("V", "Tap"), ["V.touchesBegan(1)", "Tap.ended", "V.touchesCancelled(1)"])
            XCTAssertEqual(seen.first, "20.0,30.0 touches 1")
            XCTAssertEqual(tapRecognizer.state, .possible, "reset once the gesture is over")

            // Without cancelling, the view's touch ends normally after the recognizer.
            LifecycleTrace.clear()
            tapRecognizer.cancelsTouchesInView = false
            elapse(1)
            tap(CGPoint(x: 120, y: 130), in: window)
            XCTAssertEqual(trace("V", "Tap"), ["V.touchesBegan(1)", "Tap.ended", "V.touchesEnded(1)"])
        }
    }

    func testTapFailures() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: root.bounds)
            root.addSubview(view)
            let log = GestureLog()
            let tapRecognizer = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Tap")
            view.addGestureRecognizer(tapRecognizer)
            let input = UIEventInjector.shared

            drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 150)], in: window)  // moved 50
            elapse(1)
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(2)  // held too long
            XCTAssertEqual(tapRecognizer.state, .failed)
            input.touchUp()
            XCTAssertEqual(tapRecognizer.state, .possible)
            elapse(1)
            input.send(
                [
                    .init(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 150, y: 100)),
                ], in: window)
            input.send([
                .init(id: 1, phase: .ended, location: CGPoint(x: 100, y: 100)),
                .init(id: 2, phase: .ended, location: CGPoint(x: 150, y: 100)),
            ])  // two fingers
            XCTAssertEqual(trace("Tap"), [])
            XCTAssertEqual(trace("V").filter { $0.contains("Cancelled") }, [])

            // Two fingers are what a two-finger tap wants.
            tapRecognizer.numberOfTouchesRequired = 2
            elapse(1)
            input.send(
                [
                    .init(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 150, y: 100)),
                ], in: window)
            input.touchUp(id: 1)
            input.touchUp(id: 2)
            XCTAssertEqual(trace("Tap"), ["Tap.ended"])
        }
    }

    /// A double tap needs both taps close together in time.
    func testDoubleTap() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let double = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Double")
            double.numberOfTapsRequired = 2
            root.addGestureRecognizer(double)
            tap(CGPoint(x: 100, y: 100), in: window)
            elapse(0.2)
            tap(CGPoint(x: 105, y: 102), in: window)
            XCTAssertEqual(trace("Double"), ["Double.ended"])
            LifecycleTrace.clear()
            elapse(1)
            tap(CGPoint(x: 100, y: 100), in: window)
            elapse(0.4)
            XCTAssertEqual(double.state, .possible, "failed when the second tap did not come, then reset")
            tap(CGPoint(x: 100, y: 100), in: window)
            XCTAssertEqual(trace("Double"), [])
        }
    }

    /// require(toFail:): the single tap waits for the double tap to fail, and never recognizes
    /// when the double tap does.
    func testSingleTapWaitsForDoubleTapToFail() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: root.bounds)
            root.addSubview(view)
            let log = GestureLog()
            let single = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Single")
            let double = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Double")
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)

            tap(CGPoint(x: 100, y: 100), in: window)
            XCTAssertEqual(
                trace("V", "Single", "Double"), ["V.touchesBegan(1)"], "the single tap waits; the view's end is held")
            XCTAssertEqual(single.state, .possible)
            elapse(0.5)
            XCTAssertEqual(
                trace("V", "Single", "Double"), ["V.touchesBegan(1)", "Single.ended", "V.touchesCancelled(1)"])

            LifecycleTrace.clear()
            elapse(1)
            tap(CGPoint(x: 100, y: 100), in: window)
            elapse(0.1)
            tap(CGPoint(x: 100, y: 100), in: window)
            elapse(1)
            XCTAssertEqual(
                trace("V", "Single", "Double"),
                [
                    "V.touchesBegan(1)", "V.touchesBegan(1)", "Double.ended", "V.touchesCancelled(2)",
                ])
            XCTAssertEqual(single.state, .possible)
        }
    }

    // MARK: Pan

    func testPanTranslationAndVelocity() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(view)
            let log = GestureLog()
            let pan = log.watch(UIPanGestureRecognizer(target: nil, action: nil), as: "Pan")
            view.addGestureRecognizer(pan)
            var readings: [String] = []
            log.registerAction("gesture:") { sender in
                let pan = sender as! UIPanGestureRecognizer
                LifecycleTrace.record(pan, "\(pan.state)")
                let t = pan.translation(in: view), v = pan.velocity(in: view)
                readings.append("\(pan.state) \(t.x),\(t.y) v \(Int(v.x.rounded())),\(Int(v.y.rounded()))")
            }
            // Frames 1/32 s apart: exact in binary, so the velocities come out round.
            let frame = 1.0 / 32
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(frame)
            input.touchMoved(to: CGPoint(x: 105, y: 100))  // under the hysteresis
            XCTAssertEqual(pan.state, .possible)
            elapse(frame)
            input.touchMoved(to: CGPoint(x: 120, y: 100))
            elapse(frame)
            input.touchMoved(to: CGPoint(x: 130, y: 110))
            elapse(frame)
            input.touchUp()
            XCTAssertEqual(
                readings,
                [
                    "began 20.0,0.0 v 320,0",
                    "changed 30.0,10.0 v 320,107",
                    "ended 30.0,10.0 v 267,107",
                ], "velocity over the last tenth of a second")
            XCTAssertEqual(
                trace("V", "Pan"),
                [
                    "V.touchesBegan(1)", "V.touchesMoved(1)", "Pan.began", "V.touchesCancelled(1)", "Pan.changed",
                    "Pan.ended",
                ])
            XCTAssertEqual(
                pan.translation(in: view), CGPoint(x: 30, y: 10), "the last gesture's, until the next begins")

            // Lifting before moving far enough fails it; setTranslation restarts the count.
            LifecycleTrace.clear()
            drag([CGPoint(x: 100, y: 100), CGPoint(x: 104, y: 100)], in: window)
            XCTAssertEqual(trace("Pan"), [])
            readings = []
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(0.1)
            input.touchMoved(to: CGPoint(x: 150, y: 100))
            pan.setTranslation(.zero, in: view)
            elapse(0.1)
            input.touchMoved(to: CGPoint(x: 160, y: 120))
            input.touchUp()
            XCTAssertEqual(
                readings.map { $0.components(separatedBy: " v ")[0] },
                ["began 50.0,0.0", "changed 10.0,20.0", "ended 10.0,20.0"])
        }
    }

    /// Translation in another view's coordinates: that view's transform turns the vector.
    func testPanTranslationInATransformedView() {
        onMain {
            let (window, root) = eventWindow()
            let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
            root.addSubview(turned)
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            root.addGestureRecognizer(pan)
            drag([CGPoint(x: 50, y: 50), CGPoint(x: 80, y: 50)], in: window, lift: false)
            let inRoot = pan.translation(in: root), inTurned = pan.translation(in: turned)
            XCTAssertEqual(inRoot, CGPoint(x: 30, y: 0))
            XCTAssertEqual(inTurned.x, 0, accuracy: 1e-9)
            XCTAssertEqual(inTurned.y, -30, accuracy: 1e-9)
            UIEventInjector.shared.touchUp()
        }
    }

    // MARK: Swipe, long press, pinch, rotation, edge pan

    func testSwipe() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let swipe = log.watch(UISwipeGestureRecognizer(target: nil, action: nil), as: "Swipe")
            swipe.direction = [.left, .right]
            root.addGestureRecognizer(swipe)
            drag(
                [CGPoint(x: 200, y: 200), CGPoint(x: 170, y: 202), CGPoint(x: 140, y: 204), CGPoint(x: 120, y: 204)],
                in: window)
            XCTAssertEqual(
                trace("Swipe"), ["Swipe.ended"], "recognized as it crosses the distance, before the finger lifts")
            LifecycleTrace.clear()
            elapse(1)
            drag([CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 260)], in: window)  // down: not allowed
            elapse(1)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 200, y: 200), in: window)
            elapse(0.6)  // too slow
            input.touchMoved(to: CGPoint(x: 300, y: 200))
            input.touchUp()
            XCTAssertEqual(trace("Swipe"), [])
        }
    }

    func testLongPressOnTheAnimationClock() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let press = log.watch(UILongPressGestureRecognizer(target: nil, action: nil), as: "Press")
            root.addGestureRecognizer(press)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(0.3)
            input.touchMoved(to: CGPoint(x: 105, y: 105))  // within the allowable movement
            elapse(0.19)
            XCTAssertEqual(press.state, .possible)
            elapse(0.02)
            XCTAssertEqual(trace("Press"), ["Press.began"])
            input.touchMoved(to: CGPoint(x: 200, y: 200))  // anything goes once it began
            input.touchUp()
            XCTAssertEqual(trace("Press"), ["Press.began", "Press.changed", "Press.ended"])
            XCTAssertEqual(press.location(in: root), CGPoint(x: 200, y: 200))

            LifecycleTrace.clear()
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(0.2)
            input.touchMoved(to: CGPoint(x: 115, y: 100))  // too far, too soon
            elapse(1)
            input.touchUp()
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(0.4)
            input.touchUp()  // too short
            elapse(1)
            XCTAssertEqual(trace("Press"), [])

            // A tap first, then the press.
            press.numberOfTapsRequired = 1
            tap(CGPoint(x: 100, y: 100), in: window)
            elapse(0.1)
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(0.5)
            input.touchUp()
            XCTAssertEqual(trace("Press"), ["Press.began", "Press.ended"])
        }
    }

    func testPinch() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let pinch = log.watch(UIPinchGestureRecognizer(target: nil, action: nil), as: "Pinch")
            root.addGestureRecognizer(pinch)
            var readings: [String] = []
            log.registerAction("gesture:") { sender in
                let pinch = sender as! UIPinchGestureRecognizer
                LifecycleTrace.record(pinch, "\(pinch.state)")
                readings.append(
                    "\(pinch.state) \(String(format: "%.2f", Double(pinch.scale))) "
                        + "\(String(format: "%.2f", Double(pinch.velocity))) touches \(pinch.numberOfTouches)")
            }
            let frame = 1.0 / 32
            let input = UIEventInjector.shared
            input.send(
                [
                    .init(id: 1, phase: .began, location: CGPoint(x: 100, y: 300)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 200, y: 300)),
                ], in: window)
            elapse(frame)
            input.touchMoved(to: CGPoint(x: 205, y: 300), id: 2)  // under the hysteresis
            elapse(frame)
            input.send([
                .init(id: 1, phase: .moved, location: CGPoint(x: 75, y: 300)),
                .init(id: 2, phase: .moved, location: CGPoint(x: 225, y: 300)),
            ])
            elapse(frame)
            input.touchMoved(to: CGPoint(x: 275, y: 300), id: 2)
            input.touchUp(id: 2)
            input.touchUp(id: 1)
            XCTAssertEqual(
                readings,
                [
                    "began 1.50 8.00 touches 2",
                    "changed 2.00 10.67 touches 2",
                    "ended 2.00 10.67 touches 1",
                ])

            // Setting the scale measures from here; one finger is not a pinch.
            readings = []
            input.send(
                [
                    .init(id: 1, phase: .began, location: CGPoint(x: 100, y: 300)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 200, y: 300)),
                ], in: window)
            elapse(0.05)
            input.touchMoved(to: CGPoint(x: 300, y: 300), id: 2)
            pinch.scale = 1
            elapse(0.05)
            input.touchMoved(to: CGPoint(x: 200, y: 300), id: 2)
            input.touchUp(id: 1)
            input.touchUp(id: 2)
            XCTAssertEqual(
                readings.map { $0.components(separatedBy: " ")[0...1].joined(separator: " ") },
                ["began 2.00", "changed 0.50", "ended 0.50"])
            LifecycleTrace.clear()
            drag([CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], in: window)
            XCTAssertEqual(trace("Pinch"), [])
        }
    }

    func testRotation() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let rotation = log.watch(UIRotationGestureRecognizer(target: nil, action: nil), as: "Rotation")
            root.addGestureRecognizer(rotation)
            let input = UIEventInjector.shared
            input.send(
                [
                    .init(id: 1, phase: .began, location: CGPoint(x: 100, y: 300)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 200, y: 300)),
                ], in: window)
            elapse(0.1)
            input.touchMoved(to: CGPoint(x: 100, y: 400), id: 2)  // a quarter turn about finger 1
            XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-9)
            input.touchUp(id: 2)
            input.touchUp(id: 1)
            XCTAssertEqual(trace("Rotation"), ["Rotation.began", "Rotation.ended"])
        }
    }

    func testScreenEdgePan() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let edgePan = log.watch(UIScreenEdgePanGestureRecognizer(target: nil, action: nil), as: "Edge")
            edgePan.edges = .right
            root.addGestureRecognizer(edgePan)
            drag([CGPoint(x: 385, y: 300), CGPoint(x: 360, y: 300), CGPoint(x: 300, y: 305)], in: window)
            XCTAssertEqual(trace("Edge"), ["Edge.began", "Edge.changed", "Edge.ended"])
            LifecycleTrace.clear()
            elapse(1)
            drag([CGPoint(x: 300, y: 300), CGPoint(x: 200, y: 300)], in: window)  // not at the edge
            elapse(1)
            drag([CGPoint(x: 385, y: 300), CGPoint(x: 385, y: 360)], in: window)  // along the edge
            elapse(1)
            drag([CGPoint(x: 5, y: 300), CGPoint(x: 60, y: 300)], in: window)  // the other edge
            XCTAssertEqual(trace("Edge"), [])
        }
    }

    // MARK: Recognizers together

    /// A recognizer that begins makes the others on the same touches fail, unless a delegate
    /// lets them recognize simultaneously.
    func testExclusiveAndSimultaneousRecognition() {
        onMain {
            let (window, root) = eventWindow()
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(inner)
            let log = GestureLog()
            let innerPan = log.watch(UIPanGestureRecognizer(target: nil, action: nil), as: "Inner")
            let outerPan = log.watch(UIPanGestureRecognizer(target: nil, action: nil), as: "Outer")
            let tapRecognizer = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Tap")
            inner.addGestureRecognizer(innerPan)
            inner.addGestureRecognizer(tapRecognizer)
            root.addGestureRecognizer(outerPan)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(0.02)
            input.touchMoved(to: CGPoint(x: 120, y: 100))
            XCTAssertEqual(tapRecognizer.state, .failed, "the pan took the touch")
            XCTAssertEqual(outerPan.state, .failed)
            input.touchUp()
            XCTAssertEqual(trace("Inner", "Outer", "Tap"), ["Inner.began", "Inner.ended"])

            LifecycleTrace.clear()
            let delegate = RecognizerDelegate()
            delegate.simultaneous = true
            outerPan.delegate = delegate
            elapse(1)
            drag([CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 100), CGPoint(x: 130, y: 100)], in: window)
            XCTAssertEqual(
                trace("Inner", "Outer", "Tap"),
                [
                    "Inner.began", "⟨shouldBegin Outer⟩", "Outer.began",
                    "Inner.changed", "Outer.changed", "Inner.ended", "Outer.ended",
                ])
        }
    }

    /// The delegate can keep a touch from a recognizer or stop it beginning; so can the view
    /// the touch began in.
    func testDelegateAndViewVetoes() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let pan = log.watch(UIPanGestureRecognizer(target: nil, action: nil), as: "Pan")
            root.addGestureRecognizer(pan)
            let delegate = RecognizerDelegate()
            pan.delegate = delegate
            delegate.receives = false
            drag([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100)], in: window, lift: false)
            XCTAssertEqual(pan.state, .possible, "it never saw the touch")
            XCTAssertEqual(pan.numberOfTouches, 0)
            UIEventInjector.shared.touchUp()
            delegate.receives = true
            delegate.shouldBegin = false
            elapse(1)
            drag([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100)], in: window, lift: false)
            XCTAssertEqual(pan.state, .failed)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(trace("Pan"), ["⟨shouldBegin Pan⟩"])

            LifecycleTrace.clear()
            delegate.shouldBegin = true
            let refusing = RefusingView("Refusing", frame: CGRect(x: 0, y: 500, width: 390, height: 100))
            root.addSubview(refusing)
            elapse(1)
            drag([CGPoint(x: 100, y: 550), CGPoint(x: 150, y: 550)], in: window)
            XCTAssertEqual(
                trace("Pan", "Refusing"),
                [
                    "Refusing.touchesBegan(1)", "Refusing.touchesMoved(1)", "Refusing.touchesEnded(1)",
                ], "the view refused before the delegate was asked; the view kept its touch")
        }
    }

    /// `delaysTouchesBegan` keeps the view from hearing of a touch until the recognizer fails;
    /// if it recognizes, the view never hears of it.
    func testDelaysTouchesBegan() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: root.bounds)
            root.addSubview(view)
            let log = GestureLog()
            let pan = log.watch(UIPanGestureRecognizer(target: nil, action: nil), as: "Pan")
            pan.delaysTouchesBegan = true
            view.addGestureRecognizer(pan)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            elapse(0.02)
            input.touchMoved(to: CGPoint(x: 103, y: 100))
            XCTAssertEqual(trace("V", "Pan"), [])
            input.touchUp()
            XCTAssertEqual(
                trace("V", "Pan"), ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)"],
                "the pan failed: the view hears everything, late and in order")
            LifecycleTrace.clear()
            elapse(1)
            drag([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100)], in: window)
            XCTAssertEqual(trace("V", "Pan"), ["Pan.began", "Pan.ended"])
        }
    }

    /// Turning a recognizer off mid-gesture cancels it; misuse gets UIKit's message.
    func testDisablingCancelsAndMisuse() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let pan = log.watch(UIPanGestureRecognizer(target: nil, action: nil), as: "Pan")
            root.addGestureRecognizer(pan)
            drag([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100)], in: window, lift: false)
            XCTAssertEqual(pan.location(ofTouch: 0, in: root), CGPoint(x: 150, y: 100))
            XCTAssertEqual(pan.location(ofTouch: 1, in: root), .zero)
            assertReported(
                "NSRangeException", "-[UIPanGestureRecognizer locationOfTouch:inView:]: index (1) beyond bounds (1).")
            pan.isEnabled = false
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(trace("Pan"), ["Pan.began", "Pan.cancelled"])
            XCTAssertEqual(pan.state, .possible)
        }
    }
}
