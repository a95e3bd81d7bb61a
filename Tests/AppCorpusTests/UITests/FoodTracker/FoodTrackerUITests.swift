// UI tests of the corpus app FoodTracker, as its developer would write them in Xcode: the rating
// control's buttons are found by the accessibility labels the app gives them ("Set 3 star rating")
// and read through the values it sets ("3 stars set."). Each test starts the app in a fresh home.
import Foundation
import XCTest

final class FoodTrackerUITests: XCTestCase {
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

    /// The form's star button: the list's rows stay beneath the sheet with stars of the same
    /// labels, earlier in the tree.
    private func formStar(_ number: Int) -> XCUIElement {
        let stars = app.buttons.matching(identifier: "Set \(number) star rating")
        return stars.element(boundBy: stars.count - 1)
    }

    /// The sample meals show with their ratings; a meal added through the presented form, named
    /// and rated there, is appended to the list and is still there when the app is launched again.
    @MainActor
    func testAddingARatedMeal() throws {
        let meals = app.navigationBars["Your Meals"]
        XCTAssertTrue(meals.waitForExistence(timeout: 2))
        XCTAssertEqual(app.tables.cells.count, 3)
        let salad = app.tables.cells.element(boundBy: 0)
        XCTAssertTrue(salad.staticTexts["Caprese Salad"].exists)
        XCTAssertEqual(salad.buttons["Set 1 star rating"].value as? String, "4 stars set.")

        // Edit on the left, the add button on the right.
        XCTAssertEqual(meals.buttons.count, 2)
        meals.buttons.element(boundBy: 1).tap()
        XCTAssertTrue(app.navigationBars["New Meal"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.buttons["Save"].isEnabled, "no name yet")
        XCTAssertEqual(
            app.buttons.matching(identifier: "Set 1 star rating").count, 4, "three rows beneath, and the form")
        XCTAssertEqual(formStar(1).value as? String, "No rating set.")

        let name = app.textFields["Enter meal name"]
        name.tap()
        name.typeText("Soup\n")
        XCTAssertTrue(app.navigationBars["Soup"].exists, "the title follows the name once editing ends")
        XCTAssertTrue(app.buttons["Save"].isEnabled)

        formStar(3).tap()
        XCTAssertEqual(formStar(1).value as? String, "3 stars set.")
        XCTAssertTrue(formStar(3).isSelected)
        XCTAssertFalse(formStar(4).isSelected)

        app.buttons["Save"].tap()
        XCTAssertTrue(meals.waitForExistence(timeout: 2))
        XCTAssertEqual(app.tables.cells.count, 4)
        let soup = app.tables.cells.element(boundBy: 3)
        XCTAssertTrue(soup.staticTexts["Soup"].exists)
        XCTAssertEqual(soup.buttons["Set 5 star rating"].value as? String, "3 stars set.")

        // Saving archived the meals in the app's Documents folder: a relaunch reads them back.
        app.terminate()
        app.launch()
        XCTAssertTrue(meals.waitForExistence(timeout: 2))
        XCTAssertEqual(app.tables.cells.count, 4)
        XCTAssertTrue(app.tables.cells.element(boundBy: 3).staticTexts["Soup"].exists)
    }

    /// A meal opened from the list is shown by push; tapping its own rating resets it, Save writes
    /// it back to its row; a swipe deletes another row, and Edit's delete control a third.
    @MainActor
    func testEditingAndDeletingMeals() throws {
        XCTAssertTrue(app.navigationBars["Your Meals"].waitForExistence(timeout: 2))
        app.tables.cells.staticTexts["Caprese Salad"].tap()
        let detail = app.navigationBars["Caprese Salad"]
        XCTAssertTrue(detail.waitForExistence(timeout: 2))
        XCTAssertEqual(app.textFields.firstMatch.value as? String, "Caprese Salad")
        let four = app.buttons["Set 4 star rating"]
        XCTAssertEqual(four.value as? String, "4 stars set.")
        four.tap()
        XCTAssertEqual(four.value as? String, "No rating set.")
        detail.buttons["Save"].tap()

        XCTAssertTrue(app.navigationBars["Your Meals"].waitForExistence(timeout: 2))
        XCTAssertEqual(
            app.tables.cells.element(boundBy: 0).buttons["Set 1 star rating"].value as? String, "No rating set.")

        let chicken = app.tables.cells.containing(.staticText, identifier: "Chicken and Potatoes").element
        chicken.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.tables.cells.count, 2)
        XCTAssertFalse(app.staticTexts["Chicken and Potatoes"].exists)

        // Edit, the row's delete control, then the Delete it uncovers.
        app.navigationBars["Your Meals"].buttons["Edit"].tap()
        app.buttons["Delete Pasta with Meatballs"].tap()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.tables.cells.count, 1)
        app.navigationBars["Your Meals"].buttons["Done"].tap()
        XCTAssertTrue(app.navigationBars["Your Meals"].buttons["Edit"].exists)
        XCTAssertFalse(app.buttons["Delete Caprese Salad"].exists, "no delete controls once editing is done")
    }
}
