import Foundation

/// What a `CGContext` needs from whatever puts pixels somewhere: a renderer implements it and
/// hands a `CGContext` made over it to the code that draws (`UIView.draw(_:)`).
///
/// The context keeps the graphics state and the current path itself, so every backend sees
/// the same semantics; geometry arrives in device space (already through the CTM) except text,
/// which comes in user space with the state's CTM. The clip lives in the backend, saved and
/// restored with the state.
public protocol CGContextBackend: AnyObject {
    /// Saves the backend's part of the graphics state, the clip, when the context's `saveGState()` is called.
    func saveGState()
    /// Brings back the clip saved by the matching `saveGState()`.
    func restoreGState()
    /// Paints the inside of `path` with `state.fillColor` at `state.alpha`.
    func fillPath(_ path: CGPath, using rule: CGPathFillRule, state: CGContext.GraphicsState)
    /// Strokes `path` with the state's colour, width (in user space), caps, joins and dashes.
    func strokePath(_ path: CGPath, state: CGContext.GraphicsState)
    /// Intersects the clip with the inside of `path`.
    func clip(to path: CGPath, using rule: CGPathFillRule)
    /// Makes the inside of `path` transparent.
    func clear(_ path: CGPath)
    /// Draws `text` in `rect` (user space, through `state.ctm`), laid out under `options`.
    func drawText(
        _ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions, state: CGContext.GraphicsState)
    /// The clip's bounds in device space (`.infinite` when nothing clips).
    var clipBoundingBox: CGRect { get }
    /// Paints `image` with `transform` taking its pixel space (x to the right, y down from the
    /// first row, one unit a pixel) to device space: inside the image's rectangle, or repeated
    /// over the whole clip when `tiled`. At the state's alpha, blend mode and shadow; a tinted
    /// image (`CGImage` with a fill colour) paints that colour through the image's alpha.
    func drawImage(_ image: CGImage, transform: CGAffineTransform, tiled: Bool, state: CGContext.GraphicsState)
    /// Paints the clip with `gradient` along the line from `start` to `end` (user space, through
    /// `state.ctm`), and beyond its ends as `options` say.
    func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState)
    /// Paints the clip with `gradient` between two circles (user space, through `state.ctm`).
    func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState)
}

/// Backends written before images and gradients draw nothing for them.
extension CGContextBackend {
    public func drawImage(_ image: CGImage, transform: CGAffineTransform, tiled: Bool, state: CGContext.GraphicsState) {
    }
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {}
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {}
}
