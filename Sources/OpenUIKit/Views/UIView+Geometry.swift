import Foundation

/// Coordinate conversion and hit testing. A view maps its bounds into its superview through its
/// center, its transform (about the center, where the layer's anchor point sits) and its bounds
/// origin.
extension UIView {
    /// Device pixels per point for drawing and rounding: the traits' display scale, or 1
    /// before the view has one.
    var pixelScale: CGFloat { traitCollection.displayScale > 0 ? traitCollection.displayScale : 1 }

    /// The transform from this view's coordinates to its superview's.
    var transformToSuperview: CGAffineTransform {
        let b = bounds
        let anchor = layer.anchorPoint
        let pivot = CGPoint(x: b.minX + b.width * anchor.x, y: b.minY + b.height * anchor.y)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The transform from this view's coordinates to the root of its tree (a window or a
    /// detached top view).
    private var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            result = result.concatenating(current.transformToSuperview)
            view = parent
        }
        return result
    }

    private func root() -> UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Converts through the common root. Views in different trees convert as if both roots sat at
    /// the origin, which is what UIKit does for two windows at the origin.
    private func transform(to other: UIView?) -> CGAffineTransform {
        let toRoot = transformToRoot
        guard let other else { return toRoot }
        return toRoot.concatenating(other.transformToRoot.inverted())
    }

    /// Converts a point from this view's coordinates to another view's, or to its window's (its root view's) when
    /// the view is `nil`.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// Converts a point from another view's coordinates, or its window's (its root view's) when the view is `nil`,
    /// to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point.applying(transformToRoot.inverted()) }
        return view.convert(point, to: self as UIView?)
    }

    /// Converts a rectangle from this view's coordinates to another view's, or to its window's (its root view's)
    /// when the view is `nil`; a rotated view gives the rectangle's bounding box.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Converts a rectangle from another view's coordinates, or its window's (its root view's) when the view is
    /// `nil`, to this view's; a rotated view gives the rectangle's bounding box.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return rect.applying(transformToRoot.inverted()) }
        return view.convert(rect, to: self as UIView?)
    }

}
