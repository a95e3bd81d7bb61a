import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

/// `CAShapeLayer` drawn by Cairo: its path filled and stroked, the stroke cut at `strokeEnd` as a
/// `CABasicAnimation` on the animation clock moves it (the model keeps its value), and a path
/// that reaches outside the layer's empty bounds repainted by a frame renderer as it changes.
final class ShapeLayerRenderingTests: UIKitTestCase {
    @MainActor
    private static func ring(on canvas: UIView) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 40, y: 40), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        canvas.layer.addSublayer(ring)
        return ring
    }

    func testAStrokeEndAnimationDrawsPartOfTheRing() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 80, height: 80))
            let shape = Self.ring(on: canvas)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            shape.add(draw, forKey: "draw")
            UIApplication.shared.advance(by: 0.5)
            let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "shape-layer-stroke-half", scale: 2))
            let blue = RGBA(0, 122, 255)
            XCTAssertTrue(
                picture.rgba(2 * 70, 2 * 40).isClose(to: blue), "the right side is drawn: \(picture.rgba(140, 80))")
            XCTAssertTrue(picture.rgba(2 * 10, 2 * 40).isClose(to: RGBA(255, 255, 255)), "the left side is not yet")
            XCTAssertEqual(shape.strokeEnd, 1, "the model keeps its value")
            UIApplication.shared.runUntilIdle()
            let whole = try XCTUnwrap(CairoRenderer.render(canvas, scale: 2))
            XCTAssertTrue(whole.rgba(2 * 10, 2 * 40).isClose(to: blue), "at the end, the whole ring")
        }
    }

    func testAFilledPathOutsideEmptyBoundsIsRepaintedAsItChanges() {
        onMain {
            let canvas = makeCanvas(CGSize(width: 80, height: 80))
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
            shape.fillColor = UIColor.systemRed.cgColor
            canvas.layer.addSublayer(shape)
            let renderer = CairoFrameRenderer(view: canvas, scale: 1)
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "first frame")
            shape.path = CGPath(rect: CGRect(x: 40, y: 40, width: 30, height: 30), transform: nil)
            let damage = renderer.renderFrame()
            XCTAssertTrue(damage.contains { $0.contains(CGRect(x: 10, y: 10, width: 60, height: 60)) }, "\(damage)")
            assertMatchesFullRender(renderer, "after the path moved")
        }
    }
}
