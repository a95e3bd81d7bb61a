import TestSupport
import XCTest

@testable import OpenUIKit

/// Touches from the injector through `UIApplication.sendEvent` and `UIWindow.sendEvent` to the
/// hit view and up the responder chain.
final class TouchDeliveryTests: UIKitTestCase {
    /// Leaf view, its superviews, the controller, the window: each passes on what it does not
    /// handle, one touch sequence from began to ended.
    func testTouchesTravelUpTheResponderChain() {
        onMain {
            let controller = EventLogController("VC")
            let root = TouchLogView("Root", frame: .zero)
            controller.view = root
            let window = TouchLogWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            LifecycleTrace.name(window, "W")
            window.rootViewController = controller
            window.makeKeyAndVisible()
            pump()
            let container = TouchLogView("C", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let leaf = TouchLogView("L", frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            root.addSubview(container)
            container.addSubview(leaf)
            LifecycleTrace.clear()

            tap(CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(
                trace("L", "C", "Root", "VC", "W"),
                [
                    "L.touchesBegan(1)", "C.touchesBegan(1)", "Root.touchesBegan(1)", "VC.touchesBegan(1)",
                    "W.touchesBegan(1)",
                    "L.touchesEnded(1)", "C.touchesEnded(1)", "Root.touchesEnded(1)", "VC.touchesEnded(1)",
                    "W.touchesEnded(1)",
                ])

            // A responder that handles the touches (does not call super) ends the journey.
            LifecycleTrace.clear()
            container.forwards = false
            elapse(1)
            tap(CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(
                trace("L", "C", "Root", "VC", "W"),
                [
                    "L.touchesBegan(1)", "C.touchesBegan(1)", "L.touchesEnded(1)", "C.touchesEnded(1)",
                ])
        }
    }

    /// What a touch and its event say at each phase.
    func testTouchAndEventProperties() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            root.addSubview(view)
            let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
            recognizer.cancelsTouchesInView = false
            root.addGestureRecognizer(recognizer)
            var lines: [String] = []
            view.onTouches = { method, touches, event in
                let touch = touches.first!
                let location = touch.location(in: view), previous = touch.previousLocation(in: view)
                let inWindow = touch.location(in: nil)
                lines.append(
                    "\(method) \(touch.phase) at \(location.x),\(location.y) from \(previous.x),\(previous.y) "
                        + "window \(inWindow.x),\(inWindow.y) taps \(touch.tapCount)")
                XCTAssertEqual(
                    touch.timestamp, UIApplication.shared.animationClock.now, "stamped by the animation clock")
                XCTAssertTrue(touch.view === view)
                XCTAssertTrue(touch.window === window)
                XCTAssertEqual(touch.gestureRecognizers?.count, 1)
                XCTAssertTrue(touch.gestureRecognizers?.first === recognizer)
                XCTAssertEqual(event?.type, .touches)
                XCTAssertEqual(event?.allTouches, [touch])
                XCTAssertEqual(event?.touches(for: view), [touch])
                XCTAssertEqual(event?.touches(for: root), [])
                XCTAssertEqual(event?.touches(for: window), [touch])
                XCTAssertEqual(event?.timestamp, touch.timestamp)
            }
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 110, y: 120), in: window)
            elapse(0.25)
            input.touchMoved(to: CGPoint(x: 130, y: 125))
            elapse(0.25)
            input.touchUp(at: CGPoint(x: 131, y: 126))
            XCTAssertEqual(
                lines,
                [
                    "touchesBegan began at 10.0,20.0 from 10.0,20.0 window 110.0,120.0 taps 1",
                    "touchesMoved moved at 30.0,25.0 from 10.0,20.0 window 130.0,125.0 taps 1",
                    "touchesEnded ended at 31.0,26.0 from 30.0,25.0 window 131.0,126.0 taps 1",
                ])
            XCTAssertNil(UIEvent(type: .motion).allTouches, "only a touches event has touches")
        }
    }

