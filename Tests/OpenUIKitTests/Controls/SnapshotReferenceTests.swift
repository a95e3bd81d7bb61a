import TestSupport
import XCTest

@testable import OpenUIKit

/// NSDiffableDataSourceSnapshotReference: identifiers of any hashable type through the
/// snapshot's operations, and an identifier that is not hashable refused.
final class SnapshotReferenceTests: UIKitTestCase {
    func testOperationsOnMixedIdentifiers() {
        onMain {
            let snapshot = NSDiffableDataSourceSnapshotReference()
            snapshot.appendSections(withIdentifiers: ["fruit", 2])
            snapshot.appendItems(withIdentifiers: ["apple", "pear"], intoSectionWithIdentifier: "fruit")
            snapshot.appendItems(withIdentifiers: [10, 11])
            XCTAssertEqual(snapshot.numberOfSections, 2)
            XCTAssertEqual(snapshot.numberOfItems, 4)
            XCTAssertEqual(snapshot.numberOfItems(inSection: 2), 2)
            XCTAssertEqual(snapshot.itemIdentifiersInSection(withIdentifier: "fruit") as? [String], ["apple", "pear"])
            XCTAssertEqual(snapshot.sectionIdentifierForSectionContainingItem(withIdentifier: 11) as? Int, 2)
            XCTAssertEqual(snapshot.index(ofItemIdentifier: 10), 2)
            XCTAssertEqual(snapshot.index(ofSectionIdentifier: "none"), NSNotFound)
            snapshot.insertItems(withIdentifiers: ["fig"], beforeItemWithIdentifier: "pear")
            snapshot.moveItem(withIdentifier: "apple", afterItemWithIdentifier: "pear")
            XCTAssertEqual(
                snapshot.itemIdentifiersInSection(withIdentifier: "fruit") as? [String], ["fig", "pear", "apple"])
            snapshot.moveSection(withIdentifier: 2, beforeSectionWithIdentifier: "fruit")
            XCTAssertEqual(snapshot.index(ofSectionIdentifier: 2), 0)
            snapshot.deleteItems(withIdentifiers: ["fig", 10])
            XCTAssertEqual(snapshot.numberOfItems, 3)
            snapshot.deleteSections(withIdentifiers: [2])
            XCTAssertEqual(snapshot.itemIdentifiers.count, 2)
            snapshot.appendItems(withIdentifiers: [NSObject(), { () in }])
            assertReported(UIKitDiagnostic.invalidArgument, "is not hashable")
            XCTAssertEqual(snapshot.numberOfItems, 2, "refused whole, left as it was")
            snapshot.deleteAllItems()
            XCTAssertEqual(snapshot.numberOfSections, 0)
        }
    }
}
