import TestSupport
import XCTest

@testable import OpenUIKit

/// A picker's data: `rows` per component, titled "component.row", and a trace of what the
/// picker tells its delegate (`Pick.didSelectRow(row, component)`).
@MainActor
private final class RowSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var width: CGFloat?
    var rowHeight: CGFloat?
    var makesViews = false
    var reusedViews = 0

    init(rows: [Int]) {
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component).\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? width ?? UIPickerView.unansweredDimension : UIPickerView.unansweredDimension
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        rowHeight ?? UIPickerView.unansweredDimension
    }
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        guard makesViews else { return UIPickerView.unansweredRowView }
        if view != nil { reusedViews += 1 }
        let label = view as? UILabel ?? UILabel()
        label.text = "view \(row)"
        return label
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        LifecycleTrace.record(pickerView, "didSelectRow(\(row), \(component))")
    }
}

/// A 320 × 216 picker 100 points down a window, laid out, its delegate calls traced as `Pick`.
/// Its first column spans x 8…158 (centre 83), and the band's centre is at y 208.
@MainActor
private func showPicker(_ source: RowSource) -> (UIWindow, UIPickerView) {
    let (window, root) = eventWindow()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    LifecycleTrace.name(picker, "Pick")
    root.addSubview(picker)
    root.layoutIfNeeded()
    return (window, picker)
}

/// A finger moving from `y` to `y + distance` in the first column, 8 points a frame.
@MainActor
private func points(from y: CGFloat, by distance: CGFloat) -> [CGPoint] {
    let steps = Int(abs(distance) / 8)
    return (0...steps).map { CGPoint(x: 83, y: y + CGFloat($0) * 8 * (distance < 0 ? -1 : 1)) }
}

