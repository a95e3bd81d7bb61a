import Foundation

/// How a date picker presents itself.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact for dates and times, wheels for a countdown.
    case automatic = 0
    case wheels = 1
    case compact = 2
    /// A calendar in place; drawn here as `.compact` (see `UIDatePicker.datePickerStyle`).
    case inline = 3
}
