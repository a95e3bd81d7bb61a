import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// `snapshotView(afterScreenUpdates:)`: a view of the same size showing the view's hierarchy as
/// drawn at that moment, unchanged when the view changes afterwards.
final class SnapshotViewRenderingTests: UIKitTestCase {
    func testASnapshotShowsTheViewAsItWas() throws {
        try onMain {
            CairoRendering.install()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            card.backgroundColor = .systemRed
            let dot = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            dot.backgroundColor = .systemBlue
            card.addSubview(dot)
            let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: true))
            XCTAssertEqual(snapshot.bounds.size, card.bounds.size)
            card.backgroundColor = .systemGreen
            let canvas = makeCanvas(CGSize(width: 40, height: 20))
            canvas.addSubview(snapshot)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 2))
            XCTAssertTrue(
                picture.rgba(10, 20).isClose(to: RGBA(255, 59, 48)), "red, as it was: \(picture.rgba(10, 20))")
            XCTAssertTrue(
                picture.rgba(60, 20).isClose(to: RGBA(0, 122, 255)), "the subview too: \(picture.rgba(60, 20))")
        }
    }
}
