import Foundation

/// Items in sections placed by a layout object. As for a table, only the items in view have
/// cells, reused by identifier as the view scrolls (`UICollectionView+Cells.swift`); a tap
/// selects an item (`UICollectionView+Selection.swift`); updates move the items that stay
/// (`UICollectionView+Updates.swift`).
///
/// Overridable methods live here; the machinery is in the `+Concern` files.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }

    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
        public static let none: ScrollPosition = []
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { setNeedsReload() } }
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false

    // MARK: State (one owner each)

    var needsReload = true
    /// Sections and their item counts, as last read from the data source.
    var itemCounts: [Int] = []
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// Supplementary views on screen, by kind and index path.
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
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

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = StoryboardCollectionContent.layout(from: (coder as? StoryboardViewCoder)?.element)
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Data

    open var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    open func reloadData() {
        performReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Registration and dequeueing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = (cellClass as? UICollectionReusableView.Type).map { .viewClass($0) }
    }

    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = nib.map { .nib($0) }
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[SupplementaryKey.Registration(kind: elementKind, identifier: identifier)] =
            (viewClass as? UICollectionReusableView.Type).map { .viewClass($0) }
    }

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

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    open var visibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001))?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        scrollToShow(frame, at: scrollPosition, animated: animated)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.sorted() }

    /// Selects without asking or telling the delegate, as UIKit's code-driven selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemSilently(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedIndexPaths.firstIndex(of: indexPath) else { return }
        selectedIndexPaths.remove(at: index)
        visibleCellsByIndexPath[indexPath]?.isSelected = false
    }

    // MARK: Updates

    open func insertItems(at indexPaths: [IndexPath]) { applyUpdates(inserted: indexPaths) }
    open func deleteItems(at indexPaths: [IndexPath]) { applyUpdates(deleted: indexPaths) }
    open func reloadItems(at indexPaths: [IndexPath]) { applyUpdates(reloaded: indexPaths) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        applyUpdates(moved: [(indexPath, newIndexPath)])
    }
    open func insertSections(_ sections: IndexSet) { performReload() }
    open func deleteSections(_ sections: IndexSet) { performReload() }
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

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginTracking(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endTracking(touches) { super.touchesEnded(touches, with: event) }
    }

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
