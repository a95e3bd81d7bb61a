import TestSupport
import XCTest

@testable import OpenUIKit

/// Traces each touch event a control sends as `Name.touchDown`, … (one UIAction an event, so a
/// trace shows which events each touch produced, in UIKit's order).
@MainActor
private func traceEvents(of control: UIControl, as name: String) {
    LifecycleTrace.name(control, name)
    let events: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("primaryActionTriggered", .primaryActionTriggered), ("valueChanged", .valueChanged),
    ]
    for (label, event) in events {
        control.addAction(
            UIAction(title: label) { action in
                LifecycleTrace.record(action.sender as AnyObject, label)
            }, for: event)
    }
}

/// A window showing `control`, whose events are traced as `Ctl.…`.
@MainActor
private func showTraced(_ control: UIControl) -> UIWindow {
    let (window, root) = eventWindow()
    root.addSubview(control)
    traceEvents(of: control, as: "Ctl")
    return window
}

/// A control that traces its tracking calls and may refuse to track.
@MainActor
private final class TrackingControl: UIControl {
    var tracks = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        LifecycleTrace.record(self, "beginTracking")
        return tracks
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        LifecycleTrace.record(self, "continueTracking")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        LifecycleTrace.record(self, "endTracking")
    }
    override func cancelTracking(with event: UIEvent?) {
        LifecycleTrace.record(self, "cancelTracking")
    }
}

/// UIControl following real touches: highlighting, tracking and the touch events, UIKit's margin
/// around the bounds, and target-action with the event.
final class ControlTrackingTests: UIKitTestCase {
    private static let controlFrame = CGRect(x: 100, y: 100, width: 100, height: 50)

