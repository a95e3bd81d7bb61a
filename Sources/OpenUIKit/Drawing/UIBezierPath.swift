import Foundation

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its line style, drawn into the current context. Angles and `clockwise` are in
/// UIKit's y-down sense: `clockwise: true` goes clockwise on screen.
open class UIBezierPath: NSObject, NSCopying {
    private var storage = CGMutablePath()

    /// The width of the stroked path, in points.
    open var lineWidth: CGFloat = 1
    /// How the ends of stroked open subpaths are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked segments meet at corners.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width beyond which a miter join becomes a bevel.
    open var miterLimit: CGFloat = 10
    /// How accurately curves are rendered; stored and copied but not used when drawing here.
    open var flatness: CGFloat = 0.6
    /// Whether filling and hit-testing use the even-odd rule rather than nonzero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() { super.init() }

    /// Creates a closed rectangular path.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// Creates a closed oval path that fits inside `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// Creates a rounded rectangle; the radius is clamped to half the width across and half the height down.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        storage.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// Each chosen corner is an elliptical quarter of `cornerRadii`, clamped to half the sides.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let rx = min(max(cornerRadii.width.isFinite ? cornerRadii.width : 0, 0), r.width / 2)
        let ry = min(max(cornerRadii.height.isFinite ? cornerRadii.height : 0, 0), r.height / 2)
        let k: CGFloat = 0.5522847498
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        storage.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        storage.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 {
            storage.addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + try_), control1: CGPoint(x: r.maxX - trx + k * trx, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + try_ - k * try_))
        }
        storage.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 {
            storage.addCurve(
                to: CGPoint(x: r.maxX - brx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - bry + k * bry),
                control2: CGPoint(x: r.maxX - brx + k * brx, y: r.maxY))
        }
        storage.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 {
            storage.addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bly), control1: CGPoint(x: r.minX + blx - k * blx, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bly + k * bly))
        }
        storage.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 {
            storage.addCurve(
                to: CGPoint(x: r.minX + tlx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tly - k * tly),
                control2: CGPoint(x: r.minX + tlx - k * tlx, y: r.minY))
        }
        storage.closeSubpath()
    }

    /// Creates a path of one arc of a circle, `clockwise` in the screen's y-down sense.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with the elements of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage.addPath(cgPath)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { storage.move(to: point) }
    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }
    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Core Graphics' `clockwise` is the y-up sense, so UIKit's is passed on inverted.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a line back to its start.
    open func close() { storage.closeSubpath() }
    /// Removes every element of the path, keeping its line style.
    open func removeAllPoints() { storage = CGMutablePath() }
    /// Appends the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }
    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        storage = CGMutablePath(elements: CGPath.transformed(storage.elements, by: transform))
    }

    /// The same outline traced backwards, subpath by subpath.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyStyle(from: self)
        var subpath: [CGPath.Element] = []
        var closed = false
        func flush() {
            defer {
                subpath = []
                closed = false
            }
            guard let start = subpath.first, start.type == .moveToPoint else { return }
            // points[i] is where element i ends (element 0 is the move).
            let points = subpath.map { $0.points[$0.points.count - 1] }
            reversed.storage.move(to: points[points.count - 1])
            for index in stride(from: subpath.count - 1, to: 0, by: -1) {
                let element = subpath[index], back = points[index - 1]
                switch element.type {
                case .addQuadCurveToPoint: reversed.storage.addQuadCurve(to: back, control: element.points[0])
                case .addCurveToPoint:
                    reversed.storage.addCurve(to: back, control1: element.points[1], control2: element.points[0])
                default: reversed.storage.addLine(to: back)
                }
            }
            if closed { reversed.storage.closeSubpath() }
        }
        for element in storage.elements {
            switch element.type {
            case .moveToPoint:
                flush()
                subpath = [element]
            case .closeSubpath:
                closed = true
            default:
                if subpath.isEmpty { subpath = [CGPath.Element(type: .moveToPoint, points: [.zero])] }
                subpath.append(element)
            }
        }
        flush()
        return reversed
    }

    // MARK: Reading

    /// The path as an immutable Core Graphics path; setting it replaces the path's elements.
    open var cgPath: CGPath {
        get { storage.copy() ?? CGPath(elements: []) }
        set { storage = CGMutablePath(elements: newValue.elements) }
    }
    /// Whether the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }
    /// Control points included, as UIKit computes it.
    open var bounds: CGRect { storage.isEmpty ? .zero : storage.boundingBox }
    /// The end point of the last element, or `.zero` for an empty path.
    open var currentPoint: CGPoint { storage.currentPoint }
    /// Whether `point` is inside the path as filled, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern from `count` lengths, starting `phase` into it; a `nil` pattern makes lines solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Copies out the dash pattern, its length, and its phase; `pattern` must hold every length.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing (into the current context; nothing happens without one)

    /// Fills the path with the current context's fill colour; nothing without a current context.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(storage)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with its line style and the current context's stroke colour; nothing without a context.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineStyle(to: context)
        context.addPath(storage)
        context.strokePath()
        context.restoreGState()
    }

    /// Fills the path with a blend mode and opacity, leaving the context's state unchanged.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with a blend mode and opacity, leaving the context's state unchanged.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(storage)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.storage = CGMutablePath(elements: storage.elements)
        copy.copyStyle(from: self)
        return copy
    }

    private func copyStyle(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    private func applyLineStyle(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}
