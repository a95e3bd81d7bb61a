import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

private let fixtures = Bundle.module.url(forResource: "ImageFixtures", withExtension: nil)!
private let red = RGBA(230, 40, 40), green = RGBA(40, 180, 60)

/// A layer's `magnificationFilter` reaching Cairo: the quadrants picture (32 × 16 pixels) drawn
/// four times its size smoothly by default, and with hard pixel edges under `.nearest`, whether
/// the view's frame or its transform (as a pixel-art game scales its sprites) makes it larger.
final class ContentsFilterRenderingTests: UIKitTestCase {
    func testNearestKeepsHardPixelEdgesWhenAnImageIsScaledUp() throws {
        try onMain {
            let image = try XCTUnwrap(
                UIImage(contentsOfFile: fixtures.appendingPathComponent("quadrants.png").path))
            let canvas = makeCanvas(CGSize(width: 3 * 128 + 16, height: 64))
            for (index, filter) in [CALayerContentsFilter.linear, .nearest].enumerated() {
                let view = UIImageView(frame: CGRect(x: CGFloat(index) * 136, y: 0, width: 128, height: 64))
                view.image = image
                view.layer.magnificationFilter = filter
                canvas.addSubview(view)
            }
            let sprite = UIImageView(frame: CGRect(x: 0, y: 0, width: 32, height: 16))
            sprite.image = image
            sprite.layer.magnificationFilter = .nearest
            sprite.transform = CGAffineTransform(scaleX: 4, y: 4)
            sprite.center = CGPoint(x: 272 + 64, y: 32)
            canvas.addSubview(sprite)
            let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "contents-filter-nearest", scale: 1))

            // The red and green quadrants meet at x = 64 in each view.
            let smoothEdge = picture.rgba(63, 8)
            XCTAssertFalse(smoothEdge.isClose(to: red, within: 10), "the default filter blends across: \(smoothEdge)")
            for left in [136, 272] {
                XCTAssertTrue(
                    picture.rgba(left + 63, 8).isClose(to: red),
                    "nearest: red up to the edge: \(picture.rgba(left + 63, 8))")
                XCTAssertTrue(
                    picture.rgba(left + 64, 8).isClose(to: green), "and green from it: \(picture.rgba(left + 64, 8))")
            }
        }
    }

    func testTheFilterIsCopiedToThePresentationLayer() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.magnificationFilter = .nearest
            layer.minificationFilter = .trilinear
            XCTAssertEqual(layer.presentation()?.magnificationFilter, .nearest)
            XCTAssertEqual(layer.presentation()?.minificationFilter, .trilinear)
            XCTAssertEqual(CALayer().magnificationFilter, .linear, "linear by default, as in Core Animation")
            XCTAssertEqual(CALayerContentsFilter.nearest.rawValue, "nearest")
        }
    }
}
