import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

final class SelectorTests: UIKitTestCase {
    func testDescriptionIsTheName() {
        XCTAssertEqual(Selector("backToA:").description, "backToA:")
        XCTAssertEqual("\(Selector("tap"))", "tap")
    }

    func testStringLiteralAndInitialiserAgree() {
        let literal: Selector = "buttonTapped:forEvent:"
        XCTAssertEqual(literal, Selector("buttonTapped:forEvent:"))
        XCTAssertNotEqual(literal, Selector("buttonTapped:"))
    }

    func testConversionFunctionsRoundTrip() {
        XCTAssertEqual(NSStringFromSelector(NSSelectorFromString("done:")), "done:")
        XCTAssertEqual(NSSelectorFromString("done:"), Selector("done:"))
        XCTAssertEqual(NSStringFromSelector("viewDidLoad"), "viewDidLoad")
    }

    func testHashable() {
        let set: Set<Selector> = ["a:", "b:", Selector("a:")]
        XCTAssertEqual(set.count, 2)
        XCTAssertTrue(set.contains(NSSelectorFromString("b:")))
    }
}
