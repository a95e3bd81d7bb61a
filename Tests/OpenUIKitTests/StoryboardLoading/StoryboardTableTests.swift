import TestSupport
import XCTest

@testable import OpenUIKit

// The classes Tables.storyboard names.

/// A prototype table: rows of fruit in `FruitCell`s; notes its selection and segue steps in
/// the lifecycle trace, so their order can be asserted.
@Connectable
final class FruitListController: UITableViewController {
    var fruit = ["Apple", "Banana", "Cherry"]
    var preparedSender: Any?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        (cell as? FruitCell)?.nameLabel.text = fruit[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        LifecycleTrace.record(self, "tableView(didSelectRowAt: \(indexPath.row))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        preparedSender = sender
        (segue.destination as? FruitDetailController)?.fruit = (sender as? FruitCell)?.nameLabel.text
    }
}

@Connectable
final class FruitCell: UITableViewCell {
    @Outlet weak var nameLabel: UILabel!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = nameLabel != nil
    }
}

final class FruitDetailController: UIViewController {
    var fruit: String?
}

/// A static table with an outlet to a switch in one of its cells.
@Connectable
final class SettingsController: UITableViewController {
    @Outlet weak var syncSwitch: UISwitch!
    var preparedIdentifiers: [String?] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        preparedIdentifiers.append(segue.identifier)
    }
}

/// A collection of tiles from prototypes, with a header prototype.
@Connectable
final class TileGridController: UICollectionViewController {
    var titles = ["One", "Two", "Three", "Four", "Five"]
    var preparedSender: Any?

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell as? TileCell)?.titleLabel.text = titles[indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Heading", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        LifecycleTrace.record(self, "collectionView(didSelectItemAt: \(indexPath.item))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        preparedSender = sender
        (segue.destination as? FruitDetailController)?.fruit = (sender as? TileCell)?.titleLabel.text
    }
}

@Connectable
final class TileCell: UICollectionViewCell {
    @Outlet weak var titleLabel: UILabel!
}

final class TileHeader: UICollectionReusableView {}

/// Tables from a storyboard: prototype cells made on demand with their outlets and the segue
/// selecting them triggers (prepared before `didSelectRowAt`, as UIKit orders it), and static
/// cells answered by `UITableViewController`, with their sections, heights and outlets.
final class StoryboardTableTests: UIKitTestCase {
    func testSelectingAPrototypeCellPerformsItsSegue() throws {
        try onMain {
            let nav = try XCTUnwrap(tables().instantiateInitialViewController() as? UINavigationController)
            let window = showInWindow(nav, size: CGSize(width: 414, height: 896))
            let list = try XCTUnwrap(nav.topViewController as? FruitListController)
            let table = try XCTUnwrap(list.tableView)
            XCTAssertTrue(table.dataSource === list, "connected by the storyboard's outlet")
            XCTAssertEqual(table.rowHeight, 50)
            let banana = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FruitCell)
            XCTAssertEqual(banana.nameLabel.text, "Banana")
            XCTAssertTrue(banana.awoke, "awakeFromNib after its outlets")
            XCTAssertEqual(banana.reuseIdentifier, "Fruit")
            XCTAssertEqual(banana.accessoryType, .disclosureIndicator)
            XCTAssertTrue(banana.nameLabel.superview === banana.contentView)

            let rect = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
            UIEventInjector.shared.touchDown(at: CGPoint(x: rect.midX, y: rect.midY))
            UIEventInjector.shared.touchUp()
            pump()
            let detail = try XCTUnwrap(nav.topViewController as? FruitDetailController)
            XCTAssertEqual(detail.fruit, "Banana")
            XCTAssertTrue(list.preparedSender as AnyObject? === banana, "the cell is the sender")
            XCTAssertEqual(
                trace("FruitListController").filter { !$0.contains("Appear") && !$0.contains("ppear") },
                [
                    "FruitListController.shouldPerformSegue(withIdentifier: ShowFruit) → true",
                    "FruitListController.prepare(for: ShowFruit → FruitDetailController)",
                    "FruitListController.tableView(didSelectRowAt: 1)",
                ])
            // Back on the list, the selection is cleared as the controller reappears.
            nav.popViewController(animated: false)
            pump()
            XCTAssertNil(table.indexPathForSelectedRow)
            window.isHidden = true
        }
    }

    func testAStaticTableAnswersFromTheStoryboardsCells() throws {
        try onMain {
            let settings = try XCTUnwrap(
                tables().instantiateViewController(withIdentifier: "Settings") as? SettingsController)
            let nav = UINavigationController(rootViewController: settings)
            let window = showInWindow(nav, size: CGSize(width: 414, height: 896))
            let table = try XCTUnwrap(settings.tableView)
            XCTAssertEqual(table.style, .grouped)
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual([table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1)], [2, 1])
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 80, "the cell's own row height")
            XCTAssertEqual(settings.tableView(table, titleForHeaderInSection: 0), "Account")
            XCTAssertEqual(settings.tableView(table, titleForFooterInSection: 1), "Version 1")
            XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "ACCOUNT", "grouped titles in capitals")
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Name")
            XCTAssertTrue(settings.syncSwitch?.isOn ?? false, "an outlet into a static cell")
            let rect = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
            UIEventInjector.shared.touchDown(at: CGPoint(x: rect.midX, y: rect.midY))
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertEqual(settings.preparedIdentifiers, ["EditName"])
            XCTAssertTrue(nav.topViewController is FruitDetailController)
            window.isHidden = true
        }
    }
}

extension StoryboardTableTests {
    /// A collection view scene: its flow layout from the file, prototype cells and header made
    /// on demand, and the segue a cell triggers, prepared before `didSelectItemAt`.
    func testSelectingAPrototypeCollectionCellPerformsItsSegue() throws {
        try onMain {
            let grid = try XCTUnwrap(tables().instantiateViewController(withIdentifier: "Tiles") as? TileGridController)
            let nav = UINavigationController(rootViewController: grid)
            let window = showInWindow(nav, size: CGSize(width: 414, height: 896))
            let collection = try XCTUnwrap(grid.collectionView)
            let layout = try XCTUnwrap(collection.collectionViewLayout as? UICollectionViewFlowLayout)
            XCTAssertEqual(layout.itemSize, CGSize(width: 120, height: 80))
            XCTAssertEqual(layout.minimumLineSpacing, 12)
            XCTAssertEqual(layout.sectionInset, UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
            let second = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? TileCell)
            XCTAssertEqual(second.titleLabel.text, "Two")
            XCTAssertEqual(second.reuseIdentifier, "Tile")
            XCTAssertTrue(
                collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: 0)) is TileHeader)
            let frame = collection.convert(second.frame, to: window)
            UIEventInjector.shared.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertEqual((nav.topViewController as? FruitDetailController)?.fruit, "Two")
            XCTAssertTrue(grid.preparedSender as AnyObject? === second, "the cell is the sender")
            XCTAssertEqual(
                trace("TileGridController").filter { !$0.contains("ppear") },
                [
                    "TileGridController.shouldPerformSegue(withIdentifier: ShowTile) → true",
                    "TileGridController.prepare(for: ShowTile → FruitDetailController)",
                    "TileGridController.collectionView(didSelectItemAt: 1)",
                ])
            window.isHidden = true
        }
    }
}

@MainActor
private func tables() -> UIStoryboard { UIStoryboard(name: "Tables", bundle: storyboardBundle) }
