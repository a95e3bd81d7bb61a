import TestSupport
import XCTest

@testable import OpenUIKit

/// A delegate of every calendar protocol that traces what it is asked and told.
@MainActor
private final class CalendarLog: UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate,
    UICalendarSelectionMultiDateDelegate
{
    var decorated: [Int] = []
    var refusesWeekends = false

    func calendarView(
        _ calendarView: UICalendarView, decorationFor dateComponents: DateComponents
    )
        -> UICalendarView.Decoration?
    {
        decorated.append(dateComponents.day ?? 0)
        return dateComponents.day == 24 ? .default(color: .systemRed, size: .large) : nil
    }

    func calendarView(
        _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents
    ) {
        note("moved from \(previousDateComponents.year ?? 0)-\(previousDateComponents.month ?? 0)")
    }

    private func isWeekend(_ components: DateComponents?) -> Bool {
        guard let components, let date = components.calendar?.date(from: components) else { return false }
        return components.calendar?.isDateInWeekend(date) ?? false
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        note("selected \(dateComponents?.day.map(String.init) ?? "nil")")
    }

    func dateSelection(
        _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
    )
        -> Bool
    {
        !(refusesWeekends && isWeekend(dateComponents))
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
        note("added \(dateComponents.day ?? 0)")
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
        note("removed \(dateComponents.day ?? 0)")
    }
}

/// A calendar showing December 2026 (which starts on a Tuesday), in a window.
@MainActor
private func makeCalendar() -> (UIWindow, UICalendarView) {
    let (window, root) = eventWindow()
    let calendarView = UICalendarView(frame: CGRect(x: 0, y: 100, width: 390, height: 380))
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.firstWeekday = 1
    gregorian.timeZone = TimeZone(identifier: "UTC")!
    calendarView.calendar = gregorian
    calendarView.locale = Locale(identifier: "en_US")
    calendarView.timeZone = TimeZone(identifier: "UTC")
    calendarView.now = { gregorian.date(from: DateComponents(year: 2026, month: 12, day: 4))! }
    calendarView.visibleDateComponents = DateComponents(year: 2026, month: 12)
    root.addSubview(calendarView)
    calendarView.layoutIfNeeded()
    return (window, calendarView)
}

@MainActor
private func tapDay(_ day: Int, of calendarView: UICalendarView, in window: UIWindow) {
    let cell = calendarView.cellFrame(forDay: day)
    tap(calendarView.convert(CGPoint(x: cell.midX, y: cell.midY), to: window), in: window)
    pump()
}

