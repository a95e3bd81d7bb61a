import Foundation

/// What every graphics renderer's output is made with: the area it draws. Image renderers add
/// scale, opacity and range (`UIGraphicsImageRendererFormat`).
open class UIGraphicsRendererFormat: @unchecked Sendable {
    /// The area a renderer draws, in points: the renderer's bounds for the format its context
    /// hands the drawing block (`context.format.bounds`), zero for a format not yet given to one.
    open internal(set) var bounds: CGRect = .zero

    /// Creates a format with no bounds yet.
    public init() {}

    /// A new format with the default settings.
    open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
    /// A new format with the device's best settings; the same as `default()` here.
    open class func preferred() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
}

/// The context a renderer's drawing block gets: its Core Graphics context and format, and
/// UIKit's few drawing shortcuts.
open class UIGraphicsRendererContext {
    /// The Core Graphics context the drawing block draws into.
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.rendererFormat = format
    }

    /// The format the renderer draws in.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the context's fill colour, combined by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        blending(blendMode) { $0.fill(rect) }
    }
    /// Strokes `rect` with the context's stroke colour and line style.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect` with the context's stroke colour, combined by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        blending(blendMode) { $0.stroke(rect) }
    }

    /// Runs `draw` with `blendMode` set, the context's state put back after.
    private func blending(_ blendMode: CGBlendMode, _ draw: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw(cgContext)
        cgContext.restoreGState()
    }
    /// Narrows the context's clip to its intersection with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// What UIKit's block-based renderers share: a format and whether the output is an image. The
/// image renderer (`UIGraphicsImageRenderer`) is the one here; a PDF renderer is not yet.
open class UIGraphicsRenderer {
    private let rendererFormat: UIGraphicsRendererFormat

    /// Creates a renderer of `bounds` in `format` (a copy of it, given the bounds, for image renderers).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererFormat = format
        format.bounds = bounds
    }

    /// The format the renderer draws in.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer's output can be an image; false for this base class.
    open var allowsImageOutput: Bool { false }
}
