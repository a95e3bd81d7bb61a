import TestSupport
import XCTest

@testable import OpenUIKit

/// A compositional section that scrolls across the layout, as UIKit's does: its groups in one
/// row inside a scroll view of its own, cells coming and going as that scroll view scrolls,
/// group paging snapping a drag to a group's leading edge, and the visible-items handler told of
/// each scroll.
final class OrthogonalScrollingTests: UIKitTestCase {
    func testAnOrthogonalSectionLaysItsGroupsOutInOneRowInAScrollViewOfItsOwn() {
        onMain {
            let (window, collection, source) = makeOrthogonalCollection(.continuous)
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 16, y: 0, width: 100, height: 80))
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 126, y: 0, width: 100, height: 80), "along, not down")
            XCTAssertEqual(itemFrame(collection, 9), CGRect(x: 1006, y: 0, width: 100, height: 80))
            XCTAssertEqual(
                itemFrame(collection, 0, 1), CGRect(x: 0, y: 80, width: 80, height: 80), "the next section below")
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 160), "one row tall, as wide as the view")
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            let row = try? XCTUnwrap(cell?.superview as? UIScrollView)
            XCTAssertTrue(row !== collection, "the section's cells are in a scroll view of their own")
            XCTAssertEqual(row?.frame, CGRect(x: 0, y: 0, width: 320, height: 80))
            XCTAssertEqual(row?.contentSize, CGSize(width: 16 + 10 * 100 + 9 * 10 + 16, height: 80))
            XCTAssertTrue(
                collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection,
                "other sections' cells are the collection view's")
            XCTAssertEqual(
                collection.indexPathsForVisibleItems,
                [0, 1, 2].map { IndexPath(item: $0, section: 0) } + (0..<4).map { IndexPath(item: $0, section: 1) },
                "only the items the row shows have cells")
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testScrollingTheRowMovesItsCellsAndBringsNewOnes() {
        onMain {
            let (window, collection, source) = makeOrthogonalCollection(.continuous)
            let row = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            row?.contentOffset = CGPoint(x: 300, y: 0)
            XCTAssertEqual(
                collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item), [2, 3, 4, 5],
                "items 2 to 5 show between 300 and 620")
            let cell = collection.cellForItem(at: IndexPath(item: 3, section: 0))
            XCTAssertEqual(
                cell.map { collection.convert($0.bounds, from: $0) }, CGRect(x: 46, y: 0, width: 100, height: 80),
                "item 3, at 346 in the row, shows 300 points to the left")
            XCTAssertEqual(
                itemFrame(collection, 3), CGRect(x: 346, y: 0, width: 100, height: 80), "its frame is the row's")
            XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 50, y: 40)), IndexPath(item: 3, section: 0))
            XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 50, y: 120)), IndexPath(item: 0, section: 1))
            XCTAssertEqual(collection.contentOffset, .zero, "the collection view itself did not scroll")

            // A finger dragging the row sideways scrolls it, not the collection view.
            drag(from: CGPoint(x: 200, y: 40), step: CGPoint(x: -4, y: 0), steps: 20, lift: false)
            XCTAssertEqual(row?.contentOffset.x ?? 0, 300 + 80 - 12, accuracy: 0.001)
            XCTAssertEqual(collection.contentOffset, .zero)
            UIApplication.shared.advance(by: 0.2)
            UIEventInjector.shared.touchUp()
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(row?.contentOffset.x ?? 0, 368, accuracy: 0.001, ".continuous rests where it stops")
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testGroupPagingSnapsAFlickToTheNextGroupsLeadingEdge() {
        onMain {
            let (window, collection, source) = makeOrthogonalCollection(.groupPaging)
            let row = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            XCTAssertEqual(row?.decelerationRate, .fast, "paging sections decelerate fast by default")
            // A flick of 8 points a frame (480 a second) to the left.
            drag(from: CGPoint(x: 200, y: 40), step: CGPoint(x: -8, y: 0), steps: 6)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(row?.contentOffset.x, 110, "group 1's leading edge (126) at the 16-point inset")
            drag(from: CGPoint(x: 200, y: 40), step: CGPoint(x: -8, y: 0), steps: 6)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(row?.contentOffset.x, 220, "one group further, not as far as the flick would coast")
            drag(from: CGPoint(x: 100, y: 40), step: CGPoint(x: 8, y: 0), steps: 6)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(row?.contentOffset.x, 110, "and back one")
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testGroupPagingCenteredAndLeadingBoundaryTargets() {
        onMain {
            let (window, collection, source) = makeOrthogonalCollection(.groupPagingCentered)
            let row = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            drag(from: CGPoint(x: 200, y: 40), step: CGPoint(x: -8, y: 0), steps: 6)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(row?.contentOffset.x, 16, "group 1's centre (176) at the view's centre (160)")
            withExtendedLifetime(source) { window.isHidden = true }

            let (other, boundary, otherSource) = makeOrthogonalCollection(.continuousGroupLeadingBoundary)
            let otherRow = boundary.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            drag(from: CGPoint(x: 200, y: 40), step: CGPoint(x: -15, y: 0), steps: 10)
            UIApplication.shared.runUntilIdle()
            let resting = otherRow?.contentOffset.x ?? -1
            XCTAssertGreaterThan(resting, 300, "a flick coasts past several groups")
            XCTAssertEqual(
                resting.truncatingRemainder(dividingBy: 110), 0, "and rests with a group's leading edge at the inset")
            withExtendedLifetime(otherSource) { other.isHidden = true }
        }
    }

    func testTheVisibleItemsHandlerIsToldOfEachScrollAndItsChangesShow() {
        onMain {
            let calls = HandlerCalls()
            let (window, collection, source) = makeOrthogonalCollection(.continuous) { items, offset, environment in
                calls.list.append(
                    (items.map(\.indexPath.item).sorted(), offset, environment.container.contentSize.width))
                for item in items {
                    // The carousel's scale: full size at the centre, smaller towards the edges.
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(1 - distance / environment.container.contentSize.width, 0.5)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    XCTAssertEqual(item.representedElementCategory, .cell)
                }
            }
            XCTAssertEqual(calls.list.last?.items, [0, 1, 2])
            XCTAssertEqual(calls.list.last?.offset, .zero)
            XCTAssertEqual(calls.list.last?.width, 320)
            // Item 1's centre is at 176, 16 from the middle: scale 1 − 16/320 = 0.95.
            let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(cell?.transform.a ?? 0, 0.95, accuracy: 0.0001)
            XCTAssertEqual(cell?.bounds.size, CGSize(width: 100, height: 80), "scaled about its centre, same bounds")
            XCTAssertEqual(cell?.center, CGPoint(x: 176, y: 40))

            let row = cell?.superview as? UIScrollView
            row?.contentOffset = CGPoint(x: 110, y: 0)
            XCTAssertEqual(calls.list.last?.offset, CGPoint(x: 110, y: 0), "the row's offset")
            XCTAssertEqual(calls.list.last?.items, [0, 1, 2, 3])
            // Item 1's centre now shows at 66, 94 from the middle: 1 − 94/320, redone from the prepared size.
            XCTAssertEqual(cell?.transform.a ?? 0, 0.70625, accuracy: 0.0001)
            XCTAssertEqual(
                collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform.a ?? 0, 0.70625,
                accuracy: 0.0001, "the attributes carry the change")
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }
}

/// Section 0: 10 groups of one 100 × 80 item, 10 apart, inset 16 at each end, scrolling
/// orthogonally as `behavior` says. Section 1: a grid of 4 quarter-width squares below.
@MainActor
private func makeOrthogonalCollection(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
) -> (UIWindow, UICollectionView, TileSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = UICollectionViewCompositionalLayout { index, _ in
        if index == 0 {
            let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            section.orthogonalScrollingBehavior = behavior
            section.visibleItemsInvalidationHandler = handler
            return section
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(80)))
        return NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                subitems: [item]))
    }
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    let source = TileSource([10, 4])
    collection.dataSource = source
    collection.delegate = source
    window.addSubview(collection)
    window.isHidden = false
    collection.layoutIfNeeded()
    return (window, collection, source)
}

@MainActor
private func itemFrame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// What a visible-items handler was called with, call by call.
@MainActor
private final class HandlerCalls {
    var list: [(items: [Int], offset: CGPoint, width: CGFloat)] = []
}
