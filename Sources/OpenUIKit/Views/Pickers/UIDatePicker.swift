import Foundation

/// A date, a time, or both, picked by the user. Since iOS 14 it is compact by default: the value
/// in grey rounded pills (`UIDatePicker+Compact.swift`); tapping one opens an editor over the
/// window with a wheel for that part (`DatePickerEditor`), and each change there sends
/// `.valueChanged` (opening and closing send `.editingDidBegin` and `.editingDidEnd`, as iOS's
/// does). In the `.wheels` style it is a picker view whose columns follow the mode and the
/// locale (`DatePickerWheels`); a finger's change sends `.valueChanged` when the wheel settles.
/// Setting `date` in code sends nothing.
///
/// Text is formatted with Foundation's `DateFormatter` in the picker's `locale`, `calendar` and
/// `timeZone` (the current ones when nil), so a test that sets them draws the same everywhere.
/// Like UIKit's, a picker made in code shows the current date until given one.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker picks: a time, a date, both, a countdown duration, or a year and month.
    public enum Mode: Int, Sendable {
        /// A time of day.
        case time = 0
        /// A date: day, month and year.
        case date = 1
        /// A date and a time of day; the default.
        case dateAndTime = 2
        /// A duration in hours and minutes (`countDownDuration`), always shown as wheels.
        case countDownTimer = 3
        /// A month and year, always shown as wheels.
        case yearAndMonth = 4
    }

    /// What the picker picks; `.dateAndTime` by default. Changing it rebuilds the wheels and closes an open editor.
    open var datePickerMode: Mode = .dateAndTime { didSet { configurationDidChange() } }

    /// The style asked for; `datePickerStyle` is the one shown.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { configurationDidChange() } }

    /// The style shown: wheels for a countdown or a year and month (the only style iOS offers
    /// them in), else compact unless wheels are asked for. The inline calendar is not drawn here:
    /// `.inline` shows as `.compact`, which edits the same values.
    open var datePickerStyle: UIDatePickerStyle {
        switch datePickerMode {
        case .countDownTimer, .yearAndMonth: return .wheels
        default: return preferredDatePickerStyle == .wheels ? .wheels : .compact
        }
    }

    /// Kept between `minimumDate` and `maximumDate`.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }

    /// The wheels turn to the date (over 0.3 seconds on the animation clock when `animated`);
    /// nothing is sent.
    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = clamped(date)
        wheels?.show(dateStorage, animated: animated)
    }

    /// The earliest date the picker allows, or `nil` for no limit; an earlier date is moved up to it.
    open var minimumDate: Date? { didSet { rangeDidChange() } }
    /// The latest date the picker allows, or `nil` for no limit; a later date is moved back to it.
    open var maximumDate: Date? { didSet { rangeDidChange() } }

    /// nil is the current locale.
    open var locale: Locale? { didSet { configurationDidChange() } }

    /// nil gives back the current calendar.
    open var calendar: Calendar! {
        get { calendarStorage ?? Calendar.current }
        set {
            calendarStorage = newValue
            configurationDidChange()
        }
    }

    /// nil is the current time zone.
    open var timeZone: TimeZone? { didSet { configurationDidChange() } }

    /// The minutes the minute wheel offers are multiples of it. It must divide 60 and lie in
    /// 1...30; any other value is taken as 1, as UIKit documents.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            minuteIntervalStorage = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            configurationDidChange()
        }
    }

    /// Whether a date shown with a minute interval is rounded to it (iOS 15).
    open var roundsToMinuteInterval = true

    /// The countdown's length in seconds, under a day, in whole minutes.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            let minutes = (min(max(newValue.isFinite ? newValue : 0, 0), 86_399) / 60).rounded(.down)
            countDownStorage = minutes * 60
            wheels?.show(dateStorage, animated: false)
        }
    }

    private var dateStorage = Date() { didSet { if dateStorage != oldValue { setNeedsDisplay() } } }
    private var calendarStorage: Calendar?
    private var minuteIntervalStorage = 1
    private var countDownStorage: TimeInterval = 0
    private var formatters: [String: DateFormatter] = [:]

    /// The columns while the style is wheels.
    private(set) var wheels: DatePickerWheels?
    /// The pill whose editor is open, drawn in the tint colour.
    var editingPart: CompactPart? { didSet { if editingPart != oldValue { setNeedsDisplay() } } }
    /// The pill under a finger.
    var pressedPart: CompactPart? { didSet { if pressedPart != oldValue { setNeedsDisplay() } } }
    weak var editor: DatePickerEditor?

    /// Creates a compact date-and-time picker showing the current date.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        configurationDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        configurationDidChange()
    }

    // MARK: Sizing, layout and drawing

    /// Compact: the pills' size (no width without a text measurer, as for segmented controls);
    /// wheels: a picker's 216 points of height.
    open override var intrinsicContentSize: CGSize {
        datePickerStyle == .wheels
            ? CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.standardHeight) : compactIntrinsicSize()
    }

    /// The intrinsic size: the pills' size when compact, the current width and a picker's height for wheels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
            height: intrinsic.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels?.pickerView.frame = bounds
    }

    /// Whether the picker takes touches; a disabled compact picker draws at half opacity and its wheels ignore
    /// touches.
    open override var isEnabled: Bool {
        didSet {
            if isEnabled != oldValue { setNeedsDisplay() }
            wheels?.pickerView.isUserInteractionEnabled = isEnabled
        }
    }

    /// Redraws the pills, as the one being edited is drawn in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// A picker leaving its window closes its editor.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { editor?.dismiss(sendingEvents: true) }
    }

    /// Draws the compact pills; in the wheels style the picker view beneath draws instead.
    open override func draw(_ rect: CGRect) {
        guard datePickerStyle == .compact else { return }
        drawPills()
    }

    // MARK: Tracking (the compact pills; wheels track their own touches)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard datePickerStyle == .compact, let part = compactPart(at: touch.location(in: self)) else { return false }
        pressedPart = part
        return super.beginTracking(touch, with: event)
    }

    /// Presses the pill under the finger while the touch stays inside, and none when it leaves.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedPart = isTouchInside ? compactPart(at: touch.location(in: self)) : nil
        return super.continueTracking(touch, with: event)
    }

    /// A pill tapped opens its editor.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let part = pressedPart
        pressedPart = nil
        guard isTouchInside, let part, let touch, compactPart(at: touch.location(in: self)) == part else { return }
        openEditor(for: part, event: event)
    }

    /// Releases the pressed pill without opening an editor.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        pressedPart = nil
    }

    // MARK: Machinery

    /// A calendar set to the picker's time zone and locale: every conversion goes through it.
    var workingCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        calendar.timeZone = timeZone ?? .current
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// A formatter for a style or a template, in the picker's locale, calendar and time zone.
    func formatter(
        dateStyle: DateFormatter.Style = .none, timeStyle: DateFormatter.Style = .none,
        template: String? = nil
    ) -> DateFormatter {
        let key = "\(dateStyle.rawValue)|\(timeStyle.rawValue)|\(template ?? "")"
        if let cached = formatters[key] { return cached }
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = workingCalendar
        formatter.timeZone = timeZone ?? .current
        if let template {
            formatter.setLocalizedDateFormatFromTemplate(template)
        } else {
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
        }
        formatters[key] = formatter
        return formatter
    }

    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// A wheel a finger turned settled on a new date or duration: kept, and told.
    func userDidPick(date: Date?, countDown: TimeInterval?) {
        if let countDown {
            countDownDuration = countDown
        } else if let date {
            let accepted = clamped(date)
            dateStorage = accepted
            // A date out of range turns the wheels back to the nearest one allowed, as iOS does.
            if accepted != date { wheels?.show(accepted, animated: true) }
        }
        sendActions(for: .valueChanged, event: nil)
    }

    private func rangeDidChange() {
        dateStorage = clamped(dateStorage)
        wheels?.reload()
        wheels?.show(dateStorage, animated: false)
    }

    /// Mode, style, locale, calendar, time zone or interval changed: the formatters and the
    /// wheels are made again, and the size may change.
    private func configurationDidChange() {
        formatters.removeAll()
        if datePickerStyle == .wheels {
            if wheels == nil {
                let made = DatePickerWheels(datePicker: self)
                made.pickerView.frame = bounds
                made.pickerView.isUserInteractionEnabled = isEnabled
                addSubview(made.pickerView)
                wheels = made
            }
            wheels?.reload()
            wheels?.show(dateStorage, animated: false)
        } else if let wheels {
            wheels.pickerView.removeFromSuperview()
            self.wheels = nil
        }
        editor?.dismiss(sendingEvents: true)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
