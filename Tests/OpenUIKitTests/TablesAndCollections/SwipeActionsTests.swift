import TestSupport
import XCTest

@testable import OpenUIKit

/// A delegate that gives trailing actions (Flag, Delete) on every row but the first (an empty
/// configuration, UIKit's way to give none), and records what happens.
@MainActor
private final class SwipeSource: UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var completeActions = true

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard indexPath.row > 0 else { return UISwipeActionsConfiguration(actions: []) }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            log.append("Delete \(indexPath.row)")
            if completeActions { done(true) }
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            log.append("Flag \(indexPath.row)")
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
}

/// Swipe actions driven by real touches: the row slides over its buttons, stays open past half
/// their width, a button calls its action, a tap elsewhere closes without selecting, vertical
/// drags still scroll, and a full swipe performs the first action.
final class SwipeActionsTests: UIKitTestCase {
    func testASwipePastHalfwayOpensTheRowAndAButtonPerformsItsAction() {
        onMain {
            let (window, table, source) = makeTable()
            let row = IndexPath(row: 2, section: 0)
            let cell = table.cellForRow(at: row)!
            drag(from: CGPoint(x: 280, y: 110), step: CGPoint(x: -20, y: 0), steps: 8)
            elapse(1)
            // Both buttons showing: Delete (outermost) and Flag, each at least 74 points.
            let buttons = table.subviews.compactMap { $0 as? UIButton }
            XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Delete", "Flag"])
            let width = buttons.reduce(0) { $0 + $1.frame.width }
            XCTAssertGreaterThanOrEqual(buttons[0].frame.width, 74)
            XCTAssertEqual(cell.frame.minX, -width, "open by the buttons' width")
            XCTAssertEqual(buttons[0].frame.maxX, 320, "the first action at the row's edge")
            XCTAssertEqual(buttons[1].frame.maxX, buttons[0].frame.minX)
            XCTAssertEqual(source.log, ["willBeginEditing 2"])

            tapAndSettle(CGPoint(x: buttons[1].frame.midX, y: 110))
            elapse(1)
            XCTAssertEqual(source.log, ["willBeginEditing 2", "Flag 2", "didEndEditing 2"])
            XCTAssertEqual(cell.frame.minX, 0, "the completion closed the row")
            XCTAssertTrue(table.subviews.compactMap { $0 as? UIButton }.isEmpty)
            _ = window
        }
    }

    func testAShortSwipeClosesAndATapOnAnotherRowClosesWithoutSelecting() {
        onMain {
            let (window, table, source) = makeTable()
            let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))!
            // Slowly, a little: short of half the buttons, so it closes again.
            drag(from: CGPoint(x: 280, y: 154), step: CGPoint(x: -4, y: 0), steps: 6)
            elapse(1)
            XCTAssertEqual(cell.frame.minX, 0, "short of half the buttons: closed again")

            drag(from: CGPoint(x: 280, y: 154), step: CGPoint(x: -20, y: 0), steps: 6)
            elapse(1)
            XCTAssertLessThan(cell.frame.minX, 0)
            source.log = []
            tapAndSettle(CGPoint(x: 100, y: 300))
            elapse(1)
            XCTAssertEqual(cell.frame.minX, 0)
            XCTAssertEqual(source.log, ["didEndEditing 3"], "the tap closed the row and selected nothing")
            _ = window
        }
    }

    func testVerticalDragsScrollAndRowsWithoutActionsDoNotSlide() {
        onMain {
            let (window, table, source) = makeTable()
            drag(from: CGPoint(x: 200, y: 20), step: CGPoint(x: -25, y: 0), steps: 8)
            elapse(1)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX, 0, "row 0 has no actions")
            drag(from: CGPoint(x: 200, y: 400), step: CGPoint(x: -1, y: -20), steps: 8)
            elapse(2)
            XCTAssertGreaterThan(table.contentOffset.y, 100, "a mostly vertical drag scrolls")
            XCTAssertTrue(source.log.isEmpty)
            _ = window
        }
    }

    func testAFullSwipePerformsTheFirstAction() {
        onMain {
            let (window, _, source) = makeTable()
            drag(from: CGPoint(x: 300, y: 66), step: CGPoint(x: -30, y: 0), steps: 9)
            elapse(1)
            XCTAssertEqual(source.log, ["willBeginEditing 1", "Delete 1", "didEndEditing 1"])
            _ = window
        }
    }
}

