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
        public internal(set) var ctm: CGAffineTransform = .identity
        public internal(set) var fillColor: CGColor = .black
        public internal(set) var strokeColor: CGColor = .black
        public internal(set) var lineWidth: CGFloat = 1
        public internal(set) var lineCap: CGLineCap = .butt
        public internal(set) var lineJoin: CGLineJoin = .miter
        public internal(set) var miterLimit: CGFloat = 10
        public internal(set) var lineDashPhase: CGFloat = 0
        public internal(set) var lineDashLengths: [CGFloat] = []
        public internal(set) var alpha: CGFloat = 1
        public internal(set) var shouldAntialias = true
        public internal(set) var blendMode: CGBlendMode = .normal
        /// Offset in user space, blur in device pixels as Core Graphics takes them; nil: none.
        public internal(set) var shadow: Shadow?

        public init() {}
    }

    public struct Shadow: Sendable {
        public var offset: CGSize
        public var blur: CGFloat
        public var color: CGColor
    }

    public let backend: any CGContextBackend
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

    public var ctm: CGAffineTransform { state.ctm }

    /// The transform applies before the current one: it acts in user space.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Colours and line style

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Negative or non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.lineWidth = width
    }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Empty `lengths` turns dashing off; lengths that are negative or all zero are ignored.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.isEmpty || lengths.contains(where: { $0 > 0 })
        else { return }
        state.lineDashPhase = phase.isFinite ? phase : 0
        state.lineDashLengths = lengths
    }

    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha.isFinite ? alpha : 1, 0), 1) }
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

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

    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }
    public func closePath() { currentPath.closeSubpath() }

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

    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        guard !path.isEmpty else { return }
        backend.fillPath(path, using: rule, state: state)
    }

    public func strokePath() {
        let path = takePath()
        guard !path.isEmpty else { return }
        backend.strokePath(path, state: state)
    }

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

    public func fill(_ rect: CGRect) { fill([rect]) }
    public func fill(_ rects: [CGRect]) { paint(filling: true) { $0.addRects(rects, transform: state.ctm) } }
    public func fillEllipse(in rect: CGRect) { paint(filling: true) { $0.addEllipse(in: rect, transform: state.ctm) } }
    public func stroke(_ rect: CGRect) { paint(filling: false) { $0.addRect(rect, transform: state.ctm) } }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
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

    public func clear(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        backend.clear(path)
    }

    public func clip(to rect: CGRect) { clip(to: [rect]) }

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

    func drawText(_ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions) {
        guard text.length > 0 else { return }
        backend.drawText(text, in: rect, options: options, state: state)
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
