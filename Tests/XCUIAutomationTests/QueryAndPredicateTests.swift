import Foundation
import OpenUIKitContracts
import XCTest

@testable import XCUIAutomation

/// Queries and predicates against a tree of elements as an app reports one, with no app
/// running: what each query step finds, in what order, and NSPredicate's format strings.
final class QueryAndPredicateTests: XCTestCase {
    /// A navigation bar with a back button and a title, and a table of two cells, the second with
    /// a switch.
    private let tree = SnapshotNode.tree(
        AutomationElement(
            type: "application", label: "App",
            children: [
                AutomationElement(
                    type: "window",
                    children: [
                        AutomationElement(
                            type: "navigationBar", identifier: "Lists",
                            children: [
                                AutomationElement(type: "button", label: "Back"),
                                AutomationElement(type: "staticText", label: "Lists"),
                            ]),
                        AutomationElement(
                            type: "table",
                            children: [
                                AutomationElement(
                                    type: "cell", label: "Milk",
                                    children: [AutomationElement(type: "staticText", label: "Milk")]),
                                AutomationElement(
                                    type: "cell", label: "Bread", isSelected: true,
                                    children: [
                                        AutomationElement(type: "staticText", label: "Bread"),
                                        AutomationElement(type: "switch", identifier: "bought", value: "1"),
                                    ]),
                            ]),
                        AutomationElement(type: "textField", value: "Name", placeholderValue: "Name"),
                    ])
            ]))

    /// Made in each test, not kept by the test case: XCTest keeps its test cases to the end of
    /// the run, which LeakSanitizer would report as ours.
    private var app: XCUIApplication { XCUIApplication(executableURL: URL(fileURLWithPath: "/nonexistent")) }

    private func labels(_ query: XCUIElementQuery) -> [String] {
        query.resolve(in: tree).map(\.element.label)
    }

    func testStepsFindWhatXCUITestFinds() {
        XCTAssertEqual(labels(app.staticTexts), ["Lists", "Milk", "Bread"], "document order")
        XCTAssertEqual(labels(app.tables.cells), ["Milk", "Bread"])
        XCTAssertEqual(labels(app.cells.staticTexts), ["Milk", "Bread"])
        XCTAssertEqual(labels(app.children(matching: .window).children(matching: .any)), ["", "", ""])
        XCTAssertEqual(labels(app.cells.containing(.switch, identifier: "bought")), ["Bread"])
        XCTAssertEqual(labels(app.descendants(matching: .any).matching(identifier: "Back")), ["Back"])
        XCTAssertEqual(labels(app.textFields.matching(identifier: "Name")), [""], "a placeholder names a field")
        XCTAssertEqual(labels(app.navigationBars.matching(.navigationBar, identifier: "Lists")), [""])
        XCTAssertEqual(app.otherElements.resolve(in: tree).count, 0)
        XCTAssertEqual(
            labels(app.descendants(matching: .staticText).descendants(matching: .any)), [], "texts hold nothing")
    }

    func testElementsAreUniqueIndexedOrFirst() {
        guard case .success(let bread) = app.cells.element(boundBy: 1).resolve(in: tree) else {
            return XCTFail("no second cell")
        }
        XCTAssertEqual(bread.element.label, "Bread")
        guard case .failure(let several) = app.cells.element.resolve(in: tree) else {
            return XCTFail("two cells are not one")
        }
        XCTAssertTrue(several.hasPrefix("Multiple matching elements found"), several)
        guard case .failure(let none) = app.buttons["Save"].resolve(in: tree) else { return XCTFail("no Save button") }
        XCTAssertTrue(none.hasPrefix("No matches found"), none)
        guard case .success(let first) = app.cells.firstMatch.resolve(in: tree) else { return XCTFail("no first cell") }
        XCTAssertEqual(first.element.label, "Milk")
        XCTAssertEqual(app.buttons["Save"].description, "\"Save\" Button")
    }

    func testPredicateFormats() {
        func count(_ format: String, _ arguments: any CVarArg...) -> Int {
            app.descendants(matching: .any).matching(NSPredicate(format: format, argumentArray: arguments)).resolve(
                in: tree
            ).count
        }
        XCTAssertEqual(count("label == 'Milk'"), 2, "the cell and its text")
        XCTAssertEqual(count("label CONTAINS[c] %@", "READ"), 2)
        XCTAssertEqual(
            count("label BEGINSWITH 'Li' AND elementType == %d", XCUIElement.ElementType.staticText.rawValue), 1)
        XCTAssertEqual(count("identifier == 'bought' OR label == 'Back'"), 2)
        XCTAssertEqual(count("NOT (label == '') AND NOT label IN {'Milk', 'Bread'}"), 2, "Back, Lists")
        XCTAssertEqual(count("%K LIKE 'B*d'", "label"), 2)
        XCTAssertEqual(count("label MATCHES '[A-Z][a-z]+'"), 6)
        XCTAssertEqual(count("value == '1' AND isSelected == false"), 1)
        XCTAssertEqual(count("placeholderValue != nil"), 1)
        XCTAssertEqual(count("label === "), 0, "an unreadable format matches nothing")
        XCTAssertEqual(PredicateFormats.description(of: NSPredicate(format: "label == 'x'")), "'label == 'x''")
    }
}