/// A data source that commits deletions and gives no swipe actions of its own, as Xcode's table
/// view controller template leaves it; rows past the third cannot be edited.
@MainActor
private final class CommittingSource: UITableViewDataSource {
    var rows = (0..<20).map { "Row \($0)" }
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row < 3 }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        log.append("commit \(editingStyle == .delete ? "delete" : "other") \(rows[indexPath.row])")
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

final class DefaultSwipeToDeleteTests: UIKitTestCase {
    /// With no swipe actions from a delegate, an editable row swipes open on one Delete, which
    /// commits the deletion; a row that cannot be edited does not slide.
    func testADataSourceThatCommitsDeletionsGetsSwipeToDelete() {
        onMain {
            let source = CommittingSource()
            let (window, table, _) = makeTable(dataSource: source)
            drag(from: CGPoint(x: 280, y: 66), step: CGPoint(x: -20, y: 0), steps: 8)
            elapse(1)
            let buttons = table.subviews.compactMap { $0 as? UIButton }
            XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Delete"])
            tapAndSettle(CGPoint(x: buttons.first?.frame.midX ?? 0, y: 66))
            elapse(1)
            XCTAssertEqual(source.log, ["commit delete Row 1"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 19)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Row 2")
            XCTAssertTrue(table.subviews.compactMap { $0 as? UIButton }.isEmpty)

            drag(from: CGPoint(x: 280, y: 198), step: CGPoint(x: -20, y: 0), steps: 8)
            elapse(1)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX, 0, "row 4 cannot be edited")
            XCTAssertTrue(table.subviews.compactMap { $0 as? UIButton }.isEmpty)
            _ = window
        }
    }
}

@MainActor
private func makeTable(dataSource: (any UITableViewDataSource)? = nil) -> (UIWindow, UITableView, SwipeSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.rowHeight = 44
    let source = SwipeSource()
    table.dataSource = dataSource ?? source
    table.delegate = dataSource == nil ? source : nil
    window.addSubview(table)
    window.isHidden = false
    table.layoutIfNeeded()
    return (window, table, source)
}

/// A table in editing mode: a delete control on each row that can be edited, the content moved
/// over for it and the accessory hidden; a tap on the control uncovers the row's Delete, which
/// commits the deletion; leaving editing takes the controls away.
final class TableEditingTests: UIKitTestCase {
    func testEditableRowsShowDeleteControlsThatUncoverDelete() {
        onMain {
            let source = CommittingSource()
            let (window, table, _) = makeTable(dataSource: source)
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            first.accessoryType = .checkmark
            @MainActor func control(_ row: Int) -> TableEditingControl? {
                table.cellForRow(at: IndexPath(row: row, section: 0))?.subviews.compactMap {
                    $0 as? TableEditingControl
                }.first
            }
            XCTAssertNil(control(0))
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            XCTAssertNotNil(control(0))
            XCTAssertNotNil(control(2))
            XCTAssertNil(control(4), "row 4 cannot be edited")
            XCTAssertEqual(first.contentView.frame.minX, 38)
            XCTAssertEqual(first.contentView.frame.width, 320 - 38, "the checkmark gives way")
            let checkmark = first.subviews.first { $0 is UITableViewCellAccessoryView }
            XCTAssertEqual(checkmark?.isHidden, true)
            let second = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            second.accessoryType = .disclosureIndicator
            let chevron = second.subviews.first { $0 is UITableViewCellAccessoryView }
            XCTAssertEqual(chevron?.isHidden, true, "an accessory set while editing waits")
            XCTAssertEqual(control(0)?.accessibilityLabel, "Delete Row 0")

            tapAndSettle(CGPoint(x: 24, y: 66))
            elapse(1)
            let buttons = table.subviews.compactMap { $0 as? UIButton }
            XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Delete"], "row 1's control uncovered its Delete")
            XCTAssertLessThan(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX ?? 0, 0)
            tapAndSettle(CGPoint(x: buttons.first?.frame.midX ?? 0, y: 66))
            elapse(1)
            XCTAssertEqual(source.log, ["commit delete Row 1"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 19)

            table.setEditing(false, animated: false)
            table.layoutIfNeeded()
            XCTAssertNil(control(0))
            XCTAssertEqual(first.contentView.frame.minX, 0)
            XCTAssertEqual(checkmark?.isHidden, false, "shown again")
            XCTAssertEqual(chevron?.isHidden, false)
            _ = window
        }
    }
}
