import TestSupport
import XCTest

@testable import OpenUIKit

/// A data source and delegate that trace what a table asks and tells, with sections of rows
/// that tests change.
@MainActor
final class FruitSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var log: [String] = []
    var cellsMade = 0
    var heights: [IndexPath: CGFloat] = [:]

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndDisplayingHeader \(section)")
    }
}

/// A cell class registered by the tests, counting how often it is made and reused.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// UITableView driven by code: rows from the data source, only the visible ones with cells,
/// reuse as it scrolls, selection by real taps in UIKit's delegate order, self-sizing rows,
/// and animated updates checked against the data source.
final class TableViewTests: UIKitTestCase {
    func testOnlyVisibleRowsHaveCellsAndScrollingReusesThem() {
        onMain {
            let (window, table, source) = makeTable(rows: 1000)
            XCTAssertEqual(table.numberOfSections, 1)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 1000)
            XCTAssertEqual(table.contentSize.height, 44_000)
            // 480 points of 44-point rows: rows 0 to 10 show.
            XCTAssertEqual(table.indexPathsForVisibleRows?.map(\.row), Array(0...10))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "Row 3")
            XCTAssertEqual(
                table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 132, width: 320, height: 44))
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 20, section: 0)))
            let madeAtFirst = CountingCell.made
            for step in 1...40 {
                table.contentOffset.y = CGFloat(step) * 100
                table.layoutIfNeeded()
            }
            XCTAssertEqual(table.indexPathsForVisibleRows?.first?.row, 90)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 95, section: 0))?.textLabel?.text, "Row 95")
            XCTAssertLessThanOrEqual(CountingCell.made - madeAtFirst, 3, "cells are reused, not made anew")
            XCTAssertGreaterThan(table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +), 0)
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 4000 + 50)), IndexPath(row: 92, section: 0))
            _ = source
            window.isHidden = true
        }
    }

    /// A grouped table whose section headers have a height of their own (a storyboard's
    /// `sectionHeaderHeight="18"`) starts its first row that far down, with no extra gap; with
    /// automatic headers the first section keeps iOS's 35 points above it.
    func testGroupedTableStartsAtAnExplicitHeaderHeight() {
        onMain {
            let source = FruitSource([["a"], ["b"]])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 600), style: .grouped)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = source
            table.sectionHeaderHeight = 18
            table.sectionFooterHeight = 18
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 18)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 18 + 44 + 18 + 18)
            table.sectionHeaderHeight = UITableView.automaticDimension
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 35)
        }
    }

    /// A cell's content view has iOS's margins: 11 points above and below, the list's inset at
    /// the sides (16, or 20 from 414 points wide), 8 before an accessory; a disclosure chevron
    /// takes the inset and 10.5 points; margins set by hand stay.
    func testCellContentMarginsAndTheChevronsRoom() {
        onMain {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
            cell.frame = CGRect(x: 0, y: 0, width: 414, height: 56)
            cell.accessoryType = .disclosureIndicator
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 383.5, height: 56))
            XCTAssertEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 11, left: 20, bottom: 11, right: 8))
            cell.contentView.layoutMargins = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
            cell.accessoryType = .none
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        }
    }

    func testSectionsHeadersAndGeometry() {
        onMain {
            let (window, table, source) = makeTable(rows: 0)
            source.sections = [["a", "b"], ["c"], ["d", "e", "f"]]
            source.headers = ["One", nil, "Three"]
            table.reloadData()
            table.layoutIfNeeded()
            // Plain: titled headers 28 high, none for an untitled section.
            XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 28))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 72)
            XCTAssertEqual(table.rectForHeader(inSection: 1).height, 0)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 116)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY, 188)
            XCTAssertEqual(table.contentSize.height, 188 + 3 * 44)
            XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "One")
            XCTAssertEqual(table.headerView(forSection: 2)?.textLabel?.text, "Three")
            window.isHidden = true
        }
    }

    /// Headers are announced as they come into view and go out of it, and when a reload takes
    /// them down; a header that stays in view is not announced again.
    func testHeadersAreAnnouncedAsTheyShowAndGo() {
        onMain {
            let (window, table, source) = makeTable(rows: 0)
            source.sections = (0..<3).map { section in (0..<20).map { "\(section).\($0)" } }
            source.headers = ["One", "Two", "Three"]
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(source.log, ["willDisplayHeader 0"])
            table.contentOffset.y = 20 * 44 + 28 + 10
            table.layoutIfNeeded()
            table.contentOffset.y += 10
            table.layoutIfNeeded()
            XCTAssertEqual(source.log, ["willDisplayHeader 0", "didEndDisplayingHeader 0", "willDisplayHeader 1"])
            source.log = []
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(source.log, ["didEndDisplayingHeader 1", "willDisplayHeader 1"])
            window.isHidden = true
        }
    }

    func testATapSelectsInUIKitsOrderAndADragDoesNot() {
        onMain {
            let (window, table, source) = makeTable(rows: 30)
            tapAndSettle(CGPoint(x: 100, y: 44 * 2 + 20))
            XCTAssertEqual(source.log, ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected ?? false)
            source.log = []
            tapAndSettle(CGPoint(x: 100, y: 44 * 4 + 20))
            XCTAssertEqual(
                source.log,
                [
                    "didHighlight 4", "didUnhighlight 4", "willSelect 4", "willDeselect 2", "didDeselect 2",
                    "didSelect 4",
                ])
            XCTAssertFalse(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected ?? true)
            // A finger held past the highlight delay highlights, then a drag scrolls and cancels it.
            source.log = []
            UIEventInjector.shared.touchDown(at: CGPoint(x: 100, y: 300))
            UIApplication.shared.advance(by: 0.2)
            XCTAssertEqual(source.log, ["didHighlight 6"])
            for step in 1...5 {
                UIApplication.shared.advance(by: 1.0 / 60)
                UIEventInjector.shared.touchMoved(to: CGPoint(x: 100, y: 300 - CGFloat(step) * 8))
            }
            UIEventInjector.shared.touchUp()
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(source.log, ["didHighlight 6", "didUnhighlight 6"], "the scroll cancelled the tap")
            XCTAssertGreaterThan(table.contentOffset.y, 0)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
            table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(source.log.count, 2, "deselecting in code tells no one")
            window.isHidden = true
        }
    }

    func testSelfSizingRowsAreMeasuredFromTheirConstraints() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let table = UITableView(frame: window.bounds, style: .plain)
            let source = TallSource()
            table.dataSource = source
            table.estimatedRowHeight = 44
            window.addSubview(table)
            window.isHidden = false
            table.layoutIfNeeded()
            // Each cell's content is a box 60 + 10 · row high between 8-point margins.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 76)
            XCTAssertEqual(
                table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 76 + 86, width: 320, height: 96))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 50, section: 0)).height, 44, "not shown yet: estimated")
            window.isHidden = true
        }
    }

    func testAnimatedUpdatesMoveTheRowsThatStay() {
        onMain {
            let (window, table, source) = makeTable(rows: 5)
            let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
            source.sections[0].remove(at: 0)
            source.sections[0].insert("New", at: 3)
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            })
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third, "the cell follows its row")
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(third?.frame.minY, 44)
            XCTAssertEqual(
                (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text },
                ["Row 1", "Row 2", "Row 3", "New", "Row 4"])
            // A count that does not add up is UIKit's error, and the table reloads.
            source.sections[0].append("Extra")
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            XCTAssertEqual(Reported.diagnostics.map(\.name), [UIKitDiagnostic.internalInconsistency])
            XCTAssertTrue(
                Reported.diagnostics.first?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.")
                    ?? false)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 6)
            window.isHidden = true
        }
    }

    func testDequeueingAnUnregisteredIdentifierIsReported() {
        onMain {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .grouped)
            XCTAssertNil(table.dequeueReusableCell(withIdentifier: "Nothing"))
            let cell = table.dequeueReusableCell(withIdentifier: "Nothing", for: IndexPath(row: 0, section: 0))
            XCTAssertEqual(cell.reuseIdentifier, "Nothing")
            XCTAssertEqual(
                Reported.diagnostics.first?.reason,
                "unable to dequeue a cell with identifier Nothing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
    }
}

/// A window with a 320 × 480 table of `rows` rows ("Row n") made of `CountingCell`s.
@MainActor
private func makeTable(rows: Int) -> (UIWindow, UITableView, FruitSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.rowHeight = 44
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    let source = FruitSource([(0..<rows).map { "Row \($0)" }])
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.isHidden = false
    table.layoutIfNeeded()
    return (window, table, source)
}

/// Rows whose cells size themselves: a box of 60 + 10 · row points pinned 8 points inside.
@MainActor
private final class TallSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 60 + 10 * CGFloat(indexPath.row)),
        ])
        return cell
    }
}
