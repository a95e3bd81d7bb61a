import TestSupport
import XCTest

@testable import OpenUIKit

/// A data source and delegate that trace what a collection view asks and tells.
@MainActor
final class TileSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var log: [String] = []
    var sizes: [IndexPath: CGSize] = [:]
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
        cell.accessibilityIdentifier = title
    }

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: "\(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
}

/// UICollectionView with a flow layout, driven by code: lines laid out as UIKit's flow layout
/// lays them out (frames by hand), only visible items with cells, registrations, selection by
/// real taps, headers, horizontal scrolling and animated updates.
final class CollectionViewTests: UIKitTestCase {
    func testFlowLayoutLinesAreJustifiedAndALoneItemIsCentred() {
        onMain {
            // The data source is held weakly, as in UIKit: the test keeps it.
            let (window, collection, source) = makeCollection(counts: [7], width: 320)
            let layout = collection.collectionViewLayout as! UICollectionViewFlowLayout
            // 90-point items with at least 10 between: three fit the 300 points inside the
            // 10-point insets (290), spread so the first and last touch the insets, 15 apart.
            @MainActor func frame(_ item: Int) -> CGRect {
                collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            }
            XCTAssertEqual(frame(0), CGRect(x: 10, y: 10, width: 90, height: 50))
            XCTAssertEqual(frame(1), CGRect(x: 115, y: 10, width: 90, height: 50))
            XCTAssertEqual(frame(2), CGRect(x: 220, y: 10, width: 90, height: 50))
            XCTAssertEqual(frame(3), CGRect(x: 10, y: 70, width: 90, height: 50), "a new line, 10 below")
            XCTAssertEqual(frame(6), CGRect(x: 115, y: 130, width: 90, height: 50), "a lone item is centred")
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 190))
            XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 190))
            XCTAssertEqual(collection.indexPathsForVisibleItems.count, 7)
            XCTAssertEqual(
                collection.cellForItem(at: IndexPath(item: 4, section: 0))?.accessibilityIdentifier, "0-4",
                "configured by the registration")
            XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 150, y: 90)), IndexPath(item: 4, section: 0))
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testOnlyVisibleItemsHaveCellsAndHeadersArePlaced() {
        onMain {
            let (window, collection, source) = makeCollection(counts: [30, 30], width: 320)
            let layout = collection.collectionViewLayout as! UICollectionViewFlowLayout
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "Header")
            collection.layoutIfNeeded()
            // Each section: a 40-point header, 10 lines of 50 with 10 between, 10-point insets.
            XCTAssertEqual(collection.contentSize.height, 2 * (40 + 10 + 10 * 50 + 9 * 10 + 10))
            XCTAssertEqual(
                collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
            // 480 points show the header and 8 lines (items 0 to 23).
            XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), Array(0...23))
            collection.contentOffset.y = 660
            collection.layoutIfNeeded()
            XCTAssertEqual(collection.indexPathsForVisibleItems.first, IndexPath(item: 0, section: 1))
            XCTAssertNotNil(
                collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: 1)))
            withExtendedLifetime(source) { window.isHidden = true }
        }
    }

    func testATapSelectsInUIKitsOrder() {
        onMain {
            let (window, collection, source) = makeCollection(counts: [7], width: 320)
            tapAndSettle(CGPoint(x: 150, y: 90))
            XCTAssertEqual(
                source.log,
                ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
            source.log = []
            tapAndSettle(CGPoint(x: 50, y: 30))
            XCTAssertEqual(
                source.log,
                [
                    "shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didDeselect 4",
                    "didSelect 0",
                ])
            XCTAssertFalse(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected ?? true)
            window.isHidden = true
        }
    }

    func testHorizontalFlowAndAnimatedUpdates() {
        onMain {
            let (window, collection, source) = makeCollection(counts: [5], width: 320)
            let layout = collection.collectionViewLayout as! UICollectionViewFlowLayout
            layout.scrollDirection = .horizontal
            layout.sectionInset = .zero
            collection.layoutIfNeeded()
            // Columns of items down the 480-point height: 8 fit (8 · 50 + 7 · 10 = 470).
            XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 0)
            XCTAssertEqual(collection.contentSize.width, 90)
            let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))
            source.counts[0] = 4
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            XCTAssertTrue(
                collection.cellForItem(at: IndexPath(item: 0, section: 0)) === second, "the cell follows its item")
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(second?.frame.minY, 0)
            source.counts[0] = 9
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            XCTAssertTrue(
                Reported.diagnostics.first?.reason.hasPrefix("Invalid update: invalid number of items in section 0.")
                    ?? false)
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 9)
            window.isHidden = true
        }
    }
}

/// A window with a collection view of `width` × 480, 90 × 50 items, 10-point insets.
@MainActor
private func makeCollection(counts: [Int], width: CGFloat) -> (UIWindow, UICollectionView, TileSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 480))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let source = TileSource(counts)
    collection.dataSource = source
    collection.delegate = source
    window.addSubview(collection)
    window.isHidden = false
    collection.layoutIfNeeded()
    return (window, collection, source)
}
