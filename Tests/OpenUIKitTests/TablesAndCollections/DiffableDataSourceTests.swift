import TestSupport
import XCTest

@testable import OpenUIKit

/// Snapshots and the diffable data sources: the snapshot API as UIKit defines it (order,
/// lookups, moves, duplicates reported and refused), and tables and collection views moving
/// from one snapshot to the next by animated updates.
final class DiffableDataSourceTests: UIKitTestCase {
    func testSnapshotKeepsOrderAndAnswersLookups() {
        onMain {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "C"])
            snapshot.insertSections(["B"], beforeSection: "C")
            snapshot.appendItems([1, 2, 3], toSection: "A")
            snapshot.appendItems([10, 11])  // to the last section
            snapshot.insertItems([0], beforeItem: 1)
            snapshot.insertItems([4], afterItem: 3)
            XCTAssertEqual(snapshot.sectionIdentifiers, ["A", "B", "C"])
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "A"), [0, 1, 2, 3, 4])
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "C"), [10, 11])
            XCTAssertEqual(snapshot.itemIdentifiers, [0, 1, 2, 3, 4, 10, 11])
            XCTAssertEqual(snapshot.numberOfItems, 7)
            XCTAssertEqual(snapshot.numberOfSections, 3)
            XCTAssertEqual(snapshot.numberOfItems(inSection: "B"), 0)
            XCTAssertEqual(snapshot.indexOfItem(10), 5, "indexes count across sections")
            XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 11), "C")
            XCTAssertEqual(snapshot.indexOfSection("C"), 2)

            snapshot.moveItem(0, afterItem: 11)
            snapshot.moveSection("C", beforeSection: "A")
            snapshot.deleteItems([2])
            XCTAssertEqual(snapshot.sectionIdentifiers, ["C", "A", "B"])
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "C"), [10, 11, 0])
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "A"), [1, 3, 4])
            XCTAssertEqual(snapshot.indexOfItem(4), 5)

            snapshot.deleteSections(["C"])
            XCTAssertNil(snapshot.indexOfItem(10), "a section's items go with it")
            snapshot.deleteAllItems()
            XCTAssertEqual(snapshot.numberOfSections, 0)
            XCTAssertTrue(Reported.diagnostics.isEmpty)
        }
    }

    func testDuplicateAndMissingIdentifiersAreReportedAndLeaveTheSnapshotIntact() {
        onMain {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            snapshot.appendItems(["b", "c"])
            XCTAssertEqual(snapshot.itemIdentifiers, ["a", "b", "c"], "the duplicate is refused, the rest appended")
            XCTAssertEqual(Reported.diagnostics.map(\.name), [UIKitDiagnostic.internalInconsistency])
            XCTAssertTrue(
                Reported.diagnostics.first?.reason.hasPrefix("Fatal: supplied item identifiers are not unique.")
                    ?? false)

            Reported.diagnostics = []
            snapshot.insertItems(["x"], beforeItem: "nowhere")
            snapshot.appendSections([0])
            XCTAssertEqual(Reported.diagnostics.count, 2)
            XCTAssertEqual(snapshot.itemIdentifiers, ["a", "b", "c"])
            XCTAssertEqual(snapshot.sectionIdentifiers, [0])
        }
    }

    /// Random edits: the difference's deletions, insertions and moves, applied as a table
    /// applies them, give the new order, and the items that kept their order stay put.
    func testDifferenceRebuildsTheNewOrder() {
        var random = SplitMix64(seed: 8)
        for round in 0..<200 {
            let before = Array(0..<Int.random(in: 0...40, using: &random))
            var after = before.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }.shuffledPartly(using: &random)
            for fresh in 0..<Int.random(in: 0...10, using: &random) {
                after.insert(1000 + fresh, at: Int.random(in: 0...after.count, using: &random))
            }
            var old = NSDiffableDataSourceSnapshot<Int, Int>(), new = old
            old.appendSections([0])
            old.appendItems(before)
            new.appendSections([0])
            new.appendItems(after)
            let updates = SnapshotDifference(from: old, to: new).updates
            // The rows that neither went nor moved keep their old order; the rest land where the
            // new snapshot has them.
            let gone = Set(updates.deleted.map(\.item) + updates.moved.map(\.from.item))
            var staying = before.indices.filter { !gone.contains($0) }.map { before[$0] }.makeIterator()
            var placed: [Int: Int] = [:]
            for path in updates.inserted { placed[path.item] = after[path.item] }
            for move in updates.moved { placed[move.to.item] = before[move.from.item] }
            let rebuilt = after.indices.map { placed[$0] ?? staying.next() ?? -1 }
            XCTAssertEqual(rebuilt, after, "round \(round)")
            XCTAssertNil(staying.next(), "round \(round)")
            // As few moves as can be: every kept item outside one longest in-order run.
            let keptOld = after.compactMap { before.firstIndex(of: $0) }
            var longest = [Int](repeating: 1, count: keptOld.count)
            for i in keptOld.indices {
                for j in 0..<i where keptOld[j] < keptOld[i] { longest[i] = max(longest[i], longest[j] + 1) }
            }
            XCTAssertEqual(updates.moved.count, keptOld.count - (longest.max() ?? 0), "round \(round)")
        }
    }

    func testTableMovesFromSnapshotToSnapshotByAnimatedUpdates() {
        onMain {
            let (window, table, source) = makeTable()
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<5).map { "Row \($0)" })
            source.apply(snapshot, animatingDifferences: false)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text, "Row 4")

            // 1,000 rows inserted at the top, one deleted and one moved, in one apply.
            var next = source.snapshot()
            next.insertItems((0..<1000).map { "New \($0)" }, beforeItem: "Row 0")
            next.deleteItems(["Row 2"])
            next.moveItem("Row 4", beforeItem: "Row 0")
            var completed = false
            source.apply(next) { completed = true }
            XCTAssertEqual(table.numberOfRows(inSection: 0), 1004)
            XCTAssertEqual(source.itemIdentifier(for: IndexPath(row: 1000, section: 0)), "Row 4")
            XCTAssertEqual(source.indexPath(for: "Row 3"), IndexPath(row: 1003, section: 0))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "New 0")
            UIApplication.shared.advance(by: 1)
            UIApplication.shared.runUntilIdle()
            XCTAssertTrue(completed)
            table.scrollToRow(at: IndexPath(row: 1003, section: 0), at: .bottom, animated: false)
            table.layoutIfNeeded()
            XCTAssertEqual(
                table.visibleCells.compactMap(\.textLabel?.text).suffix(5),
                ["New 999", "Row 4", "Row 0", "Row 1", "Row 3"])
            XCTAssertTrue(Reported.diagnostics.isEmpty, "\(Reported.diagnostics)")
            _ = window
        }
    }

    func testAMovedRowKeepsItsCell() {
        onMain {
            let (window, table, source) = makeTable()
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "c", "d"])
            source.apply(snapshot, animatingDifferences: false)
            let moving = table.cellForRow(at: IndexPath(row: 3, section: 0))
            snapshot.moveItem("d", beforeItem: "a")
            snapshot.deleteItems(["b"])
            source.apply(snapshot)
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === moving)
            XCTAssertEqual(moving?.frame.minY, 0, "placed at its new row once the animation ends")
            UIApplication.shared.advance(by: 1)
            XCTAssertEqual(table.visibleCells.compactMap(\.textLabel?.text), ["d", "a", "c"])
            _ = window
        }
    }

    func testReconfigureAsksForTheSameCellAgainAndReloadReplacesIt() {
        onMain {
            let (window, table, source) = makeTable()
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            source.apply(snapshot, animatingDifferences: false)
            let before = table.cellForRow(at: IndexPath(row: 1, section: 0))
            let provided = source.provided
            snapshot.reconfigureItems(["b"])
            source.apply(snapshot)
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === before, "reconfigured in place")
            XCTAssertEqual(source.provided, provided + ["b"])
            XCTAssertTrue(source.snapshot().reconfiguredItemIdentifiers.isEmpty, "applied requests are forgotten")
            snapshot = source.snapshot()
            snapshot.reloadItems(["a"])
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            source.apply(snapshot)
            UIApplication.shared.advance(by: 1)
            XCTAssertFalse(
                table.cellForRow(at: IndexPath(row: 0, section: 0)) === first, "a reloaded row gets a fresh cell")
            XCTAssertEqual(source.provided.suffix(1), ["a"])
            _ = window
        }
    }

    func testCollectionDiffableSourceWithGridLayout() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            // Three columns of square items, each inset 5, groups spaced 10 apart.
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3),
                    heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 20, trailing: 10)
            let collection = UICollectionView(
                frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            window.addSubview(collection)
            window.isHidden = false
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
                cell.accessibilityIdentifier = "\(number)"
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
                view, indexPath, number in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<7))
            source.apply(snapshot, animatingDifferences: false)
            collection.layoutIfNeeded()
            @MainActor func frame(_ item: Int) -> CGRect {
                collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            }
            // 300 points across make three 100-point slots; each item is inset 5 in its slot.
            XCTAssertEqual(frame(0), CGRect(x: 15, y: 25, width: 90, height: 90))
            XCTAssertEqual(frame(2), CGRect(x: 215, y: 25, width: 90, height: 90))
            XCTAssertEqual(frame(3), CGRect(x: 15, y: 135, width: 90, height: 90), "the next group 10 below")
            XCTAssertEqual(
                frame(6), CGRect(x: 15, y: 245, width: 90, height: 90), "a last group starts at the leading edge")
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 360))
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 6, section: 0))?.accessibilityIdentifier, "6")

            snapshot.deleteItems([0])
            snapshot.appendItems([7])
            source.apply(snapshot)
            UIApplication.shared.advance(by: 1)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 7)
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityIdentifier, "1")
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 6, section: 0))?.accessibilityIdentifier, "7")
            XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 6, section: 0)), 7)
            XCTAssertTrue(Reported.diagnostics.isEmpty, "\(Reported.diagnostics)")
        }
    }

    func testListLayoutSizesRowsByTheirContent() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collection)
            window.isHidden = false
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                // Headless, text is not measured: a tall image makes the tall row.
                if text == "Tall" { content.image = tallImage() }
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
                view, indexPath, text in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Short", "Tall", "Last"])
            source.apply(snapshot, animatingDifferences: false)
            collection.layoutIfNeeded()
            @MainActor func frame(_ item: Int) -> CGRect {
                collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            }
            // Inset grouped: 16 points each side below 414 points wide, a grouped gap on top.
            XCTAssertEqual(frame(0).minX, 16)
            XCTAssertEqual(frame(0).width, 288)
            XCTAssertEqual(frame(0).minY, UITableView.groupedSectionGap)
            XCTAssertEqual(frame(0).height, 44, "one line keeps the standard row height")
            XCTAssertEqual(frame(1).height, 82, "the image's 60 points and the margins, 11 above and below")
            XCTAssertEqual(frame(1).minY, frame(0).maxY)
            XCTAssertEqual(frame(2).minY, frame(1).maxY)
            XCTAssertEqual(collection.backgroundColor, .systemGroupedBackground)
            let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual(cell?.frame, frame(1))
            XCTAssertEqual((cell?.contentConfiguration as? UIListContentConfiguration)?.text, "Tall")
        }
    }
}

