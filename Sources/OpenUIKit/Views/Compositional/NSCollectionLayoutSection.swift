import Foundation

/// A section of a compositional layout: a group repeated until the section's items are placed,
/// spaced by `interGroupSpacing`, inside `contentInsets`, between its headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// How a section scrolls across the layout's axis. Stored; sections here do not scroll on
    /// their own axis yet (they lay their groups out as `.none` does).
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Set by `list(using:layoutEnvironment:)`: the list's look for cells and background.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section as `UICollectionLayoutListConfiguration` describes it: full-width rows
    /// sized by their content (44 points estimated), inset and spaced by the appearance, with
    /// a header or footer when the configuration asks.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(UITableView.defaultRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
        section.listConfiguration = configuration
        let grouped = configuration.appearance != .plain && configuration.appearance != .sidebarPlain
        let width = layoutEnvironment.container.effectiveContentSize.width
        let side: CGFloat = configuration.appearance == .insetGrouped ? ListInset.side(forWidth: width) : 0
        section.contentInsets = NSDirectionalEdgeInsets(
            top: grouped ? UITableView.groupedSectionGap : 0, leading: side,
            bottom: grouped ? UITableView.groupedSectionGap : 0, trailing: side)
        let titleHeight = grouped ? UITableView.groupedTitleHeight : UITableView.plainTitleHeight
        for (wanted, kind, alignment) in [
            (
                configuration.headerMode == .supplementary, UICollectionView.elementKindSectionHeader,
                NSRectAlignment.top
            ),
            (configuration.footerMode == .supplementary, UICollectionView.elementKindSectionFooter, .bottom),
        ] where wanted {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(titleHeight)),
                    elementKind: kind, alignment: alignment))
        }
        return section
    }
}

/// The container a section provider lays a section out in, and the traits it has.
@preconcurrency @MainActor
public final class NSCollectionLayoutEnvironment {
    public let container: NSCollectionLayoutContainer
    public let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

@preconcurrency @MainActor
public final class NSCollectionLayoutContainer {
    public let contentSize: CGSize
    public let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    public var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
