import Foundation
import XCTest
import XCUIAutomation

/// The showcase's main flows, driven through the interface as a person would and checked by what
/// the screen says, in XCUITest's spellings.
final class ShowcaseFlowTests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = ShowcaseApp.launched()
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    /// A presented form of three pages: a name picked, a stepper's plus, a review, Clear back to
    /// the first page, Done back to where it was presented from.
    func testTheMultiPageForm() {
        app.buttons["Multi-page form"].tap()
        app.buttons["Fill in the form"].tap()
        app.buttons["Grace"].tap()
        app.buttons["Next"].tap()
        let stepper = app.steppers.element
        XCTAssertEqual(stepper.buttons.count, 2)
        stepper.buttons["Increment"].tap()
        app.buttons["Next"].tap()
        XCTAssertTrue(app.staticTexts["Grace · 2 seats · updates on"].exists)
        app.buttons["Clear"].tap()
        app.buttons["Ada"].tap()
        app.buttons["Next"].tap()
        app.buttons["Next"].tap()
        app.buttons["Done"].tap()
        XCTAssertTrue(app.staticTexts["Sent: Ada · 1 seat · updates on"].waitForExistence(timeout: 2))
    }

    /// A navigation stack: pushes, the title following, the back button, pop to the first level.
    func testNavigationPushesAndGoesBack() {
        app.tabBars.buttons["Containers"].tap()
        XCTAssertTrue(app.tabBars.buttons["Containers"].isSelected)
        app.buttons["Navigation"].tap()
        let title = app.navigationBars.element.identifier
        app.buttons["Push another level"].tap()
        app.buttons["Push another level"].tap()
        XCTAssertNotEqual(app.navigationBars.element.identifier, title)
        let back = app.navigationBars.buttons.element(boundBy: 0)
        XCTAssertTrue(back.isHittable)
        back.tap()
        app.buttons["Pop to level 1"].tap()
        XCTAssertEqual(app.navigationBars.element.identifier, title)
    }

    /// A segmented control's segments are buttons of their own; the selected one says so.
    func testSegmentsSwapTheContainersChild() {
        app.buttons["Container swap"].tap()
        let albums = app.segmentedControls.buttons["Albums"]
        XCTAssertFalse(albums.isSelected)
        albums.tap()
        XCTAssertTrue(albums.isSelected)
        XCTAssertTrue(app.segmentedControls.buttons["Photos"].exists)
    }

    /// Taps on a child's button reach the parent, whose label says so.
    func testRepeatedTapsAndALabelThatCounts() {
        app.buttons["A child that owns its button"].tap()
        let button = app.buttons["Tap the child"]
        for _ in 0..<3 { button.tap() }
        XCTAssertEqual(app.staticTexts["The child reported 3 taps."].label, "The child reported 3 taps.")
        let counted = app.staticTexts.matching(NSPredicate(format: "label CONTAINS[c] %@", "REPORTED")).count
        XCTAssertEqual(counted, 1)
    }

    /// A switch reports "0" or "1"; tapping it flips it.
    func testASwitchFlips() {
        app.tabBars.buttons["Containers"].tap()
        app.buttons["Split view"].tap()
        let toggle = app.switches.firstMatch
        XCTAssertEqual(toggle.value as? String, "0")
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
