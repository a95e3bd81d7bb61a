import TestSupport
import XCTest

@testable import OpenUIKit

/// Layout direction as UIKit reports it: semantic content attributes against the traits' and the
/// app's direction; and the small geometry value types (`UIFloatRange`, `UIAxis`,
/// `UIDirectionalRectEdge`).
final class LayoutDirectionTests: UIKitTestCase {
    func testSemanticContentDecidesTheDirection() {
        onMain {
            XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
            XCTAssertEqual(
                UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft), .leftToRight)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft), .leftToRight)
            let view = UIView()
            XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
            view.semanticContentAttribute = .forceRightToLeft
            XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        }
    }

    func testTheGeometryValueTypes() {
        XCTAssertTrue(UIFloatRange.infinite.isInfinite)
        XCTAssertFalse(UIFloatRange(minimum: 1, maximum: 2).isInfinite)
        XCTAssertEqual(UIFloatRange(), .zero)
        XCTAssertEqual(UIAxis.both, [.horizontal, .vertical])
        XCTAssertEqual(UIAxis.neither.rawValue, 0)
        XCTAssertEqual(UIDirectionalRectEdge.all.rawValue, 15)
        XCTAssertTrue(UIDirectionalRectEdge.all.contains(.trailing))
    }
}
