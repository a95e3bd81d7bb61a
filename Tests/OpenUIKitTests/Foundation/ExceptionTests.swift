import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// `NSException` as a value and the uncaught-exception handler crash reporters install. (Raising
/// ends the process, which an in-process test cannot watch.)
final class ExceptionTests: UIKitTestCase {
    func testAnExceptionKeepsItsNameReasonAndUserInfo() {
        let exception = NSException(
            name: .invalidArgumentException, reason: "-[Cart add:]: unrecognized selector", userInfo: ["item": 3])
        XCTAssertEqual(exception.name.rawValue, "NSInvalidArgumentException")
        XCTAssertEqual(exception.reason, "-[Cart add:]: unrecognized selector")
        XCTAssertEqual(exception.userInfo?["item"] as? Int, 3)
        XCTAssertEqual(exception.callStackSymbols, [], "no stack before it is raised")
        XCTAssertEqual(NSExceptionName.rangeException.rawValue, "NSRangeException")
    }

    func testTheInstalledHandlerIsTheOneReadBackAndNilRemovesIt() {
        NSSetUncaughtExceptionHandler { _ in }
        XCTAssertNotNil(NSGetUncaughtExceptionHandler())
        NSSetUncaughtExceptionHandler(nil)
        XCTAssertNil(NSGetUncaughtExceptionHandler())
    }
}
