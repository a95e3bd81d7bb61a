import TestSupport
import XCTest

@testable import OpenUIKit

/// A person to collate by name.
private final class Person {
    let name: String
    init(name: String) { self.name = name }
}

/// A table delegate that offers row actions.
@MainActor
private final class RowActionsDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let flag = UITableViewRowAction(style: .normal, title: "Flag") { _, path in note("Flag \(path.row)") }
        flag.backgroundColor = .systemOrange
        return [
            UITableViewRowAction(style: .destructive, title: "Delete") { _, path in note("Delete \(path.row)") }, flag,
        ]
    }
}

/// UITableViewRowAction, shown by the table's swipe as contextual actions, and
/// UILocalizedIndexedCollation's sections and sorting.
final class RowActionAndCollationTests: UIKitTestCase {
    func testRowActionsAreTheTrailingSwipeActions() throws {
        try onMain {
            let (window, root) = eventWindow()
            let table = UITableView(frame: root.bounds, style: .plain)
            let delegate = RowActionsDelegate()
            table.dataSource = delegate
            table.delegate = delegate
            root.addSubview(table)
            table.layoutIfNeeded()
            let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let start = cell.convert(CGPoint(x: cell.bounds.maxX - 20, y: cell.bounds.midY), to: window)
            drag(from: start, step: CGPoint(x: -20, y: 0), steps: 8)
            elapse(1)
            let buttons = table.subviews.compactMap { $0 as? UIButton }
            XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Delete", "Flag"])
            XCTAssertEqual(buttons.last?.backgroundColor, .systemOrange)
            let flag = try XCTUnwrap(buttons.last)
            tap(flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: window), in: window)
            pump()
            XCTAssertEqual(trace(), ["⟨Flag 1⟩"])
            XCTAssertEqual(UITableViewRowAction.Style.destructive, .default)
            withExtendedLifetime(delegate) {}
        }
    }

    func testCollationSectionsAndSorts() {
        onMain {
            let collation = UILocalizedIndexedCollation.current()
            XCTAssertEqual(collation.sectionTitles.count, 27)
            XCTAssertEqual(collation.sectionIndexTitles.first, "A")
            XCTAssertEqual(collation.sectionTitles.last, "#")
            XCTAssertEqual(collation.section(forSectionIndexTitle: 2), 2)
            let people = ["émile", "Bob", "alice", "42 Street", "Zoë"].map(Person.init)
            XCTAssertEqual(
                people.map { collation.section(for: $0, collationStringSelector: "name") }, [4, 1, 0, 26, 25],
                "accents and case set aside; a digit goes under #")
            let sorted = collation.sortedArray(from: people, collationStringSelector: "name") as? [Person]
            XCTAssertEqual(sorted?.map(\.name), ["42 Street", "alice", "Bob", "émile", "Zoë"])
            XCTAssertEqual(collation.section(for: "Mango", collationStringSelector: "self"), 12)
        }
    }
}
