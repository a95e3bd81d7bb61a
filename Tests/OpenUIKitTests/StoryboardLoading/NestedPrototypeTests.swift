import TestSupport
import XCTest

@testable import OpenUIKit

// The classes NestedPrototypes.storyboard names: shelves of books, a table whose prototype cell
// holds a horizontal collection view with a prototype cell of its own.

/// One shelf per row; each shelf's collection view shows three books.
final class ShelvesController: UITableViewController, UICollectionViewDataSource {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Shelf", for: indexPath)
        (cell as? ShelfCell)?.collectionView.dataSource = self
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
        (cell as? BookCell)?.titleLabel.text = "Book \(indexPath.item + 1)"
        return cell
    }
}

@Connectable
final class ShelfCell: UITableViewCell {
    @Outlet weak var collectionView: UICollectionView!
}

@Connectable
final class BookCell: UICollectionViewCell {
    @Outlet weak var titleLabel: UILabel!
}

/// A collection view inside a table's prototype cell dequeues its own prototype cells, as in
/// UIKit, where the cell's nib registers them (it trapped with "could not dequeue a view of kind:
/// UICollectionElementKindCell" before).
final class NestedPrototypeTests: UIKitTestCase {
    func testACollectionViewInAPrototypeCellDequeuesItsOwnPrototypes() throws {
        try onMain {
            let storyboard = UIStoryboard(name: "NestedPrototypes", bundle: storyboardBundle)
            let shelves = try XCTUnwrap(storyboard.instantiateInitialViewController() as? ShelvesController)
            let window = showInWindow(shelves)
            let table = try XCTUnwrap(shelves.tableView)
            for row in 0..<2 {
                let shelf = try XCTUnwrap(table.cellForRow(at: IndexPath(row: row, section: 0)) as? ShelfCell)
                let items = try XCTUnwrap(shelf.collectionView)
                items.layoutIfNeeded()
                let books = items.visibleCells.compactMap { $0 as? BookCell }
                    .sorted { $0.frame.minX < $1.frame.minX }
                XCTAssertEqual(books.map { $0.titleLabel.text }, ["Book 1", "Book 2", "Book 3"], "shelf \(row)")
                XCTAssertEqual(books.map(\.frame.size), Array(repeating: CGSize(width: 100, height: 120), count: 3))
            }
            // Each shelf's cell is its own instance, with its own collection view.
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ShelfCell
            let second = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ShelfCell
            XCTAssertFalse(first?.collectionView === second?.collectionView)
            window.isHidden = true
        }
    }
}
