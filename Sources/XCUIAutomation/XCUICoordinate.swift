import Foundation
import OpenUIKit
import OpenUIKitContracts

/// A point on the screen relative to an element, for gestures at a place an element's middle is
/// not: `element.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)).tap()`.
open class XCUICoordinate: NSObject {
    public let referencedElement: XCUIElement
    let normalizedOffset: CGVector
    let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
        super.init()
    }

    /// A coordinate `offsetVector` points from this one.
    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(
            element: referencedElement, normalizedOffset: normalizedOffset,
            pointsOffset: CGVector(dx: pointsOffset.dx + offsetVector.dx, dy: pointsOffset.dy + offsetVector.dy))
    }

    public var screenPoint: CGPoint {
        let frame = referencedElement.frame
        return CGPoint(
            x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
            y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
    }

    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        guard let point = resolvedPoint("tap", file: file, line: line) else { return }
        referencedElement.application.perform(
            .tap(x: Double(point.x), y: Double(point.y), count: 1), file: file, line: line)
    }

    public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        guard let point = resolvedPoint("double tap", file: file, line: line) else { return }
        referencedElement.application.perform(
            .tap(x: Double(point.x), y: Double(point.y), count: 2), file: file, line: line)
    }

    public func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        guard let point = resolvedPoint("press", file: file, line: line) else { return }
        referencedElement.application.perform(
            .press(x: Double(point.x), y: Double(point.y), duration: duration), file: file, line: line)
    }

    /// Held `duration` seconds, dragged to `otherCoordinate` and lifted.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let start = resolvedPoint("press", file: file, line: line),
            let end = otherCoordinate.resolvedPoint("drag to", file: file, line: line)
        else { return }
        var points = Array(
            repeating: AutomationPoint(x: Double(start.x), y: Double(start.y)), count: max(2, Int(duration * 60)))
        points += XCUIElement.stroke(from: (Double(start.x), Double(start.y)), to: (Double(end.x), Double(end.y)))
        referencedElement.application.perform(.drag(points: points), file: file, line: line)
    }

    private func resolvedPoint(_ action: String, file: StaticString, line: UInt) -> CGPoint? {
        guard referencedElement.nodeForAction(action, file: file, line: line) != nil else { return nil }
        return screenPoint
    }
}
