import Foundation

/// What a list section looks like, as `UITableView`'s styles do for tables.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none = 0, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none = 0, supplementary
    }

    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// A compositional layout's settings beyond its sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init() {}
}
