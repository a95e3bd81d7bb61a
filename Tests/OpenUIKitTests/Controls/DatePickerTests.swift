import TestSupport
import XCTest

@testable import OpenUIKit

/// 29 July 2016, 19:49:29 UTC.
private let julyEvening = Date(timeIntervalSinceReferenceDate: 491_514_569)

/// A picker showing `date` in English in UTC on the Gregorian calendar, so tests read the same
/// everywhere.
@MainActor
private func englishPicker(_ frame: CGRect = .zero, date: Date = julyEvening) -> UIDatePicker {
    let picker = UIDatePicker(frame: frame)
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.calendar = Calendar(identifier: .gregorian)
    picker.date = date
    return picker
}

@MainActor
private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// Traces the events a date picker sends as `DP.valueChanged`, `DP.editingDidBegin`, ….
@MainActor
private func traceDateEvents(of picker: UIDatePicker) {
    LifecycleTrace.name(picker, "DP")
    let events: [(String, UIControl.Event)] = [
        ("valueChanged", .valueChanged), ("editingDidBegin", .editingDidBegin), ("editingDidEnd", .editingDidEnd),
    ]
    for (label, event) in events {
        picker.addAction(
            UIAction(title: label) { action in
                LifecycleTrace.record(action.sender as AnyObject, label)
            }, for: event)
    }
}

/// A window point on a wheel column, `rows` rows below its band (above when negative), on the
/// curve the column draws.
@MainActor
private func point(in column: PickerColumn, rowsBelowBand rows: Int, window: UIWindow) -> CGPoint {
    let y = column.bounds.midY + column.radius * sin(CGFloat(rows) * column.rowHeight / column.radius)
    return column.convert(CGPoint(x: column.bounds.midX, y: y), to: window)
}

