import TestSupport
import XCTest

@testable import OpenUIKit

/// A section background registered with the layout.
@MainActor
final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .blue
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Section backgrounds, pinned headers, headers over their items, anchored badges and edge
/// spacing, placed where UIKit's compositional layout places them (frames by hand).
final class DecorationAndSupplementaryTests: UIKitTestCase {
    func testASectionBackgroundCoversTheSectionLessItsInsetsBehindTheCells() {
        onMain {
            let section = rows(50)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [background]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
            let (window, collection, source) = showDecorated(layout, counts: [3, 2])
            // Section 0: 10 + 3 × 50 + 10 = 170 tall; section 1 from 170, 10 + 2 × 50 + 10 = 120.
            XCTAssertEqual(
                layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?
                    .frame, CGRect(x: 5, y: 5, width: 310, height: 160))
            XCTAssertEqual(
                layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?
                    .frame, CGRect(x: 5, y: 175, width: 310, height: 110))
            XCTAssertEqual(
                layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?
                    .representedElementCategory, .decorationView)
            let backgrounds = collection.subviews.filter { $0 is SectionBackgroundView }
            XCTAssertEqual(
                backgrounds.map(\.frame).sorted { $0.minY < $1.minY },
                [
                    CGRect(x: 5, y: 5, width: 310, height: 160), CGRect(x: 5, y: 175, width: 310, height: 110),
                ])
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
            XCTAssertLessThan(
                collection.subviews.firstIndex { $0 is SectionBackgroundView } ?? .max,
                collection.subviews.firstIndex { $0 === cell } ?? -1, "behind the cells")
            XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 7, y: 100)), nil, "decorations are not items")
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testAPinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        onMain {
            let section = rows(50)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            let (window, collection, source) = showDecorated(
                UICollectionViewCompositionalLayout(section: section), counts: [10, 10])
            @MainActor func headerFrame(_ section: Int) -> CGRect? {
                collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?
                    .frame
            }
            // Each section: a 40-point header, then 10 rows of 50; section 1 starts at 540.
            XCTAssertEqual(headerFrame(0), CGRect(x: 0, y: 0, width: 320, height: 40))
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 0, y: 40, width: 320, height: 50))
            collection.contentOffset.y = 100
            collection.layoutIfNeeded()
            XCTAssertEqual(headerFrame(0), CGRect(x: 0, y: 100, width: 320, height: 40), "at the top of the view")
            XCTAssertEqual(
                collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
                    .layer.zPosition, 1, "above the rows scrolling under it")
            collection.contentOffset.y = 520
            collection.layoutIfNeeded()
            XCTAssertEqual(headerFrame(0)?.minY, 500, "pushed up by its section's end")
            XCTAssertEqual(headerFrame(1)?.minY, 540)
            collection.contentOffset.y = 700
            collection.layoutIfNeeded()
            XCTAssertEqual(headerFrame(1)?.minY, 700, "the next header pinned in turn")
            XCTAssertNil(headerFrame(0), "the first one gone with its section")
            XCTAssertEqual(
                collection.collectionViewLayout.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY,
                700)
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testAHeaderThatDoesNotExtendTheSectionLiesOverItsItems() {
        onMain {
            let section = rows(50)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .topTrailing,
                absoluteOffset: CGPoint(x: -8, y: 8))
            header.extendsBoundary = false
            section.boundarySupplementaryItems = [header]
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (window, collection, source) = showDecorated(layout, counts: [2])
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 0, y: 0, width: 320, height: 50), "no room made")
            XCTAssertEqual(
                layout.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                CGRect(x: 212, y: 8, width: 100, height: 30), "at the trailing corner, moved by the offset")
            XCTAssertEqual(collection.contentSize.height, 100)
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testBadgesSitWhereTheirAnchorsSay() {
        onMain {
            let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
            let corner = NSCollectionLayoutSupplementaryItem(
                layoutSize: badgeSize, elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let below = NSCollectionLayoutSupplementaryItem(
                layoutSize: badgeSize, elementKind: "caption",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 4)),
                itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
            let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100))
            let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [corner, below])
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 0)
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (window, collection, source) = showDecorated(layout, counts: [2])
            XCTAssertEqual(
                layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame,
                CGRect(x: 106, y: 14, width: 20, height: 20), "over the top trailing corner, 30% of its size out")
            XCTAssertEqual(
                layout.layoutAttributesForSupplementaryView(ofKind: "caption", at: IndexPath(item: 1, section: 0))?
                    .frame, CGRect(x: 60, y: 224, width: 20, height: 20),
                "its top centre 4 below the item's bottom centre")
            XCTAssertEqual(
                collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))?.frame,
                CGRect(x: 106, y: 14, width: 20, height: 20), "shown")
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testEdgeSpacingMovesItemsAndFlexibleSpacingSharesWhatIsLeft() {
        onMain {
            @MainActor func layout(_ spacing: NSCollectionLayoutSpacing) -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(50)))
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                    leading: spacing, top: .fixed(5), trailing: nil, bottom: nil)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            let (window, collection, source) = showDecorated(layout(.fixed(10)), counts: [4], width: 300)
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 10, y: 5, width: 80, height: 50))
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 100, y: 5, width: 80, height: 50))
            XCTAssertEqual(itemFrame(collection, 2), CGRect(x: 190, y: 5, width: 80, height: 50))
            XCTAssertEqual(
                itemFrame(collection, 3), CGRect(x: 10, y: 65, width: 80, height: 50), "a fourth does not fit")
            collection.collectionViewLayout = layout(.flexible(0))
            collection.layoutIfNeeded()
            // 300 − 3 × 80 = 60 left over, shared by the three flexible spaces.
            XCTAssertEqual(itemFrame(collection, 0)?.minX, 20)
            XCTAssertEqual(itemFrame(collection, 1)?.minX, 120)
            XCTAssertEqual(itemFrame(collection, 2)?.minX, 220)
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

}

@MainActor
private func showDecorated(
    _ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 320, height: CGFloat = 480
) -> (UIWindow, UICollectionView, TileSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    for kind in [UICollectionView.elementKindSectionHeader, "badge", "caption"] {
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    let source = TileSource(counts)
    collection.dataSource = source
    window.addSubview(collection)
    window.isHidden = false
    collection.layoutIfNeeded()
    return (window, collection, source)
}

/// Full-width rows of `rowHeight` stacked down the section.
@MainActor
private func rows(_ rowHeight: CGFloat) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight))
    return NSCollectionLayoutSection(
        group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
}

@MainActor
private func itemFrame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
