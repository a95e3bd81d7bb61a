import Foundation

/// The delegate of a ``UICalendarSelectionMultiDate`` (iOS 16).
@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    /// The user added the day to the selection.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// The user took the day out of the selection.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether the user may add the day; days it refuses are drawn grey.
    func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
    )
        -> Bool
    /// Whether the user may take the day out.
    func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
    )
        -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    /// Every day can be selected.
    public func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
    ) -> Bool { true }
    /// Every day can be deselected.
    public func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
    ) -> Bool { true }
}

/// A calendar view's selection of several days (iOS 16): tapping a day adds it to
/// `selectedDates` (when `canSelectDate` allows) and tells the delegate `didSelectDate`; tapping
/// a selected day takes it out (when `canDeselectDate` allows) and tells it `didDeselectDate`.
/// Setting `selectedDates` in code tells the delegate nothing.
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// The object asked and told about the selection; held weakly.
    public private(set) weak var delegate: (any UICalendarSelectionMultiDateDelegate)?

    /// The selected days, in the order they were selected.
    open var selectedDates: [DateComponents] = [] {
        didSet { calendarView?.setNeedsDisplay() }
    }

    /// Creates a selection that asks and tells `delegate`.
    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Replaces the selection; the calendar redraws at once either way.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }

    override func isSelected(_ day: DateComponents) -> Bool {
        selectedDates.contains { Self.sameDay($0, day) }
    }

    override func canSelect(_ day: DateComponents) -> Bool {
        isSelected(day) || (delegate?.multiDateSelection(self, canSelectDate: day) ?? true)
    }

    override func didTap(_ day: DateComponents) {
        if isSelected(day) {
            guard delegate?.multiDateSelection(self, canDeselectDate: day) ?? true else { return }
            selectedDates.removeAll { Self.sameDay($0, day) }
            delegate?.multiDateSelection(self, didDeselectDate: day)
        } else {
            guard delegate?.multiDateSelection(self, canSelectDate: day) ?? true else { return }
            selectedDates.append(day)
            delegate?.multiDateSelection(self, didSelectDate: day)
        }
    }
}
