import Foundation

/// The stretch of a path between two fractions of its length, as a shape layer's `strokeStart`
/// and `strokeEnd` cut it: each subpath flattened to lines (curves into segments about a point
/// long, at least eight and at most 256 a curve), their lengths added, and the lines between the
/// two distances kept. A subpath kept whole stays closed.
enum PathTrimming {
    /// `path` from `start` to `end` (0…1, start below end) of its length. O(segments).
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath? {
        let subpaths = polylines(of: path.elements)
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0 else { return nil }
        let from = start * total, to = end * total
        let trimmed = CGMutablePath()
        var travelled: CGFloat = 0
        for subpath in subpaths {
            defer { travelled += subpath.length }
            let lower = from - travelled, upper = to - travelled
            guard upper > 0, lower < subpath.length else { continue }
            if lower <= 0, upper >= subpath.length {
                trimmed.addLines(between: subpath.points)
                if subpath.isClosed { trimmed.closeSubpath() }
                continue
            }
            trimmed.addLines(between: subpath.part(from: max(lower, 0), to: min(upper, subpath.length)))
        }
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A subpath as points, closed subpaths ending where they began.
    struct Polyline {
        var points: [CGPoint] = []
        var isClosed = false

        var length: CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }

        /// The points between two distances along it, cut exactly at both.
        func part(from lower: CGFloat, to upper: CGFloat) -> [CGPoint] {
            var result: [CGPoint] = []
            var walked: CGFloat = 0
            for (a, b) in zip(points, points.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                defer { walked += segment }
                guard segment > 0, walked + segment >= lower, walked <= upper else { continue }
                func at(_ distance: CGFloat) -> CGPoint {
                    let t = min(max((distance - walked) / segment, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if result.isEmpty { result.append(at(max(lower, walked))) }
                result.append(at(min(upper, walked + segment)))
            }
            return result
        }
    }

    static func polylines(of elements: [CGPath.Element]) -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline()
        func finish() {
            if current.points.count > 1 { lines.append(current) }
            current = Polyline()
        }
        func steps(_ length: CGFloat) -> Int { min(max(Int(length.rounded(.up)), 8), 256) }
        for element in elements {
            let from = current.points.last ?? .zero
            switch element.type {
            case .moveToPoint:
                finish()
                current.points = [element.points[0]]
            case .addLineToPoint:
                if current.points.isEmpty { current.points = [from] }
                current.points.append(element.points[0])
            case .addQuadCurveToPoint:
                if current.points.isEmpty { current.points = [from] }
                let (c, end) = (element.points[0], element.points[1])
                let count = steps(hypot(c.x - from.x, c.y - from.y) + hypot(end.x - c.x, end.y - c.y))
                for step in 1...count {
                    let t = CGFloat(step) / CGFloat(count), u = 1 - t
                    current.points.append(
                        CGPoint(
                            x: u * u * from.x + 2 * u * t * c.x + t * t * end.x,
                            y: u * u * from.y + 2 * u * t * c.y + t * t * end.y))
                }
            case .addCurveToPoint:
                if current.points.isEmpty { current.points = [from] }
                let (c1, c2, end) = (element.points[0], element.points[1], element.points[2])
                let count = steps(
                    hypot(c1.x - from.x, c1.y - from.y) + hypot(c2.x - c1.x, c2.y - c1.y)
                        + hypot(end.x - c2.x, end.y - c2.y))
                for step in 1...count {
                    current.points.append(
                        PathFlattener.cubicPoint(from, c1, c2, end, at: CGFloat(step) / CGFloat(count)))
                }
            case .closeSubpath:
                if let first = current.points.first {
                    current.points.append(first)
                    current.isClosed = true
                    let start = first
                    finish()
                    // Drawing after a close goes on from the subpath's start.
                    current.points = [start]
                }
            }
        }
        finish()
        return lines
    }
}
