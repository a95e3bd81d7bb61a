import Foundation
import TestSupport
import XCTest

@testable import CairoRendering
@testable import OpenUIKit

/// The system font drawn as wide and as tall as Apple's (issue 22): Inter spaced by SF Pro's
/// published tracking (with the display correction from 20 pt) and lined at SF Pro's line
/// height, so a label takes the size Xcode saved for it.
final class SystemFontMetricsTests: UIKitTestCase {
    /// The issue's own figures: at 17 pt Xcode saved "Total" 38 wide and "Bill Amount" 87, where
    /// Inter unspaced drew 42 and 92; and 20.5 tall at 2×, SF Pro's 20.29 rounded to pixels.
    func testLabelsTakeTheSizesXcodeSaved() {
        onMain {
            CairoRendering.install()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let scale = window.screen.scale
            window.screen.scale = 2
            defer { window.screen.scale = scale }
            for (text, width) in [("Total", 38.0), ("Bill Amount", 87.0)] {
                let label = UILabel()
                label.text = text
                window.addSubview(label)
                let size = label.intrinsicContentSize
                XCTAssertEqual(size.width, width, accuracy: 1, text)
                XCTAssertEqual(size.height, 20.5, text)
                label.removeFromSuperview()
            }
        }
    }

    func testTrackingFollowsSFProsTable() {
        XCTAssertEqual(SystemFontTracking.tracking(pointSize: 12), 0)
        XCTAssertEqual(SystemFontTracking.tracking(pointSize: 17), -0.026 * 17, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.tracking(pointSize: 11), 0.006 * 11, accuracy: 1e-9)
        // Between the table's sizes, and at display sizes with the fitted correction.
        XCTAssertEqual(SystemFontTracking.publishedTracking(16.5), -23, accuracy: 1e-9)
        XCTAssertEqual(
            SystemFontTracking.tracking(pointSize: 34), (0.012 + SystemFontTracking.displayCorrection / 1000) * 34,
            accuracy: 1e-9)
        XCTAssertEqual(
            SystemFontTracking.tracking(pointSize: 20, figures: true), SystemFontTracking.tracking(pointSize: 20))
        XCTAssertNotEqual(
            SystemFontTracking.tracking(pointSize: 34, figures: true), SystemFontTracking.tracking(pointSize: 34))
        XCTAssertEqual(SystemFontTracking.tracking(pointSize: .nan), 0)
    }

    /// At display sizes figures and letters are spaced apart: runs cut where they change.
    func testSpacingRunsCutFiguresFromLetters() {
        let text = Array("Mar 265 x".utf16)
        let runs = PangoAttributes.spacingRuns(of: text, in: NSRange(location: 0, length: text.count), apart: true)
        XCTAssertEqual(runs.map(\.0), [0..<4, 4..<7, 7..<9])
        XCTAssertEqual(runs.map(\.1), [false, true, false])
        XCTAssertEqual(
            PangoAttributes.spacingRuns(of: text, in: NSRange(location: 2, length: 3), apart: false).map(\.0), [2..<5])
    }

    /// Helvetica and Arial are drawn in Liberation Sans, their metric twin: Xcode saved "First
    /// View" 157.5 wide in 36-point Helvetica.
    func testHelveticaTakesItsTwinsWidths() throws {
        try onMain {
            CairoRendering.install()
            let label = UILabel()
            label.font = try XCTUnwrap(UIFont(name: "Helvetica", size: 36))
            label.text = "First View"
            XCTAssertEqual(label.intrinsicContentSize.width, 157.5, accuracy: 1)
            XCTAssertTrue(PangoFontMapping.family(for: label.font).contains("Liberation Sans"))
        }
    }

    /// A line up to 3% wider than its frame (our widths are within that of SF Pro's, the frame
    /// is SF Pro's) is drawn narrowed to fit whole; a longer one is cut short as UIKit cuts it.
    func testALineAHairWiderThanItsFrameIsDrawnWhole() throws {
        try onMain {
            CairoRendering.install()
            let label = UILabel()
            label.text = "Bill Amount"
            let natural = label.intrinsicContentSize.width
            let text = try XCTUnwrap(label.attributedText)
            let factor = try XCTUnwrap(label.condensingFactor(for: text, in: natural * 0.98))
            XCTAssertEqual(factor, 0.98, accuracy: 0.01)
            XCTAssertNil(label.condensingFactor(for: text, in: natural * 0.9), "cut short")
            XCTAssertNil(label.condensingFactor(for: text, in: natural + 1), "fits")
            label.numberOfLines = 2
            XCTAssertNil(label.condensingFactor(for: text, in: natural * 0.98), "one line only")

            // Drawn: ink reaches the frame's last pixels, none past it, and no ellipsis shortens it.
            label.numberOfLines = 1
            label.frame = CGRect(x: 0, y: 0, width: (natural * 0.98).rounded(.down), height: 21)
            let image = try XCTUnwrap(CairoRenderer.render(label, scale: 1))
            let inked = (0..<image.width).filter { x in
                (0..<image.height).contains { image.color(atX: x, y: $0).alpha > 100 }
            }
            XCTAssertGreaterThan(inked.max() ?? 0, image.width - 4, "the text runs to the frame's end")
        }
    }
}
