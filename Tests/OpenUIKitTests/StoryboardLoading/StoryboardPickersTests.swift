import TestSupport
import XCTest

@testable import OpenUIKit

/// The controller of Pickers.storyboard: the slider's action, and the picker view's data source
/// and delegate.
@Connectable
final class PickersController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var sliderValues: [Float] = []
    var picked: [Int] = []

    @IBAction func sliderChanged(_ sender: UISlider) { sliderValues.append(sender.value) }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 12 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "Row \(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append(row)
    }
}

/// Pickers.storyboard's controller, its view loaded.
@MainActor
private func loadPickers() throws -> (PickersController, LayoutScene) {
    let storyboard = UIStoryboard(name: "Pickers", bundle: storyboardBundle)
    let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? PickersController)
    controller.loadViewIfNeeded()
    return (controller, LayoutScene(controller: controller))
}

/// What Pickers.storyboard says about sliders, a progress view, activity indicators, a picker
/// view and date pickers, in the attributes Interface Builder writes.
final class StoryboardPickersTests: UIKitTestCase {
    /// The range set before the value (a minimum above the default maximum of 1 included), the
    /// tints, `continuous="NO"`, and the action a drag sends when the finger lifts.
    func testSlidersFromTheStoryboard() throws {
        try onMain {
            let (controller, scene) = try loadPickers()
            let slider = try XCTUnwrap(scene.view("slider") as? UISlider)
            XCTAssertEqual([slider.minimumValue, slider.maximumValue, slider.value], [10, 50, 25])
            XCTAssertFalse(slider.isContinuous)
            XCTAssertEqual(slider.minimumTrackTintColor, .systemOrange)
            XCTAssertEqual(slider.thumbTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            XCTAssertNil(slider.maximumTrackTintColor)
            let plain = try XCTUnwrap(scene.view("plainSlider") as? UISlider)
            XCTAssertEqual([plain.minimumValue, plain.maximumValue, plain.value], [0, 1, 0.5])
            XCTAssertTrue(plain.isContinuous)
            XCTAssertEqual(Reported.diagnostics, [])

            let window = showInWindow(controller, size: CGSize(width: 414, height: 896))
            controller.view.layoutIfNeeded()
            // The thumb's centre at 25 of 10...50: 14 + 350 · 15/40 points from the slider's left.
            let thumb = slider.convert(CGPoint(x: 14 + 350 * 15 / 40, y: 15), to: window)
            drag([thumb, CGPoint(x: thumb.x + 35, y: thumb.y), CGPoint(x: thumb.x + 70, y: thumb.y)], in: window)
            XCTAssertEqual(controller.sliderValues.count, 1)
            XCTAssertEqual(controller.sliderValues.first ?? 0, 33, accuracy: 0.001)
        }
    }

    func testProgressViewFromTheStoryboard() throws {
        try onMain {
            let (_, scene) = try loadPickers()
            let progress = try XCTUnwrap(scene.view("progress") as? UIProgressView)
            XCTAssertEqual(progress.progressViewStyle, .bar)
            XCTAssertEqual(progress.progress, 0.6, accuracy: 0.0001)
            XCTAssertEqual(progress.progressTintColor, UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
            XCTAssertEqual(progress.trackTintColor, UIColor(white: 0.9, alpha: 1))
        }
    }

    /// `animating="YES"` starts it; `hidesWhenStopped="YES"` hides a stopped one; without it a
    /// stopped indicator stays in view; the old `gray` style is the medium size in grey.
    func testActivityIndicatorsFromTheStoryboard() throws {
        try onMain {
            let (_, scene) = try loadPickers()
            let spinning = try XCTUnwrap(scene.view("spinning") as? UIActivityIndicatorView)
            XCTAssertTrue(spinning.isAnimating)
            XCTAssertFalse(spinning.isHidden)
            XCTAssertEqual(spinning.style, .large)
            XCTAssertEqual(spinning.color, .systemPurple)
            let hiding = try XCTUnwrap(scene.view("hiding") as? UIActivityIndicatorView)
            XCTAssertFalse(hiding.isAnimating)
            XCTAssertTrue(hiding.isHidden)
            XCTAssertTrue(hiding.hidesWhenStopped)
            let gray = try XCTUnwrap(scene.view("gray") as? UIActivityIndicatorView)
            XCTAssertFalse(gray.hidesWhenStopped)
            XCTAssertFalse(gray.isHidden)
            XCTAssertEqual(gray.style.rawValue, 2)
            XCTAssertEqual(gray.intrinsicContentSize, CGSize(width: 20, height: 20))
            XCTAssertEqual(gray.color, .gray)
            spinning.stopAnimating()
            XCTAssertTrue(spinning.isHidden)
        }
    }

    /// The picker view's outlets reach the controller; a tap on the next row tells it.
    func testPickerViewFromTheStoryboard() throws {
        try onMain {
            let (controller, scene) = try loadPickers()
            let picker = try XCTUnwrap(scene.view("picker") as? UIPickerView)
            XCTAssertTrue(picker.dataSource === controller)
            XCTAssertTrue(picker.delegate === controller)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 12)
            let window = showInWindow(controller, size: CGSize(width: 414, height: 896))
            controller.view.layoutIfNeeded()
            let column = try XCTUnwrap(picker.columns.first)
            let below = column.bounds.midY + column.radius * sin(32 / column.radius)
            tap(column.convert(CGPoint(x: column.bounds.midX, y: below), to: window), in: window)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(controller.picked, [1])
        }
    }

    /// Mode, style, interval, the date and minimum date, locale and time zone; a countdown with
    /// its duration; a compact one in Los Angeles time.
    func testDatePickersFromTheStoryboard() throws {
        try onMain {
            let (_, scene) = try loadPickers()
            let wheels = try XCTUnwrap(scene.view("wheels") as? UIDatePicker)
            XCTAssertEqual(wheels.datePickerMode, .date)
            XCTAssertEqual(wheels.datePickerStyle, .wheels)
            XCTAssertEqual(wheels.minuteInterval, 5)
            XCTAssertEqual(wheels.locale?.identifier, "de_DE")
            XCTAssertEqual(wheels.timeZone?.secondsFromGMT(), 0)
            XCTAssertEqual(wheels.date.timeIntervalSinceReferenceDate, 491_514_569.992_936, accuracy: 0.001)
            XCTAssertEqual(wheels.minimumDate, Date(timeIntervalSinceReferenceDate: 473_385_600))
            XCTAssertEqual(wheels.wheels?.columns, [.day, .month, .year])
            let compact = try XCTUnwrap(scene.view("compact") as? UIDatePicker)
            XCTAssertEqual(compact.datePickerStyle, .compact)
            XCTAssertEqual(compact.text(for: .date), "Jul 29, 2016")
            XCTAssertEqual(compact.text(for: .time).replacingOccurrences(of: "\u{202F}", with: " "), "12:49 PM")
            let countDown = try XCTUnwrap(scene.view("countDown") as? UIDatePicker)
            XCTAssertEqual(countDown.datePickerMode, .countDownTimer)
            XCTAssertEqual(countDown.datePickerStyle, .wheels)
            XCTAssertEqual(countDown.countDownDuration, 3_600)
            XCTAssertEqual(countDown.minuteInterval, 15)
        }
    }
}
