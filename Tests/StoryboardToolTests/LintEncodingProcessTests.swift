import Foundation
import XCTest

/// `storyboard lint` as its own process (the built executable beside the test bundle) on files
/// whose XML declaration and bytes disagree about the encoding: each run ends with exit status 0
/// or 1 and, when 1, the file's located error; never with a signal. Before the reader decided
/// the encoding itself, the Shift_JIS, EBCDIC, UCS-4, UTF-7 and ISO-2022-JP files without `?>`
/// ended in SIGSEGV inside libxml2.
final class LintEncodingProcessTests: XCTestCase {
    private struct Case {
        let name: String
        let bytes: [UInt8]
        /// The line and column of the error, or nil when the file is read.
        let error: (line: Int, column: Int)?
    }

    private static let body = Array(
        #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" initialViewController="A">
          <scenes>
            <scene sceneID="S1">
              <objects>
                <viewController id="A" title="Zoë" sceneMemberID="viewController"><view key="view" id="A-view"/></viewController>
              </objects>
            </scene>
          </scenes>
        </document>

        """#.utf8)

    private static func declared(_ encoding: String, closed: Bool = true) -> [UInt8] {
        Array(#"<?xml version="1.0" encoding="\#(encoding)"\#(closed ? "?>" : "")"#.utf8) + [0x0A]
    }

    private static func utf16(_ bytes: [UInt8], bigEndian: Bool, byteOrderMark: Bool = true) -> [UInt8] {
        var output: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in String(decoding: bytes, as: UTF8.self).utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            output += bigEndian ? pair : pair.reversed()
        }
        return output
    }

    /// `Zoë` with its `ë` (two bytes in UTF-8) replaced by `bytes`.
    private static func body(with bytes: [UInt8]) -> [UInt8] {
        let e = Array("ë".utf8)
        let at = body.indices.first { body[$0...].starts(with: e) }!
        var copy = body
        copy.replaceSubrange(at..<(at + e.count), with: bytes)
        return copy
    }

    private static let cases: [Case] = [
        Case(name: "utf16-declared-utf8-bytes", bytes: declared("UTF-16") + body, error: (1, 21)),
        Case(
            name: "latin1-declared-invalid", bytes: declared("ISO-8859-1") + body(with: [0x81, 0xFF]), error: (1, 21)),
        Case(
            name: "shift-jis-unclosed-invalid",
            bytes: declared("Shift_JIS", closed: false) + body(with: [0xFF, 0xFE, 0x81]), error: (2, 1)),
        Case(name: "shift-jis-invalid", bytes: declared("Shift_JIS") + body(with: [0xFF, 0xFE, 0x81]), error: (1, 21)),
        Case(name: "ebcdic-declared-ascii", bytes: declared("EBCDIC-US", closed: false) + body, error: (2, 1)),
        Case(name: "ucs4-declared-utf8", bytes: declared("UCS-4", closed: false) + body, error: (2, 1)),
        Case(name: "utf7-declared", bytes: declared("UTF-7") + Array("+ADw-document/+AD4-".utf8), error: (1, 21)),
        Case(
            name: "iso-2022-jp-unclosed",
            bytes: declared("ISO-2022-JP", closed: false) + body(with: [0x1B, 0x24, 0xFF]),
            error: (2, 1)),
        Case(name: "unknown-name", bytes: declared("x-no-such-encoding") + body, error: (1, 21)),
        Case(name: "utf8-declared-invalid", bytes: declared("UTF-8") + body(with: [0xC3, 0x28]), error: (6, 41)),
        Case(name: "ascii-declared-utf8", bytes: declared("US-ASCII") + body, error: (6, 41)),
        Case(
            name: "utf8-declared-utf16-bytes", bytes: utf16(declared("UTF-8") + body, bigEndian: false), error: (1, 21)),
        Case(
            name: "utf16-without-mark", bytes: utf16(declared("UTF-16") + body, bigEndian: false, byteOrderMark: false),
            error: (1, 1)),
        Case(name: "windows-1252-declared", bytes: declared("windows-1252") + body, error: (1, 21)),
        Case(name: "utf16-big-endian", bytes: utf16(declared("UTF-16") + body, bigEndian: true), error: nil),
        Case(name: "utf8-with-mark", bytes: [0xEF, 0xBB, 0xBF] + declared("UTF-8") + body, error: nil),
    ]

    /// The `storyboard` executable the build put beside the test bundle.
    private static var storyboardTool: URL {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("storyboard") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    func testDisagreeingEncodingsEndInADiagnosticNeverASignal() throws {
        let tool = Self.storyboardTool
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: tool.path), "no storyboard executable at \(tool.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-encodings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertGreaterThanOrEqual(Self.cases.count, 12)
        for item in Self.cases {
            let url = folder.appendingPathComponent("\(item.name).storyboard")
            try Data(item.bytes).write(to: url)
            let output = folder.appendingPathComponent("\(item.name).out")
            try Data().write(to: output)
            let handle = try FileHandle(forWritingTo: output)
            let process = Process()
            process.executableURL = tool
            process.arguments = ["lint", url.path]
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            process.waitUntilExit()
            try handle.close()
            let printed = String(decoding: try Data(contentsOf: output), as: UTF8.self)
            XCTAssertEqual(
                process.terminationReason, .exit, "\(item.name) ended by signal \(process.terminationStatus)")
            if let (line, column) = item.error {
                XCTAssertEqual(process.terminationStatus, 1, "\(item.name): \(printed)")
                XCTAssertTrue(printed.contains("\(url.path):\(line):\(column): error: "), "\(item.name): \(printed)")
            } else {
                XCTAssertEqual(process.terminationStatus, 0, "\(item.name): \(printed)")
            }
        }
    }
}
