import Foundation
import XCTest

@testable import OpenUIKitPort
@testable import XcodeProjectFile

/// Old-style property lists as `project.pbxproj` writes them, and malformed ones, which end in a
/// located diagnostic.
final class ASCIIPropertyListTests: XCTestCase {
    private func parse(_ text: String) throws -> ASCIIPropertyList {
        try ASCIIPropertyListParser.parse(Data(text.utf8), file: "project.pbxproj")
    }

    private func diagnostic(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> PortDiagnostic? {
        do {
            _ = try parse(text)
            XCTFail("parsed: \(text)", file: file, line: line)
            return nil
        } catch let diagnostic as PortDiagnostic {
            return diagnostic
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    func testProjectFileShapes() throws {
        let plist = try parse(
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* AppDelegate.swift */; };
            \t\tA3 = {isa = PBXGroup; children = (A1, A2,); path = "Data Models"; name = "Quote \\"and\\" tab\\t"; };
            \t};
            \tdata = <0a0B ff>;
            \trootObject = A3 /* Project object */;
            }
            """)
        XCTAssertEqual(plist["archiveVersion"]?.string, "1")
        XCTAssertEqual(plist["rootObject"]?.string, "A3")
        XCTAssertEqual(plist["objects"]?["A1"]?["fileRef"]?.string, "A2")
        let group = try XCTUnwrap(plist["objects"]?["A3"])
        XCTAssertEqual(group["children"]?.array?.compactMap(\.string), ["A1", "A2"])
        XCTAssertEqual(group["path"]?.string, "Data Models")
        XCTAssertEqual(group["name"]?.string, "Quote \"and\" tab\t")
        XCTAssertEqual(plist["data"], .data([0x0A, 0x0B, 0xFF], .init(line: 0, column: 0)))
        // Positions are where each value starts.
        XCTAssertEqual(plist["objects"]?["A1"]?.position.line, 5)
        XCTAssertEqual(group.position.column, 8)
    }

    func testEscapesAndBareStrings() throws {
        let plist = try parse(#"{ a = "\U00e9\101\n"; b = $SRCROOT/x-y.z_1:2; c = "ü"; }"#)
        XCTAssertEqual(plist["a"]?.string, "éA\n")
        XCTAssertEqual(plist["b"]?.string, "$SRCROOT/x-y.z_1:2")
        XCTAssertEqual(plist["c"]?.string, "ü")
    }

    func testMalformedTextIsLocated() {
        let unclosed = diagnostic("{\n  a = (b, c;\n}")
        XCTAssertEqual(unclosed?.line, 2)
        XCTAssertEqual(unclosed?.message, "expected ',' or ')' in the array")
        let missingSemicolon = diagnostic("{ a = b }")
        XCTAssertEqual(missingSemicolon?.column, 9)
        XCTAssertEqual(
            missingSemicolon?.description, "project.pbxproj:1:9: error: expected ';' after the value of \"a\"")
        XCTAssertEqual(diagnostic("{ a = \"b; }")?.column, 7)
        XCTAssertEqual(diagnostic("{ a = <0g>; }")?.message, "data holds a character that is not a hex digit")
        XCTAssertEqual(diagnostic("")?.message, "the file is empty")
        XCTAssertEqual(diagnostic("{ } }")?.message, "unexpected text after the property list")
        XCTAssertEqual(diagnostic("/* never closed")?.message, "unterminated comment")
        XCTAssertEqual(diagnostic("{ (a) = b; }")?.message, "a dictionary key must be a string")
    }

    /// Nesting deeper than any project is refused instead of exhausting the stack.
    func testDeepNestingIsRefused() {
        let deep = String(repeating: "(", count: 100_000)
        XCTAssertEqual(diagnostic(deep)?.message, "the property list nests deeper than 256 levels")
    }
}
