import Foundation

/// Turns a path's curves into straight segments, for the questions a path answers without a
/// renderer (does it contain a point?).
enum PathFlattener {
    /// Segments per curve: enough for hit testing at screen sizes.
    static let segmentsPerCurve = 16

    /// Each subpath as a closed polygon.
    static func polygons(of elements: [CGPath.Element]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 2 { polygons.append(current) }
            current = []
        }
        for element in elements {
            let from = current.last ?? .zero
            switch element.type {
            case .moveToPoint:
                finish()
                current = [element.points[0]]
            case .addLineToPoint:
                current.append(element.points[0])
            case .addQuadCurveToPoint:
                let (c, end) = (element.points[0], element.points[1])
                for step in 1...segmentsPerCurve {
                    let t = CGFloat(step) / CGFloat(segmentsPerCurve), u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * from.x + 2 * u * t * c.x + t * t * end.x,
                            y: u * u * from.y + 2 * u * t * c.y + t * t * end.y))
                }
            case .addCurveToPoint:
                for step in 1...segmentsPerCurve {
                    let t = CGFloat(step) / CGFloat(segmentsPerCurve)
                    current.append(cubicPoint(from, element.points[0], element.points[1], element.points[2], at: t))
                }
            case .closeSubpath:
                finish()
            }
        }
        finish()
        return polygons
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
