import Foundation

/// How a date picker presents itself.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact for dates and times, wheels for a countdown.
    case automatic = 0
    /// Spinning wheels, one for each part of the value, filling the picker's bounds.
    case wheels = 1
    /// The value in rounded pills; tapping one opens an editor for that part.
    case compact = 2
    /// A calendar in place; drawn here as `.compact` (see `UIDatePicker.datePickerStyle`).
    case inline = 3
}
