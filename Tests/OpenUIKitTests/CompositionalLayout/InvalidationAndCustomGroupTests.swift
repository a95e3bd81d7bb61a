import TestSupport
import XCTest

@testable import OpenUIKit

/// A context class of a layout's own.
@MainActor
final class TracingInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {}

/// A flow layout that traces how it is invalidated and told of updates.
@MainActor
final class TracingFlowLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var boundsAsked: [CGRect] = []
    var updates: [[String]] = []
    var finalized = 0
    var invalidatesOnScroll = false

    override class var invalidationContextClass: AnyClass { TracingInvalidationContext.self }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsAsked.append(newBounds)
        return invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates.append(
            updateItems.map { item in
                let before = item.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-"
                let after = item.indexPathAfterUpdate.map { "\($0.item)" } ?? "-"
                return "\(item.updateAction) \(before) \(after)"
            })
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        finalized += 1
    }
}

/// Invalidation as UIKit's collection view does it: contexts of the layout's own class, asked
/// for before the bounds change, their adjustments applied; batches passed to the layout as
/// update items; and custom groups placing items where their provider says.
final class InvalidationAndCustomGroupTests: UIKitTestCase {
    func testBoundsChangesAskTheLayoutAndInvalidateWithItsOwnContextClass() {
        onMain {
            let layout = TracingFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 50)
            let (window, collection, source) = showTraced(layout, counts: [60])
            let reload = layout.contexts.last
            XCTAssertTrue(reload is TracingInvalidationContext, "the layout's own class")
            XCTAssertEqual(reload?.invalidateEverything, true)
            XCTAssertEqual(reload?.invalidateDataSourceCounts, true, "the data was loaded")
            let before = layout.contexts.count

            collection.contentOffset.y = 100
            XCTAssertEqual(
                layout.boundsAsked.last, CGRect(x: 0, y: 100, width: 320, height: 480), "asked with the new bounds")
            XCTAssertEqual(layout.contexts.count, before, "a flow layout does not invalidate for a scroll")

            layout.invalidatesOnScroll = true
            collection.contentOffset.y = 150
            let scroll = layout.contexts.last as? TracingInvalidationContext
            XCTAssertEqual(layout.contexts.count, before + 1)
            XCTAssertEqual(scroll?.invalidateEverything, false)
            XCTAssertEqual(scroll?.invalidateFlowLayoutDelegateMetrics, false, "the size did not change")
            XCTAssertEqual(scroll?.invalidateFlowLayoutAttributes, true)
            collection.layoutIfNeeded()

            collection.frame.size.width = 300
            let resize = layout.contexts.last as? TracingInvalidationContext
            XCTAssertEqual(resize?.invalidateFlowLayoutDelegateMetrics, true, "the size changed")
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testAContextsAdjustmentsMoveTheContentAfterThePrepare() {
        onMain {
            let layout = TracingFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 50)
            let (window, collection, source) = showTraced(layout, counts: [60])
            collection.contentOffset.y = 100
            let context = UICollectionViewFlowLayoutInvalidationContext()
            context.contentOffsetAdjustment = CGPoint(x: 0, y: 20)
            context.contentSizeAdjustment = CGSize(width: 0, height: 40)
            context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
            context.invalidateSupplementaryElements(
                ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(context.invalidatedItemIndexPaths, [IndexPath(item: 3, section: 0)])
            XCTAssertEqual(
                context.invalidatedSupplementaryIndexPaths,
                [UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 0)]])
            XCTAssertNil(context.invalidatedDecorationIndexPaths)
            let height = collection.contentSize.height
            layout.invalidateLayout(with: context)
            collection.layoutIfNeeded()
            XCTAssertEqual(collection.contentOffset.y, 120)
            XCTAssertEqual(collection.contentSize.height, height + 40)
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testUpdatesReachTheLayoutAsUpdateItems() {
        onMain {
            let layout = TracingFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 50)
            let (window, collection, source) = showTraced(layout, counts: [6])
            source.counts = [7]
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
            XCTAssertEqual(layout.updates, [["insert - 2"]])
            XCTAssertEqual(layout.finalized, 1)
            source.counts = [6]
            collection.performBatchUpdates {
                collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
                collection.deleteItems(at: [IndexPath(item: 5, section: 0)])
                collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
            }
            XCTAssertEqual(layout.updates.last, ["delete 5 -", "reload 1 0", "move 0 4"])
            XCTAssertEqual(layout.finalized, 2)
            UIApplication.shared.runUntilIdle()
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testACustomGroupPlacesItsItemsWhereItsProviderSays() {
        onMain {
            let containers = ContainerSizes()
            let group = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
            ) { environment in
                containers.list.append(environment.container.contentSize)
                // A staircase of three.
                return (0..<3).map { step in
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: CGFloat(step) * 100, y: CGFloat(step) * 50, width: 100, height: 50),
                        zIndex: 3 - step)
                }
            }
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            let (window, collection, source) = showTraced(
                UICollectionViewCompositionalLayout(section: section), counts: [5])
            @MainActor func attributes(_ item: Int) -> UICollectionViewLayoutAttributes? {
                collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
            }
            XCTAssertEqual(containers.list.first, CGSize(width: 320, height: 200), "the group is the container")
            XCTAssertEqual(attributes(0)?.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(attributes(2)?.frame, CGRect(x: 200, y: 100, width: 100, height: 50))
            XCTAssertEqual(attributes(0)?.zIndex, 3)
            XCTAssertEqual(attributes(3)?.frame, CGRect(x: 0, y: 210, width: 100, height: 50), "the next group")
            XCTAssertEqual(attributes(4)?.frame, CGRect(x: 100, y: 260, width: 100, height: 50))
            XCTAssertNil(attributes(5))
            XCTAssertEqual(collection.contentSize.height, 410)
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.zPosition, 3)
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }
}

@MainActor
private func showTraced(_ layout: UICollectionViewLayout, counts: [Int]) -> (UIWindow, UICollectionView, TileSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    let source = TileSource(counts)
    collection.dataSource = source
    window.addSubview(collection)
    window.isHidden = false
    collection.layoutIfNeeded()
    return (window, collection, source)
}

/// The containers a custom group's provider was given.
@MainActor
private final class ContainerSizes {
    var list: [CGSize] = []
}
