import Foundation

/// Core Graphics' drawing context, which Linux lacks, with its Swift API spelling. It keeps the
/// graphics state (transform, colours, line style, alpha, shadow) and the current path, and hands
/// finished paths to its backend, which a renderer provides.
///
/// Paths are built in user space and stored in device space, as Core Graphics stores them: a
/// point goes through the transform in force when it is added, so changing the transform later
/// does not move what is already in the path.
public final class CGContext {
    /// The values `saveGState()` saves and `restoreGState()` brings back (the clip is the
    /// backend's, saved alongside).
    public struct GraphicsState: Sendable {
        /// The current transformation matrix, mapping user space to device space.
        public internal(set) var ctm: CGAffineTransform = .identity
        /// The colour that fills paths and shapes.
        public internal(set) var fillColor: CGColor = .black
        /// The colour that strokes paths and shapes.
        public internal(set) var strokeColor: CGColor = .black
        /// The width of stroked lines, in user-space units.
        public internal(set) var lineWidth: CGFloat = 1
        /// How the ends of stroked open subpaths are drawn.
        public internal(set) var lineCap: CGLineCap = .butt
        /// How stroked segments meet at corners.
        public internal(set) var lineJoin: CGLineJoin = .miter
        /// The ratio of miter length to line width beyond which a miter join becomes a bevel.
        public internal(set) var miterLimit: CGFloat = 10
        /// How far into the dash pattern stroking starts.
        public internal(set) var lineDashPhase: CGFloat = 0
        /// The alternating painted and unpainted lengths of the dash pattern; empty for a solid line.
        public internal(set) var lineDashLengths: [CGFloat] = []
        /// The opacity, 0…1, applied to everything painted.
        public internal(set) var alpha: CGFloat = 1
        /// Whether edges are antialiased.
        public internal(set) var shouldAntialias = true
        /// How painted pixels combine with those already in the context.
        public internal(set) var blendMode: CGBlendMode = .normal
        /// Offset in user space, blur in device pixels as Core Graphics takes them; nil: none.
        public internal(set) var shadow: Shadow?
        /// How images are smoothed when scaled (`interpolationQuality`).
        public internal(set) var interpolationQuality: CGInterpolationQuality = .default

        /// Core Graphics' defaults: identity transform, black fill and stroke, 1-point solid lines, full opacity.
        public init() {}
    }

    /// A shadow cast by everything painted while it is set.
    public struct Shadow: Sendable {
        /// How far the shadow falls from the shape, in user space.
        public var offset: CGSize
        /// The shadow's blur radius, in device pixels.
        public var blur: CGFloat
        /// The shadow's colour.
        public var color: CGColor
    }

    /// The renderer-provided backend that paints finished paths and holds the clip.
    public let backend: any CGContextBackend
    /// The current graphics state: transform, colours, line style, alpha, blend mode, and shadow.
    public private(set) var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// In device space.
    private var currentPath = CGMutablePath()

    /// A context drawing through `backend`, whose device space `baseTransform` maps user space
    /// into (a renderer passes its display scale here, so user space is in points).
    public init(backend: any CGContextBackend, baseTransform: CGAffineTransform = .identity) {
        self.backend = backend
        state.ctm = baseTransform
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state, clip included, for a later `restoreGState()`.
    public func saveGState() {
        savedStates.append(state)
        backend.saveGState()
    }

    /// An unbalanced restore is ignored, as Core Graphics ignores it.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        backend.restoreGState()
    }

    // MARK: Transform

    /// The current transformation matrix, mapping user space to device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The transform applies before the current one: it acts in user space.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Moves user space's origin by `tx` and `ty`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space by `sx` and `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle`, in radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// The transform from user space to device space; the same as `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }
    /// The point in device space that a user-space point maps to.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// The point in user space that a device-space point comes from.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// The bounding rectangle in device space of a user-space rectangle.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// The bounding rectangle in user space of a device-space rectangle.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Colours and line style

