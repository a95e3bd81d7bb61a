import TestSupport
import XCTest

@_spi(Tooling) @testable import OpenUIKit

/// Traces the value events of `control` as `Name.valueChanged`, `Name.primaryActionTriggered`,
/// and the touch-up it ends with, so a trace shows what each touch sent, in order.
@MainActor
private func traceValueEvents(of control: UIControl, as name: String) {
    LifecycleTrace.name(control, name)
    let events: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("touchUpInside", .touchUpInside),
        ("touchUpOutside", .touchUpOutside),
    ]
    for (label, event) in events {
        control.addAction(
            UIAction(title: label) { action in
                LifecycleTrace.record(action.sender as AnyObject, label)
            }, for: event)
    }
}

/// UISwitch and UIStepper: their fixed sizes, and their values following real touches.
final class SwitchAndStepperTests: UIKitTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { SystemDesign.requiresCompatibility = false }
        super.tearDown()
    }

    // MARK: UISwitch

    /// A switch is 63 × 28 (iOS 26) whatever frame it is given, made or set later, and that is
    /// also what it fits; constraints align 61 × 28 of it (2 points on its right are outside its
    /// alignment rectangle). An app in the previous design gets 51 × 31, of which 49 × 31 align.
    func testSwitchKeepsItsOwnSize() {
        onMain {
            let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
            XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 20, width: 63, height: 28))
            toggle.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
            XCTAssertEqual(toggle.frame, CGRect(x: 5, y: 6, width: 63, height: 28))
            XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 61, height: 28))
            XCTAssertEqual(toggle.alignmentRectInsets, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
            XCTAssertEqual(toggle.sizeThatFits(CGSize(width: 500, height: 500)), CGSize(width: 63, height: 28))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(toggle.style, .sliding)

            SystemDesign.requiresCompatibility = true
            XCTAssertEqual(UISwitch().frame.size, CGSize(width: 51, height: 31))
            XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 49, height: 31))
            XCTAssertEqual(toggle.alignmentRectInsets, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        }
    }

    /// Pinned 20 points from its superview's trailing edge, an iOS 26 switch's frame reaches 2
    /// points further, as Xcode 26 places it.
    func testSwitchAlignsInsideItsFrame() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 200))
            let toggle = UISwitch()
            toggle.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(toggle)
            NSLayoutConstraint.activate([
                window.trailingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 10),
                toggle.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(toggle.frame, CGRect(x: 343, y: 30, width: 63, height: 28))
        }
    }

    /// A tap flips the switch and sends `.valueChanged` (with `.primaryActionTriggered`) before
    /// `.touchUpInside`; a second tap flips it back.
    func testTapTogglesTheSwitch() {
        onMain {
            let (window, root) = eventWindow()
            let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            root.addSubview(toggle)
            traceValueEvents(of: toggle, as: "Sw")
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 120, y: 110), in: window)
            XCTAssertFalse(toggle.isOn, "a switch flips when the finger lifts")
            input.touchUp()
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(
                trace("Sw"), ["Sw.touchDown", "Sw.valueChanged", "Sw.primaryActionTriggered", "Sw.touchUpInside"])

            LifecycleTrace.clear()
            input.touchDown(at: CGPoint(x: 150, y: 120), in: window)
            input.touchUp()
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(
                trace("Sw"), ["Sw.touchDown", "Sw.valueChanged", "Sw.primaryActionTriggered", "Sw.touchUpInside"])
        }
    }

    /// A finger that leaves (beyond UIKit's 70-point margin) before lifting leaves the switch as
    /// it was; setting it in code sends nothing.
    func testSwitchStaysWhenTheFingerLiftsOutsideOrCodeSetsIt() {
        onMain {
            let (window, root) = eventWindow()
            let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            root.addSubview(toggle)
            traceValueEvents(of: toggle, as: "Sw")
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 120, y: 110), in: window)
            input.touchMoved(to: CGPoint(x: 300, y: 300))
            input.touchUp(at: CGPoint(x: 300, y: 300))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(trace("Sw"), ["Sw.touchDown", "Sw.touchUpOutside"])

            LifecycleTrace.clear()
            toggle.setOn(true, animated: true)
            XCTAssertTrue(toggle.isOn)
            toggle.isOn = false
            XCTAssertEqual(trace("Sw"), [])
        }
    }

    /// A switch and a stepper, like a button, keep a single tap from a tap recognizer on their
    /// superview.
    func testSwitchAndStepperKeepSingleTapsFromTheSuperviewsRecognizer() {
        onMain {
            let (window, root) = eventWindow()
            let log = GestureLog()
            root.addGestureRecognizer(log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Tap"))
            let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            let stepper = UIStepper(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
            root.addSubview(toggle)
            root.addSubview(stepper)
            traceValueEvents(of: toggle, as: "Sw")
            traceValueEvents(of: stepper, as: "St")
            tap(CGPoint(x: 120, y: 110), in: window)
            elapse(1)
            tap(CGPoint(x: 180, y: 216), in: window)
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(stepper.value, 1)
            XCTAssertEqual(
                trace("Sw", "St", "Tap"),
                [
                    "Sw.touchDown", "Sw.valueChanged", "Sw.primaryActionTriggered", "Sw.touchUpInside",
                    "St.valueChanged", "St.primaryActionTriggered", "St.touchDown", "St.touchUpInside",
                ])
        }
    }

    // MARK: UIStepper

    func testStepperKeepsItsOwnSizeAndUIKitsDefaults() {
        onMain {
            let stepper = UIStepper(frame: CGRect(x: 1, y: 2, width: 300, height: 300))
            XCTAssertEqual(stepper.frame, CGRect(x: 1, y: 2, width: 94, height: 32))
            stepper.frame = CGRect(x: 3, y: 4, width: 10, height: 10)
            XCTAssertEqual(stepper.frame, CGRect(x: 3, y: 4, width: 94, height: 32))
            XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
            XCTAssertEqual(stepper.sizeThatFits(.zero), CGSize(width: 94, height: 32))
            XCTAssertEqual(
                [stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue], [0, 0, 100, 1])
            XCTAssertTrue(stepper.isContinuous)
            XCTAssertTrue(stepper.autorepeat)
            XCTAssertFalse(stepper.wraps)
        }
    }

    /// `value` is clamped to the range, and moving an end moves a value outside it; a range that
    /// would be empty or a step that is not positive is refused with UIKit's exception name.
    func testStepperRangeAndStepRules() {
        onMain {
            let stepper = UIStepper()
            stepper.value = 250
            XCTAssertEqual(stepper.value, 100)
            stepper.value = -3
            XCTAssertEqual(stepper.value, 0)
            stepper.value = 40
            stepper.maximumValue = 30
            XCTAssertEqual(stepper.value, 30)
            stepper.minimumValue = 35
            XCTAssertEqual(stepper.minimumValue, 0, "refused: not below the maximum")
            stepper.maximumValue = -1
            XCTAssertEqual(stepper.maximumValue, 30, "refused: not above the minimum")
            stepper.stepValue = 0
            XCTAssertEqual(stepper.stepValue, 1, "refused: not positive")
            XCTAssertEqual(
                Reported.diagnostics.map(\.name), Array(repeating: UIKitDiagnostic.invalidArgument, count: 3))
            stepper.value = 10
            stepper.minimumValue = 20
            XCTAssertEqual(stepper.value, 20)
        }
    }

    /// The right half adds a step, the left half takes one away, each sending `.valueChanged`
    /// at once; at an end without `wraps` that half does nothing and sends nothing, and a step
    /// past the end stops at it.
    func testStepperHalvesStepOnTouchDown() {
        onMain {
            let (window, root) = eventWindow()
            let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            stepper.maximumValue = 10
            stepper.stepValue = 4
            root.addSubview(stepper)
            traceValueEvents(of: stepper, as: "St")
            let input = UIEventInjector.shared
            let plus = CGPoint(x: 180, y: 116), minus = CGPoint(x: 110, y: 116)

            input.touchDown(at: plus, in: window)
            XCTAssertEqual(stepper.value, 4, "a step as the finger lands")
            input.touchUp()
            XCTAssertEqual(
                trace("St"), ["St.valueChanged", "St.primaryActionTriggered", "St.touchDown", "St.touchUpInside"])

            for _ in 0..<2 {
                input.touchDown(at: plus, in: window)
                input.touchUp()
            }
            XCTAssertEqual(stepper.value, 10, "8 + 4 stops at the maximum")

            LifecycleTrace.clear()
            input.touchDown(at: plus, in: window)
            input.touchUp()
            XCTAssertEqual(stepper.value, 10)
            XCTAssertEqual(
                trace("St"), ["St.touchDown", "St.touchUpInside"], "the plus half is disabled at the maximum")

            input.touchDown(at: minus, in: window)
            input.touchUp()
            XCTAssertEqual(stepper.value, 6)
        }
    }

    /// With `wraps`, stepping past an end lands on the other end.
    func testWrappingStepper() {
        onMain {
            let (window, root) = eventWindow()
            let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            stepper.minimumValue = 1
            stepper.maximumValue = 5
            stepper.stepValue = 3
            stepper.wraps = true
            root.addSubview(stepper)
            let input = UIEventInjector.shared
            var values: [Double] = []
            for point in [
                CGPoint(x: 180, y: 116), CGPoint(x: 180, y: 116), CGPoint(x: 110, y: 116), CGPoint(x: 110, y: 116),
            ] {
                input.touchDown(at: point, in: window)
                input.touchUp()
                values.append(stepper.value)
            }
            XCTAssertEqual(values, [4, 1, 5, 2])
        }
    }

    /// Held, a half steps again after half a second and then every tenth of a second, as the
    /// clock moves; `runUntilIdle()` does not run a held finger on. Lifting stops it.
    func testHeldStepperRepeatsOnTheClock() {
        onMain {
            let (window, root) = eventWindow()
            let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            root.addSubview(stepper)
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 180, y: 116), in: window)
            XCTAssertEqual(stepper.value, 1)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(stepper.value, 1)
            UIApplication.shared.advance(by: 0.45)
            XCTAssertEqual(stepper.value, 1)
            UIApplication.shared.advance(by: 0.1)
            XCTAssertEqual(stepper.value, 2)
            UIApplication.shared.advance(by: 0.3)
            XCTAssertEqual(stepper.value, 5)
            input.touchUp()
            UIApplication.shared.advance(by: 1)
            XCTAssertEqual(stepper.value, 5)

            stepper.autorepeat = false
            input.touchDown(at: CGPoint(x: 180, y: 116), in: window)
            UIApplication.shared.advance(by: 1)
            input.touchUp()
            XCTAssertEqual(stepper.value, 6)
        }
    }

    /// Not continuous: the value moves while the finger is down, and one `.valueChanged` is sent
    /// when it lifts (none when nothing changed).
    func testNonContinuousStepperSendsOnceWhenTheFingerLifts() {
        onMain {
            let (window, root) = eventWindow()
            let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            stepper.isContinuous = false
            root.addSubview(stepper)
            traceValueEvents(of: stepper, as: "St")
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 180, y: 116), in: window)
            UIApplication.shared.advance(by: 0.75)
            XCTAssertEqual(stepper.value, 4)
            XCTAssertEqual(trace("St"), ["St.touchDown"])
            input.touchUp()
            XCTAssertEqual(
                trace("St"), ["St.touchDown", "St.valueChanged", "St.primaryActionTriggered", "St.touchUpInside"])

            LifecycleTrace.clear()
            stepper.value = 0
            input.touchDown(at: CGPoint(x: 110, y: 116), in: window)
            input.touchUp()
            XCTAssertEqual(trace("St"), ["St.touchDown", "St.touchUpInside"])
        }
    }

    // MARK: UISearchBar

    /// A search bar takes the width it is given and the system's height: 64 in iOS 26's design,
    /// 56 in the previous one, where the minimal style is 51 (as Xcode 13 saves it) with its
    /// field centred.
    func testSearchBarHeight() {
        onMain {
            let bar = UISearchBar()
            XCTAssertEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 64))
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 10)), CGSize(width: 320, height: 64))
            bar.searchBarStyle = .minimal
            XCTAssertEqual(bar.intrinsicContentSize.height, 64)
            SystemDesign.requiresCompatibility = true
            XCTAssertEqual(bar.intrinsicContentSize.height, 51)
            bar.frame = CGRect(x: 0, y: 0, width: 320, height: 51)
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 7.5, width: 304, height: 36))
            bar.searchBarStyle = .prominent
            XCTAssertEqual(bar.intrinsicContentSize.height, 56)
        }
    }
}
