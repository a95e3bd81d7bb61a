import Foundation

/// A month of days (iOS 16), drawn from a `Calendar` as iOS draws it: the month and year at the
/// top with chevrons that move a month back or on, the weekday symbols, then the days in rows of
/// a week, starting on the calendar's first weekday. Today's number is in the tint colour; a
/// selected day sits on a circle of it; days outside `availableDateRange` or that the selection's
/// delegate refuses are grey. Under each day the delegate's decoration is drawn. Tapping a day
/// hands it to `selectionBehavior` (``UICalendarSelectionSingleDate``,
/// ``UICalendarSelectionMultiDate``), which asks and tells its delegate. The chevrons tell the
/// delegate `didChangeVisibleDateComponentsFrom`. iOS opens a month and year wheel when the title
/// is tapped and scrolls between months with a swipe; here the chevrons and
/// `visibleDateComponents` move between months.
@preconcurrency @MainActor
open class UICalendarView: UIView {
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 24
    static let rowHeight: CGFloat = 46
    static let weeks = 6
    static let inset: CGFloat = 8
    static let width: CGFloat = 320

    /// The object asked for decorations and told when the month changes; held weakly.
    open weak var delegate: (any UICalendarViewDelegate)? {
        didSet { reloadAllDecorations() }
    }
    /// What tapping a day does; nil selects nothing.
    open var selectionBehavior: UICalendarSelection? {
        didSet {
            oldValue?.calendarView = nil
            selectionBehavior?.calendarView = self
            selectableDatesDidChange()
        }
    }
    /// The locale of the month names and weekday symbols; the current one by default.
    open var locale: Locale = .current { didSet { calendarDidChange() } }
    /// The calendar the days are counted in; the current one by default.
    open var calendar: Calendar = .current { didSet { calendarDidChange() } }
    /// The time zone days are counted in; nil for the calendar's.
    open var timeZone: TimeZone? { didSet { calendarDidChange() } }
    /// The design of the fonts the calendar is drawn in.
    open var fontDesign: UIFontDescriptor.SystemDesign = .default { didSet { setNeedsDisplay() } }
    /// The dates that can be shown and selected; every date by default. Days outside are grey
    /// and the chevrons stop at its months.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture) {
        didSet {
            updateChevrons()
            setNeedsDisplay()
        }
    }
    /// Whether the delegate is asked for decorations.
    open var wantsDateDecorations = true { didSet { reloadAllDecorations() } }

    /// The month shown (its year and month); today's by default. Setting it in code tells the
    /// delegate nothing.
    open var visibleDateComponents: DateComponents {
        get { visibleStorage }
        set { setVisibleDateComponents(newValue, animated: false) }
    }
    private var visibleStorage: DateComponents

    /// What "today" is, for tests that need a fixed one.
    var now: () -> Date = { Date() }

    let previousMonthButton = UIButton(type: .system)
    let nextMonthButton = UIButton(type: .system)
    private lazy var tapRecognizer = UITapGestureRecognizer { [weak self] recognizer in
        guard let self else { return }
        self.tapped(at: recognizer.location(in: self))
    }
    /// The delegate's decorations of the shown month's days, by day.
    private var decorations: [Int: Decoration] = [:]
    private var decorationsLoaded = false
    /// The custom views of the shown month's decorations, by day.
    private var decorationViews: [Int: UIView] = [:]
    /// The selection delegate's answers for the shown month, by day.
    private var selectableCache: [Int: Bool] = [:]

    /// Creates a calendar showing today's month.
    public override init(frame: CGRect) {
        let calendar = Calendar.current
        visibleStorage = calendar.dateComponents([.era, .year, .month, .day], from: Date())
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        visibleStorage = Calendar.current.dateComponents([.era, .year, .month, .day], from: Date())
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        previousMonthButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        previousMonthButton.accessibilityLabel = "Previous Month"
        nextMonthButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        nextMonthButton.accessibilityLabel = "Next Month"
        previousMonthButton.addAction(UIAction { [weak self] _ in self?.showMonth(by: -1) }, for: .touchUpInside)
        nextMonthButton.addAction(UIAction { [weak self] _ in self?.showMonth(by: 1) }, for: .touchUpInside)
        addSubview(previousMonthButton)
        addSubview(nextMonthButton)
        addGestureRecognizer(tapRecognizer)
        updateChevrons()
    }

    /// Shows the month of `dateComponents` (its year and month; the day is kept as given).
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        let old = visibleStorage
        visibleStorage = dateComponents
        if old.year != dateComponents.year || old.month != dateComponents.month || old.era != dateComponents.era {
            monthDidChange()
        }
    }

    /// Asks the delegate again for the decorations of these days, if they are in the shown month.
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        guard decorationsLoaded else { return }
        for date in dates {
            guard date.year == visibleStorage.year, date.month == visibleStorage.month, let day = date.day else {
                continue
            }
            decorations[day] = askDecoration(forDay: day)
            decorationViews.removeValue(forKey: day)?.removeFromSuperview()
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A calendar's size: 320 points wide, tall enough for six weeks.
    open override var intrinsicContentSize: CGSize {
        CGSize(
            width: Self.width,
            height: Self.headerHeight + Self.weekdayHeight + CGFloat(Self.weeks) * Self.rowHeight + Self.inset)
    }

    /// The calendar's size, whatever size is offered: its intrinsic size, as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : Self.width, height: intrinsicContentSize.height)
    }

    /// Draws the month, as `drawMonth()` does.
    open override func draw(_ rect: CGRect) {
        drawMonth()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 44
        nextMonthButton.frame = CGRect(x: bounds.maxX - Self.inset - side, y: 0, width: side, height: side)
        previousMonthButton.frame = nextMonthButton.frame.offsetBy(dx: -side, dy: 0)
        layOutDecorationViews()
    }

    // MARK: The month

    /// The calendar with the view's locale and time zone.
    var resolvedCalendar: Calendar {
        var calendar = self.calendar
        calendar.locale = locale
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    /// The first moment of the shown month.
    var monthStart: Date? {
        let calendar = resolvedCalendar
        var components = DateComponents(year: visibleStorage.year, month: visibleStorage.month, day: 1)
        components.era = visibleStorage.era
        return calendar.date(from: components)
    }

    /// The number of days of the shown month.
    var numberOfDays: Int {
        guard let monthStart else { return 0 }
        return resolvedCalendar.range(of: .day, in: .month, for: monthStart)?.count ?? 0
    }

    /// How many cells come before the first day: the weekdays between the calendar's first
    /// weekday and the month's first.
    var leadingBlanks: Int {
        guard let monthStart else { return 0 }
        let calendar = resolvedCalendar
        return (calendar.component(.weekday, from: monthStart) - calendar.firstWeekday + 7) % 7
    }

    /// The components of day `day` of the shown month, as the delegates get them: calendar,
    /// era, year, month and day.
    func components(ofDay day: Int) -> DateComponents {
        let calendar = resolvedCalendar
        var components = DateComponents(
            calendar: calendar, year: visibleStorage.year, month: visibleStorage.month, day: day)
        if let monthStart { components.era = calendar.component(.era, from: monthStart) }
        return components
    }

    /// The first moment of day `day` of the shown month.
    func date(ofDay day: Int) -> Date? {
        guard let monthStart else { return nil }
        return resolvedCalendar.date(byAdding: .day, value: day - 1, to: monthStart)
    }

    /// Whether any of the day is inside `availableDateRange`.
    func isAvailable(day: Int) -> Bool {
        guard let start = date(ofDay: day), let end = resolvedCalendar.date(byAdding: .day, value: 1, to: start) else {
            return false
        }
        return end > availableDateRange.start && start <= availableDateRange.end
    }

    /// Whether the day is available and the selection's delegate lets it be selected.
    func isSelectable(day: Int) -> Bool {
        guard isAvailable(day: day) else { return false }
        guard let selectionBehavior else { return true }
        if let known = selectableCache[day] { return known }
        let answer = selectionBehavior.canSelect(components(ofDay: day))
        selectableCache[day] = answer
        return answer
    }

    /// Whether the selection holds the day.
    func isSelected(day: Int) -> Bool {
        selectionBehavior?.isSelected(components(ofDay: day)) ?? false
    }

    /// Whether the day is today.
    func isToday(day: Int) -> Bool {
        guard let start = date(ofDay: day) else { return false }
        return resolvedCalendar.isDate(start, inSameDayAs: now())
    }

    /// The cell of day `day`, in the view's coordinates.
    func cellFrame(forDay day: Int) -> CGRect {
        let index = leadingBlanks + day - 1
        let width = (bounds.width - 2 * Self.inset) / 7
        return CGRect(
            x: Self.inset + CGFloat(index % 7) * width,
            y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * Self.rowHeight,
            width: width, height: Self.rowHeight)
    }

    /// The day whose cell holds `point`, if any.
    func day(at point: CGPoint) -> Int? {
        (1...max(1, numberOfDays)).first { numberOfDays > 0 && cellFrame(forDay: $0).contains(point) }
    }

    // MARK: Changes

    private func showMonth(by months: Int) {
        guard let monthStart, let target = resolvedCalendar.date(byAdding: .month, value: months, to: monthStart),
            monthIsAvailable(startingAt: target)
        else { return }
        let previous = visibleStorage
        visibleStorage = resolvedCalendar.dateComponents([.era, .year, .month], from: target)
        monthDidChange()
        delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
    }

    private func monthIsAvailable(startingAt start: Date) -> Bool {
        guard let end = resolvedCalendar.date(byAdding: .month, value: 1, to: start) else { return false }
        return end > availableDateRange.start && start <= availableDateRange.end
    }

    private func updateChevrons() {
        let calendar = resolvedCalendar
        guard let monthStart else { return }
        previousMonthButton.isEnabled =
            calendar.date(byAdding: .month, value: -1, to: monthStart).map(monthIsAvailable(startingAt:)) ?? false
        nextMonthButton.isEnabled =
            calendar.date(byAdding: .month, value: 1, to: monthStart).map(monthIsAvailable(startingAt:)) ?? false
    }

    private func calendarDidChange() {
        monthDidChange()
    }

    private func monthDidChange() {
        selectableCache = [:]
        reloadAllDecorations()
        updateChevrons()
    }

    /// The selection's delegate may answer differently now.
    func selectableDatesDidChange() {
        selectableCache = [:]
        setNeedsDisplay()
    }

    private func tapped(at point: CGPoint) {
        guard let day = day(at: point), isSelectable(day: day), let selectionBehavior else { return }
        selectionBehavior.didTap(components(ofDay: day))
        setNeedsDisplay()
    }

    // MARK: Decorations

    private func askDecoration(forDay day: Int) -> Decoration? {
        guard wantsDateDecorations, let delegate else { return nil }
        return delegate.calendarView(self, decorationFor: components(ofDay: day))
    }

    private func reloadAllDecorations() {
        for view in decorationViews.values { view.removeFromSuperview() }
        decorationViews = [:]
        decorations = [:]
        decorationsLoaded = false
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The shown month's decorations, asked for once per showing of the month.
    func decoration(forDay day: Int) -> Decoration? {
        if !decorationsLoaded {
            decorationsLoaded = true
            for each in 1...max(1, numberOfDays) where numberOfDays > 0 {
                decorations[each] = askDecoration(forDay: each)
            }
        }
        return decorations[day]
    }

    /// Puts each custom-view decoration under its day's number.
    private func layOutDecorationViews() {
        guard numberOfDays > 0 else { return }
        for day in 1...numberOfDays {
            guard let decoration = decoration(forDay: day), case let .customView(provider) = decoration.kind else {
                continue
            }
            let view = decorationViews[day] ?? provider()
            if decorationViews[day] == nil {
                decorationViews[day] = view
                addSubview(view)
            }
            var size = view.intrinsicContentSize
            if size.width < 0 || size.height < 0 { size = CGSize(width: 12, height: 12) }
            let cell = cellFrame(forDay: day)
            view.frame = CGRect(
                x: cell.midX - size.width / 2, y: cell.midY + 12, width: size.width, height: size.height)
        }
    }
}
