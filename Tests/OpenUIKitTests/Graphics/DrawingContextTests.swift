import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A backend that writes down what it is asked to paint.
private final class RecordingBackend: CGContextBackend {
    var log: [String] = []

    func saveGState() { log.append("save") }
    func restoreGState() { log.append("restore") }
    func fillPath(_ path: CGPath, using rule: CGPathFillRule, state: CGContext.GraphicsState) {
        log.append("fill \(describe(path)) \(rule) \(state.fillColor.components ?? [])")
    }
    func strokePath(_ path: CGPath, state: CGContext.GraphicsState) {
        log.append("stroke \(describe(path)) width \(state.lineWidth)")
    }
    func clip(to path: CGPath, using rule: CGPathFillRule) { log.append("clip \(describe(path))") }
    func clear(_ path: CGPath) { log.append("clear \(describe(path))") }
    func drawText(
        _ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions, state: CGContext.GraphicsState
    ) {
        log.append("text \(text.string) at \(rect.origin.x),\(rect.origin.y)")
    }
    var clipBoundingBox: CGRect { .infinite }

    private func describe(_ path: CGPath) -> String {
        path.elements.map { element in
            let points = element.points.map { "\(Int($0.x.rounded())),\(Int($0.y.rounded()))" }.joined(separator: " ")
            return "\(element.type)" + (points.isEmpty ? "" : "(\(points))")
        }.joined(separator: " ")
    }
}

final class DrawingContextTests: UIKitTestCase {
    /// Points go through the transform in force when they are added; painting empties the path.
    func testPathsAreStoredInDeviceSpace() {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend, baseTransform: CGAffineTransform(scaleX: 2, y: 2))
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        context.translateBy(x: 10, y: 0)
        XCTAssertEqual(context.boundingBoxOfPath, CGRect(x: -9, y: 1, width: 2, height: 2), "read back in user space")
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fillPath()
        XCTAssertTrue(context.isPathEmpty)
        XCTAssertEqual(
            backend.log,
            [
                "fill moveToPoint(2,2) addLineToPoint(6,2) addLineToPoint(6,6) addLineToPoint(2,6) closeSubpath winding [1.0, 0.0, 0.0, 1.0]"
            ])
    }

    func testStateIsSavedAndRestored() {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        context.setLineWidth(3)
        context.saveGState()
        context.setLineWidth(9)
        context.rotate(by: .pi)
        context.restoreGState()
        context.restoreGState()  // unbalanced: ignored
        context.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.ctm, .identity)
        XCTAssertEqual(backend.log.first, "save")
        XCTAssertEqual(backend.log.last?.hasSuffix("width 3.0"), true)
        XCTAssertEqual(backend.log.filter { $0 == "restore" }.count, 1)
    }

    func testCurrentContextStack() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        UIGraphicsPushContext(context)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === context)
        UIColor.systemBlue.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIGraphicsPopContext()
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(backend.log.filter { $0.hasPrefix("fill") }.count, 2)
    }

    /// UIKit's `clockwise` is on screen (y down); Core Graphics' is the other way round.
    func testArcDirection() {
        let screenClockwise = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(screenClockwise.bounds.minY, 0, accuracy: 1e-6, "a quarter turn from +x to +y, below the centre")
        XCTAssertEqual(screenClockwise.currentPoint.y, 10, accuracy: 1e-6)
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(other.bounds.minY, -10, accuracy: 1e-6, "three quarters the other way")
    }

    func testBezierPathGeometry() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(oval.bounds, CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertTrue(oval.contains(CGPoint(x: 10, y: 5)))
        XCTAssertFalse(oval.contains(CGPoint(x: 1, y: 1)))
        let rounded = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: .topLeft,
            cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertFalse(rounded.contains(CGPoint(x: 1, y: 1)), "the rounded corner")
        XCTAssertTrue(rounded.contains(CGPoint(x: 39, y: 1)), "a square corner")
        let reversed = rounded.reversing()
        XCTAssertEqual(reversed.bounds, rounded.bounds)
        XCTAssertEqual(reversed.cgPath.elements.count, rounded.cgPath.elements.count)
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 10, height: 10)))
        ring.usesEvenOddFillRule = true
        XCTAssertFalse(ring.contains(CGPoint(x: 15, y: 15)), "the hole")
        XCTAssertTrue(ring.contains(CGPoint(x: 5, y: 15)))
    }

    func testDynamicColorsResolveAgainstTraits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(UIColor.label.resolvedColor(with: dark), UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(
            UIColor.label.resolvedColor(with: UITraitCollection()), UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertTrue(UIColor.red.resolvedColor(with: dark) === UIColor.red, "a fixed colour is itself")
        let custom = UIColor { traits in traits.userInterfaceStyle == .dark ? .yellow : .purple }
        XCTAssertEqual(custom.resolvedColor(with: dark), .yellow)
        XCTAssertEqual(custom.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .purple)

        let backend = RecordingBackend()
        UIGraphicsPushContext(CGContext(backend: backend))
        dark.performAsCurrent { UIColor.label.setFill() }
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIGraphicsPopContext()
        XCTAssertEqual(backend.log.last?.hasSuffix("[1.0, 1.0, 1.0, 1.0]"), true, "white: the dark label colour")
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .unspecified, "put back")
    }

    /// With no text measurer installed, labels keep no intrinsic size and strings are estimated.
    func testHeadlessTextMeasuring() {
        MainActor.assumeIsolated {
            XCTAssertTrue(TextMeasurement.measurer is HeadlessTextMeasurer)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            label.text = "Hello"
            XCTAssertEqual(
                label.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 50, height: 20))
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            XCTAssertEqual(button.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        }
        let font = UIFont.systemFont(ofSize: 10)
        XCTAssertEqual("abcd".size(withAttributes: [.font: font]), CGSize(width: 20, height: font.lineHeight))
        let wrapped = "abcdefgh".boundingRect(
            with: CGSize(width: 20, height: 100), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        XCTAssertEqual(wrapped.size, CGSize(width: 20, height: 2 * font.lineHeight))
    }
}
