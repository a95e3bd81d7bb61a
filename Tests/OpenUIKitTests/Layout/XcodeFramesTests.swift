import Foundation
import StoryboardDocument
import TestSupport
import XCTest
import XcodeFrames

@_spi(Tooling) @testable import OpenUIKit

/// Xcode's saved frames as the layout oracle (issue 6). Every scene of the shared corpus's
/// storyboards that uses constraints is laid out on Xcode's canvas for its document
/// (`XcodeCanvas`: a window of the `<device>`'s screen with its safe-area insets from
/// `StoryboardDevice`, plus the bars the canvas simulates; the root view keeps the size Xcode
/// gave it, which is the screen's unless the scene is freeform, embedded, presented as a sheet
/// or under opaque bars; a document without a device lays out at its root view's saved size with
/// no insets), and the frame of each view placed by constraints is compared with the
/// `<rect key="frame">` Xcode saved, within 0.5 pt.
///
/// The comparison is `XcodeFrameComparison`'s, which the tour (`openuikit run --tour`) also makes
/// for every screen it reaches. Two kinds of view are listed apart rather than compared, counted
/// per file (and named with `FRAMES_DEBUG=1`):
/// - views Xcode marked `misplaced` or `ambiguous`: their saved frame is not where their
///   constraints put them;
/// - views whose frame follows a content size Xcode measured with Apple's fonts and its asset
///   catalog: the comparison lays each scene out three times, with the text and image views'
///   content sizes set to their saved sizes, then larger, then smaller, and lists every view whose
///   frame changed (a label whose width and height constraints fix is compared).
///
/// Xcode draws the system design of its time: a document saved before Xcode 26 is laid out as an
/// app that keeps the previous design (`SystemDesign.requiresCompatibility`: a 51×31 switch), one
/// saved by Xcode 26 in iOS 26's (63×28).
///
/// When the floor was last raised, all 285 compared views matched (317 listed apart as sized
/// by their content, 10 as misplaced or ambiguous). `FRAMES_DEBUG=1` also prints each scene's
/// canvas and each mismatch.
final class XcodeFramesCorpusTests: UIKitTestCase {
    /// Just below the overall rate reached.
    static let floor = 0.99

    func testMeasureFrameMatchRate() throws {
        let folder = try SharedCorpus.storyboards
        onMain {
            let total = measureEveryStoryboard(below: folder)
            XCTAssertGreaterThan(total.compared, 100)
            XCTAssertGreaterThanOrEqual(total.rate, Self.floor)
        }
    }
}

/// The same measurement over the sample, whose frames were worked out by hand from their
/// constraints as Xcode saves them: every compared view matches. Its scenes lay out on an iPhone 8
/// canvas under a navigation bar, under a navigation bar and a tab bar with the top and bottom
/// layout guides, at an embedded child's own size, and as a launch screen.
final class XcodeFramesTests: UIKitTestCase {
    func testEveryFrameOfTheSampleMatches() {
        onMain {
            let total = measureEveryStoryboard(below: SampleCorpus.storyboards)
            XCTAssertEqual(total.compared, 8)
            XCTAssertEqual(
                total.matched, total.compared,
                total.mismatches.map { "\($0.id): ours \($0.ours.short), Xcode's \($0.xcode.short)" }.joined(
                    separator: "; "))
            XCTAssertGreaterThan(total.count(.content), 0, "the labels' frames follow their text")
        }
    }
}

/// Lays out every scene that uses constraints in every storyboard below `folder` on its Xcode
/// canvas and compares the frames; prints a row per file and the total, which it returns.
/// `FRAMES_DEBUG=1` also prints each scene's canvas and each mismatch.
@MainActor
private func measureEveryStoryboard(below folder: URL) -> XcodeFrameComparison {
    XcodeCorpusMeasurement.measure(
        interfaceFiles(below: folder, nibs: false), debug: ProcessInfo.processInfo.environment["FRAMES_DEBUG"] != nil)
}
