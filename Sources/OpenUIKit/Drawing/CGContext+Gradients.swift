import Foundation

/// Painting gradients over the clip, as Core Graphics does: code usually clips to a shape
/// first (`addPath`, `clip()`), then draws the gradient across it.
extension CGContext {
    /// Colours change along the line from `start` to `end` and stay the same across it. Without
    /// options nothing is painted before `start` or after `end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        backend.drawLinearGradient(gradient, start: start, end: end, options: options, state: state)
    }

    /// Colours change from the start circle to the end circle. Negative radii count as zero.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        guard [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius].allSatisfy(\.isFinite)
        else { return }
        backend.drawRadialGradient(
            gradient, startCenter: startCenter, startRadius: max(startRadius, 0),
            endCenter: endCenter, endRadius: max(endRadius, 0), options: options, state: state)
    }
}
