import Foundation
import XCTest
import XCUIAutomation

/// The Groceries example (a table in a navigation controller, alerts, a text field, a switch),
/// driven through its interface as a person would.
final class GroceriesUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        app = XCUIApplication(executableURL: folder.appendingPathComponent("Groceries"))
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    func testTheListAtLaunch() {
        let table = app.tables.element
        XCTAssertEqual(table.cells.count, 3)
        XCTAssertEqual(table.cells.element(boundBy: 0).label, "Milk")
        XCTAssertTrue(table.cells.element(boundBy: 2).isSelected, "checkmarked: bought")
        XCTAssertEqual(app.staticTexts["summary"].label, "2 of 3 left to buy")
        XCTAssertTrue(app.navigationBars["Groceries"].buttons["Add"].exists)
    }

    func testAddingAnItemThroughAnAlert() {
        app.navigationBars["Groceries"].buttons["Add"].tap()
        let alert = app.alerts["New Item"]
        XCTAssertTrue(alert.waitForExistence(timeout: 1))
        XCTAssertTrue(alert.staticTexts["What do you need?"].exists)
        let field = alert.textFields.element
        XCTAssertEqual(field.placeholderValue, "Name")
        field.tap()
        field.typeText("Apples")
        XCTAssertEqual(field.value as? String, "Apples")
        alert.buttons["Add"].tap()
        XCTAssertFalse(alert.exists)
        XCTAssertEqual(app.tables.cells.count, 4)
        XCTAssertTrue(app.tables.cells.staticTexts["Apples"].exists)
        XCTAssertEqual(app.staticTexts["summary"].label, "3 of 4 left to buy")
    }

    func testCancellingTheAlertAddsNothing() {
        app.buttons["Add"].tap()
        app.alerts.buttons["Cancel"].tap()
        XCTAssertEqual(app.alerts.count, 0)
        XCTAssertEqual(app.tables.cells.count, 3)
    }

    func testEditingAnItemAndGoingBack() {
        app.tables.cells.staticTexts["Milk"].tap()
        XCTAssertTrue(app.navigationBars["Milk"].exists)
        let name = app.textFields["name"]
        XCTAssertEqual(name.value as? String, "Milk")
        name.tap()
        XCTAssertTrue(name.hasFocus)
        name.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 4) + "Oat milk")
        XCTAssertTrue(app.navigationBars["Oat milk"].exists, "the title follows the name")
        let bought = app.switches.element
        XCTAssertEqual(bought.value as? String, "0")
        bought.tap()
        XCTAssertEqual(bought.value as? String, "1")
        app.navigationBars.buttons["Groceries"].tap()
        XCTAssertTrue(app.navigationBars["Groceries"].waitForExistence(timeout: 1))
        let cell = app.tables.cells.element(boundBy: 0)
        XCTAssertEqual(cell.label, "Oat milk")
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(app.staticTexts["summary"].label, "1 of 3 left to buy")
    }

    func testClearingAfterAnActionSheetAsks() {
        app.buttons["Clear"].tap()
        let sheet = app.sheets["Remove all items?"]
        XCTAssertTrue(sheet.exists)
        sheet.buttons["Remove All"].tap()
        XCTAssertEqual(app.tables.cells.count, 0)
        XCTAssertEqual(app.staticTexts["summary"].label, "Nothing to buy")
    }

    func testSwipingARowAwayDeletesIt() {
        let bread = app.tables.cells.containing(.staticText, identifier: "Bread").element
        bread.swipeLeft()
        bread.buttons["Delete"].tap()
        XCTAssertEqual(app.tables.cells.count, 2)
        XCTAssertFalse(app.staticTexts["Bread"].exists)
    }
}
