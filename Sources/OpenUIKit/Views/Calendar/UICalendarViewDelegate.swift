import Foundation

/// What a ``UICalendarView`` asks and tells its delegate (iOS 16): the decoration of each day it
/// shows, and the month it moved to.
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: AnyObject {
    /// The decoration drawn under the day, or nil for none; asked for each day of a month as the
    /// month shows, and again for the days of `reloadDecorations(forDateComponents:animated:)`.
    func calendarView(
        _ calendarView: UICalendarView, decorationFor dateComponents: DateComponents
    )
        -> UICalendarView.Decoration?
    /// The calendar now shows another month (iOS 16.2); `previousDateComponents` is the one it
    /// showed.
    func calendarView(
        _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    /// Does nothing.
    public func calendarView(
        _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents
    ) {}
}
