import TestSupport
import XCTest

@testable import OpenUIKit

/// Sheets' detents as UIKit sizes them: a page sheet's controller is a
/// `UISheetPresentationController`, configurable before `present`; in compact width the sheet
/// rises from the bottom to the shown detent (the smallest unless one is selected), at most the
/// large sheet, with the bottom safe area below it.
final class SheetPresentationTests: UIKitTestCase {
    func testDetentsPlaceTheSheet() throws {
        try onMain {
            let presenter = Probe("A")
            let window = showInWindow(presenter)
            let sheet = Probe("B")
            XCTAssertNotNil(sheet.sheetPresentationController, ".automatic resolves to a page sheet")
            sheet.modalPresentationStyle = .pageSheet
            let controller = try XCTUnwrap(sheet.sheetPresentationController)
            XCTAssertTrue(sheet.sheetPresentationController === controller, "one controller until presented")
            XCTAssertEqual(controller.detents.map(\.identifier), [.large])
            controller.detents = [.large(), .medium()]
            controller.prefersGrabberVisible = true
            presenter.present(sheet, animated: false)
            pump()
            XCTAssertTrue(sheet.presentationController === controller)
            let container = try XCTUnwrap(controller.containerView)
            let bottom = container.safeAreaInsets.bottom
            let top = container.safeAreaInsets.top + 10
            let large = CGRect(x: 0, y: top, width: 390, height: 844 - top)
            let maximum = large.height - bottom
            // Nothing selected: the smallest detent, medium, half the large one.
            let medium = (maximum / 2).rounded() + bottom
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 844 - medium, width: 390, height: medium))
            let grabber = try XCTUnwrap(container.subviews.last)
            XCTAssertEqual(grabber.frame, CGRect(x: 177, y: 844 - medium + 5, width: 36, height: 5))

            controller.selectedDetentIdentifier = .large
            XCTAssertEqual(sheet.view.frame, large)
            XCTAssertEqual(grabber.frame.minY, top + 5)

            // A custom detent: its resolver's height, capped at the large one; nil leaves it out.
            let wanted = WantedHeight()
            let custom = UISheetPresentationController.Detent.custom(identifier: .init(rawValue: "small")) { _ in
                wanted.height
            }
            controller.animateChanges {
                controller.detents = [custom, .large()]
                controller.selectedDetentIdentifier = nil
            }
            pump()
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 844 - 200 - bottom, width: 390, height: 200 + bottom))
            wanted.height = 5000
            controller.invalidateDetents()
            XCTAssertEqual(sheet.view.frame, large)
            wanted.height = nil
            controller.invalidateDetents()
            XCTAssertEqual(sheet.view.frame, large, "the only active detent is large")
            sheet.dismiss(animated: false)
            pump()
            XCTAssertNil(sheet.presentingViewController)
            window.isHidden = true
        }
    }

    /// A sheet left with its default detent sits where page sheets always did, and a full-screen
    /// presentation has no sheet controller.
    func testTheDefaultSheetAndOtherStyles() throws {
        try onMain {
            let presenter = Probe("A")
            let window = showInWindow(presenter)
            let full = Probe("F")
            full.modalPresentationStyle = .fullScreen
            XCTAssertNil(full.sheetPresentationController)
            let sheet = Probe("B")
            sheet.modalPresentationStyle = .formSheet
            presenter.present(sheet, animated: false)
            pump()
            let container = try XCTUnwrap(sheet.presentationController?.containerView)
            let top = container.safeAreaInsets.top + 10
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: top, width: 390, height: 844 - top))
            XCTAssertTrue(sheet.presentationController is UISheetPresentationController)
            window.isHidden = true
        }
    }
}

/// The height a custom detent's resolver returns, changed by the test between invalidations.
private final class WantedHeight: @unchecked Sendable {
    var height: CGFloat? = 200
}
