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
    /// The look of a table: how its sections are set apart.
    public enum Style: Int, Sendable {
        /// Rows run edge to edge, and a section's header stays at the top while its rows scroll under it.
        case plain = 0
        /// Sections are set apart by gaps on the grouped background, with small gray titles.
        case grouped
        /// As grouped, with each section's rows inset from the sides and its corners rounded.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts a row in the visible area.
    public enum ScrollPosition: Int, Sendable {
        /// Scrolls just enough to show the row, or not at all when it is already in view.
        case none = 0
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows come and go; here every kind is a fade.
    public enum RowAnimation: Int, Sendable {
        /// Rows fade in or out.
        case fade = 0
        /// Rows slide in from or out to the right; here they fade.
        case right
        /// Rows slide in from or out to the left; here they fade.
        case left
        /// Rows slide in from or out toward the top; here they fade.
        case top
        /// Rows slide in from or out toward the bottom; here they fade.
        case bottom
        /// No row animation; here rows still fade.
        case none
        /// Rows appear from or collapse toward their middle; here they fade.
        case middle
        /// The table picks a fitting animation; here a fade.
        case automatic = 100
    }

    /// "Work it out": a row or header height taken from the content, a separator inset from the
    /// cell's margins.
    public static let automaticDimension: CGFloat = -1
    /// A row's height when nothing else says.
    public static let defaultRowHeight: CGFloat = 44

    /// The table's style, fixed when it is made.
    public let style: Style
    /// The object that provides the sections, rows and cells; setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
    /// Told of rows a screen ahead of those on screen as the table scrolls, so their data can
    /// load before their cells are asked for.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { didSet { setNeedsLayout() } }
    /// Whether `prefetchDataSource` is told anything; on by default.
    open var isPrefetchingEnabled = true
    /// What the prefetching data source has been told and not yet seen shown or cancelled.
    var prefetchWindow = PrefetchWindow()
    /// The height of every row the delegate gives none for; `automaticDimension`, the default, takes it from
    /// the row's cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height self-sizing rows count as until their cells are measured; with `automaticDimension`, 44 points.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of every section header the delegate gives none for; `automaticDimension`, the default,
    /// sizes it for the style and whether the section has a title.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of every section footer the delegate gives none for; `automaticDimension`, the default,
    /// sizes it for the style and whether the section has a title.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// An estimate of section header heights; stored but not consulted here.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of section footer heights; stored but not consulted here.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section's header in a plain table (iOS 15 and later).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Whether rows have separator lines along their bottoms.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The color of the separator lines; `nil` keeps the cells' own.
    open var separatorColor: UIColor? = .separator {
        didSet {
            noteAppearance("separatorColor") { [value = separatorColor] view in view.separatorColor = value }
            setNeedsLayout()
        }
    }
    /// The default inset of the separator lines; stored but not consulted here, where each cell's
    /// `separatorInset` applies.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            noteAppearance("separatorInset") { [value = separatorInset] view in view.separatorInset = value }
            setNeedsLayout()
        }
    }
    /// A view above the first section, as wide as the table and as tall as its own frame.
    open var tableHeaderView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableHeaderView) } }
    /// A view below the last section, as wide as the table and as tall as its own frame.
    open var tableFooterView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableFooterView) } }
    /// A view behind the rows that fills the visible area and stays put as the content scrolls.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The object that gives the rows to drag; with `dragInteractionEnabled`, a long press on a
    /// row starts a drag (`UITableView+DragAndDrop`).
    open weak var dragDelegate: (any UITableViewDragDelegate)? { didSet { updateDragAndDropInteractions() } }
    /// The object that takes drops on the table.
    open weak var dropDelegate: (any UITableViewDropDelegate)? { didSet { updateDragAndDropInteractions() } }
    /// Whether rows can be dragged; true on iPad, false on iPhone, as in UIKit
    /// (`UIDragInteraction.isEnabledByDefault`).
    open var dragInteractionEnabled: Bool = UIDragInteraction.isEnabledByDefault {
        didSet { updateDragAndDropInteractions() }
    }
    /// The drag and drop interactions the delegates gave the table.
    var tableDragInteraction: UIDragInteraction?
    var tableDropInteraction: UIDropInteraction?
    /// Whether a tap selects a row while the table is not editing.
    open var allowsSelection = true
    /// Whether several rows can be selected at once while the table is not editing.
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row while the table is editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once while the table is editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether cells keep their content to a readable width on wide screens; stored but not consulted here.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The color of the section index's titles; stored but not drawn, since tables here show no section index.
    open var sectionIndexColor: UIColor? {
        didSet {
            noteAppearance("sectionIndexColor") { [value = sectionIndexColor] view in view.sectionIndexColor = value }
        }
    }
    /// Whether focus returns to the row focused last; stored but not consulted here.
    open var remembersLastFocusedIndexPath = false
    /// The cell of the row the delegate's `indexPathForPreferredFocusedView(in:)` names, when it
    /// is in view; else none of the table's own.
    open override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        guard let indexPath = tableDelegate?.indexPathForPreferredFocusedView(in: self),
            let cell = cellForRow(at: indexPath)
        else { return super.preferredFocusEnvironments }
        return [cell]
    }
    /// Whether the table is editing, each editable row showing its editing control; set with
    /// `setEditing(_:animated:)`.
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

    /// Creates a table of the given style, on the system background (plain) or the grouped background.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table.
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
        AppearanceRegistry.settingDefaults {
            backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        }
        alwaysBounceVertical = true
        if style == .plain { sectionHeaderTopPadding = 0 }
        swipeState.table = self
        addGestureRecognizer(swipeRecognizer)
        panGestureRecognizer.delegate = swipeState
        installContextMenuInteraction()
    }

    // MARK: Data

    /// The number of sections, as the data source last reported it.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as the data source last reported it; 0 for a section that does not exist.
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

    /// Registers a cell class that new cells for `identifier` are made from; `nil` removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let type = cellClass as? UITableViewCell.Type {
            registeredCells[identifier] = .cellClass(type)
        } else {
            registeredCells[identifier] = nil
        }
    }

    /// Registers a nib that new cells for `identifier` are loaded from; `nil` removes the registration.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = nib.map { .nib($0) }
    }

    /// Registers a header or footer class that new views for `identifier` are made from; `nil` removes it.
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

    /// A header or footer view from the reuse queue, or a new one of the class registered for `identifier`;
    /// `nil` when nothing is registered for it.
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

    /// The cells on screen, in index path order.
    open var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The index path of the row `cell` shows, or `nil` when the cell is not on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The header shown for `section`, or `nil` when it is not on screen or not a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer shown for `section`, or `nil` when it is not on screen or not a `UITableViewHeaderFooterView`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Geometry

    /// The frame of the row at `indexPath` in content coordinates; `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        return rectForRowIfKnown(indexPath) ?? .zero
    }

    /// The frame of `section`, from its header to its footer, in content coordinates; `.zero` when it does not exist.
    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.headerTop, width: bounds.width, height: entry.bottom - entry.headerTop)
    }

    /// The frame of `section`'s header in content coordinates; `.zero` for a section that does not exist.
    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.headerTop, width: bounds.width, height: entry.header)
    }

    /// The frame of `section`'s footer in content coordinates; `.zero` for a section that does not exist.
    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.bottom - entry.footer, width: bounds.width, height: entry.footer)
    }

    /// The index path of the row at `point`, in content coordinates, or `nil` when no row is there.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width || bounds.width == 0 else { return nil }
        return geometry.row(at: point.y)
    }

    /// The index paths of the rows that meet `rect`, in content coordinates, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return geometry.rows(between: rect.minY, and: rect.maxY)
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition`; a row that does not exist is UIKit's
    /// out-of-bounds error, and nothing scrolls.
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

    /// Scrolls the first selected row to `scrollPosition`; does nothing when no row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = selectedIndexPaths.min() else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }

    // MARK: Selection

    /// The first selected row in index path order, or `nil` when none is selected.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.sorted().first }

    /// The selected rows in index path order, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Saves the scroll position and, when the data source names its rows
    /// (`UIDataSourceModelAssociation`), the selected rows by their model identifiers.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        guard let association = dataSource as? any UIDataSourceModelAssociation else { return }
        let identifiers = (indexPathsForSelectedRows ?? []).compactMap {
            association.modelIdentifierForElement(at: $0, in: self)
        }
        coder.encode(identifiers, forKey: "UITableViewSelectedModelIdentifiers")
    }

    /// Selects again the rows that still show the saved model objects, wherever they are now.
    open override func decodeRestorableState(with coder: NSCoder) {
        layoutIfNeeded()
        super.decodeRestorableState(with: coder)
        guard let association = dataSource as? any UIDataSourceModelAssociation,
            let identifiers = coder.decodeObject(forKey: "UITableViewSelectedModelIdentifiers") as? [String]
        else { return }
        for identifier in identifiers {
            guard let indexPath = association.indexPathForElement(withModelIdentifier: identifier, in: self) else {
                continue
            }
            selectRow(at: indexPath, animated: false, scrollPosition: .none)
        }
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

    /// Adds rows the data source now has at the index paths; the rows after them slide down and the new
    /// ones fade in, whatever `animation` says.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        noteUpdate { $0.inserted += indexPaths }
    }

    /// Removes rows the data source no longer has; they fade out and the rows after them slide up,
    /// whatever `animation` says.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        noteUpdate { $0.deleted += indexPaths }
    }

    /// Replaces the cells of the rows at the index paths with new ones from the data source, fading between
    /// them whatever `animation` says.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        noteUpdate { $0.reloaded += indexPaths }
    }

    /// Moves a row from one index path to another, as the data source already has; it slides to its new place.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        noteUpdate { $0.moved.append((indexPath, newIndexPath)) }
    }

    /// Adds sections the data source now has; here the whole table reloads, without animation.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        noteUpdate { $0.sectionsChanged = true }
    }

    /// Removes sections the data source no longer has; here the whole table reloads, without animation.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        noteUpdate { $0.sectionsChanged = true }
    }

    /// Reloads sections from the data source; here the whole table reloads, without animation.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        noteUpdate { $0.sectionsChanged = true }
    }

    /// Moves a section, as the data source already has; here the whole table reloads, without animation.
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

    /// Starts gathering row updates to apply together at the matching `endUpdates()`; pairs can nest.
    open func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = ItemUpdates() }
        updateDepth += 1
    }

    /// Applies the updates gathered since the matching `beginUpdates()`, checked against the data source.
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

    /// Closes an open swipe, or starts tracking a single touch on a row, highlighting it after a short delay;
    /// other touches go to the scroll view.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchClosesOpenSwipe(touches) { return }
        if !beginTracking(touches) { super.touchesBegan(touches, with: event) }
    }

    /// Keeps the moves of a touch on a row from the scroll view; other touches go to it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !moveTracking(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Selects the tracked row as the finger lifts, after highlighting it; other touches go to the scroll view.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endTracking(touches) { super.touchesEnded(touches, with: event) }
    }

    /// Stops tracking the touched row and removes its highlight; other touches go to the scroll view.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !cancelTracking() { super.touchesCancelled(touches, with: event) }
    }
}

extension UITableViewCell {
    /// Whether a table draws separator lines between its rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separator lines.
        case none = 0
        /// A thin line along the bottom of each row; the default.
        case singleLine
        /// An etched line, from old versions of iOS; drawn here as a single line.
        case singleLineEtched
    }
}
