import Foundation

/// One step of a path, as Core Graphics enumerates them. Arcs, rectangles and ellipses are
/// stored as the lines and cubic curves that draw them, as Core Graphics stores them too.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at a point.
    case moveToPoint = 0
    /// A straight line from the current point to a point.
    case addLineToPoint = 1
    /// A quadratic Bézier curve from the current point, with one control point.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve from the current point, with two control points.
    case addCurveToPoint = 3
    /// A line back to the start of the current subpath, which ends it.
    case closeSubpath = 4
}

/// An immutable path: Core Graphics' path object, which Linux lacks. `UIBezierPath`, the
/// context's current path and a renderer all speak in these.
open class CGPath: Hashable, @unchecked Sendable {
    // @unchecked: a `CGPath` never changes once made; only `CGMutablePath` appends, and it is
    // not shared across threads while it does.

    /// A path step with its points: the end point last, control points before it.
    public struct Element: Hashable, Sendable {
        /// What kind of step this is.
        public var type: CGPathElementType
        /// The step's points: one for a move or line, two for a quadratic curve, three for a cubic, none to close.
        public var points: [CGPoint]

        /// Creates an element of the given kind with its points.
        public init(type: CGPathElementType, points: [CGPoint]) {
            self.type = type
            self.points = points
        }
    }

    /// The path's steps in order, with arcs and shapes already turned into lines and curves.
    public internal(set) var elements: [Element] = []
    /// Where the current subpath started, for `closeSubpath()`.
    var subpathStart: CGPoint = .zero

    init(elements: [Element]) {
        self.elements = elements
        subpathStart = elements.last(where: { $0.type == .moveToPoint })?.points[0] ?? .zero
    }

    /// Creates a path of one closed rectangle, its points through `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path of the ellipse that fits inside `rect`, its points through `transform` when one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path of a rectangle with rounded corners, each corner's size clamped to half the rectangle's sides.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element; `.zero` for an empty path, as Core Graphics returns.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        return last.type == .closeSubpath ? subpathStart : last.points[last.points.count - 1]
    }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        Self.bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the drawn path: curves by their extremes, not their
    /// control points.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint, .addLineToPoint:
                points.append(element.points[0])
            case .addQuadCurveToPoint:
                let (c, end) = (element.points[0], element.points[1])
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
                points += Self.cubicExtremes(current, c1, c2, end)
            case .addCurveToPoint:
                points += Self.cubicExtremes(current, element.points[0], element.points[1], element.points[2])
            case .closeSubpath:
                break
            }
            current = element.type == .closeSubpath ? current : element.points[element.points.count - 1]
        }
        return Self.bounds(of: points)
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy of the path with every point through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: Self.transformed(elements, by: transform?.pointee ?? .identity))
    }

    /// A mutable copy of the path, to append to.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Calls `body` with each element in order; Core Graphics' `applyWithBlock` in Swift form.
    public func forEach(body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// Whether `point` is inside the filled path, by the given rule; curves are flattened.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        var winding = 0
        for polygon in PathFlattener.polygons(of: Self.transformed(elements, by: transform)) {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, Self.cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self.cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: Helpers

    static func transformed(_ elements: [Element], by transform: CGAffineTransform) -> [Element] {
        guard transform != .identity else { return elements }
        return elements.map { Element(type: $0.type, points: $0.points.map { $0.applying(transform) }) }
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A cubic's end points and the points where it turns in x or y.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var ts: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative's coefficients: a t² + b t + c.
            let a = 3 * (-a0 + 3 * a1 - 3 * a2 + a3), b = 6 * (a0 - 2 * a1 + a2), c = 3 * (a1 - a0)
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { ts.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            ts += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map { PathFlattener.cubicPoint(p0, p1, p2, p3, at: $0) }
    }
}

/// A path that grows: every `add…` appends, in Core Graphics' spelling. Points go through
/// `transform` first.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let point = point.applying(transform)
        elements.append(Element(type: .moveToPoint, points: [point]))
        subpathStart = point
    }

    /// A line needs a start: on an empty path it starts where it is, as Core Graphics does
    /// (which also logs a complaint).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty(at: point.applying(transform))
        elements.append(Element(type: .addLineToPoint, points: [point.applying(transform)]))
    }

    /// Starts a new subpath at the first point and adds straight lines through the rest; nothing for no points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty(at: control.applying(transform))
        elements.append(
            Element(type: .addQuadCurveToPoint, points: [control.applying(transform), end.applying(transform)]))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        startIfEmpty(at: control1.applying(transform))
        elements.append(
            Element(
                type: .addCurveToPoint,
                points: [control1.applying(transform), control2.applying(transform), end.applying(transform)]))
    }

    /// Closes the current subpath with a line back to its start; nothing when the path is empty or already closed.
    public func closeSubpath() {
        guard !elements.isEmpty, elements.last?.type != .closeSubpath else { return }
        elements.append(Element(type: .closeSubpath, points: []))
    }

    /// A closed subpath from the origin clockwise on a y-down screen, as Core Graphics adds it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds a closed rectangular subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Four cubic quarter-curves, the usual approximation of an ellipse.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let k: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: cy + k * ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Corner sizes are clamped to half the rectangle's sides, so a large radius makes a capsule.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
        let ry = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
            control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
            control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Core Graphics' angles run from +x towards +y. `clockwise` is in Core Graphics' y-up sense,
    /// so on UIKit's y-down screen `clockwise: true` draws counterclockwise, as on iOS.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            return
        }
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            // Decreasing angles.
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep += (-sweep / turn).rounded(.up) * turn }
            sweep = min(sweep, turn)
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last?.type == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // Control-point distance for a circular arc of `step` radians.
        let handle = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = CGPoint(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }

    /// The arc of `radius` tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`, joined to the current point by a line.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let (p1, p2) = (tangent1End, tangent2End)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard !elements.isEmpty, l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0, radius.isFinite else {
            return addLine(to: p1, transform: transform)
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies on the bisector of the corner, inside it.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let length = hypot(bisector.x, bisector.y)
        let reach = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / length * reach, y: p1.y + bisector.y / length * reach)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        // The short way round.
        let sweep = remainder(end - start, 2 * CGFloat.pi)
        addArc(
            center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: sweep < 0,
            transform: transform)
    }

    /// Appends the elements of `path`, with their points through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += Self.transformed(path.elements, by: transform)
        subpathStart =
            path.elements.last(where: { $0.type == .moveToPoint }).map { $0.points[0].applying(transform) }
            ?? subpathStart
    }

    private func startIfEmpty(at point: CGPoint) {
        if elements.isEmpty { move(to: point) }
    }
}
