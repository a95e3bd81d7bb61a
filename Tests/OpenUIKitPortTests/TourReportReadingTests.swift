import Foundation
import OpenUIKitContracts
import XCTest

@testable import OpenUIKitPort

/// `tour.json` is read as a contract: a report that is not there, or not a report, is an error
/// naming the file and the place, never an empty report.
final class TourReportReadingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("TourReportReadingTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private var url: URL { folder.appendingPathComponent("tour.json") }

    private func reportWithOneScreen() -> TourReport {
        var report = TourReport(app: "Notes", stepLimit: 40, secondsLimit: 60)
        report.screens = [
            TourReport.Screen(
                number: 1, key: "k", title: "Notes", controllers: ["NotesViewController"], scenes: [],
                picture: "Screen 1.png", reachedAtStep: 0)
        ]
        return report
    }

    private func readError(_ text: String) throws -> TourReport.ReadError? {
        try Data(text.utf8).write(to: url)
        do {
            _ = try TourReport.read(from: url)
            return nil
        } catch let error as TourReport.ReadError {
            return error
        }
    }

    func testAWrittenReportReadsBack() throws {
        try reportWithOneScreen().write(to: url)
        let read = try TourReport.read(from: url)
        XCTAssertEqual(read.app, "Notes")
        XCTAssertEqual(read.screens.map(\.title), ["Notes"])
    }

    func testNoFileIsNilForReadIfPresentAndAnErrorForRead() throws {
        XCTAssertNil(try TourReport.readIfPresent(from: url))
        XCTAssertThrowsError(try TourReport.read(from: url)) { error in
            XCTAssertEqual(
                error as? TourReport.ReadError,
                TourReport.ReadError(path: url.path, place: nil, reason: "there is no report (the app wrote none)"))
        }
    }

    func testAValueOfTheWrongTypeIsPlacedByItsJSONPath() throws {
        try reportWithOneScreen().write(to: url)
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"reachedAtStep\" : 0", with: "\"reachedAtStep\" : \"first\"")
        let error = try XCTUnwrap(try readError(text))
        XCTAssertEqual(error.path, url.path)
        XCTAssertEqual(error.place, "screens[0].reachedAtStep")
        XCTAssertEqual(error.reason, "Int was expected here")
        XCTAssertEqual("\(error)", "\(url.path): screens[0].reachedAtStep: Int was expected here")
    }

    func testAMissingKeyIsNamedWithItsPlace() throws {
        try reportWithOneScreen().write(to: url)
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"key\" : \"k\",", with: "")
        let error = try XCTUnwrap(try readError(text))
        XCTAssertEqual(error.place, "screens[0]")
        XCTAssertEqual(error.reason, "the key \"key\" is missing")
    }

    func testJSONCutShortIsAnErrorNotAnEmptyReport() throws {
        let error = try XCTUnwrap(try readError("{\n  \"app\" : \"Notes\",\n  \"screens\" : ["))
        XCTAssertEqual(error.path, url.path)
        XCTAssertTrue(error.reason.hasPrefix("not JSON a report decodes from: "), error.reason)
    }

    /// `openuikit run` records the process's end in the report the app wrote; one it cannot
    /// read fails the tour with the place, and the app's file is kept beside it.
    func testTheRunCommandFailsATourWhoseReportIsCorrupt() throws {
        try reportWithOneScreen().write(to: url)
        let corrupt = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"app\" : \"Notes\"", with: "\"app\" : 3")
        try Data(corrupt.utf8).write(to: url)
        let summary = try TourOutcome.record(
            ChildProcess.Outcome(status: 0, signal: nil, timedOut: false, seconds: 2), in: folder, app: "Notes",
            steps: 40, seconds: 60)
        XCTAssertFalse(summary.passed)
        let written = try TourReport.read(from: url)
        let stopped = try XCTUnwrap(written.stoppedBecause)
        XCTAssertTrue(
            stopped.hasPrefix("the app's report could not be read (kept as tour.unreadable.json): \(url.path): app: "),
            stopped)
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("tour.unreadable.json"), encoding: .utf8),
            corrupt)
        XCTAssertTrue(summary.text.contains("FAILED"), summary.text)
    }
}
