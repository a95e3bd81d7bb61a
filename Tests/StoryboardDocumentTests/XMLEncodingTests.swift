import Foundation
import XCTest

@testable import StoryboardDocument

/// What reaches libxml2 is decided before it sees a byte (`XMLInput`): UTF-8 with or without a
/// byte order mark is read, UTF-16 with one is transcoded, and every other encoding, declared or
/// detected, is refused with its line and column. Before, a declaration naming an encoding iconv
/// converts, without its `?>` and followed by bytes invalid in it, crashed the process inside
/// libxml2's `xmlSwitchToEncoding` (`testTheCrashingDeclarationIsRefused` ends in SIGSEGV on the
/// old reader).
final class XMLEncodingTests: XCTestCase {
    private let file = "Encoded.storyboard"

    /// A storyboard with a line of non-ASCII text, so columns count characters, not bytes.
    private func storyboard(declaration: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> String {
        declaration + "\n" + #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="A">
              <scenes>
                <scene sceneID="S1">
                  <objects>
                    <viewController id="A" title="日本語 ⌘" sceneMemberID="viewController"><view key="view" id="A-view"/></viewController>
                  </objects>
                </scene>
              </scenes>
            </document>

            """#
    }

    private func decode(_ data: Data) -> DecodeResult { StoryboardDecoder().decode(data, file: file) }

    private func utf16(_ text: String, bigEndian: Bool) -> Data {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            bytes += bigEndian ? pair : pair.reversed()
        }
        return Data(bytes)
    }

    /// Asserts one error, at `line`:`column`, whose message holds every fragment.
    private func assertRefused(
        _ data: Data, at line: Int, _ column: Int, _ fragments: String..., file: StaticString = #filePath,
        sourceLine: UInt = #line
    ) {
        let result = decode(data)
        XCTAssertNil(result.document, file: file, line: sourceLine)
        XCTAssertEqual(result.errors.count, 1, "\(result.diagnostics)", file: file, line: sourceLine)
        guard let error = result.errors.first else { return }
        XCTAssertEqual(
            error.location, SourceLocation(file: self.file, line: line, column: column), error.description, file: file,
            line: sourceLine)
        for fragment in fragments {
            XCTAssertTrue(
                error.message.contains(fragment), "'\(error.message)' lacks '\(fragment)'", file: file, line: sourceLine
            )
        }
    }

    /// Every element's name and location, for comparing one file's encodings.
    private func locations(_ result: DecodeResult) -> [String] {
        guard let root = result.document?.root else { return [] }
        var lines: [String] = []
        func visit(_ node: XMLNode) {
            lines.append("\(node.name) \(node.location.line):\(node.location.column)")
            node.children.forEach(visit)
        }
        visit(root)
        return lines
    }

    // MARK: - Read

    func testUTF8WithAndWithoutByteOrderMarkReadAlike() throws {
        let plain = decode(Data(storyboard().utf8))
        XCTAssertEqual(plain.diagnostics, [])
        let marked = decode(Data([0xEF, 0xBB, 0xBF]) + Data(storyboard().utf8))
        XCTAssertEqual(marked.diagnostics, [])
        XCTAssertEqual(locations(marked), locations(plain))
        XCTAssertEqual(locations(plain).last, "view 6:77")
    }

    /// UTF-16 in either byte order, declared as UTF-16 or not declared at all, decodes to the
    /// same tree with the same lines and character columns as the UTF-8 file.
    func testUTF16WithAByteOrderMarkIsTranscoded() throws {
        let expected = locations(decode(Data(storyboard().utf8)))
        for declaration in [#"<?xml version="1.0" encoding="UTF-16"?>"#, #"<?xml version="1.0"?>"#] {
            for bigEndian in [false, true] {
                let result = decode(utf16(storyboard(declaration: declaration), bigEndian: bigEndian))
                XCTAssertEqual(result.diagnostics, [], "\(declaration), big endian: \(bigEndian)")
                XCTAssertEqual(locations(result), expected, "\(declaration), big endian: \(bigEndian)")
                XCTAssertEqual(result.document?.scenes.first?.controller?.node["title"], "日本語 ⌘")
            }
        }
    }

    /// A problem the parser finds in a transcoded file is reported where it is in the file.
    func testDiagnosticsInUTF16PointIntoTheFile() {
        func unclosed(_ declaration: String) -> String {
            storyboard(declaration: declaration)
                .replacingOccurrences(of: #"<view key="view" id="A-view"/>"#, with: #"<view key="view" id="A-view">"#)
        }
        let utf8 = decode(Data(unclosed(#"<?xml version="1.0" encoding="UTF-8"?>"#).utf8)).errors
        let transcoded = decode(utf16(unclosed(#"<?xml version="1.0" encoding="UTF-16"?>"#), bigEndian: false)).errors
        XCTAssertEqual(transcoded.count, 1)
        XCTAssertEqual(transcoded.map(\.location), utf8.map(\.location))
        XCTAssertEqual(transcoded.first?.location.line, 6)
    }

    func testUSASCIIIsReadWhenItIsASCII() {
        let ascii = storyboard(declaration: #"<?xml version="1.0" encoding="US-ASCII"?>"#)
        let asciiOnly = ascii.replacingOccurrences(of: "日本語 ⌘", with: "Japanese")
        XCTAssertEqual(decode(Data(asciiOnly.utf8)).diagnostics, [])
        assertRefused(Data(ascii.utf8), at: 6, 39, "declares encoding \"US-ASCII\"", "not ASCII (0xE6)")
    }

    // MARK: - Refused

    /// The input that crashed: a declaration naming Shift_JIS, never closed, then bytes that are
    /// not Shift_JIS. The same with each encoding libxml2 hands to iconv.
    func testTheCrashingDeclarationIsRefused() {
        for encoding in ["Shift_JIS", "EBCDIC-US", "UCS-4", "UTF-7", "ISO-2022-JP"] {
            var bytes = Array(#"<?xml version="1.0" encoding="\#(encoding)" <document>"#.utf8)
            bytes += [0xFF, 0xFE, 0x81, 0x01] + Array("</document>".utf8)
            assertRefused(
                Data(bytes), at: 1, 33 + encoding.count, "malformed XML declaration", "'?>' is expected here")
        }
    }

    /// A declared encoding that is not UTF-8 is refused at its `encoding=`, whatever follows.
    func testOtherDeclaredEncodingsAreRefusedAtTheDeclaration() {
        for encoding in ["Shift_JIS", "ISO-8859-1", "EBCDIC-US", "UCS-4", "UTF-7", "windows-1252", "x-no-such-name"] {
            let text = storyboard(declaration: #"<?xml version="1.0" encoding="\#(encoding)"?>"#)
            assertRefused(
                Data(text.utf8) + Data([0xFF, 0xFE]), at: 1, 21, "declares encoding \"\(encoding)\"",
                XMLInput.readEncodings)
        }
    }

    func testDeclarationAndByteOrderMarkThatDisagreeAreRefused() {
        let utf16Declared = storyboard(declaration: #"<?xml version="1.0" encoding="UTF-16"?>"#)
        assertRefused(Data(utf16Declared.utf8), at: 1, 21, "\"UTF-16\"", "no UTF-16 byte order mark")
        assertRefused(
            utf16(storyboard(), bigEndian: false), at: 1, 21, "\"UTF-8\"", "begins with a UTF-16 byte order mark")
    }

    /// Encodings told by the first bytes (XML 1.0, appendix F) that are not read.
    func testUnreadSignaturesAreRefusedAtTheStart() {
        let ascii = Array(#"<?xml version="1.0"?><document/>"#.utf8)
        let cases: [(bytes: [UInt8], what: String)] = [
            (ascii.flatMap { [$0, 0] }, "UTF-16 without a byte order mark"),
            (ascii.flatMap { [0, $0] }, "UTF-16 without a byte order mark"),
            (ascii.flatMap { [$0, 0, 0, 0] }, "UTF-32 (UCS-4) without a byte order mark"),
            (ascii.flatMap { [0, 0, 0, $0] }, "UTF-32 (UCS-4) without a byte order mark"),
            ([0xFF, 0xFE, 0, 0] + ascii.flatMap { [$0, 0, 0, 0] }, "UTF-32 (UCS-4), by its byte order mark"),
            ([0, 0, 0xFE, 0xFF] + ascii.flatMap { [0, 0, 0, $0] }, "UTF-32 (UCS-4), by its byte order mark"),
            ([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], "EBCDIC"),
        ]
        for (bytes, what) in cases {
            assertRefused(Data(bytes), at: 1, 1, what, XMLInput.readEncodings)
        }
    }

    func testBytesThatAreNotUTF8AreLocated() {
        let text = storyboard().replacingOccurrences(of: "日本語 ⌘", with: "日本語 @")
        let at = Array(text.utf8).firstIndex(of: UInt8(ascii: "@"))!
        for (sequence, shown) in [
            ([0xFF], "0xFF"), ([0xC0, 0x80], "0xC0 0x80"), ([0xED, 0xA0, 0x80], "0xED 0xA0 0x80"),
            ([0xF4, 0x90, 0x80, 0x80], "0xF4 0x90 0x80 0x80"), ([0xE6, 0x97], "0xE6 0x97 0x22"),
        ] as [([UInt8], String)] {
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(at..<(at + 1), with: sequence)
            assertRefused(Data(bytes), at: 6, 43, "bytes that are not UTF-8 (\(shown)")
        }
    }

    func testUTF16ThatBreaksIsLocated() {
        var lone = utf16(#"<?xml version="1.0"?>"# + "\n<document title=\"", bigEndian: false)
        lone += Data([0x00, 0xDC]) + utf16("\"/>", bigEndian: false).dropFirst(2)
        assertRefused(lone, at: 2, 18, "a UTF-16 surrogate without its pair (0xDC00)")
        let odd = utf16("<document/>", bigEndian: true) + Data([0x00])
        assertRefused(odd, at: 1, 12, "ends in the middle of a UTF-16 code unit")
    }

    /// libxml2 reads on past a broken declaration and still switches to the encoding it names,
    /// so a declaration is read whole or refused.
    func testMalformedDeclarationsAreRefusedWhereTheyBreak() {
        // Each at line 1 but the first: after the spaces that follow it, `<document` is on line 2.
        let cases: [(declaration: String, column: Int, fragment: String)] = [
            (#"<?xml version="1.0" encoding="UTF-8""#, 1, "'?>' is expected here"),
            (#"<?xml version="1.0"encoding="UTF-8"?>"#, 20, "a space is needed before 'encoding'"),
            (#"<?xml encoding="UTF-8"?>"#, 7, "it must begin with the version"),
            (#"<?xml version="2.0"?>"#, 7, "the version is \"2.0\""),
            (#"<?xml version=1.0?>"#, 15, "must be in quotes"),
            (#"<?xml version="1.0" encoding="8bit"?>"#, 21, "does not begin with a letter"),
            (#"<?xml version="1.0" encoding="UTF 8"?>"#, 34, "can hold only letters, digits"),
            (#"<?xml version="1.0" standalone="maybe"?>"#, 21, "standalone is \"maybe\""),
            (#"<?xml version="1.0" standalone="yes" encoding="UTF-8"?>"#, 38, "in that order"),
            (#"<?xml version="1.0" encoding "UTF-8"?>"#, 30, "'=' is expected after 'encoding'"),
        ]
        for (number, (declaration, column, fragment)) in cases.enumerated() {
            assertRefused(Data(storyboard(declaration: declaration).utf8), at: number == 0 ? 2 : 1, column, fragment)
        }
        assertRefused(Data(#"<?xml version="1.0" encoding="UTF-8"#.utf8), at: 1, 36, "the file ends inside it")
        // Not a declaration (libxml2 reads one only as `<?xml` and a space): a processing
        // instruction, left to the parser.
        XCTAssertEqual(decode(Data(storyboard(declaration: #"<?xml-stylesheet href="a"?>"#).utf8)).diagnostics, [])
    }

    /// The declaration passed on names no encoding once the bytes are UTF-8 that were not, and
    /// keeps its length, so offsets, lines and columns stay the file's.
    func testTheDeclarationPassedOnNamesNoEncoding() throws {
        let declaration = #"<?xml version="1.0" encoding="UTF-16" standalone="no"?>"#
        let passed = try XMLInput.utf8(utf16(storyboard(declaration: declaration), bigEndian: true)).get()
        let firstLine = String(decoding: passed.prefix { $0 != 0x0A }, as: UTF8.self)
        let blank = { (count: Int) in String(repeating: " ", count: count) }
        XCTAssertEqual(firstLine, #"<?xml version="1.0" "# + blank(17) + #" standalone="no"?>"#)
        let ascii = #"<?xml version='1.0' encoding='ascii'?><document/>"#
        XCTAssertEqual(
            String(decoding: try XMLInput.utf8(Data(ascii.utf8)).get(), as: UTF8.self),
            "<?xml version='1.0' " + blank(16) + "?><document/>")
        // UTF-8 needs no rewriting: libxml2 reads it itself and switches nothing for the name.
        let utf8 = Data(storyboard().utf8)
        XCTAssertEqual(try XMLInput.utf8(utf8).get(), utf8)
    }
}
