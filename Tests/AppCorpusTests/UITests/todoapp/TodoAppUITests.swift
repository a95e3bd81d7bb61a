// UI tests of the corpus app todoapp, as its developer would write them in Xcode: tasks added from
// the navigation bar, renamed and completed on the detail screen (whose switch reports "0"/"1"),
// and deleted by the swipe UIKit offers to a data source that commits deletions.
import Foundation
import XCTest

final class TodoAppUITests: XCTestCase {
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

    /// A new task renamed and marked done on its detail screen shows renamed and checked in the
    /// list when the detail screen is left.
    @MainActor
    func testRenamingAndCompletingATask() throws {
        let list = app.navigationBars["TodoApp"]
        XCTAssertTrue(list.waitForExistence(timeout: 2))
        XCTAssertEqual(app.tables.cells.count, 0)
        list.buttons["New Task"].tap()
        XCTAssertEqual(app.tables.cells.count, 1)
        app.tables.cells.staticTexts["New Task"].tap()

        XCTAssertTrue(app.navigationBars["Task Details"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.staticTexts["New Task"].exists)
        let done = app.switches.firstMatch
        XCTAssertEqual(done.value as? String, "0")
        let field = app.textFields["enter new task name..."]
        field.tap()
        field.typeText("Buy milk")
        app.buttons["Change Name"].tap()
        XCTAssertTrue(app.staticTexts["Buy milk"].exists)
        done.tap()
        XCTAssertEqual(done.value as? String, "1")

        app.navigationBars["Task Details"].buttons["TodoApp"].tap()
        XCTAssertTrue(list.waitForExistence(timeout: 2))
        let task = app.tables.cells.element(boundBy: 0)
        XCTAssertEqual(task.label, "Buy milk")
        XCTAssertTrue(task.isSelected, "a checkmark reads as selected")
    }

    /// Of three tasks, the swiped one goes when its Delete button is tapped.
    @MainActor
    func testSwipingToDeleteATask() throws {
        let list = app.navigationBars["TodoApp"]
        XCTAssertTrue(list.waitForExistence(timeout: 2))
        for _ in 0..<3 { list.buttons["New Task"].tap() }
        XCTAssertEqual(app.tables.cells.count, 3)
        app.tables.cells.element(boundBy: 1).swipeLeft()
        let delete = app.tables.cells.element(boundBy: 1).buttons["Delete"]
        XCTAssertTrue(delete.waitForExistence(timeout: 1))
        delete.tap()
        XCTAssertEqual(app.tables.cells.count, 2)
    }
}
