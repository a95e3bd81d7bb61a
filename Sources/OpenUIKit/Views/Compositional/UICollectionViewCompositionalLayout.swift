import Foundation

/// A layout made of sections, groups and items (iOS 13): each section's group repeats down the
/// collection view until the section's items are placed; a group lays its subitems (items or
/// groups) along its axis, sized as fractions of it, absolutely, or by estimate refined by the
/// cells' own constraints. Lists (`list(using:)`) are sections in the look of a table.
///
/// Sections scroll vertically here (a horizontal configuration is stored but laid out as
/// vertical sections); a section with an orthogonal scrolling behaviour lays its groups out in
/// one row that scrolls sideways in a scroll view of its own
/// (`UICollectionViewCompositionalLayout+OrthogonalScrolling.swift`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// A closure that returns the layout of the section at an index, given the layout's environment, or `nil`
    /// to leave that section empty.
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// Settings for the whole layout, such as the spacing between sections; changing them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var items: [[UICollectionViewLayoutAttributes]] = []
    /// The items' attributes as prepared, put back before a visible-items handler runs again.
    var preparedAppearances: [[UICollectionViewLayoutAttributes.Appearance]] = []
    var supplementary: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    /// Section backgrounds, by kind and index path (`+Decorations.swift`).
    var decorations: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    /// Headers and footers that follow the visible bounds (`+Supplementaries.swift`).
    var pinned: [PinnedBoundary] = []
    /// The section layouts the provider gave, by section index (`nil` where it gave none).
    var sectionLayouts: [NSCollectionLayoutSection?] = []
    /// The sections that scroll orthogonally, by index: their row of groups and its scroll view's frame.
    var rows: [Int: OrthogonalRow] = [:]
    /// The environment the sections were last laid out in.
    var environment: NSCollectionLayoutEnvironment?
    private var size: CGSize = .zero
    /// Whether any item's size is estimated: the collection view then measures cells.
    private var estimates = false

    /// Creates a layout that gives every section of the collection view the same section layout.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Creates a layout that gives every section the same section layout, with layout-wide settings.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Creates a layout that asks a closure for each section's layout.
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Creates a layout that asks a closure for each section's layout, with layout-wide settings.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// Every section a list with this configuration.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    override var measuresCells: Bool { estimates }
    override var orthogonalRows: [Int: OrthogonalRow] { rows }

    /// Lays every section out top to bottom from the data source's counts: its headers, its group repeated until
    /// the section's items are placed, then its footers.
    open override func prepare() {
        super.prepare()
        items = []
        preparedAppearances = []
        supplementary = [:]
        decorations = [:]
        pinned = []
        sectionLayouts = []
        rows = [:]
        environment = nil
        size = .zero
        estimates = false
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let inset = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - inset.left - inset.right)
        let environment = NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(
                contentSize: CGSize(width: width, height: collectionView.bounds.height), contentInsets: .zero),
            traitCollection: collectionView.traitCollection)
        self.environment = environment
        var cursor: CGFloat = 0
        let sections = max(0, dataSource.numberOfSections(in: collectionView))
        for index in 0..<sections {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let count = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: index))
            let section = provider(index, environment)
            sectionLayouts.append(section)
            guard let section else {
                items.append([])
                preparedAppearances.append([])
                continue
            }
            if let list = section.listConfiguration, list.appearance != .plain, list.appearance != .sidebarPlain,
                collectionView.backgroundColor == .systemBackground
            {
                collectionView.backgroundColor = list.backgroundColor ?? .systemGroupedBackground
            }
            let insets = section.contentInsets
            let area = CGSize(
                width: max(0, width - insets.leading - insets.trailing), height: collectionView.bounds.height)
            let sectionTop = cursor
            cursor += insets.top
            for boundary in section.boundarySupplementaryItems where boundary.isHeader {
                cursor += placeBoundary(boundary, section: index, x: insets.leading, y: cursor, area: area)
            }
            var placed: [UICollectionViewLayoutAttributes] = []
            if section.orthogonalScrollingBehavior != .none {
                let row = layOutRow(section, index: index, top: cursor, width: width, count: count, placed: &placed)
                rows[index] = row
                cursor += row.frame.height
            }
            while placed.count < count && section.orthogonalScrollingBehavior == .none {
                if !placed.isEmpty { cursor += section.interGroupSpacing }
                let before = placed.count
                let height = layOut(
                    section.group, at: CGPoint(x: insets.leading, y: cursor), in: area, section: index,
                    count: count, placed: &placed, list: section.listConfiguration)
                cursor += height
                if placed.count == before { break }
            }
            for (offset, attributes) in placed.enumerated() {
                guard let list = attributes as? ListLayoutAttributes else { continue }
                list.isFirstInSection = offset == 0
                list.isLastInSection = offset == placed.count - 1
            }
            items.append(placed)
            preparedAppearances.append(placed.map(\.appearance))
            for boundary in section.boundarySupplementaryItems where boundary.isPlaced && !boundary.isHeader {
                cursor += placeBoundary(boundary, section: index, x: insets.leading, y: cursor, area: area)
            }
            cursor += insets.bottom
            for boundary in section.boundarySupplementaryItems where boundary.pinToVisibleBounds && boundary.isPlaced {
                guard let attributes = supplementary[boundary.elementKind]?[IndexPath(item: 0, section: index)]
                else { continue }
                pinned.append(
                    PinnedBoundary(
                        attributes: attributes, natural: attributes.frame, sectionTop: sectionTop + insets.top,
                        sectionBottom: cursor - insets.bottom, isHeader: boundary.isHeader))
            }
            placeDecorations(
                of: section, index: index, frame: CGRect(x: 0, y: sectionTop, width: width, height: cursor - sectionTop)
            )
        }
        size = CGSize(width: width, height: cursor)
    }

    /// Places one repetition of a group with its top left at `origin`, taking items in order
    /// from `placed.count` on; returns the height it took.
    func layOut(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, in container: CGSize, section: Int, count: Int,
        placed: inout [UICollectionViewLayoutAttributes], list: UICollectionLayoutListConfiguration?
    ) -> CGFloat {
        if let provider = group.customItemProvider {
            return layOutCustom(
                group, provider: provider, at: origin, in: container, section: section, count: count,
                placed: &placed, list: list)
        }
        guard !group.subitems.isEmpty else { return 0 }
        let groupSize = group.layoutSize.resolved(in: container)
        let horizontal = group.axis == .horizontal
        let subitems = group.repeatCount.map { Array(repeating: group.subitems[0], count: $0) } ?? group.subitems
        let spacing = group.interItemSpacing?.spacing ?? 0
        // With a count, the copies share the group's length equally.
        let shared: CGFloat? = group.repeatCount.map { count in
            ((horizontal ? groupSize.width : groupSize.height) - spacing * CGFloat(count - 1)) / CGFloat(count)
        }
        var position = horizontal ? origin.x : origin.y
        var extent: CGFloat = 0
        // Without a count, a group of fixed length repeats its subitems while they fit, as
        // UIKit's does: a full-width group of third-width items holds three.
        let length = horizontal ? groupSize.width : groupSize.height
        let repeats =
            group.repeatCount == nil
            && !(horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension).isEstimated
        var index = 0
        // Edge spacing: how many flexible spaces come before each subitem's elements, to share out what is left.
        var flexible = 0
        var shifts: [(elements: Range<Int>, flexibleBefore: Int)] = []
        while placed.count < count {
            if index == subitems.count && !repeats { break }
            let subitem = subitems[index % subitems.count]
            var slot = subitem.layoutSize.resolved(in: groupSize)
            let along = horizontal ? slot.width : slot.height
            let edges = subitem.edgeSpacing
            let lead = horizontal ? edges?.leading : edges?.top
            let trail = horizontal ? edges?.trailing : edges?.bottom
            let cross = (horizontal ? edges?.top : edges?.leading)?.spacing ?? 0
            let around = (lead?.spacing ?? 0) + (trail?.spacing ?? 0)
            if index >= subitems.count, position + around + along - (horizontal ? origin.x : origin.y) > length + 0.5 {
                break
            }
            if along <= 0 && index >= subitems.count { break }
            index += 1
            if let shared {
                if horizontal { slot.width = shared } else { slot.height = shared }
            }
            position += lead?.spacing ?? 0
            if lead?.isFlexibleSpacing == true { flexible += 1 }
            let first = placed.count
            let slotOrigin =
                horizontal ? CGPoint(x: position, y: origin.y + cross) : CGPoint(x: origin.x + cross, y: position)
            let taken: CGSize
            if let inner = subitem as? NSCollectionLayoutGroup {
                let height = layOut(
                    inner, at: slotOrigin, in: groupSize, section: section, count: count, placed: &placed, list: list)
                taken = CGSize(
                    width: slot.width, height: inner.layoutSize.heightDimension.isEstimated ? height : slot.height)
            } else {
                let indexPath = IndexPath(item: placed.count, section: section)
                if subitem.layoutSize.heightDimension.isEstimated || subitem.layoutSize.widthDimension.isEstimated {
                    estimates = true
                }
                if let measured = collectionView?.measuredItemSizes[indexPath] {
                    if subitem.layoutSize.heightDimension.isEstimated { slot.height = measured.height }
                    if subitem.layoutSize.widthDimension.isEstimated { slot.width = measured.width }
                }
                let attributes: UICollectionViewLayoutAttributes =
                    list.map { ListLayoutAttributes(forCellWith: indexPath, list: $0) }
                    ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
                let insets = subitem.contentInsets
                attributes.frame = CGRect(
                    x: slotOrigin.x + insets.leading, y: slotOrigin.y + insets.top,
                    width: max(0, slot.width - insets.leading - insets.trailing),
                    height: max(0, slot.height - insets.top - insets.bottom))
                placed.append(attributes)
                placeSupplementaryItems(of: subitem, cell: attributes)
                taken = slot
            }
            shifts.append((first..<placed.count, flexible))
            position += (horizontal ? taken.width : taken.height) + (trail?.spacing ?? 0) + spacing
            if trail?.isFlexibleSpacing == true { flexible += 1 }
            extent = max(extent, (horizontal ? taken.height : taken.width) + cross)
            if !horizontal { extent = position - spacing - origin.y }
        }
        let leftover = length - (position - spacing - (horizontal ? origin.x : origin.y))
        if flexible > 0, leftover > 0,
            !(horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension).isEstimated
        {
            let share = leftover / CGFloat(flexible)
            for (elements, before) in shifts where before > 0 {
                for element in elements {
                    if horizontal {
                        placed[element].frame.origin.x += share * CGFloat(before)
                    } else {
                        placed[element].frame.origin.y += share * CGFloat(before)
                    }
                }
            }
        }
        let estimated = group.layoutSize.heightDimension.isEstimated
        if horizontal { return estimated ? extent : groupSize.height }
        return estimated ? extent : groupSize.height
    }

    /// The width inside the collection view's adjusted insets and the height of all the prepared sections.
    open override var collectionViewContentSize: CGSize { size }

    /// Returns the attributes of the cells, headers and footers whose frames intersect the
    /// rectangle; an orthogonal section's cells are tested where its scroll view shows them. A
    /// section's `visibleItemsInvalidationHandler` is called first with its items in the
    /// collection view's visible bounds, on the attributes as prepared, and its changes are in
    /// what is returned.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in items.enumerated() {
            let shift = rows[index] == nil ? CGPoint.zero : orthogonalOffset(ofSection: index)
            func shown(in area: CGRect) -> [UICollectionViewLayoutAttributes] {
                section.filter { $0.frame.offsetBy(dx: -shift.x, dy: -shift.y).intersects(area) }
            }
            if let handler = sectionLayouts[index]?.visibleItemsInvalidationHandler, let environment,
                let collectionView
            {
                for (attributes, appearance) in zip(section, preparedAppearances[index]) {
                    attributes.appearance = appearance
                }
                let visible = shown(in: collectionView.bounds)
                let offset = rows[index] == nil ? collectionView.contentOffset : shift
                if !visible.isEmpty { handler(visible.map { LayoutVisibleItem($0) }, offset, environment) }
            }
            found += shown(in: rect)
        }
        pinBoundaries()
        for kind in supplementary.values {
            found += kind.values.filter { attributes in
                let shift =
                    attributes.belongsToItem && rows[attributes.indexPath.section] != nil
                    ? orthogonalOffset(ofSection: attributes.indexPath.section) : .zero
                return attributes.frame.offsetBy(dx: -shift.x, dy: -shift.y).intersects(rect)
            }
        }
        for kind in decorations.values { found += kind.values.filter { $0.frame.intersects(rect) } }
        return found
    }

    /// Returns the prepared attributes of the cell at the index path, or `nil` when there is no such cell.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// Returns the prepared attributes of the header, footer or item supplementary of that kind
    /// at the index path (a pinned one where it is pinned now), or `nil` when there is none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        pinBoundaries()
        return supplementary[elementKind]?[indexPath]
    }

    /// Returns the prepared attributes of the section's decoration of that kind, or `nil` when it has none.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        decorations[elementKind]?[indexPath]
    }
}

/// A list row's attributes: what its cell needs to look like a table's row.
@MainActor
final class ListLayoutAttributes: UICollectionViewLayoutAttributes {
    let list: UICollectionLayoutListConfiguration
    var isFirstInSection = false
    var isLastInSection = false

    init(forCellWith indexPath: IndexPath, list: UICollectionLayoutListConfiguration) {
        self.list = list
        super.init(forCellWith: indexPath)
    }
}
