import Foundation

/// Columns of rows on spinning wheels, one row of each selected in the band across the middle.
/// A finger drags a column and lets it coast; it settles on the row nearest where it stops (on
/// the animation clock) and the delegate hears `didSelectRow`; a tap on a row above or below the
/// band turns the wheel to it. `selectRow(_:inComponent:animated:)` turns a wheel from code
/// without telling the delegate, as in UIKit.
///
/// The data is asked for when first needed (laid out, drawn or asked about) and again on
/// `reloadAllComponents()` / `reloadComponent(_:)`; a selection that still exists survives a
/// reload. Each component is a column view (`PickerColumn`) that draws its rows on a cylinder
/// (rows away from the band squashed and faded) and follows touches; the picker lays them out
/// side by side and draws the band behind them. Its intrinsic height is 216 points, as UIKit's.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    static let standardHeight: CGFloat = 216
    static let standardRowHeight: CGFloat = 32
    /// Room between the band and the picker's sides, and between columns.
    static let sideInset: CGFloat = 8
    static let columnSpacing: CGFloat = 4

    /// What the default delegate methods answer for a width or row height the delegate does not
    /// give (UIKit would see that the method is missing).
    static let unansweredDimension: CGFloat = -1
    /// What the default `viewForRow` answers: the picker draws the row's title instead.
    static let unansweredRowView = UIView()

    /// The object that gives the number of columns and rows; setting it reloads the data when next needed.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { setNeedsReload() } }
    /// The object that gives the rows' titles or views and the columns' sizes, and hears when a finger picks a row.
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { setNeedsReload() } }
    /// Ignored since iOS 7, which always shows the band; kept so code that sets it compiles.
    open var showsSelectionIndicator = true

    var columns: [PickerColumn] = []
    private var needsReload = true

    /// Creates a picker that asks its data source for columns when first laid out, drawn or asked about.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: The data

    /// The number of columns, as the data source gave it.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return columns.count
    }

    /// The number of rows in the component, or 0 when there is no such component.
    open func numberOfRows(inComponent component: Int) -> Int {
        column(component)?.rowCount ?? 0
    }

    /// The size a row of the component takes: its column's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let column = column(component) else { return .zero }
        layoutIfNeeded()
        return CGSize(width: column.bounds.width, height: column.rowHeight)
    }

    /// The delegate's view for a row in view, or nil (rows out of view, or drawn from titles).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        column(component)?.rowViews[row]
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for column in columns { column.reload() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Asks the data source and delegate again about the component's rows; a selected row that still exists
    /// stays selected.
    open func reloadComponent(_ component: Int) {
        guard let column = column(component) else { return }
        column.reload()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Selection

    /// The selected row, or -1 when the component has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        column(component)?.selectedRow ?? -1
    }

    /// Selects the row and turns the wheel to it (over 0.3 seconds on the animation clock when
    /// `animated`); the delegate is not told. A row or component that does not exist is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let column = column(component), (0..<column.rowCount).contains(row) else { return }
        column.select(row, animated: animated && window != nil)
    }

    // MARK: Sizing, layout and drawing

    /// No intrinsic width, and a height of 216 points, as UIKit's picker.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    /// The given width (the current width when it is 0) and the picker's standard height of 216 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standardHeight)
    }

    /// Columns the delegate gives a width keep it; the others share what is left equally. The
    /// group is centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        guard !columns.isEmpty else { return }
        let asked = columns.map { column -> CGFloat? in
            let width = delegate?.pickerView(self, widthForComponent: column.component) ?? Self.unansweredDimension
            return width >= 0 ? width : nil
        }
        let spacing = Self.columnSpacing * CGFloat(columns.count - 1)
        let fixed = asked.reduce(0) { $0 + ($1 ?? 0) }
        let flexibleCount = asked.filter { $0 == nil }.count
        let available = max(0, bounds.width - 2 * Self.sideInset - spacing - fixed)
        let share = flexibleCount > 0 ? available / CGFloat(flexibleCount) : 0
        let widths = asked.map { $0 ?? share }
        var x = bounds.minX + (bounds.width - widths.reduce(0, +) - spacing) / 2
        for (column, width) in zip(columns, widths) {
            column.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width + Self.columnSpacing
        }
    }

    /// Draws the selection band across the middle, behind the columns.
    open override func draw(_ rect: CGRect) {
        loadIfNeeded()
        drawSelectionBand()
    }

    /// The data source and delegate outlets a storyboard connects.
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["dataSource"] = { target, value in
            guard let picker = target as? UIPickerView else { return false }
            let dataSource = value as? any UIPickerViewDataSource
            guard value == nil || dataSource != nil else { return false }
            picker.dataSource = dataSource
            return true
        }
        connections.outlets["delegate"] = { target, value in
            guard let picker = target as? UIPickerView else { return false }
            let delegate = value as? any UIPickerViewDelegate
            guard value == nil || delegate != nil else { return false }
            picker.delegate = delegate
            return true
        }
        return super.storyboardConnections.merging(connections)
    }

    // MARK: Machinery

    func column(_ component: Int) -> PickerColumn? {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component] : nil
    }

    func loadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A column settled on a row a finger chose.
    func columnDidSettle(_ column: PickerColumn, on row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: column.component)
    }
}
