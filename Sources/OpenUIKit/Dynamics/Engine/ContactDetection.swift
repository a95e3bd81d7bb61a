import Foundation

/// Where two outlines touch: the normal from the first to the second and up to two points, each
/// with its separation (negative where the outlines overlap).
struct ContactManifold {
    struct Point {
        var point: CGPoint
        var separation: CGFloat
    }

    var normal: CGPoint
    var points: [Point]

    /// The deepest overlap, or the smallest gap.
    var separation: CGFloat { points.map(\.separation).min() ?? 0 }
}

/// Finding contacts between convex outlines (the separating axis test, with the touching edge
/// clipped to the other's edge for two points, as Box2D does) and between an outline and a
/// half-plane (the reference view's edges).
enum ContactDetection {
    /// Outlines closer than this count as touching: a resting item stays in contact from one
    /// step to the next instead of touching every other step.
    static let margin: CGFloat = 0.5

    /// The contact of convex polygon `a` with convex polygon `b` (either may be a two-point
    /// segment), or nil when they are further apart than `margin`. The normal points from `a`
    /// to `b`.
    static func collide(
        _ a: [CGPoint], normals aNormals: [CGPoint], _ b: [CGPoint], normals bNormals: [CGPoint]
    ) -> ContactManifold? {
        guard a.count >= 2, b.count >= 2 else { return nil }
        let (separationA, edgeA) = maxSeparation(a, aNormals, b)
        guard separationA <= margin else { return nil }
        let (separationB, edgeB) = maxSeparation(b, bNormals, a)
        guard separationB <= margin else { return nil }

        // The reference edge is the one the other outline is least inside of; a small bias keeps
        // the choice from flickering between two equal edges.
        let flip = separationB > separationA + 0.01
        let (reference, referenceNormals, edge) = flip ? (b, bNormals, edgeB) : (a, aNormals, edgeA)
        let (incident, incidentNormals) = flip ? (a, aNormals) : (b, bNormals)
        let normal = referenceNormals[edge]
        let start = reference[edge]
        let end = reference[(edge + 1) % reference.count]

        var incidentEdge = 0
        var lowest = CGFloat.infinity
        for index in incidentNormals.indices {
            let dot = incidentNormals[index].dot(normal)
            if dot < lowest {
                lowest = dot
                incidentEdge = index
            }
        }
        var segment = [incident[incidentEdge], incident[(incidentEdge + 1) % incident.count]]
        let tangent = (end - start).normalized
        segment = clip(segment, normal: -tangent, offset: -tangent.dot(start))
        guard segment.count >= 2 else { return nil }
        segment = clip(segment, normal: tangent, offset: tangent.dot(end))
        guard segment.count >= 2 else { return nil }

        let points = segment.compactMap { point -> ContactManifold.Point? in
            let separation = normal.dot(point - start)
            return separation <= margin ? ContactManifold.Point(point: point, separation: separation) : nil
        }
        guard !points.isEmpty else { return nil }
        return ContactManifold(normal: flip ? -normal : normal, points: points)
    }

    /// The contact of a polygon with the half-plane `normal · x ≥ offset` it should stay in: the
    /// two vertices deepest outside, the normal pointing into the half-plane.
    static func collide(_ vertices: [CGPoint], insideNormal normal: CGPoint, offset: CGFloat) -> ContactManifold? {
        var points = vertices.compactMap { vertex -> ContactManifold.Point? in
            let separation = normal.dot(vertex) - offset
            return separation <= margin ? ContactManifold.Point(point: vertex, separation: separation) : nil
        }
        guard !points.isEmpty else { return nil }
        points.sort { $0.separation < $1.separation }
        return ContactManifold(normal: normal, points: Array(points.prefix(2)))
    }

    /// The edge of `a` along whose normal `b` reaches least far inside, and how far apart they are
    /// along it.
    private static func maxSeparation(
        _ a: [CGPoint], _ normals: [CGPoint], _ b: [CGPoint]
    ) -> (CGFloat, Int) {
        var best = -CGFloat.infinity
        var bestEdge = 0
        for index in a.indices {
            let normal = normals[index]
            var deepest = CGFloat.infinity
            for vertex in b { deepest = min(deepest, normal.dot(vertex - a[index])) }
            if deepest > best {
                best = deepest
                bestEdge = index
            }
        }
        return (best, bestEdge)
    }

    /// The part of a segment where `normal · x ≤ offset`.
    private static func clip(_ segment: [CGPoint], normal: CGPoint, offset: CGFloat) -> [CGPoint] {
        let first = normal.dot(segment[0]) - offset
        let second = normal.dot(segment[1]) - offset
        var kept: [CGPoint] = []
        if first <= 0 { kept.append(segment[0]) }
        if second <= 0 { kept.append(segment[1]) }
        if first * second < 0 {
            let t = first / (first - second)
            kept.append(segment[0] + t * (segment[1] - segment[0]))
        }
        return kept
    }
}