/// UIPickerView headless: its data, selection from code, and wheels turned by real touches that
/// coast and settle on the animation clock.
final class PickerViewTests: UIKitTestCase {
    /// The data comes when first needed; the selection starts at the first row, ignores rows
    /// that do not exist, and survives a reload while its row does (clamped when it does not).
    func testDataAndSelection() {
        onMain {
            let source = RowSource(rows: [20, 5])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 216))
            XCTAssertEqual(picker.numberOfComponents, 2)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 20)
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 5)
            XCTAssertEqual(picker.numberOfRows(inComponent: 2), 0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(picker.selectedRow(inComponent: 3), -1)
            picker.selectRow(9, inComponent: 0, animated: false)
            picker.selectRow(7, inComponent: 1, animated: false)
            picker.selectRow(-1, inComponent: 0, animated: false)
            XCTAssertEqual([picker.selectedRow(inComponent: 0), picker.selectedRow(inComponent: 1)], [9, 0])
            picker.reloadAllComponents()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 9)
            source.rows = [5, 5, 3]
            picker.reloadComponent(0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
            XCTAssertEqual(picker.numberOfComponents, 2, "a component reload does not ask for components")
            picker.reloadAllComponents()
            XCTAssertEqual(picker.numberOfComponents, 3)
            source.rows = [0]
            picker.reloadAllComponents()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
            XCTAssertEqual(trace("Pick"), [], "nothing a program does is told to the delegate")
        }
    }

    /// A flick coasts on the clock: the selection changes only when the wheel settles, on the
    /// row nearest where coasting stops (480 points a second coasts about 240 points, 7.5 rows
    /// past the 2 the finger moved), and the delegate hears it once.
    func testFlickCoastsAndSettlesOnARow() {
        onMain {
            let source = RowSource(rows: [20, 5])
            let (window, picker) = showPicker(source)
            drag(points(from: 208, by: -64), in: window)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0, "still turning")
            elapse(0.1)
            XCTAssertGreaterThan(picker.columns[0].offset, 64)
            XCTAssertEqual(trace("Pick"), [])
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 9)
            XCTAssertEqual(picker.columns[0].offset, 9 * 32)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
            XCTAssertEqual(trace("Pick"), ["Pick.didSelectRow(9, 0)"])
            withExtendedLifetime((window, source)) {}
        }
    }

    /// A finger that stops before lifting leaves the wheel where it is: the row under the band
    /// is selected at once.
    func testDragThatStopsSettlesUnderTheBand() {
        onMain {
            let source = RowSource(rows: [20, 5])
            let (window, picker) = showPicker(source)
            drag(points(from: 208, by: -64), in: window, lift: false)
            elapse(0.2)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
            XCTAssertEqual(trace("Pick"), ["Pick.didSelectRow(2, 0)"])

            LifecycleTrace.clear()
            // Half a row and a bit: the nearest row is the next one, reached on the clock.
            drag(points(from: 208, by: -24), in: window, lift: false)
            elapse(0.2)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
            XCTAssertEqual(trace("Pick"), ["Pick.didSelectRow(3, 0)"])
            withExtendedLifetime((window, source)) {}
        }
    }

    /// A tap on a row below the band turns the wheel to it and selects it when it gets there; a
    /// tap on the band's row changes nothing.
    func testTapOnARowTurnsTheWheelToIt() {
        onMain {
            let source = RowSource(rows: [20, 5])
            let (window, picker) = showPicker(source)
            picker.selectRow(2, inComponent: 0, animated: false)
            // Two rows below the band, on the curve: 108 · sin(64 / 108) under the centre.
            tap(CGPoint(x: 83, y: 268), in: window)
            elapse(0.15)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
            tap(CGPoint(x: 83, y: 208), in: window)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
            XCTAssertEqual(trace("Pick"), ["Pick.didSelectRow(4, 0)"])
            withExtendedLifetime((window, source)) {}
        }
    }

    /// Pulled past the first row, the wheel follows the finger less and less and springs back;
    /// the selection never changed, so the delegate hears nothing.
    func testPullPastTheEndSpringsBack() {
        onMain {
            let source = RowSource(rows: [20, 5])
            let (window, picker) = showPicker(source)
            drag(points(from: 208, by: 96), in: window, lift: false)
            let offset = picker.columns[0].offset
            XCTAssertLessThan(offset, 0)
            XCTAssertGreaterThan(offset, -96, "the rubber band gives less than the finger moved")
            elapse(0.2)
            UIEventInjector.shared.touchUp()
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.columns[0].offset, 0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(trace("Pick"), [])
            withExtendedLifetime((window, source)) {}
        }
    }

    /// A finger landing on a coasting wheel stops it; lifted without moving, the wheel settles on
    /// the nearest row rather than taking the touch as a tap on a row.
    func testTouchStopsACoastingWheel() {
        onMain {
            let source = RowSource(rows: [40, 5])
            let (window, picker) = showPicker(source)
            drag(points(from: 208, by: -64), in: window)
            elapse(0.05)
            let stoppedAt = picker.columns[0].offset
            tap(CGPoint(x: 83, y: 268), in: window)
            UIApplication.shared.runUntilIdle()
            let row = picker.selectedRow(inComponent: 0)
            XCTAssertEqual(CGFloat(row), (stoppedAt / 32).rounded())
            XCTAssertEqual(trace("Pick"), ["Pick.didSelectRow(\(row), 0)"])
            withExtendedLifetime((window, source)) {}
        }
    }

    /// `selectRow(_:inComponent:animated:)` selects at once and turns the wheel on the clock.
    func testAnimatedSelectionFromCode() {
        onMain {
            let source = RowSource(rows: [20, 5])
            let (window, picker) = showPicker(source)
            picker.selectRow(7, inComponent: 0, animated: true)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 7)
            XCTAssertEqual(picker.columns[0].offset, 0)
            elapse(0.15)
            XCTAssertEqual(picker.columns[0].offset, 7 * 32 / 2, accuracy: 1)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.columns[0].offset, 7 * 32)
            XCTAssertEqual(trace("Pick"), [])
            withExtendedLifetime((window, source)) {}
        }
    }

    /// The delegate's width and row height size a column; the rest share the width. A delegate
    /// that gives views has them placed in the rows in view, reused as rows leave.
    func testDelegateSizesAndRowViews() throws {
        try onMain {
            let source = RowSource(rows: [30, 5])
            source.width = 100
            source.rowHeight = 44
            source.makesViews = true
            let (window, picker) = showPicker(source)
            XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 100, height: 44))
            XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 200, height: 44))
            XCTAssertEqual(picker.columns[0].frame.minX, 8)
            let label = try XCTUnwrap(picker.view(forRow: 0, forComponent: 0) as? UILabel)
            XCTAssertEqual(label.text, "view 0")
            XCTAssertEqual(label.center.y, 108)
            XCTAssertEqual(label.bounds.size, CGSize(width: 100, height: 44))
            XCTAssertNil(picker.view(forRow: 20, forComponent: 0), "out of view")
            picker.selectRow(20, inComponent: 0, animated: false)
            XCTAssertEqual((picker.view(forRow: 20, forComponent: 0) as? UILabel)?.text, "view 20")
            XCTAssertNil(picker.view(forRow: 0, forComponent: 0))
            XCTAssertGreaterThan(source.reusedViews, 0)
            withExtendedLifetime((window, source)) {}
        }
    }
}
