import Foundation

/// The shape the pointer takes: a path, a rounded rectangle, or a text beam.
public enum UIPointerShape {
    /// The corner radius of the system's rounded-rectangle pointer, in points.
    public static let defaultCornerRadius: CGFloat = 8

    /// A pointer along `path`, in the coordinates of the view the style is for.
    case path(UIBezierPath)
    /// A rounded rectangle, in the coordinates of the view the style is for.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical text beam of `length` points.
    case verticalBeam(length: CGFloat)
    /// A horizontal text beam of `length` points, for vertical text.
    case horizontalBeam(length: CGFloat)
}
