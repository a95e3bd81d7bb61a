import Foundation

/// The delegate of a ``UICalendarSelectionSingleDate`` (iOS 16).
@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    /// The user selected the day, or, with nil, deselected the selected one.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the user may select the day (nil: deselect); days it refuses are drawn grey.
    func dateSelection(
        _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
    )
        -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    /// Every day can be selected.
    public func dateSelection(
        _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
    ) -> Bool { true }
}

/// A calendar view's selection of one day (iOS 16): tapping a day selects it, tapping the selected
/// day deselects it, each when the delegate's `canSelectDate` allows, and the delegate hears
/// `didSelectDate`. Setting `selectedDate` in code tells the delegate nothing.
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// The object asked and told about the selection; held weakly.
    public private(set) weak var delegate: (any UICalendarSelectionSingleDateDelegate)?

    /// The selected day, or nil.
    open var selectedDate: DateComponents? {
        didSet { calendarView?.setNeedsDisplay() }
    }

    /// Creates a selection that asks and tells `delegate`.
    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects the day, or none; the calendar redraws at once either way.
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        self.selectedDate = selectedDate
    }

    override func isSelected(_ day: DateComponents) -> Bool {
        selectedDate.map { Self.sameDay($0, day) } ?? false
    }

    override func canSelect(_ day: DateComponents) -> Bool {
        delegate?.dateSelection(self, canSelectDate: day) ?? true
    }

    override func didTap(_ day: DateComponents) {
        let next: DateComponents? = isSelected(day) ? nil : day
        guard delegate?.dateSelection(self, canSelectDate: next) ?? true else { return }
        selectedDate = next
        delegate?.dateSelection(self, didSelectDate: next)
    }
}
