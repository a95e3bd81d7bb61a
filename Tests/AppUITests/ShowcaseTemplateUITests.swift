// A UI test in the shape Xcode's UI Testing Bundle template gives a new target, unchanged but for
// its import: `XCUIApplication()` launches the app the scheme names, here the one
// XCUI_TARGET_APP names (`make test` sets it to the showcase).
import XCTest
import XCUIAutomation

final class ShowcaseTemplateUITests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    override func tearDownWithError() throws {
    }

    func testExample() throws {
        let app = XCUIApplication()
        app.launch()

        XCTAssert(app.navigationBars["Showcase"].exists)
        app.buttons["Tabs at the top"].tap()
        XCTAssertTrue(app.buttons["Drafts"].waitForExistence(timeout: 1))
    }

    func testLaunchPerformance() throws {
        if #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 7.0, *) {
            measure(metrics: [XCTApplicationLaunchMetric()]) {
                XCUIApplication().launch()
            }
        }
    }
}
