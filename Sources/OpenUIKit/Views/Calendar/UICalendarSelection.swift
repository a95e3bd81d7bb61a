import Foundation

/// What a ``UICalendarView`` does when a day is tapped (iOS 16): the base of
/// ``UICalendarSelectionSingleDate`` and ``UICalendarSelectionMultiDate``, set as the view's
/// `selectionBehavior`. A view without one selects nothing.
@preconcurrency @MainActor
open class UICalendarSelection: NSObject {
    /// The calendar view the selection is set on.
    weak var calendarView: UICalendarView?

    override init() {
        super.init()
    }

    /// Asks the delegate again which days of the shown month can be selected (after what its
    /// answer depends on changed), and redraws them.
    open func updateSelectableDates() {
        calendarView?.selectableDatesDidChange()
    }

    /// Whether the day is selected now.
    func isSelected(_ day: DateComponents) -> Bool { false }

    /// Whether the delegate lets the day be tapped; days it refuses are drawn grey.
    func canSelect(_ day: DateComponents) -> Bool { true }

    /// The day was tapped.
    func didTap(_ day: DateComponents) {}

    /// Whether two components name the same day.
    static func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
        a.year == b.year && a.month == b.month && a.day == b.day && (a.era == nil || b.era == nil || a.era == b.era)
    }
}
