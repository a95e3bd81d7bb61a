import Foundation

/// A dynamic item's outline as the engine collides it: a convex polygon around the item's centre,
/// its vertices counter-clockwise in the mathematical sense (so each edge's outward normal is the
/// edge turned a quarter turn back). A rectangle is its four corners; an ellipse the
/// `ellipseVertexCount` points of an inscribed polygon; a path the convex hull of its points, with
/// curves flattened (UIKit asks for a convex path around the centre, as this makes any path).
struct CollisionShape {
    /// Points on an ellipse's outline: enough for the flat sides to sit within half a percent of
    /// the curve, few enough that a pile of balls stays cheap.
    static let ellipseVertexCount = 32
    /// Segments a curve of a bounding path is flattened into.
    static let curveSegments = 8

    /// The vertices, relative to the item's centre at rest (angle zero).
    let vertices: [CGPoint]
    /// Each edge's outward normal: edge `i` runs from vertex `i` to the next.
    let normals: [CGPoint]
    /// The area enclosed, in square points.
    let area: CGFloat
    /// The moment of inertia about the centre of a plate of this outline with area density 1.
    let unitInertia: CGFloat

    init(vertices: [CGPoint]) {
        var points = vertices
        if Self.signedArea(points) < 0 { points.reverse() }
        self.vertices = points
        normals = Self.normals(of: points)
        area = abs(Self.signedArea(points))
        unitInertia = Self.inertia(of: points)
    }

    /// The outline of `item` as its collision bounds type asks for.
    @MainActor
    init(item: any UIDynamicItem) {
        let size = item.bounds.size
        let (halfWidth, halfHeight) = (max(size.width, 0) / 2, max(size.height, 0) / 2)
        switch item.collisionBoundsType {
        case .rectangle:
            self.init(rectangleOfHalfWidth: halfWidth, halfHeight: halfHeight)
        case .ellipse:
            let count = Self.ellipseVertexCount
            self.init(
                vertices: (0..<count).map { index in
                    let angle = CGFloat(index) * 2 * .pi / CGFloat(count)
                    return CGPoint(x: halfWidth * cos(angle), y: halfHeight * sin(angle))
                })
        case .path:
            let hull = Self.convexHull(Self.flattenedPoints(of: item.collisionBoundingPath.cgPath))
            if hull.count >= 3 {
                self.init(vertices: hull)
            } else {
                self.init(rectangleOfHalfWidth: halfWidth, halfHeight: halfHeight)
            }
        }
    }

    init(rectangleOfHalfWidth halfWidth: CGFloat, halfHeight: CGFloat) {
        self.init(vertices: [
            CGPoint(x: -halfWidth, y: -halfHeight), CGPoint(x: halfWidth, y: -halfHeight),
            CGPoint(x: halfWidth, y: halfHeight), CGPoint(x: -halfWidth, y: halfHeight),
        ])
    }

    /// The vertices of the outline placed at `position`, turned by `angle`.
    func placed(at position: CGPoint, angle: CGFloat) -> [CGPoint] {
        vertices.map { $0.rotated(by: angle) + position }
    }

    /// The edge normals of the outline turned by `angle`.
    func normals(turnedBy angle: CGFloat) -> [CGPoint] {
        angle == 0 ? normals : normals.map { $0.rotated(by: angle) }
    }

    static func signedArea(_ points: [CGPoint]) -> CGFloat {
        guard points.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        for index in points.indices { sum += points[index].cross(points[(index + 1) % points.count]) }
        return sum / 2
    }

    /// Outward normals of a counter-clockwise polygon; a two-point polygon (a boundary segment)
    /// gets the segment's two sides.
    static func normals(of points: [CGPoint]) -> [CGPoint] {
        points.indices.map { index in
            let edge = points[(index + 1) % points.count] - points[index]
            return CGPoint(x: edge.y, y: -edge.x).normalized
        }
    }

    /// The polar moment of a uniform polygon of area density 1 about the origin.
    private static func inertia(of points: [CGPoint]) -> CGFloat {
        guard points.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        for index in points.indices {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            sum += a.cross(b) * (a.dot(a) + a.dot(b) + b.dot(b))
        }
        return abs(sum) / 12
    }

    /// Every point a path passes through, its curves cut into `curveSegments` lines.
    static func flattenedPoints(of path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in path.elements {
            switch element.type {
            case .moveToPoint, .addLineToPoint:
                current = element.points[0]
                points.append(current)
            case .addQuadCurveToPoint:
                let (control, end) = (element.points[0], element.points[1])
                for step in 1...curveSegments {
                    let t = CGFloat(step) / CGFloat(curveSegments)
                    let u = 1 - t
                    points.append(u * u * current + 2 * u * t * control + t * t * end)
                }
                current = end
            case .addCurveToPoint:
                let (first, second, end) = (element.points[0], element.points[1], element.points[2])
                for step in 1...curveSegments {
                    let t = CGFloat(step) / CGFloat(curveSegments)
                    let u = 1 - t
                    points.append(
                        u * u * u * current + 3 * u * u * t * first + 3 * u * t * t * second + t * t * t * end)
                }
                current = end
            case .closeSubpath:
                break
            }
        }
        return points
    }

    /// The convex hull, counter-clockwise (Andrew's monotone chain).
    /// - Complexity: O(n log n) in the number of points.
    static func convexHull(_ points: [CGPoint]) -> [CGPoint] {
        let sorted = points.sorted { $0.x == $1.x ? $0.y < $1.y : $0.x < $1.x }
        guard sorted.count >= 3 else { return sorted }
        func chain(_ points: [CGPoint]) -> [CGPoint] {
            var hull: [CGPoint] = []
            for point in points {
                while hull.count >= 2,
                    (hull[hull.count - 1] - hull[hull.count - 2]).cross(point - hull[hull.count - 2]) <= 0
                {
                    hull.removeLast()
                }
                hull.append(point)
            }
            return hull
        }
        let lower = chain(sorted)
        let upper = chain(sorted.reversed())
        return Array(lower.dropLast()) + Array(upper.dropLast())
    }
}
