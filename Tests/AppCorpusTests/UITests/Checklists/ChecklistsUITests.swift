// UI tests of the corpus app Checklists, as its developer would write them in Xcode (XCUITest,
// the template's `@MainActor` included): `openuikit test --ui-tests` ports them beside the app and
// runs them against it (`AppUICorpusTests`). Each test starts the app in a fresh home.
import Foundation
import XCTest

final class ChecklistsUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        app.launchEnvironment["HOME"] = home.path
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    /// First launch opens the one list; an item added through the detail screen shows unchecked,
    /// a tap checks it, and the lists screen counts it done.
    @MainActor
    func testAddingAndCheckingAnItem() throws {
        XCTAssertTrue(app.navigationBars["List"].waitForExistence(timeout: 2))
        app.navigationBars["List"].buttons["Add"].tap()
        let addItem = app.navigationBars["Add Item"]
        XCTAssertTrue(addItem.exists)
        XCTAssertFalse(addItem.buttons["Done"].isEnabled, "nothing typed yet")
        let name = app.textFields["Name of the Item"]
        name.tap()
        name.typeText("Milk")
        XCTAssertTrue(addItem.buttons["Done"].isEnabled)
        addItem.buttons["Done"].tap()
        let milk = app.tables.cells.containing(NSPredicate(format: "label ENDSWITH %@", ": Milk")).element
        XCTAssertTrue(milk.exists)
        XCTAssertTrue(milk.staticTexts["⬛️"].exists)
        milk.tap()
        XCTAssertTrue(milk.staticTexts["☑️"].exists)
        app.navigationBars["List"].buttons["Checklists"].tap()
        XCTAssertTrue(app.navigationBars["Checklists"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.tables.cells.staticTexts["All Done!"].exists)
    }

    /// A new list through the list detail screen, left once by the back button, then added and
    /// opened.
    @MainActor
    func testAddingAList() throws {
        XCTAssertTrue(app.navigationBars["List"].waitForExistence(timeout: 2))
        app.navigationBars["List"].buttons["Checklists"].tap()
        let lists = app.navigationBars["Checklists"]
        lists.buttons["Add"].tap()
        XCTAssertFalse(app.navigationBars["Add Checklist"].buttons["Done"].isEnabled)
        app.navigationBars["Add Checklist"].buttons["Checklists"].tap()
        XCTAssertEqual(app.tables.cells.count, 1)
        lists.buttons["Add"].tap()
        let name = app.textFields["Name of the List"]
        name.tap()
        name.typeText("Groceries")
        app.navigationBars["Add Checklist"].buttons["Done"].tap()
        XCTAssertEqual(app.tables.cells.count, 2)
        let groceries = app.tables.cells.containing(.staticText, identifier: "Groceries").element
        XCTAssertTrue(groceries.staticTexts["(No Items)"].exists)
        groceries.tap()
        XCTAssertTrue(app.navigationBars["Groceries"].waitForExistence(timeout: 2))
        XCTAssertEqual(app.tables.cells.count, 0)
    }
}
