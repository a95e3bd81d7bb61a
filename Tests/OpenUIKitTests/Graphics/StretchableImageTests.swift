import TestSupport
import XCTest

@testable import OpenUIKit

/// `stretchableImage(withLeftCapWidth:topCapHeight:)`: the caps as given, the one point after
/// each stretching, the rest the far caps; a cap of 0 stretches the whole axis.
final class StretchableImageTests: UIKitTestCase {
    func testTheCapsAndTheStretchingPoint() {
        onMain {
            let image = UIImage(sizeOnly: CGSize(width: 44, height: 33), scale: 2)
            let stretchable = image.stretchableImage(withLeftCapWidth: 11, topCapHeight: 11)
            XCTAssertEqual(stretchable.capInsets, UIEdgeInsets(top: 11, left: 11, bottom: 21, right: 32))
            XCTAssertEqual(stretchable.resizingMode, .stretch)
            XCTAssertEqual(stretchable.leftCapWidth, 11)
            XCTAssertEqual(stretchable.topCapHeight, 11)
            XCTAssertEqual(stretchable.size, image.size)

            let across = image.stretchableImage(withLeftCapWidth: 0, topCapHeight: 16)
            XCTAssertEqual(across.capInsets, UIEdgeInsets(top: 16, left: 0, bottom: 16, right: 0))
            XCTAssertEqual(image.leftCapWidth, 0, "an ordinary image has no caps")
        }
    }
}
