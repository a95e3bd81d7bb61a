import TestSupport
import XCTest

@testable import OpenUIKit

/// A prefetching data source that writes down what it is told.
@MainActor
private final class PrefetchLog: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching,
    UICollectionViewDataSource, UICollectionViewDataSourcePrefetching
{
    var count = 100
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log.append("prefetch \(indexPaths.map(\.row))")
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log.append("cancel \(indexPaths.map(\.row))")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        log.append("prefetch \(indexPaths.map(\.item))")
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        log.append("cancel \(indexPaths.map(\.item))")
    }
}

/// Prefetching as UIKit documents it: the rows or items a screen ahead in the direction of
/// scrolling, nearest first, each once; none already on screen; those scrolled away from
/// before they showed cancelled; nothing while prefetching is off.
final class PrefetchingTests: UIKitTestCase {
    func testATableTellsOfTheRowsAScreenAheadOnceAndCancelsThoseItTurnsAwayFrom() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            let table = UITableView(frame: window.bounds)
            table.rowHeight = 44
            let source = PrefetchLog()
            table.dataSource = source
            table.prefetchDataSource = source
            XCTAssertTrue(table.isPrefetchingEnabled, "on by default")
            window.addSubview(table)
            window.isHidden = false
            table.layoutIfNeeded()
            XCTAssertEqual(source.log, ["prefetch \(Array(10...19))"], "the ten rows below the ten on screen")

            table.contentOffset = CGPoint(x: 0, y: 220)
            table.layoutIfNeeded()
            XCTAssertEqual(
                source.log.last, "prefetch \(Array(20...24))", "rows 10-14 came into view; 15-19 were told already")
            table.layoutIfNeeded()
            XCTAssertEqual(source.log.count, 2, "nothing new without a move")

            table.contentOffset = CGPoint(x: 0, y: 110)
            table.layoutIfNeeded()
            XCTAssertEqual(
                Array(source.log.suffix(2)), ["cancel \(Array(15...24))", "prefetch [1, 0]"],
                "turning back cancels what lies ahead and tells of the rows above, nearest first")

            source.log = []
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(source.log.first, "cancel [0, 1]", "a reload forgets what was prefetched")

            source.log = []
            table.isPrefetchingEnabled = false
            table.contentOffset = CGPoint(x: 0, y: 2000)
            table.layoutIfNeeded()
            XCTAssertEqual(source.log, [], "nothing while prefetching is off")
            window.isHidden = true
        }
    }

    func testACollectionViewPrefetchesAlongTheAxisItScrollsOn() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 200)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            layout.scrollDirection = .horizontal
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            let source = PrefetchLog()
            source.count = 20
            collection.dataSource = source
            collection.prefetchDataSource = source
            window.addSubview(collection)
            window.isHidden = false
            collection.layoutIfNeeded()
            XCTAssertEqual(
                source.log, ["prefetch [4, 5]"],
                "the columns a screen to the right; item 3, touching the edge, the layout counts as shown")

            collection.contentOffset = CGPoint(x: 150, y: 0)
            collection.layoutIfNeeded()
            XCTAssertEqual(source.log.last, "prefetch [6, 7]", "item 4 came into view, 5 was told already")

            collection.contentOffset = CGPoint(x: 120, y: 0)
            collection.layoutIfNeeded()
            XCTAssertEqual(Array(source.log.suffix(2)), ["cancel [5, 6, 7]", "prefetch [0]"])
            window.isHidden = true
        }
    }
}