/// The items a cell provider was asked for, in order.
@MainActor
private final class ProvidedItems {
    var list: [String] = []
}

/// A diffable table source that records which items it made cells for.
@MainActor
private final class RecordingTableSource: UITableViewDiffableDataSource<Int, String> {
    private let record: ProvidedItems
    var provided: [String] { record.list }

    init(tableView: UITableView) {
        let record = ProvidedItems()
        self.record = record
        super.init(tableView: tableView) { table, indexPath, text in
            record.list.append(text)
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = text
            return cell
        }
    }
}

@MainActor
private func tallImage() -> UIImage {
    var contents = UIImage.Contents()
    contents.pixelSize = CGSize(width: 60, height: 60)
    return UIImage(contents: contents)
}

@MainActor
private func makeTable() -> (UIWindow, UITableView, RecordingTableSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    window.addSubview(table)
    window.isHidden = false
    let source = RecordingTableSource(tableView: table)
    return (window, table, source)
}

extension Array {
    /// Swaps a few random pairs: some items move, most keep their order.
    fileprivate func shuffledPartly(using random: inout SplitMix64) -> [Element] {
        var copy = self
        guard copy.count > 1 else { return copy }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            copy.swapAt(Int.random(in: 0..<copy.count, using: &random), Int.random(in: 0..<copy.count, using: &random))
        }
        return copy
    }
}
