import Foundation
import OpenUIKitContracts
import XCTest

/// The environment OpenUIKit's processes pass each other, read by key: a missing or unreadable
/// value is an error naming the variable and the line that read it, and no file of `Sources`
/// spells a variable's name but the one that declares the keys.
final class LaunchEnvironmentTests: XCTestCase {
    func testAMissingKeyIsAnErrorNamingItAndItsReader() {
        let environment = LaunchEnvironment(["OPENUIKIT_TOUR": ""])
        XCTAssertThrowsError(try environment.required(.tour)) { error in
            let line = #line - 1
            XCTAssertEqual(
                (error as? EnvironmentError)?.description,
                "OPENUIKIT_TOUR is not set (read at OpenUIKitPortTests/LaunchEnvironmentTests.swift:\(line))")
        }
        XCTAssertEqual(try LaunchEnvironment(["OPENUIKIT_TOUR": "/tmp/t"]).required(.tour), "/tmp/t")
    }

    func testAValueOfTheWrongTypeIsAnErrorQuotingIt() throws {
        let environment = LaunchEnvironment(["OPENUIKIT_TOUR_STEPS": "many", "OPENUIKIT_TOUR_SECONDS": "2.5"])
        XCTAssertThrowsError(try environment.value(.tourSteps, as: Int.self)) { error in
            XCTAssertEqual((error as? EnvironmentError)?.problem, "is \"many\", which is not a Int")
            XCTAssertEqual((error as? EnvironmentError)?.key, .tourSteps)
        }
        XCTAssertEqual(try environment.value(.tourSeconds, as: Double.self), 2.5)
        XCTAssertNil(try environment.value(.webPort, as: Int.self), "not set is nil, not an error")
    }

    func testKeysAreSpelledOnceAndOnlyInTheirDeclaration() throws {
        XCTAssertEqual(Set(EnvironmentKey.all.map(\.rawValue)).count, EnvironmentKey.all.count)
        XCTAssertTrue(EnvironmentKey.all.allSatisfy { $0.rawValue.hasPrefix("OPENUIKIT_") })
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = checkout.appendingPathComponent("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var spelled: [String] = []
        for case let file as URL in walker where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("\"OPENUIKIT_") { spelled.append(file.lastPathComponent) }
        }
        XCTAssertEqual(spelled, ["EnvironmentKey.swift"])
    }
}