    /// Sets the colour that fills paths and shapes.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from RGB components and alpha, each 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray level and alpha, each 0…1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the colour that strokes paths and shapes.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from RGB components and alpha, each 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a gray level and alpha, each 0…1.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Negative or non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.lineWidth = width
    }
    /// Sets how the ends of stroked open subpaths are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how stroked segments meet at corners.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the ratio of miter length to line width beyond which a miter join becomes a bevel.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Empty `lengths` turns dashing off; lengths that are negative or all zero are ignored.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.isEmpty || lengths.contains(where: { $0 > 0 })
        else { return }
        state.lineDashPhase = phase.isFinite ? phase : 0
        state.lineDashLengths = lengths
    }

    /// Sets the opacity applied to everything painted, clamped to 0…1; non-finite values mean 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha.isFinite ? alpha : 1, 0), 1) }
    /// Sets whether edges are antialiased.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Sets how painted pixels combine with those already in the context.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// The smoothing images drawn from now on are scaled with; saved and restored with the graphics state.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets a shadow cast by everything painted afterwards; a `nil` or fully transparent colour removes it.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(blur.isFinite ? blur : 0, 0), color: color)
    }

    /// Core Graphics' default shadow colour: black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Path construction

    /// Discards the current path, starting a new one.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    /// Adds a new subpath of straight lines joining `points` in order.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// Adds an arc of a circle, joined by a line from the current point if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: state.ctm)
    }
    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// Adds a closed rectangular subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    /// Adds a closed subpath for each rectangle.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    /// Adds a closed ellipse that fits inside `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    /// Adds `path`, taken to be in user space, to the current path.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }
    /// Closes the current subpath with a line back to its start.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// In user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// In user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.boundingBox.applying(state.ctm.inverted())
    }
    /// The current path in user space; nil when empty.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : currentPath.copy(using: [state.ctm.inverted()])
    }

    // MARK: Painting the current path (each clears it, as in Core Graphics)

    /// Fills the current path using `rule`, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        guard !path.isEmpty else { return }
        backend.fillPath(path, using: rule, state: state)
    }

    /// Strokes the current path with the line style in force, then clears the path.
    public func strokePath() {
        let path = takePath()
        guard !path.isEmpty else { return }
        backend.strokePath(path, state: state)
    }

    /// Fills, strokes, or both fills and strokes the current path, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        guard !path.isEmpty else { return }
        switch mode {
        case .fill: backend.fillPath(path, using: .winding, state: state)
        case .eoFill: backend.fillPath(path, using: .evenOdd, state: state)
        case .stroke: backend.strokePath(path, state: state)
        case .fillStroke:
            backend.fillPath(path, using: .winding, state: state)
            backend.strokePath(path, state: state)
        case .eoFillStroke:
            backend.fillPath(path, using: .evenOdd, state: state)
            backend.strokePath(path, state: state)
        }
    }

    /// An empty path clips everything away, as in Core Graphics.
    public func clip(using rule: CGPathFillRule = .winding) {
        backend.clip(to: takePath(), using: rule)
    }

    // MARK: Shapes drawn at once (they leave the current path alone)

    /// Fills a rectangle with the fill colour, leaving the current path alone.
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills each rectangle with the fill colour, leaving the current path alone.
    public func fill(_ rects: [CGRect]) { paint(filling: true) { $0.addRects(rects, transform: state.ctm) } }
    /// Fills the ellipse that fits inside `rect`, leaving the current path alone.
    public func fillEllipse(in rect: CGRect) { paint(filling: true) { $0.addEllipse(in: rect, transform: state.ctm) } }
    /// Strokes a rectangle with the line style in force, leaving the current path alone.
    public func stroke(_ rect: CGRect) { paint(filling: false) { $0.addRect(rect, transform: state.ctm) } }
    /// Strokes a rectangle with a line `width` wide, leaving the line width and current path unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Strokes the ellipse that fits inside `rect`, leaving the current path alone.
    public func strokeEllipse(in rect: CGRect) {
        paint(filling: false) { $0.addEllipse(in: rect, transform: state.ctm) }
    }

    /// Pairs of points, each pair one segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        paint(filling: false) { path in
            for index in stride(from: 0, to: points.count - 1, by: 2) {
                path.move(to: points[index], transform: state.ctm)
                path.addLine(to: points[index + 1], transform: state.ctm)
            }
        }
    }

    /// Makes the pixels inside `rect` transparent.
    public func clear(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        backend.clear(path)
    }

    /// Narrows the clip to its intersection with `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Narrows the clip to its intersection with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        backend.clip(to: path, using: .winding)
    }

    /// In user space; `.infinite` while nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        let box = backend.clipBoundingBox
        return box.isInfinite || box.isNull ? box : box.applying(state.ctm.inverted())
    }

    // MARK: Text (for NSString and NSAttributedString drawing)

    /// Draws text; characters with an `NSShadow` are drawn under it (its offset in user space,
    /// its blur radius in points turned into device pixels), in as many passes as the text has
    /// distinct shadows (`NSAttributedString+Shadow.swift`).
    func drawText(_ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions) {
        guard text.length > 0 else { return }
        let passes = text.shadowPasses()
        guard !passes.isEmpty else {
            backend.drawText(text, in: rect, options: options, state: state)
            return
        }
        let saved = state
        defer { state = saved }
        let ctm = saved.ctm
        let scale = Swift.abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
        let traits = UITraitCollection.current
        for pass in passes {
            if let shadow = pass.shadow {
                let blur = shadow.shadowBlurRadius.isFinite ? Swift.max(shadow.shadowBlurRadius, 0) : 0
                let offset = shadow.shadowOffset
                state.shadow = Shadow(
                    offset: CGSize(
                        width: offset.width.isFinite ? offset.width : 0,
                        height: offset.height.isFinite ? offset.height : 0),
                    blur: blur * scale, color: shadow.resolvedColor(with: traits))
            } else {
                state.shadow = saved.shadow
            }
            backend.drawText(pass.text, in: rect, options: options, state: state)
        }
    }

    // MARK: Helpers

    private func takePath() -> CGPath {
        defer { currentPath = CGMutablePath() }
        return currentPath
    }

    private func paint(filling: Bool, _ build: (CGMutablePath) -> Void) {
        let path = CGMutablePath()
        build(path)
        guard !path.isEmpty else { return }
        if filling {
            backend.fillPath(path, using: .winding, state: state)
        } else {
            backend.strokePath(path, state: state)
        }
    }
}
