import Foundation

/// A section of a compositional layout: a group repeated until the section's items are placed,
/// spaced by `interGroupSpacing`, inside `contentInsets`, between its headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group that repeats down the section until the section's items are placed.
    public let group: NSCollectionLayoutGroup
    /// Space between the section's edges and its content, headers and footers included.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one repetition of the section's group and the next.
    open var interGroupSpacing: CGFloat = 0
    /// The section's headers and footers, laid out above and below its groups.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as its background, made from what is registered with the layout.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// How the section scrolls across the layout's axis: with any value but `.none` its groups
    /// run in one row in a scroll view of their own instead of wrapping down the layout.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// How the section's own scroll view decelerates and bounces when it scrolls orthogonally.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Called before each layout pass with the section's items in view, the section's scroll
    /// offset (its own scroll view's for an orthogonal section, the collection view's otherwise)
    /// and the layout environment; changes it makes to the items show in that pass.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Set by `list(using:layoutEnvironment:)`: the list's look for cells and background.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section that repeats the given group.
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

/// The closure a section calls with its visible items, its scroll offset and the layout
/// environment before each layout pass.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// The container a section provider lays a section out in, and the traits it has.
@preconcurrency @MainActor
public final class NSCollectionLayoutEnvironment {
    /// The size and insets of the space the section is laid out in.
    public let container: NSCollectionLayoutContainer
    /// The traits of the collection view the layout belongs to.
    public let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// The space a compositional layout's section is laid out in: its size and insets.
@preconcurrency @MainActor
public final class NSCollectionLayoutContainer {
    /// The container's size: the collection view's width inside its adjusted insets, and its height.
    public let contentSize: CGSize
    /// Insets inside the container; always zero in the environment the layout passes here.
    public let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The content size less the content insets.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// The insets the section's content is laid out within; the same as `contentInsets` here.
    public var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
