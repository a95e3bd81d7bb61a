import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A key window of `size` whose root view is a canvas in `style`.
@MainActor
private func windowWithCanvas(_ size: CGSize, _ style: UIUserInterfaceStyle) -> (UIWindow, UIView) {
    let (window, root) = styledWindow(size, style)
    return (window, root.view)
}

/// A picker's data: fruits in the first column, numbers in the second.
@MainActor
private final class FruitSource: UIPickerViewDataSource, UIPickerViewDelegate {
    let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Kiwi"]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? fruits.count : 20
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fruits[row] : "\(row + 1)"
    }
}

/// The same moment everywhere: 29 July 2016, 19:49:29 UTC, shown in English in UTC.
@MainActor
private func configured(_ picker: UIDatePicker) -> UIDatePicker {
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.calendar = Calendar(identifier: .gregorian)
    picker.date = Date(timeIntervalSinceReferenceDate: 491_514_569)
    return picker
}

/// Sliders, progress views, activity indicators, picker views and date pickers in light and
/// dark, against the references in `References/` (each looked at before it was kept).
final class PickerRenderingTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    override func tearDown() {
        MainActor.assumeIsolated {
            for window in UIApplication.shared.windows { window.isHidden = true }
            UIApplication.shared.runUntilIdle()
        }
        super.tearDown()
    }

    /// A default slider, one tinted near its start, a disabled one, and one with value images.
    func testSliders() throws {
        try onMain {
            let fixtures = try XCTUnwrap(
                Bundle.module.url(forResource: "ImageFixtures", withExtension: nil).flatMap(Bundle.init(url:)))
            let glyph = try XCTUnwrap(UIImage(named: "glyph", in: fixtures, compatibleWith: nil))
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 280, height: 168), style)
                let plain = UISlider(frame: CGRect(x: 10, y: 8, width: 260, height: 31))
                plain.value = 0.5
                let tinted = UISlider(frame: CGRect(x: 10, y: 48, width: 260, height: 31))
                tinted.value = 0.2
                tinted.minimumTrackTintColor = .systemOrange
                tinted.thumbTintColor = .systemYellow
                let disabled = UISlider(frame: CGRect(x: 10, y: 88, width: 260, height: 31))
                disabled.value = 0.8
                disabled.isEnabled = false
                let imaged = UISlider(frame: CGRect(x: 10, y: 128, width: 260, height: 31))
                imaged.minimumValueImage = glyph
                imaged.maximumValueImage = glyph
                imaged.value = 1
                for slider in [plain, tinted, disabled, imaged] { canvas.addSubview(slider) }
                let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "slider-\(name)"))
                // The track left of the thumb is the tint (system blue) at a quarter of the way.
                let blue = image.rgba(2 * (10 + 65), 2 * (8 + 15) + 1)
                XCTAssertTrue(
                    blue.isClose(to: style == .dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255), within: 6), "\(blue)")
            }
        }
    }

    /// Default progress at 0, a half and all the way, the bar style, and custom tints.
    func testProgressViews() throws {
        try onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 240, height: 88), style)
                let values: [Float] = [0, 0.5, 1]
                for (index, value) in values.enumerated() {
                    let progress = UIProgressView(progressViewStyle: .default)
                    progress.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 14, width: 220, height: 4)
                    progress.progress = value
                    canvas.addSubview(progress)
                }
                let bar = UIProgressView(progressViewStyle: .bar)
                bar.frame = CGRect(x: 10, y: 52, width: 220, height: 4)
                bar.progress = 0.3
                let tinted = UIProgressView(progressViewStyle: .default)
                tinted.frame = CGRect(x: 10, y: 66, width: 220, height: 8)
                tinted.progress = 0.75
                tinted.progressTintColor = .systemGreen
                tinted.trackTintColor = .systemGray4
                canvas.addSubview(bar)
                canvas.addSubview(tinted)
                let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "progress-\(name)"))
                let filled = image.rgba(2 * 60, 2 * 26)
                XCTAssertTrue(
                    filled.isClose(to: style == .dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255), within: 4), "\(filled)")
            }
        }
    }

    /// Stopped, and a quarter of a second into a spin (the third spoke brightest), in both sizes
    /// and a colour.
    func testActivityIndicators() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = windowWithCanvas(CGSize(width: 200, height: 56), style)
                let stopped = UIActivityIndicatorView(style: .medium)
                stopped.hidesWhenStopped = false
                stopped.frame.origin = CGPoint(x: 10, y: 18)
                let spinning = UIActivityIndicatorView(style: .medium)
                spinning.frame.origin = CGPoint(x: 50, y: 18)
                let large = UIActivityIndicatorView(style: .large)
                large.frame.origin = CGPoint(x: 90, y: 10)
                let colored = UIActivityIndicatorView(style: .large)
                colored.color = .systemBlue
                colored.frame.origin = CGPoint(x: 145, y: 10)
                for indicator in [stopped, spinning, large, colored] { root.addSubview(indicator) }
                for indicator in [spinning, large, colored] { indicator.startAnimating() }
                UIApplication.shared.advance(by: 0.25)
                assertSnapshot(of: root, named: "activity-\(name)")
                for indicator in [spinning, large, colored] { indicator.stopAnimating() }
                window.isHidden = true
            }
        }
    }

    /// Two columns, the third fruit and the sixth number selected, in the band.
    func testPickerView() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 216), style)
                let source = FruitSource()
                let picker = UIPickerView(frame: canvas.bounds)
                picker.dataSource = source
                picker.delegate = source
                picker.selectRow(2, inComponent: 0, animated: false)
                picker.selectRow(5, inComponent: 1, animated: false)
                canvas.addSubview(picker)
                canvas.layoutIfNeeded()
                assertSnapshot(of: canvas, named: "picker-\(name)")
            }
        }
    }

    /// Compact date pickers: date and time, date only, time only, and one whose date pill is
    /// being edited (its text in the tint colour).
    func testCompactDatePickers() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 260, height: 188), style)
                let modes: [UIDatePicker.Mode] = [.dateAndTime, .date, .time]
                for (index, mode) in modes.enumerated() {
                    let picker = configured(
                        UIDatePicker(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 44, width: 240, height: 34)))
                    picker.datePickerMode = mode
                    canvas.addSubview(picker)
                }
                let editing = configured(UIDatePicker(frame: CGRect(x: 10, y: 142, width: 240, height: 34)))
                editing.datePickerMode = .dateAndTime
                editing.editingPart = .date
                canvas.addSubview(editing)
                assertSnapshot(of: canvas, named: "date-picker-compact-\(name)")
            }
        }
    }

    /// Wheels for a date (month, day, year in English order) and for a time (hour, minute,
    /// AM/PM).
    func testWheelDatePickers() {
        onMain {
            for (style, name) in snapshotStyles {
                let canvas = styledCanvas(CGSize(width: 320, height: 432), style)
                let date = configured(UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216)))
                date.preferredDatePickerStyle = .wheels
                date.datePickerMode = .date
                let time = configured(UIDatePicker(frame: CGRect(x: 0, y: 216, width: 320, height: 216)))
                time.preferredDatePickerStyle = .wheels
                time.datePickerMode = .time
                canvas.addSubview(date)
                canvas.addSubview(time)
                canvas.layoutIfNeeded()
                XCTAssertEqual(date.datePickerStyle, .wheels)
                assertSnapshot(of: canvas, named: "date-picker-wheels-\(name)")
            }
        }
    }

    /// A tap on the date pill opens the editor under it: a platter with the date's wheels.
    func testCompactDatePickerEditor() {
        onMain {
            for (style, name) in snapshotStyles {
                let (window, root) = windowWithCanvas(CGSize(width: 360, height: 320), style)
                let picker = configured(UIDatePicker(frame: CGRect(x: 20, y: 16, width: 320, height: 34)))
                root.addSubview(picker)
                let pill = picker.pillFrames()[0].frame
                UIEventInjector.shared.touchDown(
                    at: picker.convert(CGPoint(x: pill.midX, y: pill.midY), to: window), in: window)
                UIEventInjector.shared.touchUp()
                UIApplication.shared.runUntilIdle()
                XCTAssertNotNil(picker.editor)
                window.layoutIfNeeded()
                assertSnapshot(of: window, named: "date-picker-editor-\(name)")
                picker.editor?.dismiss(sendingEvents: false)
                window.isHidden = true
            }
        }
    }

    /// Each change these views show asks for their drawing again: a damage-tracked frame
    /// repaints the view and matches a full render (the spinner's step comes from the clock).
    func testChangesRepaintTheViews() {
        onMain {
            let (window, root) = windowWithCanvas(CGSize(width: 340, height: 420), .light)
            let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
            let progress = UIProgressView(progressViewStyle: .default)
            progress.frame = CGRect(x: 10, y: 50, width: 200, height: 4)
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.frame.origin = CGPoint(x: 240, y: 10)
            let source = FruitSource()
            let picker = UIPickerView(frame: CGRect(x: 10, y: 70, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            let date = configured(UIDatePicker(frame: CGRect(x: 10, y: 300, width: 320, height: 34)))
            for view in [slider, progress, spinner, picker, date] as [UIView] { root.addSubview(view) }
            spinner.startAnimating()
            root.layoutIfNeeded()
            let renderer = CairoFrameRenderer(view: root, scale: 2)
            renderer.renderFrame()
            let changes: [(String, UIView, () -> Void)] = [
                ("slider value", slider, { slider.value = 0.7 }),
                ("progress", progress, { progress.progress = 0.4 }),
                ("spinner step", spinner, { UIApplication.shared.advance(by: 0.13) }),
                ("picker row", picker, { picker.selectRow(4, inComponent: 0, animated: false) }),
                ("date", date, { date.date = Date(timeIntervalSinceReferenceDate: 0) }),
            ]
            for (name, view, change) in changes {
                change()
                root.layoutIfNeeded()
                let damage = union(renderer.renderFrame())
                let frame = view.frame.applying(CGAffineTransform(scaleX: 2, y: 2))
                XCTAssertFalse(damage.intersection(frame).isEmpty, "\(name): \(damage)")
                assertMatchesFullRender(renderer, name, tolerance: 2)
            }
            spinner.stopAnimating()
            window.isHidden = true
            withExtendedLifetime(source) {}
        }
    }
}