/// UICalendarView: December 2026 laid out from a Gregorian calendar, decorations asked per day,
/// taps handed to the single- and multi-date selections, which ask and tell their delegates, and
/// the chevrons moving a month within the available range.
final class CalendarViewTests: UIKitTestCase {
    func testMonthIsLaidOutFromTheCalendar() {
        onMain {
            let (_, calendarView) = makeCalendar()
            XCTAssertEqual(calendarView.monthTitle, "December 2026")
            XCTAssertEqual(calendarView.weekdaySymbols, ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
            XCTAssertEqual(calendarView.numberOfDays, 31)
            XCTAssertEqual(calendarView.leadingBlanks, 2, "the 1st is a Tuesday")
            let first = calendarView.cellFrame(forDay: 1), sixth = calendarView.cellFrame(forDay: 6)
            XCTAssertEqual(sixth.minY, first.minY + UICalendarView.rowHeight, "the 6th starts the second week")
            XCTAssertEqual(sixth.minX, UICalendarView.inset, accuracy: 0.01, "on a Sunday")
            XCTAssertTrue(calendarView.isToday(day: 4))
            XCTAssertFalse(calendarView.isToday(day: 5))
            var monday = calendarView.calendar
            monday.firstWeekday = 2
            calendarView.calendar = monday
            XCTAssertEqual(calendarView.leadingBlanks, 1)
            XCTAssertEqual(calendarView.weekdaySymbols.first, "MON")
        }
    }

    func testDecorationsAreAskedForEachDayOnce() {
        onMain {
            let (_, calendarView) = makeCalendar()
            let log = CalendarLog()
            calendarView.delegate = log
            calendarView.layoutIfNeeded()
            XCTAssertEqual(log.decorated, Array(1...31))
            XCTAssertNotNil(calendarView.decoration(forDay: 24))
            XCTAssertNil(calendarView.decoration(forDay: 23))
            XCTAssertEqual(log.decorated.count, 31, "cached for the month")
            log.decorated = []
            calendarView.reloadDecorations(
                forDateComponents: [DateComponents(year: 2026, month: 12, day: 9)], animated: false)
            XCTAssertEqual(log.decorated, [9])
            calendarView.wantsDateDecorations = false
            XCTAssertNil(calendarView.decoration(forDay: 24))
        }
    }

    func testSingleDateSelectionSelectsAndDeselectsATappedDay() {
        onMain {
            let (window, calendarView) = makeCalendar()
            let log = CalendarLog()
            log.refusesWeekends = true
            let selection = UICalendarSelectionSingleDate(delegate: log)
            calendarView.selectionBehavior = selection
            tapDay(15, of: calendarView, in: window)
            XCTAssertEqual(selection.selectedDate?.day, 15)
            XCTAssertEqual(selection.selectedDate?.month, 12)
            XCTAssertTrue(calendarView.isSelected(day: 15))
            tapDay(16, of: calendarView, in: window)
            tapDay(19, of: calendarView, in: window)
            XCTAssertFalse(calendarView.isSelectable(day: 19), "a Saturday, refused by the delegate")
            tapDay(16, of: calendarView, in: window)
            XCTAssertEqual(trace(), ["⟨selected 15⟩", "⟨selected 16⟩", "⟨selected nil⟩"])
            XCTAssertNil(selection.selectedDate)
            selection.setSelected(DateComponents(year: 2026, month: 12, day: 2), animated: false)
            XCTAssertTrue(calendarView.isSelected(day: 2))
            XCTAssertEqual(trace().count, 3, "set in code: the delegate hears nothing")
        }
    }

    func testMultiDateSelectionAddsAndRemovesDays() {
        onMain {
            let (window, calendarView) = makeCalendar()
            let log = CalendarLog()
            let selection = UICalendarSelectionMultiDate(delegate: log)
            calendarView.selectionBehavior = selection
            tapDay(3, of: calendarView, in: window)
            tapDay(10, of: calendarView, in: window)
            tapDay(3, of: calendarView, in: window)
            XCTAssertEqual(trace(), ["⟨added 3⟩", "⟨added 10⟩", "⟨removed 3⟩"])
            XCTAssertEqual(selection.selectedDates.map(\.day), [10])
        }
    }

    func testChevronsMoveAMonthWithinTheAvailableRange() {
        onMain {
            let (window, calendarView) = makeCalendar()
            let log = CalendarLog()
            calendarView.delegate = log
            let gregorian = calendarView.calendar
            calendarView.availableDateRange = DateInterval(
                start: gregorian.date(from: DateComponents(year: 2026, month: 11, day: 20))!,
                end: gregorian.date(from: DateComponents(year: 2027, month: 1, day: 10))!)
            XCTAssertFalse(calendarView.isAvailable(day: 1) == false, "December is inside")
            let next = calendarView.nextMonthButton
            tap(next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: window), in: window)
            pump()
            XCTAssertEqual(calendarView.visibleDateComponents.month, 1)
            XCTAssertEqual(calendarView.visibleDateComponents.year, 2027)
            XCTAssertEqual(calendarView.monthTitle, "January 2027")
            XCTAssertFalse(calendarView.nextMonthButton.isEnabled, "February is outside the range")
            XCTAssertTrue(calendarView.isAvailable(day: 10))
            XCTAssertFalse(calendarView.isAvailable(day: 11))
            XCTAssertEqual(trace(), ["⟨moved from 2026-12⟩"])
            calendarView.setVisibleDateComponents(DateComponents(year: 2026, month: 11), animated: false)
            XCTAssertFalse(calendarView.previousMonthButton.isEnabled)
            XCTAssertFalse(calendarView.isSelectable(day: 19))
            XCTAssertTrue(calendarView.isSelectable(day: 20))
            XCTAssertEqual(trace().count, 1, "set in code: the delegate hears nothing")
        }
    }
}