/// UIDatePicker headless: its styles and settings, the compact pills' text, the editor a pill
/// opens, and wheels turned by real taps.
final class DatePickerTests: UIKitTestCase {
    /// Compact unless wheels are asked for; a countdown is always wheels; the inline calendar
    /// shows as compact. A minute interval that does not divide an hour is taken as 1.
    func testStylesAndSettings() {
        onMain {
            let picker = UIDatePicker()
            XCTAssertEqual(picker.datePickerMode, .dateAndTime)
            XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
            XCTAssertEqual(picker.datePickerStyle, .compact)
            XCTAssertNil(picker.wheels)
            picker.preferredDatePickerStyle = .inline
            XCTAssertEqual(picker.datePickerStyle, .compact)
            picker.preferredDatePickerStyle = .wheels
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            XCTAssertTrue(picker.subviews.contains { $0 is UIPickerView })
            XCTAssertEqual(picker.intrinsicContentSize.height, 216)
            picker.preferredDatePickerStyle = .compact
            XCTAssertFalse(picker.subviews.contains { $0 is UIPickerView })
            XCTAssertEqual(
                picker.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 34),
                "no width without a text measurer, as for segmented controls")
            picker.datePickerMode = .countDownTimer
            XCTAssertEqual(picker.datePickerStyle, .wheels)

            for (interval, kept) in [(15, 15), (7, 1), (0, 1), (60, 1), (30, 30), (-5, 1)] {
                picker.minuteInterval = interval
                XCTAssertEqual(picker.minuteInterval, kept, "\(interval)")
            }
            picker.countDownDuration = 5_430
            XCTAssertEqual(picker.countDownDuration, 5_400)
            picker.countDownDuration = 100_000
            XCTAssertEqual(picker.countDownDuration, 86_340)
        }
    }

    /// The pills read as iOS writes them in the picker's locale and time zone.
    func testCompactTextFollowsTheLocaleAndTimeZone() {
        onMain {
            let picker = englishPicker()
            XCTAssertEqual(picker.compactParts, [.date, .time])
            XCTAssertEqual(picker.text(for: .date), "Jul 29, 2016")
            XCTAssertEqual(picker.text(for: .time).replacingOccurrences(of: "\u{202F}", with: " "), "7:49 PM")
            picker.locale = Locale(identifier: "de_DE")
            picker.timeZone = TimeZone(identifier: "Europe/Berlin")
            XCTAssertEqual(picker.text(for: .date), "29.07.2016")
            XCTAssertEqual(picker.text(for: .time), "21:49")
            picker.datePickerMode = .date
            XCTAssertEqual(picker.compactParts, [.date])
            picker.datePickerMode = .time
            XCTAssertEqual(picker.compactParts, [.time])
        }
    }

    /// The date stays between the minimum and the maximum, which move it when they change.
    func testDateStaysInTheRange() {
        onMain {
            let picker = englishPicker()
            picker.minimumDate = utc(2020, 1, 1)
            XCTAssertEqual(picker.date, utc(2020, 1, 1))
            picker.maximumDate = utc(2020, 6, 30)
            picker.date = utc(2021, 3, 3)
            XCTAssertEqual(picker.date, utc(2020, 6, 30))
            picker.setDate(utc(2020, 3, 3), animated: true)
            XCTAssertEqual(picker.date, utc(2020, 3, 3))
        }
    }

    /// A tap on the date pill opens an editor under it with the date's wheels
    /// (`.editingDidBegin`); a tap on the day below the band changes the date and sends
    /// `.valueChanged` when the wheel gets there; a tap outside closes it (`.editingDidEnd`).
    func testPillOpensAnEditorThatChangesTheDate() throws {
        try onMain {
            let (window, root) = eventWindow()
            let picker = englishPicker(CGRect(x: 20, y: 100, width: 350, height: 34))
            root.addSubview(picker)
            traceDateEvents(of: picker)
            let pill = try XCTUnwrap(picker.pillFrames().first { $0.part == .date }?.frame)
            XCTAssertEqual(pill.height, 34)
            XCTAssertEqual(picker.pillFrames().last?.frame.maxX, 350, "the pills sit at the trailing end")
            tap(picker.convert(CGPoint(x: pill.midX, y: pill.midY), to: window), in: window)
            let editor = try XCTUnwrap(picker.editor)
            XCTAssertTrue(editor.superview === window)
            XCTAssertEqual(picker.editingPart, .date)
            XCTAssertEqual(editor.wheels.datePickerMode, .date)
            XCTAssertEqual(editor.wheels.date, julyEvening)
            XCTAssertEqual(editor.platter.frame.minY, 100 + 34 + 8, "under the pill")
            XCTAssertEqual(trace("DP"), ["DP.editingDidBegin"])

            let wheels = try XCTUnwrap(editor.wheels.wheels)
            XCTAssertEqual(wheels.columns, [.month, .day, .year])
            tap(point(in: wheels.pickerView.columns[1], rowsBelowBand: 1, window: window), in: window)
            XCTAssertEqual(picker.date, julyEvening, "the wheel is still turning")
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.date, utc(2016, 7, 30, 19, 49, 29))
            XCTAssertEqual(trace("DP"), ["DP.editingDidBegin", "DP.valueChanged"])

            tap(CGPoint(x: 10, y: 800), in: window)
            XCTAssertNil(editor.superview)
            XCTAssertNil(picker.editor)
            XCTAssertNil(picker.editingPart)
            XCTAssertEqual(trace("DP"), ["DP.editingDidBegin", "DP.valueChanged", "DP.editingDidEnd"])
        }
    }

    /// Near the bottom of the window the editor opens above the pill; the time pill opens the
    /// time's wheels, where a tap on AM moves the time twelve hours back (seconds dropped).
    func testTimePillNearTheBottomOpensAbove() throws {
        try onMain {
            let (window, root) = eventWindow()
            let picker = englishPicker(CGRect(x: 20, y: 760, width: 350, height: 34))
            root.addSubview(picker)
            traceDateEvents(of: picker)
            let pill = try XCTUnwrap(picker.pillFrames().first { $0.part == .time }?.frame)
            tap(picker.convert(CGPoint(x: pill.midX, y: pill.midY), to: window), in: window)
            let editor = try XCTUnwrap(picker.editor)
            XCTAssertEqual(editor.platter.frame.maxY, 760 - 8)
            let wheels = try XCTUnwrap(editor.wheels.wheels)
            XCTAssertEqual(wheels.columns, [.hour12, .minute, .meridiem])
            tap(point(in: wheels.pickerView.columns[2], rowsBelowBand: -1, window: window), in: window)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.date, utc(2016, 7, 29, 7, 49))
            XCTAssertEqual(trace("DP"), ["DP.editingDidBegin", "DP.valueChanged"])
        }
    }

    /// In the wheels style, turning the month from January 31 to February takes the last day of
    /// February and turns the day wheel back to it; one `.valueChanged`.
    func testWheelsKeepTheDayInTheMonth() throws {
        try onMain {
            let (window, root) = eventWindow()
            let picker = englishPicker(CGRect(x: 0, y: 100, width: 320, height: 216), date: utc(2016, 1, 31, 9, 30))
            picker.preferredDatePickerStyle = .wheels
            picker.datePickerMode = .date
            root.addSubview(picker)
            root.layoutIfNeeded()
            traceDateEvents(of: picker)
            let wheels = try XCTUnwrap(picker.wheels)
            XCTAssertEqual((0..<3).map { wheels.pickerView.selectedRow(inComponent: $0) }, [0, 30, 2015])
            tap(point(in: wheels.pickerView.columns[0], rowsBelowBand: 1, window: window), in: window)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.date, utc(2016, 2, 29, 9, 30))
            XCTAssertEqual((0..<3).map { wheels.pickerView.selectedRow(inComponent: $0) }, [1, 28, 2015])
            XCTAssertEqual(trace("DP"), ["DP.valueChanged"])

            picker.setDate(utc(2017, 12, 25, 9, 30), animated: false)
            XCTAssertEqual((0..<3).map { wheels.pickerView.selectedRow(inComponent: $0) }, [11, 24, 2016])
            XCTAssertEqual(trace("DP"), ["DP.valueChanged"], "setting the date sends nothing")
        }
    }

    /// The columns follow the locale: day, month, year in German; year, month, day in Japanese;
    /// a 24-hour clock in German; AM/PM first in Korean; a day column before the time.
    func testWheelsFollowTheLocale() throws {
        try onMain {
            let picker = englishPicker()
            picker.preferredDatePickerStyle = .wheels
            picker.datePickerMode = .date
            let wheels = try XCTUnwrap(picker.wheels)
            picker.locale = Locale(identifier: "de_DE")
            XCTAssertEqual(wheels.columns, [.day, .month, .year])
            picker.locale = Locale(identifier: "ja_JP")
            XCTAssertEqual(wheels.columns, [.year, .month, .day])
            picker.datePickerMode = .time
            picker.locale = Locale(identifier: "de_DE")
            XCTAssertEqual(wheels.columns, [.hour24, .minute])
            picker.locale = Locale(identifier: "ko_KR")
            XCTAssertEqual(wheels.columns, [.meridiem, .hour12, .minute])
            picker.locale = Locale(identifier: "en_US")
            picker.datePickerMode = .dateAndTime
            XCTAssertEqual(wheels.columns, [.days, .hour12, .minute, .meridiem])
            let source = wheels.pickerView
            XCTAssertEqual(
                wheels.pickerView(source, titleForRow: source.selectedRow(inComponent: 0), forComponent: 0),
                "Fri, Jul 29")
            picker.minuteInterval = 15
            XCTAssertEqual(source.numberOfRows(inComponent: 2), 4)
            XCTAssertEqual(source.selectedRow(inComponent: 2), 3, "49 minutes shows as 45")
            XCTAssertEqual(wheels.pickerView(source, titleForRow: 3, forComponent: 2), "45")
        }
    }

    /// A countdown's wheels are hours and minutes; a tap on the next hour adds an hour.
    func testCountDownWheels() throws {
        try onMain {
            let (window, root) = eventWindow()
            let picker = englishPicker(CGRect(x: 0, y: 100, width: 320, height: 216))
            picker.datePickerMode = .countDownTimer
            picker.countDownDuration = 5_400
            root.addSubview(picker)
            root.layoutIfNeeded()
            traceDateEvents(of: picker)
            let wheels = try XCTUnwrap(picker.wheels)
            XCTAssertEqual(wheels.columns, [.countDownHours, .countDownMinutes])
            XCTAssertEqual(
                [wheels.pickerView.selectedRow(inComponent: 0), wheels.pickerView.selectedRow(inComponent: 1)], [1, 30])
            tap(point(in: wheels.pickerView.columns[0], rowsBelowBand: 1, window: window), in: window)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(picker.countDownDuration, 9_000)
            XCTAssertEqual(picker.date, julyEvening, "a countdown leaves the date alone")
            XCTAssertEqual(trace("DP"), ["DP.valueChanged"])
        }
    }
}
