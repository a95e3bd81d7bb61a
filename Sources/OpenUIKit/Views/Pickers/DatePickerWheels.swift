import Foundation

/// The wheels of a date picker in the `.wheels` style: a picker view and the data source and
/// delegate that fill it from the mode and the locale. The columns and their order come from
/// the locale's own patterns (`DateFormatter.dateFormat(fromTemplate:)`): month, day and year
/// for `.date` in the order the locale writes them; hour, minute and (for a 12-hour locale)
/// AM/PM for `.time`, AM/PM first where the locale puts it first; a column of days ("Fri, Jul 29")
/// before the time for `.dateAndTime`; hours and minutes for `.countDownTimer`; month and year for
/// `.yearAndMonth`. Days past the end of the chosen month are greyed, and picking one takes the
/// month's last day. Unlike iOS's, the wheels do not loop, and the day column does not say
/// "Today" (that would read the wall clock); years run from 1 to 9999 and the day column from
/// 1900 to 2100 (or the picker's range).
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column: Equatable {
        case month, day, year, days, hour12, hour24, minute, meridiem, countDownHours, countDownMinutes
    }

    static let firstYear = 1
    static let lastYear = 9999

    weak var datePicker: UIDatePicker?
    let pickerView = UIPickerView()
    private(set) var columns: [Column] = []
    /// The first day of the `.days` column, at the start of its day.
    private var firstDay = Date()
    private var dayCount = 0
    /// Whether the 24-hour column writes two digits ("09").
    private var paddedHours = false

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        pickerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pickerView.dataSource = self
        pickerView.delegate = self
    }

    /// The columns again, for the picker's mode, locale and range.
    func reload() {
        guard let datePicker else { return }
        let locale = datePicker.locale ?? .current
        func pattern(_ template: String) -> String {
            DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        }
        var time: [Column] = []
        let timePattern = pattern("jm")
        let twelveHour = timePattern.contains("h") || timePattern.contains("K")
        paddedHours = timePattern.contains("HH")
        if twelveHour {
            time = [.hour12, .minute]
            let meridiemFirst =
                (timePattern.firstIndex(of: "a") ?? timePattern.endIndex)
                < (timePattern.firstIndex { "hK".contains($0) } ?? timePattern.endIndex)
            if meridiemFirst { time.insert(.meridiem, at: 0) } else { time.append(.meridiem) }
        } else {
            time = [.hour24, .minute]
        }
        switch datePicker.datePickerMode {
        case .date: columns = ordered([.month, .day, .year], in: pattern("yMMMMd"))
        case .yearAndMonth: columns = ordered([.month, .year], in: pattern("yMMMM"))
        case .time: columns = time
        case .dateAndTime: columns = [.days] + time
        case .countDownTimer: columns = [.countDownHours, .countDownMinutes]
        }
        let calendar = datePicker.workingCalendar
        let earliest =
            datePicker.minimumDate ?? calendar.date(from: DateComponents(year: 1900, month: 1, day: 1))
            ?? Date(timeIntervalSinceReferenceDate: 0)
        let latest =
            datePicker.maximumDate ?? calendar.date(from: DateComponents(year: 2100, month: 12, day: 31))
            ?? Date(timeIntervalSinceReferenceDate: 0)
        firstDay = calendar.startOfDay(for: earliest)
        dayCount = max(
            1,
            (calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: max(latest, earliest))).day
                ?? 0) + 1)
        pickerView.reloadAllComponents()
    }

    /// The columns a locale's pattern names, in the order it names them.
    private func ordered(_ wanted: [Column], in pattern: String) -> [Column] {
        func position(_ column: Column) -> String.Index {
            let letters: String =
                switch column {
                case .month: "ML"
                case .day: "d"
                default: "y"
                }
            return pattern.firstIndex { letters.contains($0) } ?? pattern.endIndex
        }
        return wanted.sorted { position($0) < position($1) }
    }

    // MARK: Between the date and the rows

    /// Turns every wheel to `date` (or the countdown).
    func show(_ date: Date, animated: Bool) {
        guard let datePicker else { return }
        let calendar = datePicker.workingCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let interval = datePicker.minuteInterval
        let countDownMinutes = Int(datePicker.countDownDuration / 60)
        for (component, column) in columns.enumerated() {
            let row: Int
            switch column {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? Self.firstYear) - Self.firstYear
            case .days:
                row = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
            case .hour12: row = (parts.hour ?? 0) % 12
            case .hour24: row = parts.hour ?? 0
            case .minute: row = (parts.minute ?? 0) / interval
            case .meridiem: row = (parts.hour ?? 0) < 12 ? 0 : 1
            case .countDownHours: row = countDownMinutes / 60
            case .countDownMinutes: row = (countDownMinutes % 60) / interval
            }
            let rows = pickerView.numberOfRows(inComponent: component)
            guard rows > 0 else { continue }
            pickerView.selectRow(min(max(row, 0), rows - 1), inComponent: component, animated: animated)
        }
        redrawDays()
    }

    /// The day column greys the days the shown month lacks, so it is drawn again when the month
    /// or year turns.
    private func redrawDays() {
        if let days = columns.firstIndex(of: .day) { pickerView.column(days)?.setNeedsDisplay() }
    }

    /// The date (or countdown) the wheels' selected rows spell: the columns a mode lacks keep the
    /// picker's current date's values; a day past the month's end is the month's last day.
    private func pickedValue() -> (date: Date?, countDown: TimeInterval?) {
        guard let datePicker else { return (nil, nil) }
        let calendar = datePicker.workingCalendar
        func selected(_ column: Column) -> Int? {
            columns.firstIndex(of: column).map { pickerView.selectedRow(inComponent: $0) }
        }
        if columns.contains(.countDownHours) {
            let minutes =
                (selected(.countDownHours) ?? 0) * 60 + (selected(.countDownMinutes) ?? 0) * datePicker.minuteInterval
            return (nil, TimeInterval(minutes * 60))
        }
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: datePicker.date)
        if let day = selected(.days), let picked = calendar.date(byAdding: .day, value: day, to: firstDay) {
            let dayParts = calendar.dateComponents([.year, .month, .day], from: picked)
            (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
        }
        if let month = selected(.month) { parts.month = month + 1 }
        if let year = selected(.year) { parts.year = year + Self.firstYear }
        if let day = selected(.day) { parts.day = day + 1 }
        if let hour = selected(.hour24) { parts.hour = hour }
        if let hour = selected(.hour12) { parts.hour = hour + ((selected(.meridiem) ?? 0) == 1 ? 12 : 0) }
        if let minute = selected(.minute) {
            parts.minute = minute * datePicker.minuteInterval
            parts.second = 0
        }
        // The day is kept within the month (the 31st of a 30-day month is its 30th).
        if let year = parts.year, let month = parts.month,
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let length = calendar.range(of: .day, in: .month, for: first)?.count
        {
            parts.day = min(parts.day ?? 1, length)
        }
        return (calendar.date(from: parts), nil)
    }

    /// Days in the month the month and year wheels show (31 when there are none).
    private func daysInShownMonth() -> Int {
        guard let datePicker else { return 31 }
        let calendar = datePicker.workingCalendar
        let current = calendar.dateComponents([.year, .month], from: datePicker.date)
        let month =
            columns.firstIndex(of: .month).map { pickerView.selectedRow(inComponent: $0) + 1 } ?? current.month ?? 1
        let year =
            columns.firstIndex(of: .year).map { pickerView.selectedRow(inComponent: $0) + Self.firstYear } ?? current
            .year ?? 2000
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) else { return 31 }
        return calendar.range(of: .day, in: .month, for: first)?.count ?? 31
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard columns.indices.contains(component) else { return 0 }
        let interval = datePicker?.minuteInterval ?? 1
        switch columns[component] {
        case .month: return datePicker?.workingCalendar.monthSymbols.count ?? 12
        case .day: return 31
        case .year: return Self.lastYear - Self.firstYear + 1
        case .days: return dayCount
        case .hour12: return 12
        case .hour24, .countDownHours: return 24
        case .minute, .countDownMinutes: return 60 / interval
        case .meridiem: return 2
        }
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let datePicker, columns.indices.contains(component) else { return nil }
        let interval = datePicker.minuteInterval
        switch columns[component] {
        case .month:
            let symbols: [String] = datePicker.formatter(template: "MMMM").standaloneMonthSymbols
            return symbols.indices.contains(row) ? symbols[row] : nil
        case .day: return String(row + 1)
        case .year: return String(row + Self.firstYear)
        case .days:
            let calendar = datePicker.workingCalendar
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return nil }
            return datePicker.formatter(template: "EEEMMMd").string(from: day)
        case .hour12: return String(row == 0 ? 12 : row)
        case .hour24: return paddedHours ? String(format: "%02d", row) : String(row)
        case .minute: return String(format: "%02d", row * interval)
        case .meridiem:
            let formatter = datePicker.formatter(template: "jm")
            return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * interval) min"
        }
    }

    /// Days past the end of the shown month are greyed.
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        guard columns.indices.contains(component), columns[component] == .day, row + 1 > daysInShownMonth() else {
            return nil
        }
        return NSAttributedString(string: String(row + 1), attributes: [.foregroundColor: UIColor.tertiaryLabel])
    }

    /// Columns share the width by what they hold: the day-of-year and month columns take more.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard columns.indices.contains(component) else { return UIPickerView.unansweredDimension }
        let weights = columns.map(Self.weight)
        let available =
            pickerView.bounds.width - 2 * UIPickerView.sideInset - UIPickerView.columnSpacing
            * CGFloat(columns.count - 1)
        return max(0, available * weights[component] / weights.reduce(0, +))
    }

    private static func weight(of column: Column) -> CGFloat {
        switch column {
        case .days: 3
        case .month: 2.2
        case .year, .countDownHours, .countDownMinutes: 1.6
        default: 1
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let datePicker else { return }
        let picked = pickedValue()
        datePicker.userDidPick(date: picked.date, countDown: picked.countDown)
        redrawDays()
        // A day the month lacks turns back to the month's last day.
        if let days = columns.firstIndex(of: .day), let date = picked.date {
            let day = datePicker.workingCalendar.component(.day, from: datePicker.clamped(date))
            if pickerView.selectedRow(inComponent: days) != day - 1 {
                pickerView.selectRow(day - 1, inComponent: days, animated: true)
            }
        }
    }
}
