import TestSupport
import XCTest

@testable import OpenUIKit

/// A picker delegate that traces what it is told.
@MainActor
private final class PickerLog: UIColorPickerViewControllerDelegate {
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {
        note("didSelect continuously: \(continuously)")
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        note("didSelectColor")
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { note("didFinish") }
}

/// UIColorPickerViewController and UIColorWell: a tapped swatch chosen and told to the
/// delegate, the opacity kept or dropped by supportsAlpha, the close button finishing, and a
/// well that presents the picker and takes its choice with `.valueChanged`.
final class ColorWellAndPickerTests: UIKitTestCase {
    func testTappingASwatchChoosesItAndTellsTheDelegate() {
        onMain {
            let root = Probe("Root")
            let window = showInWindow(root)
            let log = PickerLog()
            let picker = UIColorPickerViewController()
            picker.delegate = log
            picker.selectedColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)
            root.present(picker, animated: false)
            pump()
            picker.view.layoutIfNeeded()
            let grid = picker.grid
            let index = 3 * ColorPickerGridView.columns + 5
            let cell = grid.cellFrame(at: index)
            tap(grid.convert(CGPoint(x: cell.midX, y: cell.midY), to: window), in: window)
            pump()
            XCTAssertEqual(trace(), ["⟨didSelect continuously: false⟩", "⟨didSelectColor⟩"])
            XCTAssertTrue(picker.selectedColor.withAlphaComponent(1).isClose(to: ColorPickerGridView.palette[index]))
            XCTAssertEqual(picker.selectedColor.alphaComponent, 0.5, accuracy: 0.001, "the opacity is kept")
            XCTAssertEqual(grid.selectedIndex, index)

            LifecycleTrace.clear()
            let close = picker.closeButton
            tap(close.convert(CGPoint(x: close.bounds.midX, y: close.bounds.midY), to: window), in: window)
            pump()
            XCTAssertEqual(trace(), ["⟨didFinish⟩"])
            XCTAssertNil(root.presentedViewController)
            withExtendedLifetime(log) {}
        }
    }

    func testWithoutAlphaTheColorIsOpaque() {
        onMain {
            let picker = UIColorPickerViewController()
            picker.supportsAlpha = false
            picker.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.3)
            XCTAssertEqual(picker.selectedColor.alphaComponent, 1)
            picker.loadViewIfNeeded()
            XCTAssertTrue(picker.opacitySlider.isHidden)
            XCTAssertEqual(ColorPickerGridView.palette.count, 120)
        }
    }

    func testAWellPresentsThePickerAndTakesItsChoice() throws {
        try onMain {
            let root = Probe("Root")
            let window = showInWindow(root)
            let well = UIColorWell(frame: CGRect(x: 100, y: 300, width: 28, height: 28))
            well.title = "Ink"
            well.supportsAlpha = false
            well.selectedColor = .systemRed
            root.view.addSubview(well)
            var changes = 0
            well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            XCTAssertEqual(well.intrinsicContentSize, CGSize(width: 28, height: 28))
            tap(well.convert(CGPoint(x: 14, y: 14), to: window), in: window)
            pump()
            let picker = try XCTUnwrap(root.presentedViewController as? UIColorPickerViewController)
            XCTAssertEqual(picker.shownTitle, "Ink")
            XCTAssertFalse(picker.supportsAlpha)
            picker.choose(ColorPickerGridView.palette[20])
            XCTAssertEqual(changes, 1)
            XCTAssertTrue(well.selectedColor?.isClose(to: ColorPickerGridView.palette[20]) == true)
            picker.dismiss(animated: false)
            pump()
            XCTAssertNil(well.picker, "the well lets the finished picker go")
        }
    }
}
