import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A view that draws itself with UIBezierPath and the context's own calls.
private final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.systemIndigo.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()

        let check = UIBezierPath()
        check.move(to: CGPoint(x: bounds.width * 0.28, y: bounds.height * 0.52))
        check.addLine(to: CGPoint(x: bounds.width * 0.44, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.34))
        check.lineWidth = 6
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        UIColor.white.setStroke()
        check.stroke()

        context.saveGState()
        context.translateBy(x: bounds.width - 18, y: 4)
        context.rotate(by: .pi / 4)
        context.setFillColor(UIColor.systemPink.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()

        context.setStrokeColor(UIColor.label.resolvedColor(with: traitCollection).cgColor)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [4, 3])
        context.addRect(bounds.insetBy(dx: 1, dy: 1))
        context.strokePath()

        let corner = UIBezierPath(
            roundedRect: CGRect(x: 4, y: bounds.height - 20, width: 28, height: 16),
            byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
        UIColor.systemGreen.setFill()
        corner.fill()
    }
}

final class DrawingTests: UIKitTestCase {
    func testCustomDrawWithBezierPaths() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 100, height: 100))
            let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            canvas.addSubview(badge)
            let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "custom-draw"))
            XCTAssertTrue(image.rgba(2 * 50, 2 * 30).isClose(to: RGBA(88, 86, 214)), "the oval: \(image.rgba(100, 60))")
        }
    }

    func testDrawingOutsideAViewHasNoContext() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()  // nothing to draw into, nothing happens
    }
}
