import ArgumentParser
import XCTest

@testable import OpenUIKitPort

/// `openuikit run`'s ways of showing an app: `--web` (with `--port`) and `--tour` exclude each
/// other, and a port is a port.
final class RunCommandOptionsTests: XCTestCase {
    func testWebTakesAPortAndExcludesTheTour() throws {
        let web = try RunCommand.parse(["App.xcodeproj", "--web", "--port", "9000"])
        XCTAssertTrue(web.web)
        XCTAssertEqual(web.port, 9000)
        XCTAssertThrowsError(try RunCommand.parse(["App.xcodeproj", "--web", "--tour"]))
        XCTAssertThrowsError(try RunCommand.parse(["App.xcodeproj", "--web", "--port", "70000"]))
        XCTAssertThrowsError(try RunCommand.parse(["App.xcodeproj", "--port", "9000"]), "--port goes with --web")
        XCTAssertFalse(try RunCommand.parse(["App.xcodeproj"]).web)
    }
}
