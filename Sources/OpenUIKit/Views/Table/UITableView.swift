import Foundation

/// A scrolling list of rows in sections. Only the rows in view have cells: as the table scrolls,
/// cells that leave are kept by reuse identifier and handed out again by
/// `dequeueReusableCell(withIdentifier:for:)` (`UITableView+Cells.swift`). Heights come from
/// the delegate, `rowHeight`, or — for `automaticDimension` — the cells' own constraints once
/// they show, estimated until then (`UITableView+Geometry.swift`). A tap selects a row
/// (`UITableView+Selection.swift`); inserts, deletes, moves and reloads animate the rows that
/// stay (`UITableView+Updates.swift`).
///
/// Overridable methods live here; the machinery is in the `+Concern` files.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// "Work it out": a row or header height taken from the content, a separator inset from the
    /// cell's margins.
    public static let automaticDimension: CGFloat = -1
    /// A row's height when nothing else says.
    public static let defaultRowHeight: CGFloat = 44

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section's header in a plain table (iOS 15 and later).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    open var tableHeaderView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableHeaderView) } }
    open var tableFooterView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableFooterView) } }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false
    open var sectionIndexColor: UIColor?
    open var remembersLastFocusedIndexPath = false
    open private(set) var isEditing = false

    // MARK: State (one owner each)

    /// Where everything lies; rebuilt by a reload, adjusted by updates and measured heights.
    var geometry = TableGeometry()
    var needsReload = true
    /// The cells on screen, by the row they show.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Headers and footers on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Cells off screen, by reuse identifier, waiting to be dequeued.
    var reusePool = ReusePool<UITableViewCell>()
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    var registeredCells: [String: CellSource] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Heights measured from self-sizing cells, by row, until a reload.
    var measuredHeights: [IndexPath: CGFloat] = [:]
    /// The selected rows, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// The row a finger is on, and the timer that highlights it if the finger stays.
    var trackedIndexPath: IndexPath?
    var highlightTimer: ClockTimer?
    /// Updates gathered by `performBatchUpdates(_:completion:)` or `beginUpdates()`.
    var pendingUpdates: ItemUpdates?
    var updateDepth = 0
    /// A storyboard's static cells by section; `UITableViewController` answers from them.
    var staticSections: [StaticTableSection]?
    /// The reuse identifiers of the storyboard's prototype cells, in document order (a canvas
    /// preview shows each once).
    @_spi(Rendering) public internal(set) var storyboardPrototypeIdentifiers: [String] = []
    /// The swipe that opens rows, and the row it opened.
    let swipeState = SwipeState()

    /// How a reuse identifier makes new cells.
    enum CellSource {
        case cellClass(UITableViewCell.Type)
        case nib(UINib)
        /// A storyboard prototype: makes the cell with its subviews, outlets and segues.
        case prototype(@MainActor () -> UITableViewCell)
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style =
            switch (coder as? StoryboardViewCoder)?.element.node["style"] {
            case "grouped": .grouped
            case "insetGrouped": .insetGrouped
            default: .plain
            }
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        if style == .plain { sectionHeaderTopPadding = 0 }
        swipeState.table = self
        addGestureRecognizer(swipeRecognizer)
        panGestureRecognizer.delegate = swipeState
    }

    // MARK: Data

    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rows.count : 0
    }

    /// Asks the data source for everything again; visible cells go back to the pool.
    open func reloadData() {
        performReload()
    }

    /// Marks the table to reload before it is next laid out or asked about its rows.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let type = cellClass as? UITableViewCell.Type {
            registeredCells[identifier] = .cellClass(type)
        } else {
            registeredCells[identifier] = nil
        }
    }

    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = nib.map { .nib($0) }
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A pooled cell, or a new one from what is registered for the identifier; nil when nothing
    /// is registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier)
    }

    /// As `dequeueReusableCell(withIdentifier:)`, sized for the row; an identifier with nothing
    /// registered is UIKit's "unable to dequeue" error, answered with a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueCell(identifier) {
            cell.frame = rectForRowIfKnown(indexPath) ?? cell.frame
            return cell
        }
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        guard let type = registeredHeaderFooters[identifier] else { return nil }
        return type.init(reuseIdentifierForDequeuing: identifier)
    }

    /// The cell showing the row, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    open var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByIndexPath.keys.sorted()
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Geometry

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        return rectForRowIfKnown(indexPath) ?? .zero
    }

    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.headerTop, width: bounds.width, height: entry.bottom - entry.headerTop)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.headerTop, width: bounds.width, height: entry.header)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.bottom - entry.footer, width: bounds.width, height: entry.footer)
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width || bounds.width == 0 else { return nil }
        return geometry.row(at: point.y)
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return geometry.rows(between: rect.minY, and: rect.maxY)
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard let rect = rectForRowIfKnown(indexPath) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.range,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) when there are only \(indexPath.count == 2 ? numberOfRows(inSection: indexPath.section) : 0) rows in section \(indexPath.count == 2 ? indexPath.section : -1)."
            )
            return
        }
        scroll(toShow: rect, at: scrollPosition, animated: animated)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = selectedIndexPaths.min() else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.sorted().first }

    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the row without asking or telling the delegate, as UIKit's code-driven selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowSilently(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowSilently(at: indexPath, animated: animated)
    }

    // MARK: Editing

    /// Puts every row in or out of editing: an editable row shows the control for its editing
    /// style; an open swipe closes first.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editing { closeSwipe(animated: false) }
        isEditing = editing
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.tableEditingStyle = editing ? editingStyle(at: indexPath) : .none
            cell.setEditing(editing, animated: animated)
        }
    }

    /// The row's editing style: none unless the data source lets it be edited, else the
    /// delegate's (delete when it gives none).
    func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// A tap on a row's editing control: a deletable row uncovers its Delete button (its
    /// trailing actions, as a swipe would); an inserting row commits the insertion.
    func editingControlTapped(at indexPath: IndexPath) {
        switch editingStyle(at: indexPath) {
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete: revealTrailingActions(at: indexPath)
        default: break
        }
    }

    // MARK: Updates

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        noteUpdate { $0.inserted += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        noteUpdate { $0.deleted += indexPaths }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        noteUpdate { $0.reloaded += indexPaths }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        noteUpdate { $0.moved.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        noteUpdate { $0.sectionsChanged = true }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        noteUpdate { $0.sectionsChanged = true }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        noteUpdate { $0.sectionsChanged = true }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        noteUpdate { $0.sectionsChanged = true }
    }

    /// The updates made in `updates` applied as one, checked against the data source, with the
    /// rows that stay sliding to their new places.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    open func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = ItemUpdates() }
        updateDepth += 1
    }

    open func endUpdates() {
        endUpdates(completion: nil)
    }

    /// Asks the data source and delegate again for what the rows show without remaking them.
    /// The data source configures the rows' cells again; dequeuing hands back the cell already
    /// showing the row, so nothing is replaced or animated.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reusePool.reconfiguring = cell.reuseIdentifier.map { (cell, $0) }
            let provided = dataSource.tableView(self, cellForRowAt: indexPath)
            reusePool.reconfiguring = nil
            guard provided !== cell else { continue }
            visibleCellsByIndexPath[indexPath] = provided
            show(provided, at: indexPath)
            retire(cell, from: indexPath)
        }
    }

    /// The data source outlet a storyboard connects (the delegate is the scroll view's).
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["dataSource"] = { target, value in
            guard let table = target as? UITableView else { return false }
            let dataSource = value as? any UITableViewDataSource
            guard value == nil || dataSource != nil else { return false }
            table.dataSource = dataSource
            return true
        }
        return super.storyboardConnections.merging(connections)
    }

    // MARK: Layout and touches

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchClosesOpenSwipe(touches) { return }
        if !beginTracking(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !moveTracking(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endTracking(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !cancelTracking() { super.touchesCancelled(touches, with: event) }
    }
}

extension UITableViewCell {
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
}
