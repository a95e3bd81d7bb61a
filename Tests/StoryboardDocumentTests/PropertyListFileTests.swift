import Foundation
import StoryboardDocument
import XCTest

/// Binary property lists are walked before Foundation reads them: a file Foundation would crash
/// on (a null inside a set, found by FuzzPropertyList) is refused with why, and well-formed
/// files read as before.
final class PropertyListFileTests: XCTestCase {
    /// A `bplist00` file of `objects` (one-byte offsets and references), the first the top.
    private func binaryList(_ objects: [[UInt8]]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        for value in [objects.count, 0, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return Data(bytes)
    }

    private func problem(_ data: Data) -> String? {
        do {
            _ = try PropertyListFile.propertyList(from: data)
            return nil
        } catch let error as PropertyListFile.MalformedError {
            return error.description
        } catch {
            return "Foundation: \(error)"
        }
    }

    func testWellFormedListsReadAsFoundationReadsThem() throws {
        let info: [String: Any] = ["UIMainStoryboardFile": "Main", "Count": 3, "Scenes": [["Name": "Default"]]]
        let binary = try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0)
        let read = try XCTUnwrap(try PropertyListFile.propertyList(from: binary) as? [String: Any])
        XCTAssertEqual(read["UIMainStoryboardFile"] as? String, "Main")
        XCTAssertEqual(read["Count"] as? Int, 3)
        let xml = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        XCTAssertEqual((try PropertyListFile.propertyList(from: xml) as? [String: Any])?["Count"] as? Int, 3)
        // A dictionary {"A": ["A", "A"]} whose array names one string twice is not a cycle.
        XCTAssertNil(problem(binaryList([[0xD1, 1, 2], [0x51, 0x41], [0xA2, 1, 1]])))
    }

    func testWhatFoundationWouldCrashOnIsRefused() {
        // {"A": set(null)}: Foundation's bridging to Swift crashed on it.
        XCTAssertEqual(
            problem(binaryList([[0xD1, 1, 2], [0x51, 0x41], [0xC1, 3], [0x00]])),
            "malformed binary property list: object 2: not a property-list type (marker c1)")
        XCTAssertEqual(
            problem(binaryList([[0xD1, 1, 2], [0x51, 0x41], [0x00]])),
            "malformed binary property list: object 2: a null or fill byte")
        XCTAssertEqual(problem(binaryList([[0xA1, 0]])), "malformed binary property list: object 0 is inside itself")
        XCTAssertEqual(
            problem(binaryList([[0xA1, 7]])), "malformed binary property list: a reference past the last object")
        XCTAssertEqual(
            problem(binaryList([[0xD1, 1, 1], [0x10, 0x01]])),
            "malformed binary property list: object 0 has a key that is not a string")
        XCTAssertEqual(
            problem(binaryList([[0x5F, 0x10, 0xFF, 0x41]])),
            "malformed binary property list: object 0: runs past the end")
        var truncated = binaryList([[0x51, 0x41]])
        truncated.removeLast(30)
        XCTAssertEqual(problem(truncated), "malformed binary property list: too short")
    }

    /// `count` arrays, each holding the next one `times` times (two-byte offsets and references).
    private func chainedArrays(_ count: Int, times: Int) -> Data {
        func twoBytes(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for index in 0..<count {
            offsets += twoBytes(bytes.count)
            bytes +=
                index < count - 1
                ? [0xA0 | UInt8(times)] + Array(repeating: twoBytes(index + 1), count: times).flatMap { $0 } : [0xA0]
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 2, 2]
        for value in [count, 0, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return Data(bytes)
    }

    func testNestingAndSharingAreBounded() throws {
        XCTAssertNil(problem(chainedArrays(500, times: 1)), "500 levels read")
        XCTAssertEqual(problem(chainedArrays(600, times: 1)), "malformed binary property list: nested deeper than 512")
        // Each array holding the next twice: 2^300 objects for Foundation (which makes one each
        // time an object is named), walked here once each.
        XCTAssertEqual(
            problem(chainedArrays(300, times: 2)),
            "malformed binary property list: more than 10000 objects once shared ones are counted each time (it stores 300)"
        )
        // 2^17 - 1 objects from 17 stored: under a bound of a million, and most of a second for
        // the fuzzer.
        XCTAssertEqual(
            problem(chainedArrays(17, times: 2)),
            "malformed binary property list: more than 10000 objects once shared ones are counted each time (it stores 17)"
        )
        XCTAssertNil(problem(chainedArrays(13, times: 2)), "8,191 objects")
        // Objects the file stores count in full, however many: the bound grows with the file.
        XCTAssertNil(problem(flatArray(30_000)), "30,001 objects, each stored")
    }

    /// One array holding `count` integers, each an object of its own (four-byte offsets).
    private func flatArray(_ count: Int) -> Data {
        func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        var bytes = Array("bplist00".utf8)
        var offsets = bigEndian(bytes.count, 4)
        bytes += [0xAF, 0x11] + bigEndian(count, 2) + (1...count).flatMap { bigEndian($0, 2) }
        for _ in 0..<count {
            offsets += bigEndian(bytes.count, 4)
            bytes += [0x10, 0x07]
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + bigEndian(count + 1, 8) + bigEndian(0, 8) + bigEndian(table, 8)
        return Data(bytes)
    }

    /// An XML property list follows the storyboards' rule on encodings (`XMLInput`): UTF-16 with
    /// a byte order mark is transcoded, any other encoding its declaration names is refused with
    /// its line and column; old-style lists and `.strings` tables are Foundation's as before.
    func testXMLListsAreReadOnlyInUTF8AndUTF16() throws {
        let xml = #"""
            <?xml version="1.0" encoding="UTF-16"?>
            <plist version="1.0"><dict><key>Name</key><string>Zoë</string></dict></plist>

            """#
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let read = try PropertyListFile.propertyList(from: Data(utf16)) as? [String: String]
        XCTAssertEqual(read, ["Name": "Zoë"])

        for encoding in ["Shift_JIS", "ISO-8859-1", "x-no-such-name"] {
            let declared = xml.replacingOccurrences(of: "UTF-16", with: encoding)
            XCTAssertEqual(
                problem(Data(declared.utf8)),
                "XML property list refused at line 1, column 21: the document declares encoding \"\(encoding)\"; "
                    + "only UTF-8 and UTF-16 with a byte order mark are read")
        }
        let unclosed = xml.replacingOccurrences(of: #"encoding="UTF-16"?>"#, with: #"encoding="UTF-7""#)
        XCTAssertEqual(
            problem(Data(unclosed.utf8)),
            "XML property list refused at line 2, column 1: malformed XML declaration: '?>' is expected here: "
                + "a declaration holds version, encoding and standalone, in that order")

        // A strings table in UTF-16 (as Xcode writes them) is not markup, and reads as before.
        let strings = "/* Title */\n\"A.title\" = \"Zoë\";\n"
        let table = try XCTUnwrap(strings.data(using: .utf16))
        XCTAssertEqual(try PropertyListFile.propertyList(from: table) as? [String: String], ["A.title": "Zoë"])
    }
}
