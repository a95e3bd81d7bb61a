import Foundation

/// A rectangle with its own coordinates that points and rectangles can be converted into and
/// out of: a view, or anything else that can say where it is relative to another space.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds, in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A view is a coordinate space; converting to or from another view goes through their
/// common window, and to any other space through the screen (the window's coordinates here).
extension UIView: UICoordinateSpace {
    /// Converts `point` to `coordinateSpace`, which need not be a view.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return coordinateSpace.convert(convert(point, to: Optional<UIView>.none), from: window ?? self)
    }

    /// Converts `point` from `coordinateSpace`, which need not be a view.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return convert(coordinateSpace.convert(point, to: window ?? self), from: Optional<UIView>.none)
    }

    /// Converts `rect` to `coordinateSpace`, which need not be a view.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return coordinateSpace.convert(convert(rect, to: Optional<UIView>.none), from: window ?? self)
    }

    /// Converts `rect` from `coordinateSpace`, which need not be a view.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return convert(coordinateSpace.convert(rect, to: window ?? self), from: Optional<UIView>.none)
    }
}
