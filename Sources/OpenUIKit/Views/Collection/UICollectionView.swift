import Foundation

/// Items in sections placed by a layout object. As for a table, only the items in view have
/// cells, reused by identifier as the view scrolls (`UICollectionView+Cells.swift`); a tap
/// selects an item (`UICollectionView+Selection.swift`); updates move the items that stay
/// (`UICollectionView+Updates.swift`).
///
/// Overridable methods live here; the machinery is in the `+Concern` files.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a layout lays items out in, and so the direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Items run top to bottom and the content scrolls vertically.
        case vertical = 0
        /// Items run left to right and the content scrolls horizontally.
        case horizontal
    }

    /// The kinds of element a collection view shows.
    public enum ElementCategory: UInt, Sendable {
        /// A cell that shows an item.
        case cell = 0
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view that the layout adds, such as a section background.
        case decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` place an item:
    /// one vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
        /// No particular position; here the view scrolls just enough to show the item, where UIKit does not scroll.
        public static let none: ScrollPosition = []
    }

    /// The element kind of a section header, as layouts and supplementary registrations name it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer, as layouts and supplementary registrations name it.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The object that provides the sections, items and cells; setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { setNeedsReload() } }
    /// Told of items a screen ahead of those on screen as the content scrolls, so their data
    /// can load before their cells are asked for.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { didSet { setNeedsLayout() } }
    /// Whether `prefetchDataSource` is told anything; on by default.
    open var isPrefetchingEnabled = true
    /// The object that gives the items to drag; with `dragInteractionEnabled`, a long press on
    /// an item starts a drag (`UICollectionView+DragAndDrop`).
    open weak var dragDelegate: (any UICollectionViewDragDelegate)? { didSet { updateDragAndDropInteractions() } }
    /// The object that takes drops on the collection view.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)? { didSet { updateDragAndDropInteractions() } }
    /// Whether items can be dragged; true on iPad, false on iPhone, as in UIKit
    /// (`UIDragInteraction.isEnabledByDefault`).
    open var dragInteractionEnabled: Bool = UIDragInteraction.isEnabledByDefault {
        didSet { updateDragAndDropInteractions() }
    }
    /// The drag and drop interactions the delegates gave the collection view.
    var collectionDragInteraction: UIDragInteraction?
    var collectionDropInteraction: UIDropInteraction?
    /// What the prefetching data source has been told and not yet seen shown or cancelled.
    var prefetchWindow = PrefetchWindow()
    /// The layout that places the items; setting it invalidates the new layout so the items are placed again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Whether a tap selects an item; `true` by default.
    open var allowsSelection = true
    /// Whether several items can be selected at once; a tap on a selected item then deselects it.
    open var allowsMultipleSelection = false
    /// Whether the collection view is editing (iOS 14): its cells' configuration states say so,
    /// and list cells show the accessories meant for editing.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCellsByIndexPath.values { cell.isEditingInCollection = isEditing }
        }
    }
    /// Whether items can be selected while editing; `false` by default, as in UIKit.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected at once while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// A view behind all the items; here it is added as the lowest subview but not sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether focus returns to the item focused last; stored but not consulted here.
    open var remembersLastFocusedIndexPath = false

    // MARK: State (one owner each)

    var needsReload = true
    /// Sections and their item counts, as last read from the data source.
    var itemCounts: [Int] = []
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// Supplementary views on screen, by kind and index path.
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Decoration views on screen, by kind and index path; they are the layout's, not the data source's.
    var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    var decorationPool = ReusePool<UICollectionReusableView>()
    var cellPool = ReusePool<UICollectionViewCell>()
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    var registeredCells: [String: ViewSource] = [:]
    /// The reuse identifiers of the storyboard's prototype cells, in document order (a canvas
    /// preview shows each once).
    @_spi(Rendering) public internal(set) var storyboardPrototypeIdentifiers: [String] = []
    var registeredSupplementary: [SupplementaryKey.Registration: ViewSource] = [:]
    /// Sizes measured from self-sizing cells until a reload; the flow layout reads them.
    var measuredItemSizes: [IndexPath: CGSize] = [:]
    var selectedIndexPaths: [IndexPath] = []
    var trackedIndexPath: IndexPath?
    var highlightTimer: ClockTimer?
    /// The size the layout was last prepared for.
    var lastLayoutSize: CGSize = .zero
    /// Updates gathered inside `performBatchUpdates(_:completion:)`.
    var batchUpdates: ItemUpdates?
    /// The scroll views of the sections that scroll orthogonally, by section index
    /// (`UICollectionView+OrthogonalScrolling.swift`).
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// True while the items are being placed, so a scroll it causes does not place them again inside.
    var isPlacingItems = false

    /// How a reuse identifier makes new views.
    enum ViewSource {
        case viewClass(UICollectionReusableView.Type)
        case nib(UINib)
        /// A storyboard prototype: makes the cell with its subviews, outlets and segues.
        case prototype(@MainActor () -> UICollectionReusableView)
    }

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath

        struct Registration: Hashable {
            var kind: String
            var identifier: String
        }
    }

    /// Creates a collection view that places its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        installContextMenuInteraction()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = StoryboardCollectionContent.layout(from: (coder as? StoryboardViewCoder)?.element)
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        installContextMenuInteraction()
    }

    /// Before the frame changes size, the layout is asked whether to invalidate (`UICollectionView+Invalidation.swift`).
    open override var frame: CGRect {
        willSet { boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size)) }
    }

    /// Before the bounds change (a scroll included), the layout is asked whether to invalidate.
    open override var bounds: CGRect {
        willSet { boundsWillChange(to: newValue) }
    }

    // MARK: Data

    /// The number of sections, as the data source last reported it.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as the data source last reported it; 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Asks the data source for everything again: sections, items and cells; the selection is cleared.
    open func reloadData() {
        performReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Registration and dequeueing

    /// Registers a cell class that new cells for `identifier` are made from; `nil` removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = (cellClass as? UICollectionReusableView.Type).map { .viewClass($0) }
    }

    /// Registers a nib that new cells for `identifier` are loaded from; `nil` removes the registration.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = nib.map { .nib($0) }
    }

    /// Registers a class that new supplementary views of a kind and identifier are made from; `nil` removes it.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[SupplementaryKey.Registration(kind: elementKind, identifier: identifier)] =
            (viewClass as? UICollectionReusableView.Type).map { .viewClass($0) }
    }

    /// Registers a nib that new supplementary views of a kind and identifier are loaded from; `nil` removes it.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementary[SupplementaryKey.Registration(kind: kind, identifier: identifier)] = nib.map {
            .nib($0)
        }
    }

    /// A pooled cell or a new one; an identifier with nothing registered is UIKit's "could not
    /// dequeue" error, answered with a plain cell.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        if let cell = dequeueCell(identifier) { return cell }
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of the kind from the reuse queue, or a new one from its registration; an identifier
    /// with nothing registered is UIKit's "could not dequeue" error, answered with a plain view.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = dequeueSupplementary(kind: elementKind, identifier: identifier) { return view }
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Cells and geometry

    /// The cell showing the item at `indexPath`, or `nil` when the item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The index path of the item `cell` shows, or `nil` when the cell is not on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The supplementary view of a kind shown at `indexPath`, or `nil` when it is not on screen.
    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The index path of the item at `point`, in the collection view's coordinates, or `nil` when none is there.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        // In an orthogonal section the items' frames are where they are before its scroll view scrolls.
        let (shifted, orthogonal) = layoutPoint(for: point)
        return collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001))?
            .first {
                $0.representedElementCategory == .cell && $0.frame.contains(shifted)
                    && (orthogonal == nil || $0.indexPath.section == orthogonal)
            }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`, such as its frame in content coordinates.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls the content so that the item at `indexPath` is at `scrollPosition`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        scrollToShow(frame, at: scrollPosition, animated: animated)
    }

    /// Replaces the layout; here the change is never animated.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    // MARK: Selection

    /// The index paths of the selected items, in order.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.sorted() }

    /// Selects without asking or telling the delegate, as UIKit's code-driven selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemSilently(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedIndexPaths.firstIndex(of: indexPath) else { return }
        selectedIndexPaths.remove(at: index)
        visibleCellsByIndexPath[indexPath]?.isSelected = false
    }

    // MARK: Updates

    /// Adds items the data source now has at the index paths; the items that stay move to their new places.
    open func insertItems(at indexPaths: [IndexPath]) { applyUpdates(inserted: indexPaths) }
    /// Removes items the data source no longer has; the items that stay move to their new places.
    open func deleteItems(at indexPaths: [IndexPath]) { applyUpdates(deleted: indexPaths) }
    /// Replaces the cells of the items at the index paths with new ones from the data source.
    open func reloadItems(at indexPaths: [IndexPath]) { applyUpdates(reloaded: indexPaths) }
    /// Moves an item from one index path to another, as the data source already has.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        applyUpdates(moved: [(indexPath, newIndexPath)])
    }
    /// Adds sections the data source now has; here the whole collection view reloads, without animation.
    open func insertSections(_ sections: IndexSet) { performReload() }
    /// Removes sections the data source no longer has; here the whole collection view reloads, without animation.
    open func deleteSections(_ sections: IndexSet) { performReload() }
    /// Reloads sections from the data source; here the whole collection view reloads, without animation.
    open func reloadSections(_ sections: IndexSet) { performReload() }
    /// The data source configures the items' cells again; dequeuing hands back the cell already
    /// showing the item, so nothing is replaced or animated.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            cellPool.reconfiguring = cell.reuseIdentifier.map { (cell, $0) }
            let provided = dataSource.collectionView(self, cellForItemAt: indexPath)
            cellPool.reconfiguring = nil
            guard provided !== cell else { continue }
            visibleCellsByIndexPath[indexPath] = provided
            provided.isHidden = false
            if provided.superview !== self { insertSubview(provided, aboveSubview: cell) }
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
                place(provided, attributes)
            }
            retire(cell, from: indexPath)
        }
    }

    /// The updates in `updates` applied together, the items that stay sliding to their places.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }

    // MARK: Layout and touches

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    /// Starts tracking a single touch on an item, highlighting it after a short delay; other touches go to the
    /// scroll view.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginTracking(touches) { super.touchesBegan(touches, with: event) }
    }

    /// Selects the tracked item when the touch lifts, unless the delegate refuses to highlight it; other touches
    /// go to the scroll view.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endTracking(touches) { super.touchesEnded(touches, with: event) }
    }

    /// Stops tracking the touched item and removes its highlight; other touches go to the scroll view.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !cancelTracking() { super.touchesCancelled(touches, with: event) }
    }

    /// The data source outlet a storyboard connects (the delegate is the scroll view's).
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["dataSource"] = { target, value in
            guard let view = target as? UICollectionView else { return false }
            let dataSource = value as? any UICollectionViewDataSource
            guard value == nil || dataSource != nil else { return false }
            view.dataSource = dataSource
            return true
        }
        return super.storyboardConnections.merging(connections)
    }
}
