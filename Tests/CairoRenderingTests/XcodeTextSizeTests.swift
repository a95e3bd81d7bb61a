import CairoRendering
import Foundation
import TestSupport
import XCTest
import XcodeFrames

@testable import OpenUIKit

/// Text as wide as Apple draws it (issue 22): every corpus view sized by its text (a label,
/// button, text field or segmented control whose frame follows its content on an axis no
/// constraint fixes) measured with Pango and set against the size Xcode saved, which Xcode
/// measured in SF Pro. Prints the median and 95th-percentile width error (a fraction of Xcode's
/// width) and height error (points) per font and size, then overall, and how many of the views
/// whose frames follow text land within 1 pt of Xcode's with our text; `TEXT_DEBUG=1` prints
/// every view and every such frame that does not.
///
/// When the ceilings were last set: widths median 0.41%, p95 1.69% (71 views); heights median
/// 0.00 pt, p95 0.00 pt (152); text-dependent frames 253 of 275 within 1 pt (92.0%). Before
/// SF Pro's tracking and line height: 2.84%, 7.29%, 0.33 pt, 4.00 pt and 22.6%. `TEXT_DEBUG`
/// set to part of a file's path measures only the files whose paths contain it and prints
/// each scene's canvas and each mismatch.
final class XcodeTextSizeCorpusTests: UIKitTestCase {
    /// Issue 22's goals: widths within 1% at the median and 3% at the 95th percentile, heights
    /// within 0.5 pt.
    static let widthMedianCeiling = 0.01
    static let widthP95Ceiling = 0.03
    static let heightCeiling = 0.5
    /// Issue 22's goal (92.0% reached).
    static let textDependentFloor = 0.90

    func testMeasureTextSizes() throws {
        let debugFilter = ProcessInfo.processInfo.environment["TEXT_DEBUG"].flatMap { $0 == "1" ? nil : $0 }
        let files = interfaceFiles(below: try SharedCorpus.storyboards, nibs: false).filter { url in
            debugFilter.map { url.path.contains($0) } ?? true
        }
        onMain {
            CairoRendering.install()
            let total = XcodeCorpusMeasurement.measure(
                files, debug: debugFilter != nil, report: { line in if debugFilter != nil { print(line) } })
            let sizes = total.textSizes
            if ProcessInfo.processInfo.environment["TEXT_DEBUG"] != nil {
                for size in sizes {
                    print(
                        "TEXT\t\(size.elementName)\t\(size.font)\t\(size.text.debugDescription)\t\(size.ours.width)\t"
                            + "\(size.ours.height)\t\(size.xcode.width)\t\(size.xcode.height)\t\(size.comparesWidth)\t"
                            + "\(size.comparesHeight)")
                }
                for mismatch in total.textDependent.mismatches {
                    print(
                        "TEXTFRAME \(mismatch.viewClass) \(mismatch.id) ours \(mismatch.ours.short) "
                            + "xcode \(mismatch.xcode.short)")
                }
            }
            sizes.report.forEach { print($0) }
            print(
                String(
                    format: "text-dependent frames %d/%d = %.1f%% within 1 pt", total.textDependent.matched,
                    total.textDependent.compared, 100 * total.textDependent.rate))
            let summary = sizes.errorSummary
            XCTAssertGreaterThan(summary.widths, 50, "the corpus has text-sized views")
            XCTAssertLessThanOrEqual(summary.widthMedian, Self.widthMedianCeiling)
            XCTAssertLessThanOrEqual(summary.widthP95, Self.widthP95Ceiling)
            XCTAssertLessThanOrEqual(summary.heightMedian, Self.heightCeiling)
            XCTAssertLessThanOrEqual(summary.heightP95, Self.heightCeiling)
            // No one-line label cut short where Xcode's frame holds its text whole.
            print("one-line labels checked for truncation: \(total.labelsCheckedForTruncation)")
            XCTAssertGreaterThan(total.labelsCheckedForTruncation, 50)
            XCTAssertEqual(
                total.truncatedLabels.map { "\($0.id) \($0.text.debugDescription): \($0.width) in \($0.ours)" }, [])
            XCTAssertGreaterThan(total.textDependent.compared, 250)
            XCTAssertGreaterThanOrEqual(total.textDependent.rate, Self.textDependentFloor)
        }
    }
}
