import Foundation
import TestSupport
import XCTest

/// The SDK census (`openuikit census --sdk`): every name of the lists in `docs/sdk/` asked of the
/// compiler, held to the statuses the lists carry and to `docs/compatibility.md`, so the published
/// figures are the code's and no entry is marked implemented that does not compile.
final class SDKCensusTests: XCTestCase {
    private func scratch(_ name: String = #function) throws -> URL {
        try OpenUIKitTool.scratch("sdk-census-tests", name)
    }

    /// A list of four names, one of them made up: the measurement marks each, and the report
    /// counts them by area and kind and lists the missing one.
    func testTheCensusMarksEachNameOfAList() throws {
        let folder = try scratch()
        let lists = folder.appendingPathComponent("lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        try Data(
            """
            area\tkind\tname\theader\tstatus
            views\tclass\tUIView\tUIView.h\tmissing
            views\tclass\tUIQuantumView\tUIQuantumView.h\timplemented
            app\tclass\tUIDevice\tUIDevice.h\t
            layout\tenum\tUIView.ContentMode\tUIView.h\t

            """.utf8
        ).write(to: lists.appendingPathComponent("UIKit.tsv"))
        let differences = folder.appendingPathComponent("differs.md")
        try Data("On Linux `UIDevice` reports a simulator.\n".utf8).write(to: differences)
        let measured = folder.appendingPathComponent("measured")
        let report = folder.appendingPathComponent("compatibility.md")
        let log = folder.appendingPathComponent("census.log")
        let status = try OpenUIKitTool.run(
            [
                "census", "--sdk", lists.path, "--write-lists", measured.path, "--differences", differences.path,
                "--output", report.path,
            ], log: log)
        XCTAssertEqual(status, 0, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        XCTAssertEqual(
            try String(contentsOf: measured.appendingPathComponent("UIKit.tsv"), encoding: .utf8),
            """
            area\tkind\tname\theader\tstatus
            views\tclass\tUIView\tUIView.h\timplemented
            views\tclass\tUIQuantumView\tUIQuantumView.h\tmissing
            app\tclass\tUIDevice\tUIDevice.h\timplemented, differs on Linux
            layout\tenum\tUIView.ContentMode\tUIView.h\timplemented

            """)
        let markdown = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(
            markdown.contains(
                "3 of 4 names here (75.0%); public classes 2 of 3 (66.7%); 1 of them differ on Linux."), markdown)
        XCTAssertTrue(markdown.contains("| views | 1 of 2 | — | 1 of 2 (50.0%) |"), markdown)
        XCTAssertTrue(markdown.contains("- **views** (1): `UIQuantumView`"), markdown)
    }

    /// The lists in `docs/sdk/` carry the statuses the compiler gives their names today, and
    /// `docs/compatibility.md` is their report (`make sdk-census` writes both).
    func testTheSDKCensusIsTheOnePublished() throws {
        let folder = try scratch()
        let sdk = OpenUIKitTool.checkout.appendingPathComponent("docs/sdk")
        let measured = folder.appendingPathComponent("lists")
        let report = folder.appendingPathComponent("compatibility.md")
        let log = folder.appendingPathComponent("census.log")
        let status = try OpenUIKitTool.run(
            ["census", "--sdk", sdk.path, "--write-lists", measured.path, "--output", report.path], log: log)
        XCTAssertEqual(status, 0, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        for name in try FileManager.default.contentsOfDirectory(atPath: sdk.path) where name.hasSuffix(".tsv") {
            XCTAssertEqual(
                try String(contentsOf: sdk.appendingPathComponent(name), encoding: .utf8),
                try String(contentsOf: measured.appendingPathComponent(name), encoding: .utf8),
                "docs/sdk/\(name) is not what the census measures (make sdk-census updates it); measured: \(measured.path)"
            )
        }
        XCTAssertEqual(
            try String(
                contentsOf: OpenUIKitTool.checkout.appendingPathComponent("docs/compatibility.md"), encoding: .utf8),
            try String(contentsOf: report, encoding: .utf8),
            "docs/compatibility.md is not the census's report (make sdk-census writes it); measured: \(report.path)")
    }
}