    func testTapInside() {
        onMain {
            let control = UIControl(frame: Self.controlFrame)
            let window = showTraced(control)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 150, y: 125), in: window)
            XCTAssertTrue(control.isHighlighted)
            XCTAssertTrue(control.isTracking)
            XCTAssertTrue(control.isTouchInside)
            XCTAssertEqual(control.state, .highlighted)
            input.touchUp()
            XCTAssertFalse(control.isHighlighted)
            XCTAssertFalse(control.isTracking)
            XCTAssertFalse(control.isTouchInside)
            XCTAssertEqual(trace("Ctl"), ["Ctl.touchDown", "Ctl.touchUpInside"])
        }
    }

    /// Inside reaches 70 points past the bounds; crossing that line is an exit or an entry.
    func testDragOutAndBackIn() {
        onMain {
            let control = UIControl(frame: Self.controlFrame)
            let window = showTraced(control)
            let input = UIEventInjector.shared
            var states: [String] = []
            @MainActor func note() {
                states.append("\(control.isTouchInside ? "in" : "out") \(control.isHighlighted ? "lit" : "dark")")
            }
            input.touchDown(at: CGPoint(x: 150, y: 125), in: window)
            elapse(0.02)
            input.touchMoved(to: CGPoint(x: 260, y: 125))  // 60 past the right edge
            note()
            elapse(0.02)
            input.touchMoved(to: CGPoint(x: 275, y: 125))  // 75 past
            note()
            elapse(0.02)
            input.touchMoved(to: CGPoint(x: 280, y: 125))
            note()
            elapse(0.02)
            input.touchMoved(to: CGPoint(x: 150, y: 190))  // 40 below
            note()
            input.touchUp()
            XCTAssertEqual(states, ["in lit", "out dark", "out dark", "in lit"])
            XCTAssertEqual(
                trace("Ctl"),
                [
                    "Ctl.touchDown", "Ctl.touchDragInside",
                    "Ctl.touchDragOutside", "Ctl.touchDragExit",
                    "Ctl.touchDragOutside",
                    "Ctl.touchDragInside", "Ctl.touchDragEnter",
                    "Ctl.touchUpInside",
                ])
        }
    }

    func testReleaseOutside() {
        onMain {
            let control = UIControl(frame: Self.controlFrame)
            let window = showTraced(control)
            drag([CGPoint(x: 150, y: 125), CGPoint(x: 150, y: 400)], in: window)
            XCTAssertEqual(
                trace("Ctl"), ["Ctl.touchDown", "Ctl.touchDragOutside", "Ctl.touchDragExit", "Ctl.touchUpOutside"])
        }
    }

    /// A quick second tap adds `touchDownRepeat`; a cancelled touch sends `touchCancel`.
    func testRepeatAndCancel() {
        onMain {
            let control = UIControl(frame: Self.controlFrame)
            let window = showTraced(control)
            tap(CGPoint(x: 150, y: 125), in: window)
            elapse(0.1)
            tap(CGPoint(x: 152, y: 126), in: window)
            elapse(1)
            UIEventInjector.shared.touchDown(at: CGPoint(x: 150, y: 125), in: window)
            UIEventInjector.shared.touchCancelled()
            XCTAssertFalse(control.isHighlighted)
            XCTAssertEqual(
                trace("Ctl"),
                [
                    "Ctl.touchDown", "Ctl.touchUpInside",
                    "Ctl.touchDown", "Ctl.touchDownRepeat", "Ctl.touchUpInside",
                    "Ctl.touchDown", "Ctl.touchCancel",
                ])
        }
    }

    /// The subclass hooks come before the events they lead to; refusing to track keeps the
    /// highlight but sends nothing.
    func testTrackingHooks() {
        onMain {
            let control = TrackingControl(frame: Self.controlFrame)
            let window = showTraced(control)
            drag([CGPoint(x: 150, y: 125), CGPoint(x: 160, y: 125)], in: window)
            XCTAssertEqual(
                trace("Ctl"),
                [
                    "Ctl.beginTracking", "Ctl.touchDown", "Ctl.continueTracking", "Ctl.touchDragInside",
                    "Ctl.endTracking", "Ctl.touchUpInside",
                ])
            LifecycleTrace.clear()
            control.tracks = false
            elapse(1)
            UIEventInjector.shared.touchDown(at: CGPoint(x: 150, y: 125), in: window)
            XCTAssertTrue(control.isHighlighted)
            XCTAssertFalse(control.isTracking)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(trace("Ctl"), ["Ctl.beginTracking"])
        }
    }

    /// Target-action from a touch: the control as sender, and the touches event for actions that
    /// take one. A button also sends `.primaryActionTriggered`.
    func testButtonTapSendsTargetActionsWithTheEvent() {
        onMain {
            let (window, root) = eventWindow()
            let button = UIButton(type: .system)
            button.frame = Self.controlFrame
            root.addSubview(button)
            traceEvents(of: button, as: "Button")
            let receiver = UIResponder()
            var received: [String] = []
            var events: [UIEvent?] = []
            receiver.registerAction("tapped:") { sender in received.append("tapped: \(sender is UIControl)") }
            button.addTarget(receiver, action: "tapped:", for: .touchUpInside)
            final class EventCatcher: UIControl {
                var onSend: ((UIEvent?) -> Void)?
                override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                    onSend?(event)
                    super.sendAction(action, to: target, for: event)
                }
            }
            tap(CGPoint(x: 150, y: 125), in: window)
            XCTAssertEqual(
                trace("Button"), ["Button.touchDown", "Button.touchUpInside", "Button.primaryActionTriggered"])
            XCTAssertEqual(received, ["tapped: true"])

            let catcher = EventCatcher(frame: CGRect(x: 100, y: 300, width: 100, height: 50))
            root.addSubview(catcher)
            catcher.addTarget(receiver, action: "tapped:", for: .touchUpInside)
            var touchedViews: [UIView?] = []
            catcher.onSend = { event in
                events.append(event)
                touchedViews.append(event?.allTouches?.first?.view)
            }
            elapse(1)
            tap(CGPoint(x: 150, y: 325), in: window)
            XCTAssertEqual(events.count, 1)
            XCTAssertEqual(events.first??.type, .touches)
            XCTAssertTrue(touchedViews.first! === catcher)
            catcher.sendActions(for: .touchUpInside)
            XCTAssertEqual(events.count, 2)
            XCTAssertNil(events.last!, "sendActions(for:) from code has no event")
            XCTAssertEqual(received, ["tapped: true", "tapped: true", "tapped: true"])
            catcher.onSend = nil  // it holds the views it saw, the catcher among them
        }
    }

    /// A disabled control sends nothing and passes its touches up the chain.
    func testDisabledControlPassesTouchesOn() {
        onMain {
            let (window, root) = eventWindow()
            let panel = TouchLogView("Panel", frame: root.bounds)
            root.addSubview(panel)
            let control = UIControl(frame: Self.controlFrame)
            panel.addSubview(control)
            traceEvents(of: control, as: "Ctl")
            control.isEnabled = false
            tap(CGPoint(x: 150, y: 125), in: window)
            XCTAssertFalse(control.isHighlighted)
            XCTAssertEqual(trace("Ctl", "Panel"), ["Panel.touchesBegan(1)", "Panel.touchesEnded(1)"])
            control.isEnabled = true
            elapse(1)
            tap(CGPoint(x: 150, y: 125), in: window)
            XCTAssertEqual(
                trace("Ctl", "Panel"),
                [
                    "Panel.touchesBegan(1)", "Panel.touchesEnded(1)", "Ctl.touchDown", "Ctl.touchUpInside",
                ], "an enabled control keeps its touches")
        }
    }

    /// UIKit's tap controls keep a single tap from a superview's tap recognizer; a plain control
    /// does not, and loses its touch to the recognizer.
    func testButtonsWinSingleTapsFromSuperviewRecognizers() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            let tapRecognizer = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Tap")
            root.addGestureRecognizer(tapRecognizer)
            let button = UIButton(type: .system)
            button.frame = Self.controlFrame
            root.addSubview(button)
            traceEvents(of: button, as: "Button")
            let plain = UIControl(frame: CGRect(x: 100, y: 300, width: 100, height: 50))
            root.addSubview(plain)
            traceEvents(of: plain, as: "Plain")

            tap(CGPoint(x: 150, y: 125), in: window)
            XCTAssertEqual(
                trace("Button", "Plain", "Tap"),
                ["Button.touchDown", "Button.touchUpInside", "Button.primaryActionTriggered"])
            LifecycleTrace.clear()
            elapse(1)
            tap(CGPoint(x: 150, y: 325), in: window)
            XCTAssertEqual(trace("Button", "Plain", "Tap"), ["Plain.touchDown", "Tap.ended", "Plain.touchCancel"])
            LifecycleTrace.clear()
            elapse(1)
            tap(CGPoint(x: 300, y: 600), in: window)
            XCTAssertEqual(trace("Button", "Plain", "Tap"), ["Tap.ended"])

            // A recognizer on the button itself comes first.
            LifecycleTrace.clear()
            let own = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Own")
            button.addGestureRecognizer(own)
            elapse(1)
            tap(CGPoint(x: 150, y: 125), in: window)
            XCTAssertEqual(
                trace("Button", "Plain", "Tap", "Own"), ["Button.touchDown", "Own.ended", "Button.touchCancel"])
        }
    }
}
