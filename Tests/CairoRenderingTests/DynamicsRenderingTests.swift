import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A red square dropped by a dynamic animator is drawn where the physics left it: on the floor
/// of the reference view, its top empty again.
final class DynamicsRenderingTests: UIKitTestCase {
    func testAFallenSquareIsDrawnOnTheFloor() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 100, height: 200))
            let square = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
            square.backgroundColor = .red
            canvas.addSubview(square)
            let animator = UIDynamicAnimator(referenceView: canvas)
            let collision = UICollisionBehavior(items: [square])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [square]))
            animator.addBehavior(collision)

            let before = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertEqual(before.rgba(50, 20), RGBA(255, 0, 0), "at the top before the clock moves")
            for _ in 0..<90 { UIApplication.shared.advance(by: 1.0 / 60) }
            XCTAssertFalse(animator.isRunning, "it came to rest")

            let after = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertEqual(after.rgba(50, 20), RGBA(255, 255, 255), "the top is empty")
            XCTAssertEqual(after.rgba(50, 190), RGBA(255, 0, 0), "the square lies on the floor")
            XCTAssertEqual(after.rgba(41, 182), RGBA(255, 0, 0), "its top-left corner, 20 points above the floor")
            XCTAssertEqual(after.rgba(50, 178), RGBA(255, 255, 255), "and nothing above it")
            XCTAssertEqual(after.rgba(35, 190), RGBA(255, 255, 255), "nor beside it")
        }
    }
}
