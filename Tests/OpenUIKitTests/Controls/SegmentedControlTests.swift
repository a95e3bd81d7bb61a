import TestSupport
import XCTest

@testable import OpenUIKit

/// Traces what `control` sends as `Name.valueChanged`, `Name.primaryActionTriggered` and
/// `Name.touchUpInside`, each with the selected index, so a trace shows what a touch sent.
@MainActor
private func traceSegments(of control: UISegmentedControl, as name: String) {
    LifecycleTrace.name(control, name)
    let events: [(String, UIControl.Event)] = [
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
        ("touchUpInside", .touchUpInside),
    ]
    for (label, event) in events {
        control.addAction(
            UIAction(title: label) { action in
                guard let control = action.sender as? UISegmentedControl else { return }
                LifecycleTrace.record(control, "\(label)(\(control.selectedSegmentIndex))")
            }, for: event)
    }
}

/// UISegmentedControl headless: its segments, its selection, its sizes where no text is
/// measured, real taps through `UIEventInjector`, and what a storyboard says about it.
final class SegmentedControlTests: UIKitTestCase {
    /// Sizes here are the headless ones, whatever suite installed a text measurer before.
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            if !(TextMeasurement.measurer is HeadlessTextMeasurer) { TextMeasurement.measurer = HeadlessTextMeasurer() }
        }
    }

    // MARK: Segments

    func testItemsMakeSegmentsOfTitlesImagesAndActions() {
        onMain {
            let image = UIImage()
            let action = UIAction(title: "Act") { _ in }
            let control = UISegmentedControl(items: ["One", image, action])
            XCTAssertEqual(control.numberOfSegments, 3)
            XCTAssertEqual(control.titleForSegment(at: 0), "One")
            XCTAssertTrue(control.imageForSegment(at: 1) === image)
            XCTAssertNil(control.titleForSegment(at: 1))
            XCTAssertEqual(control.titleForSegment(at: 2), "Act")
            XCTAssertTrue(control.actionForSegment(at: 2) === action)
            XCTAssertEqual(control.segmentIndex(identifiedBy: action.identifier), 2)
            XCTAssertEqual(
                control.segmentIndex(identifiedBy: UIAction.Identifier("none")), UISegmentedControl.noSegment)
            XCTAssertEqual(
                control.selectedSegmentIndex, UISegmentedControl.noSegment, "none selected until a tap or code says")
            XCTAssertEqual(UISegmentedControl.noSegment, -1)
            XCTAssertNil(control.titleForSegment(at: 7), "past the end: nil, no trap")
        }
    }

    /// Inserting pins the index to the ends and moves the selection with its segment; removing
    /// the selected segment leaves none selected.
    func testInsertingAndRemovingKeepTheSelectionOnItsSegment() {
        onMain {
            let control = UISegmentedControl(items: ["A", "B"])
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Start", at: -5, animated: false)
            control.insertSegment(withTitle: "End", at: 99, animated: true)
            XCTAssertEqual(
                (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["Start", "A", "B", "End"])
            XCTAssertEqual(control.selectedSegmentIndex, 2, "B is still selected")
            control.insertSegment(with: UIImage(), at: 1, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, 3)
            control.removeSegment(at: 0, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, 2)
            control.removeSegment(at: 2, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            control.removeSegment(at: 40, animated: false)
            XCTAssertEqual(control.numberOfSegments, 3)
            control.selectedSegmentIndex = 0
            control.removeAllSegments()
            XCTAssertEqual(control.numberOfSegments, 0)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        }
    }

    /// A segment shows a title or an image: setting one drops the other. Per-segment state
    /// reads back, and an index past the end is ignored.
    func testPerSegmentSettings() {
        onMain {
            let control = UISegmentedControl(items: ["A", "B"])
            control.setImage(UIImage(), forSegmentAt: 0)
            XCTAssertNil(control.titleForSegment(at: 0))
            control.setTitle("Again", forSegmentAt: 0)
            XCTAssertNil(control.imageForSegment(at: 0))
            XCTAssertEqual(control.titleForSegment(at: 0), "Again")
            control.setEnabled(false, forSegmentAt: 1)
            XCTAssertFalse(control.isEnabledForSegment(at: 1))
            XCTAssertTrue(control.isEnabledForSegment(at: 0))
            control.setWidth(70, forSegmentAt: 1)
            XCTAssertEqual(control.widthForSegment(at: 1), 70)
            control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 0)
            XCTAssertEqual(control.contentOffsetForSegment(at: 0), CGSize(width: 2, height: -1))
            control.setTitle("Nowhere", forSegmentAt: 5)
            XCTAssertEqual(control.numberOfSegments, 2)
            let red: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.systemRed]
            control.setTitleTextAttributes(red, for: .selected)
            XCTAssertEqual(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .systemRed)
            XCTAssertNil(control.titleTextAttributes(for: .normal))
            XCTAssertEqual(control.resolvedTitleAttributes(for: .selected)[.foregroundColor] as? UIColor, .systemRed)
            XCTAssertEqual(control.resolvedTitleAttributes(for: .normal)[.foregroundColor] as? UIColor, .label)
        }
    }

    /// Setting the selection in code sends nothing; an index past the last segment is ignored.
    func testSelectingInCodeSendsNothing() {
        onMain {
            let control = UISegmentedControl(items: ["A", "B"])
            traceSegments(of: control, as: "Seg")
            control.selectedSegmentIndex = 1
            control.selectedSegmentIndex = 2
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            control.selectedSegmentIndex = UISegmentedControl.noSegment
            XCTAssertEqual(control.selectedSegmentIndex, -1)
            XCTAssertEqual(trace("Seg"), [])
        }
    }

    // MARK: Sizes

    /// 32 points tall; titles need a text measurer for a width, images do not: equal segments
    /// as wide as the widest content plus 8 points a side, or each its own with
    /// `apportionsSegmentWidthsByContent`. A segment given a width keeps it.
    func testIntrinsicSizeWithoutATextMeasurer() {
        onMain {
            let titled = UISegmentedControl(items: ["A", "B"])
            XCTAssertEqual(titled.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 32))
            XCTAssertEqual(titled.frame.size, CGSize(width: 0, height: 32), "init(items:) takes what it can measure")

            var wide = UIImage.Contents()
            wide.pixelSize = CGSize(width: 40, height: 20)
            var narrow = UIImage.Contents()
            narrow.pixelSize = CGSize(width: 10, height: 20)
            let images = UISegmentedControl(items: [UIImage(contents: wide), UIImage(contents: narrow)])
            XCTAssertEqual(images.intrinsicContentSize, CGSize(width: 2 * (40 + 16), height: 32))
            XCTAssertEqual(images.frame.size, CGSize(width: 112, height: 32))
            images.apportionsSegmentWidthsByContent = true
            XCTAssertEqual(images.intrinsicContentSize, CGSize(width: 56 + 26, height: 32))
            images.setWidth(100, forSegmentAt: 1)
            XCTAssertEqual(images.intrinsicContentSize, CGSize(width: 56 + 100, height: 32))
        }
    }

    /// Segments share the bounds equally, apart from those given a width; apportioned, in
    /// proportion to their content.
    func testSegmentFrames() {
        onMain {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
            XCTAssertEqual(control.segmentFrames().map(\.width), [100, 100, 100])
            control.setWidth(60, forSegmentAt: 0)
            XCTAssertEqual(control.segmentFrames().map(\.minX), [0, 60, 180])
            XCTAssertEqual(control.segmentFrames().map(\.width), [60, 120, 120])

            var wide = UIImage.Contents()
            wide.pixelSize = CGSize(width: 84, height: 20)
            var narrow = UIImage.Contents()
            narrow.pixelSize = CGSize(width: 34, height: 20)
            let images = UISegmentedControl(items: [UIImage(contents: wide), UIImage(contents: narrow)])
            images.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
            images.apportionsSegmentWidthsByContent = true
            XCTAssertEqual(images.segmentFrames().map(\.width), [200, 100])
        }
    }

    // MARK: Touches

    /// A tap on another segment selects it when the finger lifts and sends `.valueChanged` and
    /// `.primaryActionTriggered` before `.touchUpInside`; a tap on the selected one sends no
    /// value change.
    func testTapSelectsTheSegmentUnderTheFinger() {
        onMain {
            let (window, root) = eventWindow()
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.frame = CGRect(x: 30, y: 100, width: 300, height: 32)
            control.selectedSegmentIndex = 0
            root.addSubview(control)
            traceSegments(of: control, as: "Seg")
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 280, y: 116), in: window)
            XCTAssertEqual(control.highlightedSegment, 2)
            XCTAssertEqual(control.selectedSegmentIndex, 0, "the selection moves when the finger lifts")
            input.touchUp()
            XCTAssertEqual(control.selectedSegmentIndex, 2)
            XCTAssertNil(control.highlightedSegment)
            XCTAssertEqual(
                trace("Seg"), ["Seg.valueChanged(2)", "Seg.primaryActionTriggered(2)", "Seg.touchUpInside(2)"])

            LifecycleTrace.clear()
            input.touchDown(at: CGPoint(x: 290, y: 110), in: window)
            input.touchUp()
            XCTAssertEqual(trace("Seg"), ["Seg.touchUpInside(2)"], "already selected: no value change")
        }
    }

    /// The finger decides where it lifts: pressed on one segment, lifted on another, the other
    /// is selected; lifted beyond UIKit's margin, nothing changes.
    func testTheSegmentWhereTheFingerLiftsWins() {
        onMain {
            let (window, root) = eventWindow()
            let control = UISegmentedControl(items: ["A", "B"])
            control.frame = CGRect(x: 50, y: 100, width: 200, height: 32)
            root.addSubview(control)
            traceSegments(of: control, as: "Seg")
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 60, y: 116), in: window)
            input.touchMoved(to: CGPoint(x: 240, y: 116))
            XCTAssertEqual(control.highlightedSegment, 1)
            input.touchUp(at: CGPoint(x: 240, y: 116))
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertEqual(
                trace("Seg"), ["Seg.valueChanged(1)", "Seg.primaryActionTriggered(1)", "Seg.touchUpInside(1)"])

            LifecycleTrace.clear()
            input.touchDown(at: CGPoint(x: 60, y: 116), in: window)
            input.touchMoved(to: CGPoint(x: 60, y: 400))
            XCTAssertNil(control.highlightedSegment)
            input.touchUp(at: CGPoint(x: 60, y: 400))
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertEqual(trace("Seg"), [])
        }
    }

    /// Disabled segments ignore taps; a disabled control passes them on.
    func testDisabledSegmentsAndControlsIgnoreTaps() {
        onMain {
            let (window, root) = eventWindow()
            let control = UISegmentedControl(items: ["A", "B"])
            control.frame = CGRect(x: 50, y: 100, width: 200, height: 32)
            control.setEnabled(false, forSegmentAt: 1)
            root.addSubview(control)
            traceSegments(of: control, as: "Seg")
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 200, y: 116), in: window)
            XCTAssertNil(control.highlightedSegment)
            input.touchUp()
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)

            control.isEnabled = false
            input.touchDown(at: CGPoint(x: 60, y: 116), in: window)
            input.touchUp()
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(
                trace("Seg"), ["Seg.touchUpInside(-1)"], "only the touch-up of the enabled control's first tap")
        }
    }

    /// A momentary control sends on every tap, the same segment included, and reads the tapped
    /// segment while it does.
    func testMomentarySendsEveryTap() {
        onMain {
            let (window, root) = eventWindow()
            let control = UISegmentedControl(items: ["A", "B"])
            control.isMomentary = true
            control.frame = CGRect(x: 50, y: 100, width: 200, height: 32)
            root.addSubview(control)
            traceSegments(of: control, as: "Seg")
            let input = UIEventInjector.shared
            for _ in 0..<2 {
                input.touchDown(at: CGPoint(x: 100, y: 116), in: window)
                input.touchUp()
            }
            XCTAssertEqual(
                trace("Seg"),
                [
                    "Seg.valueChanged(0)", "Seg.primaryActionTriggered(0)", "Seg.touchUpInside(0)",
                    "Seg.valueChanged(0)", "Seg.primaryActionTriggered(0)", "Seg.touchUpInside(0)",
                ])
        }
    }

    /// `init(frame:actions:)`: a tap runs the segment's action first, then the control's.
    func testSegmentActionsRunBeforeTheControlsActions() {
        onMain {
            let (window, root) = eventWindow()
            var control: UISegmentedControl!
            let actions = ["Map", "List"].map { title in
                UIAction(title: title) { action in
                    LifecycleTrace.record(control, "action(\(action.title), \(control.selectedSegmentIndex))")
                }
            }
            control = UISegmentedControl(frame: CGRect(x: 50, y: 100, width: 200, height: 32), actions: actions)
            root.addSubview(control)
            traceSegments(of: control, as: "Seg")
            XCTAssertEqual(control.titleForSegment(at: 1), "List")
            UIEventInjector.shared.touchDown(at: CGPoint(x: 200, y: 116), in: window)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(
                trace("Seg"),
                [
                    "Seg.action(List, 1)", "Seg.valueChanged(1)", "Seg.primaryActionTriggered(1)",
                    "Seg.touchUpInside(1)",
                ])
            control = nil  // its actions hold this variable
        }
    }

    /// A superview's single-tap recognizer yields to the control, as for UIKit's other default
    /// control actions.
    func testKeepsSingleTapsFromTheSuperviewsRecognizer() {
        onMain {
            let (window, root) = eventWindow()
            let control = UISegmentedControl(items: ["A", "B"])
            control.frame = CGRect(x: 50, y: 100, width: 200, height: 32)
            root.addSubview(control)
            let log = GestureLog()
            let recognizer = log.watch(UITapGestureRecognizer(target: nil, action: nil), as: "Tap")
            root.addGestureRecognizer(recognizer)
            XCTAssertFalse(control.gestureRecognizerShouldBegin(recognizer))
            traceSegments(of: control, as: "Seg")
            tap(CGPoint(x: 200, y: 116), in: window)
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertEqual(
                trace("Seg", "Tap"), ["Seg.valueChanged(1)", "Seg.primaryActionTriggered(1)", "Seg.touchUpInside(1)"])
        }
    }

    // MARK: Storyboards

    /// Segments with titles, an image, a disabled one and a width; the selection, momentary
    /// and apportioned settings, the style and the selected tint.
    func testFromTheStoryboard() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="bar" selectedSegmentIndex="1" apportionsSegmentWidthsByContent="YES" id="seg">
                        <rect key="frame" x="20" y="20" width="240" height="32"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                            <segment title="Off" enabled="NO" width="50"/>
                        </segments>
                        <color key="selectedSegmentTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </segmentedControl>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" momentary="YES" id="momentary">
                        <rect key="frame" x="20" y="60" width="120" height="32"/>
                        <segments>
                            <segment title="Go"/>
                        </segments>
                    </segmentedControl>
                </subviews>
                """)
            let control = try XCTUnwrap(scene.view("seg") as? UISegmentedControl)
            XCTAssertEqual(control.numberOfSegments, 3)
            XCTAssertEqual((0..<3).map { control.titleForSegment(at: $0) }, ["First", "Second", "Off"])
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertFalse(control.isEnabledForSegment(at: 2))
            XCTAssertEqual(control.widthForSegment(at: 2), 50)
            XCTAssertTrue(control.apportionsSegmentWidthsByContent)
            XCTAssertEqual(control.segmentedControlStyle, .bar)
            XCTAssertEqual(control.selectedSegmentTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            XCTAssertEqual(control.frame, CGRect(x: 20, y: 20, width: 240, height: 32))
            let momentary = try XCTUnwrap(scene.view("momentary") as? UISegmentedControl)
            XCTAssertTrue(momentary.isMomentary)
            XCTAssertEqual(momentary.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(Reported.diagnostics, [], "the element has its class")
        }
    }
}
