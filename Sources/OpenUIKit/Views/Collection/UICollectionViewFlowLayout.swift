import Foundation

/// Items in lines, as UIKit's flow layout places them: each section's header, its items in
/// lines across the collection view (a line as long as fits, the items spread so the first
/// touches the leading inset and the last the trailing one, a lone item centred, each item
/// centred across its line), then its footer; vertically or horizontally. Sizes come from the
/// `UICollectionViewDelegateFlowLayout` or the layout's properties, or — with an
/// `estimatedItemSize` — from the cells' own constraints once they show.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// From the edges of the collection view's content inset.
        case fromContentInset = 0
        /// From the edges of the safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// As `estimatedItemSize`: items size themselves.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item, unless the delegate gives sizes; 50 by 50 points by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A size to start items at before their cells are measured; non-zero makes items size themselves.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The smallest spacing between lines of items; 10 points by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest spacing between items in one line; 10 points by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items, unless the delegate gives them.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of each section's header; only its length along the scrolling direction counts, and 0 means none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer; only its length along the scrolling direction counts, and 0 means none.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether lines of items run down the view and scroll vertically, or across and scroll horizontally.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// What section insets are measured from; stored, but here they are always measured from the content inset.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether section headers stay at the top of the visible area while their section scrolls; not honoured here.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stay at the bottom of the visible area while their section scrolls; not honoured here.
    open var sectionFootersPinToVisibleBounds = false

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var footers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var size: CGSize = .zero

    /// Places each section's header, its items in lines, and its footer, from the delegate's sizes or the
    /// layout's properties.
    open override func prepare() {
        super.prepare()
        items = []
        headers = [:]
        footers = [:]
        size = .zero
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let extent =
            vertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        // Along: the scrolling axis; across: the other. A point (along, across) becomes a point
        // of the content by the direction.
        func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: across, y: along, width: breadth, height: length)
                : CGRect(x: along, y: across, width: length, height: breadth)
        }
        func lengthAndBreadth(_ size: CGSize) -> (CGFloat, CGFloat) {
            vertical ? (size.height, size.width) : (size.width, size.height)
        }
        var cursor: CGFloat = 0
        let sections = max(0, dataSource.numberOfSections(in: collectionView))
        for section in 0..<sections {
            let path = IndexPath(item: 0, section: section)
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let (headerLength, _) = lengthAndBreadth(header)
            if headerLength > 0 {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
                attributes.frame = rect(along: cursor, across: 0, length: headerLength, breadth: extent)
                headers[section] = attributes
                cursor += headerLength
            }
            let sectionInset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? self.sectionInset
            let (leadingInset, trailingInset) =
                vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
            cursor += vertical ? sectionInset.top : sectionInset.left
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitem =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let available = max(0, extent - leadingInset - trailingInset)
            let count = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section))
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            var line: [(IndexPath, CGSize)] = []
            var lineUsed: CGFloat = 0
            var firstLine = true
            func closeLine() {
                guard !line.isEmpty else { return }
                if !firstLine { cursor += lineSpacing }
                firstLine = false
                let breadths = line.map { lengthAndBreadth($0.1).1 }
                let lineLength = line.map { lengthAndBreadth($0.1).0 }.max() ?? 0
                let total = breadths.reduce(0, +)
                var across: CGFloat
                var gap: CGFloat
                if line.count == 1 {
                    across = leadingInset + (available - total) / 2
                    gap = 0
                } else {
                    across = leadingInset
                    gap = max(interitem, (available - total) / CGFloat(line.count - 1))
                }
                for ((indexPath, size), breadth) in zip(line, breadths) {
                    let (length, _) = lengthAndBreadth(size)
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = rect(
                        along: cursor + (lineLength - length) / 2, across: across, length: length, breadth: breadth)
                    sectionItems.append(attributes)
                    across += breadth + gap
                }
                cursor += lineLength
                line = []
                lineUsed = 0
            }
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let itemSize = size(of: indexPath, in: collectionView, delegate: delegate)
                let (_, breadth) = lengthAndBreadth(itemSize)
                let needed = line.isEmpty ? breadth : lineUsed + interitem + breadth
                if !line.isEmpty, needed > available + 0.0001 { closeLine() }
                lineUsed = line.isEmpty ? breadth : lineUsed + interitem + breadth
                line.append((indexPath, itemSize))
            }
            closeLine()
            items.append(sectionItems)
            cursor += vertical ? sectionInset.bottom : sectionInset.right
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let (footerLength, _) = lengthAndBreadth(footer)
            if footerLength > 0 {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path)
                attributes.frame = rect(along: cursor, across: 0, length: footerLength, breadth: extent)
                footers[section] = attributes
                cursor += footerLength
            }
        }
        size = vertical ? CGSize(width: extent, height: cursor) : CGSize(width: cursor, height: extent)
    }

    /// An item's size: measured from its cell when the layout estimates sizes and the cell has
    /// shown, else the delegate's or `itemSize`.
    private func size(
        of indexPath: IndexPath, in collectionView: UICollectionView,
        delegate: (any UICollectionViewDelegateFlowLayout)?
    ) -> CGSize {
        if estimatedItemSize != .zero {
            if let measured = collectionView.measuredItemSizes[indexPath] { return measured }
            if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
        }
        return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    /// The size of all the sections laid end to end, as the last `prepare()` measured them.
    open override var collectionViewContentSize: CGSize { size }

    override var measuresCells: Bool { estimatedItemSize != .zero }

    /// A flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A flow context that asks for the delegate's metrics again only when the size changes.
    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics =
            newBounds.size != collectionView?.bounds.size
        return context
    }

    /// The attributes of the items, headers and footers whose frames intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for section in items { found += section.filter { $0.frame.intersects(rect) } }
        found += headers.values.filter { $0.frame.intersects(rect) }
        found += footers.values.filter { $0.frame.intersects(rect) }
        return found
    }

    /// The attributes of the item at `indexPath`, or `nil` when there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The attributes of a section's header or footer, or `nil` for another kind or a section without one.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        elementKind == UICollectionView.elementKindSectionHeader
            ? headers[indexPath.section]
            : elementKind == UICollectionView.elementKindSectionFooter ? footers[indexPath.section] : nil
    }
}
