import Foundation

/// How a background is drawn: a colour in a rounded rectangle, inset from the view's bounds,
/// with an optional stroke. A button configuration keeps one (`background`) and fills in what
/// it leaves nil from its style. Custom views, images and visual effects are not drawn here.
public struct UIBackgroundConfiguration: Hashable {
    /// Nil lets the owner choose (a button's style, from its base colour).
    public var backgroundColor: UIColor?
    /// A function applied to the resolved background colour, such as `grayscale`; `nil` applies none.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the background's corners; a button uses it when its corner style is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's bounds.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Nil with a positive width strokes in the tint colour, as UIKit does.
    public var strokeColor: UIColor?
    /// A function applied to the resolved stroke colour; `nil` applies none.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the stroke around the background; 0 (the default) draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches past the background's edge.
    public var strokeOutset: CGFloat = 0

    /// Creates a configuration with no colour, no stroke, square corners and no insets.
    public init() {}

    /// No colour, no stroke: what a configuration starts from.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// `backgroundColor` (or `tintColor` when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// `strokeColor` (or `tintColor` when it is `nil`) through the stroke colour transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// Transformers are functions, which have no equality: two configurations that differ only
    /// in them compare equal.
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundInsets)
        hasher.combine(strokeColor)
        hasher.combine(strokeWidth)
        hasher.combine(strokeOutset)
    }
}
