import Foundation

/// A layout made of sections, groups and items (iOS 13): each section's group repeats down the
/// collection view until the section's items are placed; a group lays its subitems (items or
/// groups) along its axis, sized as fractions of it, absolutely, or by estimate refined by the
/// cells' own constraints. Lists (`list(using:)`) are sections in the look of a table.
///
/// Sections scroll vertically here; a horizontal configuration and orthogonal scrolling are
/// stored but laid out as vertical sections.
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

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [String: [Int: UICollectionViewLayoutAttributes]] = [:]
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

    /// Lays every section out top to bottom from the data source's counts: its headers, its group repeated until
    /// the section's items are placed, then its footers.
    open override func prepare() {
        super.prepare()
        items = []
        supplementary = [:]
        size = .zero
        estimates = false
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let inset = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - inset.left - inset.right)
        let environment = NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(
                contentSize: CGSize(width: width, height: collectionView.bounds.height), contentInsets: .zero),
            traitCollection: collectionView.traitCollection)
        var cursor: CGFloat = 0
        let sections = max(0, dataSource.numberOfSections(in: collectionView))
        for index in 0..<sections {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let count = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: index))
            guard let section = provider(index, environment) else {
                items.append([])
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
            cursor += insets.top
            for boundary in section.boundarySupplementaryItems where boundary.alignment == .top {
                cursor += placeBoundary(boundary, section: index, x: insets.leading, y: cursor, area: area)
            }
            var placed: [UICollectionViewLayoutAttributes] = []
            while placed.count < count {
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
            for boundary in section.boundarySupplementaryItems where boundary.alignment == .bottom {
                cursor += placeBoundary(boundary, section: index, x: insets.leading, y: cursor, area: area)
            }
            cursor += insets.bottom
        }
        size = CGSize(width: width, height: cursor)
    }

    /// Places one repetition of a group with its top left at `origin`, taking items in order
    /// from `placed.count` on; returns the height it took.
    private func layOut(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, in container: CGSize, section: Int, count: Int,
        placed: inout [UICollectionViewLayoutAttributes], list: UICollectionLayoutListConfiguration?
    ) -> CGFloat {
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
        while placed.count < count {
            if index == subitems.count && !repeats { break }
            let subitem = subitems[index % subitems.count]
            var slot = subitem.layoutSize.resolved(in: groupSize)
            let along = horizontal ? slot.width : slot.height
            if index >= subitems.count, position + along - (horizontal ? origin.x : origin.y) > length + 0.5 { break }
            if along <= 0 && index >= subitems.count { break }
            index += 1
            if let shared {
                if horizontal { slot.width = shared } else { slot.height = shared }
            }
            let slotOrigin = horizontal ? CGPoint(x: position, y: origin.y) : CGPoint(x: origin.x, y: position)
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
                taken = slot
            }
            position += (horizontal ? taken.width : taken.height) + spacing
            extent = max(extent, horizontal ? taken.height : taken.width)
            if !horizontal { extent = position - spacing - origin.y }
        }
        let estimated = group.layoutSize.heightDimension.isEstimated
        if horizontal { return estimated ? extent : groupSize.height }
        return estimated ? extent : groupSize.height
    }

    private func placeBoundary(
        _ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat,
        area: CGSize
    ) -> CGFloat {
        let resolved = boundary.layoutSize.resolved(in: area)
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: boundary.elementKind,
            with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: x, y: y, width: resolved.width, height: resolved.height)
        supplementary[boundary.elementKind, default: [:]][section] = attributes
        return resolved.height
    }

    /// The width inside the collection view's adjusted insets and the height of all the prepared sections.
    open override var collectionViewContentSize: CGSize { size }

    /// Returns the attributes of the cells, headers and footers whose frames intersect the rectangle.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for section in items { found += section.filter { $0.frame.intersects(rect) } }
        for kind in supplementary.values { found += kind.values.filter { $0.frame.intersects(rect) } }
        return found
    }

    /// Returns the prepared attributes of the cell at the index path, or `nil` when there is no such cell.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// Returns the prepared attributes of the section's header or footer of that kind, or `nil` when it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementary[elementKind]?[indexPath.section]
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
