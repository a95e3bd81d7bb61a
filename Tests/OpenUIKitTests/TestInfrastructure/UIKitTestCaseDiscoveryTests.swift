import Foundation
import TestSupport
import XCTest

/// Every test target's classes derive from TestSupport's `UIKitTestCase`, a class of another
/// module. Swift's test discovery on Linux must still find their tests, or they would silently
/// not run: this asks the test binary for its list (`--list-tests`, which runs nothing) and
/// finds in it every class of the checkout that derives from the base and declares tests.
final class UIKitTestCaseDiscoveryTests: UIKitTestCase {
    func testEverySubclassOfTheBaseHasItsTestsListed() throws {
        let listing = try ProcessOutput.run(CommandLine.arguments[0], ["--list-tests"])
        XCTAssertEqual(listing.status, 0, listing.output)
        let listed = Set(
            listing.output.split(separator: "\n").compactMap { line -> String? in
                // `Target.Class/testName`
                guard let slash = line.firstIndex(of: "/"), let dot = line[..<slash].lastIndex(of: ".") else {
                    return nil
                }
                return String(line[line.index(after: dot)..<slash])
            })
        XCTAssertTrue(listed.contains("DiscoveredLeaf"), "a subclass of a subclass of the base")

        let tests = OpenUIKitTool.checkout.appendingPathComponent("Tests")
        let declaration = try NSRegularExpression(pattern: #"class (\w+): UIKitTestCase \{\n"#)
        var declared: [String] = []
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", !file.path.contains("/Fixtures/"),
                let text = try? String(contentsOf: file, encoding: .utf8), text.contains("func test")
            else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: range) {
                declared.append((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        XCTAssertGreaterThan(declared.count, 150, "the classes deriving from the base were found")
        XCTAssertEqual(declared.filter { !listed.contains($0) }.sorted(), [], "classes whose tests are not listed")
    }
}

/// A class between the base and a test class, as a target's own fixtures base would be.
class DiscoveredMiddle: UIKitTestCase {}

final class DiscoveredLeaf: DiscoveredMiddle {
    func testALeafTwoClassesBelowTheBaseIsRun() {
        XCTAssertNil(xServer, "no X server unless the suite asks for one")
    }
}
