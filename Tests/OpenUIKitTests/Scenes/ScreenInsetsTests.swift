import TestSupport
import XCTest

@_spi(Tooling) @testable import OpenUIKit

/// A screen's system insets (a simulated device's status bar and home indicator, which the tour
/// sets) are where each new window's safe area starts; headless screens have none.
final class ScreenInsetsTests: UIKitTestCase {
    func testNewWindowsTakeTheirScreensSystemInsets() {
        onMain {
            let headless = UIScreen.main
            defer { UIScreen.main = headless }
            XCTAssertEqual(UIWindow().systemSafeAreaInsets, .zero)
            let phone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
            phone.systemSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            UIScreen.main = phone
            let window = UIWindow()
            XCTAssertEqual(window.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            window.isHidden = true
        }
    }
}
