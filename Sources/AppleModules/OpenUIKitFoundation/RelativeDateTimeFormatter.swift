import Foundation
internal import _FoundationICU

/// Phrases for a date relative to another ("2 hours ago", "yesterday", "in 3 weeks"), as iOS's
/// Foundation has them and Linux's lacks. The words come from ICU's relative date formatter (the
/// copy Linux's Foundation ships), so every locale ICU knows is spelled as on iOS. The unit is
/// the largest non-zero one of the calendar difference, years to seconds. Each call opens an ICU
/// formatter for the current settings, kept until a setting changes.
open class RelativeDateTimeFormatter: Formatter {
    /// Whether a phrase may use a word for the amount ("yesterday", "next week") or always says
    /// the number ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// Always the number: "1 day ago".
        case numeric = 0
        /// A word where the language has one: "yesterday", "now".
        case named = 1
    }

    /// How long the unit's name is.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago".
        case abbreviated = 3
    }

    /// `.numeric` unless set.
    open var dateTimeStyle: DateTimeStyle = .numeric { didSet { closeFormatter() } }
    /// `.full` unless set.
    open var unitsStyle: UnitsStyle = .full { didSet { closeFormatter() } }
    /// Where the phrase stands, for its capitalization: `.beginningOfSentence` capitalizes it.
    open var formattingContext: Formatter.Context = .unknown { didSet { closeFormatter() } }
    /// The calendar differences are counted in; the current one unless set.
    open var calendar: Calendar! = .current
    /// The language of the phrases; the current locale unless set.
    open var locale: Locale! = .current { didSet { closeFormatter() } }

    private var formatter: OpaquePointer?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    deinit {
        if let formatter { swift_ureldatefmt_close(formatter) }
    }

    /// The phrase for the largest non-zero component of `dateComponents`, years to seconds ("in
    /// 0 seconds", or "now" when named, for none).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let (value, unit) = Self.largestUnit(of: dateComponents)
        return phrase(value, unit)
    }

    /// The phrase for the date `timeInterval` seconds from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The phrase for `date` seen from `referenceDate`: "1 hour ago" for a date an hour before it.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let calendar = self.calendar ?? .current
        let components = calendar.dateComponents(
            [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: referenceDate, to: date)
        return localizedString(from: components)
    }

    /// The phrase for a `Date` relative to now; nil for any other value.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// The first non-zero component, largest first; 0 seconds for none.
    private static func largestUnit(of components: DateComponents) -> (Int, URelativeDateTimeUnit) {
        let units: [(Int?, URelativeDateTimeUnit)] = [
            (components.year, UDAT_REL_UNIT_YEAR), (components.month, UDAT_REL_UNIT_MONTH),
            (components.weekOfMonth ?? components.weekOfYear, UDAT_REL_UNIT_WEEK), (components.day, UDAT_REL_UNIT_DAY),
            (components.hour, UDAT_REL_UNIT_HOUR), (components.minute, UDAT_REL_UNIT_MINUTE),
            (components.second, UDAT_REL_UNIT_SECOND),
        ]
        for (value, unit) in units {
            if let value, value != 0 { return (value, unit) }
        }
        return (0, UDAT_REL_UNIT_SECOND)
    }

    private func phrase(_ value: Int, _ unit: URelativeDateTimeUnit) -> String {
        guard let formatter = openedFormatter() else { return "" }
        var status = U_ZERO_ERROR
        var buffer = [UChar](repeating: 0, count: 128)
        var length = format(formatter, Double(value), unit, &buffer, &status)
        if status == U_BUFFER_OVERFLOW_ERROR, length > 0 {
            status = U_ZERO_ERROR
            buffer = [UChar](repeating: 0, count: Int(length) + 1)
            length = format(formatter, Double(value), unit, &buffer, &status)
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return "" }
        return String(decoding: buffer[..<min(Int(length), buffer.count)], as: UTF16.self)
    }

    private func format(
        _ formatter: OpaquePointer, _ value: Double, _ unit: URelativeDateTimeUnit,
        _ buffer: inout [UChar], _ status: inout UErrorCode
    ) -> Int32 {
        let capacity = Int32(buffer.count)
        return buffer.withUnsafeMutableBufferPointer { pointer in
            dateTimeStyle == .named
                ? swift_ureldatefmt_format(formatter, value, unit, pointer.baseAddress, capacity, &status)
                : swift_ureldatefmt_formatNumeric(formatter, value, unit, pointer.baseAddress, capacity, &status)
        }
    }

    private func openedFormatter() -> OpaquePointer? {
        if let formatter { return formatter }
        let identifier = (locale ?? .current).identifier
        var status = U_ZERO_ERROR
        var numberFormat: UnsafeMutablePointer<UNumberFormat?>?
        if unitsStyle == .spellOut {
            numberFormat = swift_unum_open(UNUM_SPELLOUT, nil, 0, identifier, nil, &status)
            if status.rawValue > U_ZERO_ERROR.rawValue { numberFormat = nil }
            status = U_ZERO_ERROR
        }
        let width: UDateRelativeDateTimeFormatterStyle =
            switch unitsStyle {
            case .full, .spellOut: UDAT_STYLE_LONG
            case .short: UDAT_STYLE_SHORT
            case .abbreviated: UDAT_STYLE_NARROW
            }
        let opened = swift_ureldatefmt_open(identifier, numberFormat, width, capitalization, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, let opened else { return nil }
        formatter = opened
        return opened
    }

    private var capitalization: UDisplayContext {
        switch formattingContext {
        case .beginningOfSentence: UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE
        case .middleOfSentence: UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE
        case .listItem: UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU
        case .standalone: UDISPCTX_CAPITALIZATION_FOR_STANDALONE
        default: UDISPCTX_CAPITALIZATION_NONE
        }
    }

    private func closeFormatter() {
        if let formatter { swift_ureldatefmt_close(formatter) }
        formatter = nil
    }
}