    /// A quick second touch near the first counts as a second tap; a later or farther one does not.
    func testTapCount() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: root.bounds)
            root.addSubview(view)
            var counts: [Int] = []
            view.onTouches = { method, touches, _ in
                if method == "touchesBegan" { counts.append(touches.first!.tapCount) }
            }
            tap(CGPoint(x: 100, y: 100), in: window)
            elapse(0.2)
            tap(CGPoint(x: 110, y: 100), in: window)
            elapse(0.2)
            tap(CGPoint(x: 100, y: 110), in: window)
            elapse(0.5)
            tap(CGPoint(x: 100, y: 100), in: window)
            elapse(0.1)
            tap(CGPoint(x: 300, y: 500), in: window)
            XCTAssertEqual(counts, [1, 2, 3, 1, 1])
        }
    }

    /// A touch stays with the view it began in wherever the finger goes.
    func testATouchKeepsItsView() {
        onMain {
            let (window, root) = eventWindow()
            let left = TouchLogView("Left", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = TouchLogView("Right", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            root.addSubview(left)
            root.addSubview(right)
            drag([CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 250, y: 50)], in: window)
            XCTAssertEqual(
                trace("Left", "Right"),
                [
                    "Left.touchesBegan(1)", "Left.touchesMoved(1)", "Left.touchesMoved(1)", "Left.touchesEnded(1)",
                ])
        }
    }

    /// Two fingers on two views are two sequences; two on one view reach it only if it takes
    /// multiple touches, and then together when they change together.
    func testMultipleTouches() {
        onMain {
            let (window, root) = eventWindow()
            let left = TouchLogView("Left", frame: CGRect(x: 0, y: 0, width: 150, height: 300))
            let right = TouchLogView("Right", frame: CGRect(x: 200, y: 0, width: 150, height: 300))
            left.forwards = false
            right.forwards = false
            root.addSubview(left)
            root.addSubview(right)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 50, y: 50), in: window, id: 1)
            input.touchDown(at: CGPoint(x: 250, y: 50), in: window, id: 2)
            input.touchMoved(to: CGPoint(x: 260, y: 60), id: 2)
            input.touchUp(id: 1)
            input.touchUp(id: 2)
            XCTAssertEqual(
                trace("Left", "Right"),
                [
                    "Left.touchesBegan(1)", "Right.touchesBegan(1)", "Right.touchesMoved(1)",
                    "Left.touchesEnded(1)", "Right.touchesEnded(1)",
                ])

            // A second finger on a view without multiple touch is not delivered to it.
            LifecycleTrace.clear()
            input.touchDown(at: CGPoint(x: 20, y: 20), in: window, id: 1)
            input.touchDown(at: CGPoint(x: 80, y: 80), in: window, id: 2)
            input.touchMoved(to: CGPoint(x: 90, y: 90), id: 2)
            input.touchUp(id: 2)
            input.touchUp(id: 1)
            XCTAssertEqual(trace("Left", "Right"), ["Left.touchesBegan(1)", "Left.touchesEnded(1)"])

            // With multiple touch, fingers that land together arrive together.
            LifecycleTrace.clear()
            left.isMultipleTouchEnabled = true
            var allTouches = 0
            left.onTouches = { _, _, event in allTouches = event?.allTouches?.count ?? 0 }
            input.send(
                [
                    .init(id: 1, phase: .began, location: CGPoint(x: 20, y: 20)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 80, y: 80)),
                ], in: window)
            input.touchMoved(to: CGPoint(x: 90, y: 90), id: 2)
            XCTAssertEqual(allTouches, 2, "the event lists the finger that did not move too")
            input.send([
                .init(id: 1, phase: .ended, location: CGPoint(x: 20, y: 20)),
                .init(id: 2, phase: .ended, location: CGPoint(x: 90, y: 90)),
            ])
            XCTAssertEqual(
                trace("Left", "Right"), ["Left.touchesBegan(2)", "Left.touchesMoved(1)", "Left.touchesEnded(2)"])
        }
    }

    /// An exclusive-touch view takes no touch while another view has one, and keeps other views
    /// from getting touches while it has one.
    func testExclusiveTouch() {
        onMain {
            let (window, root) = eventWindow()
            let exclusive = TouchLogView("Exclusive", frame: CGRect(x: 0, y: 0, width: 150, height: 300))
            let other = TouchLogView("Other", frame: CGRect(x: 200, y: 0, width: 150, height: 300))
            exclusive.isExclusiveTouch = true
            root.addSubview(exclusive)
            root.addSubview(other)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 50, y: 50), in: window, id: 1)
            input.touchDown(at: CGPoint(x: 250, y: 50), in: window, id: 2)
            input.touchUp(id: 2)
            input.touchUp(id: 1)
            input.touchDown(at: CGPoint(x: 250, y: 50), in: window, id: 2)
            input.touchDown(at: CGPoint(x: 50, y: 50), in: window, id: 1)
            input.touchUp(id: 1)
            input.touchUp(id: 2)
            XCTAssertEqual(
                trace("Exclusive", "Other"),
                [
                    "Exclusive.touchesBegan(1)", "Exclusive.touchesEnded(1)",
                    "Other.touchesBegan(1)", "Other.touchesEnded(1)",
                ])
        }
    }

    /// A touch the system takes away is cancelled for its view; screen points find the
    /// frontmost window.
    func testCancelledTouchesAndScreenCoordinates() {
        onMain {
            let (window, root) = eventWindow()
            let view = TouchLogView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(view)
            let overlay = UIWindow(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
            let cover = TouchLogView("Cover", frame: overlay.bounds)
            overlay.addSubview(cover)
            overlay.windowLevel = .alert
            overlay.isHidden = false

            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 50, y: 50))
            input.touchCancelled()
            input.touchDown(at: CGPoint(x: 250, y: 250))
            input.touchMoved(to: CGPoint(x: 260, y: 260))
            input.touchUp()
            XCTAssertEqual(
                trace("V", "Cover"),
                [
                    "V.touchesBegan(1)", "V.touchesCancelled(1)",
                    "Cover.touchesBegan(1)", "Cover.touchesMoved(1)", "Cover.touchesEnded(1)",
                ])
            overlay.isHidden = true
            _ = window
        }
    }
}
