import TestSupport
import XCTest

@testable import OpenUIKit

/// ConstraintOutlet.storyboard's panel: outlets to a constraint of its root view and to one of
/// the box's own, as apps keep constraints to animate.
@Connectable
final class ConstraintOutletController: UIViewController {
    @Outlet var boxTop: NSLayoutConstraint!
    @Outlet var boxHeight: NSLayoutConstraint!
}

/// Outlets to constraints connect to the constraints the scene installed, and changing one
/// moves the view as in UIKit.
final class ConstraintOutletTests: UIKitTestCase {
    func testOutletsToConstraintsConnectToTheInstalledConstraints() throws {
        try onMain {
            let storyboard = UIStoryboard(name: "ConstraintOutlet", bundle: storyboardBundle)
            let panel = try XCTUnwrap(storyboard.instantiateInitialViewController() as? ConstraintOutletController)
            let window = showInWindow(panel)
            let top = try XCTUnwrap(panel.boxTop, "the root view's constraint")
            let height = try XCTUnwrap(panel.boxHeight, "the box's own constraint")
            XCTAssertEqual(top.constant, 100)
            XCTAssertTrue(top.isActive)
            XCTAssertEqual(height.constant, 50)
            let box = try XCTUnwrap(panel.view.subviews.first)
            XCTAssertEqual(box.frame, CGRect(x: 0, y: 100, width: 390, height: 50))
            top.constant = 200
            height.constant = 80
            panel.view.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 0, y: 200, width: 390, height: 80))
            window.isHidden = true
        }
    }
}
