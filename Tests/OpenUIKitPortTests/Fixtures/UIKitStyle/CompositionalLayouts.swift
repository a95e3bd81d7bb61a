import UIKit

/// A store front as apps build it with a compositional layout: a carousel of featured items
/// that pages by group and scales the centred card, above a grid.
final class StoreFrontViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable { case featured, grid }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemTeal : .systemIndigo
            cell.contentView.layer.cornerRadius = 12
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Array(0..<10), toSection: .featured)
        snapshot.appendItems(Array(10..<40), toSection: .grid)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .featured:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.orthogonalScrollingProperties.decelerationRate = .fast
                section.orthogonalScrollingProperties.bounce = .always
                section.interGroupSpacing = 12
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    items.forEach { item in
                        let distanceFromCenter = abs(
                            (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                        let scale = max(1.0 - (distanceFromCenter / environment.container.contentSize.width), 0.8)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
                return section
            default:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalWidth(0.25)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
                    subitems: [item])
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                    leading: .flexible(0), top: .fixed(4), trailing: nil, bottom: nil)
                let section = NSCollectionLayoutSection(group: group)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                header.zIndex = 2
                section.boundarySupplementaryItems = [header]
                let background = NSCollectionLayoutDecorationItem.background(elementKind: SectionBackground.kind)
                background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                section.decorationItems = [background]
                let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
                    .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
                ]
                section.orthogonalScrollingBehavior = behaviors[0]
                return section
            }
        }
        layout.register(SectionBackground.self, forDecorationViewOfKind: SectionBackground.kind)
        return layout
    }

    func badge() -> NSCollectionLayoutSupplementaryItem {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let size = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "badge", containerAnchor: anchor)
        badge.zIndex = 3
        return badge
    }
}

/// A rounded section background, registered with the layout.
final class SectionBackground: UICollectionReusableView {
    static let kind = "section-background"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
