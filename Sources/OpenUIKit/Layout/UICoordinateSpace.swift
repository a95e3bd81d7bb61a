import Foundation

/// A space points and rectangles can be converted between: every view, and the screen's
/// `coordinateSpace`. Conversions between unrelated spaces go through the screen.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// Converts a point from this space to another.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from another space to this one.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to another; a rotated space gives its bounding box.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from another space to this one.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's own rectangle.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    /// To another view as `convert(_:to: UIView?)` does, else through the screen: a window's
    /// root coordinates offset by the window's frame.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        let onScreen = pointOnScreen(point)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return coordinateSpace.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    /// From another view as `convert(_:from: UIView?)` does, else through the screen.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        let onScreen =
            coordinateSpace is ScreenCoordinateSpace
            ? point : coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace)
        let root = rootView
        let origin = (root as? UIWindow)?.frame.origin ?? .zero
        return convert(CGPoint(x: onScreen.x - origin.x, y: onScreen.y - origin.y), from: nil as UIView?)
    }

    /// The bounding box of the rectangle's converted corners.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return boundingBox(corners(of: rect).map { convert($0, to: coordinateSpace) })
    }

    /// The bounding box of the rectangle's converted corners.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return boundingBox(corners(of: rect).map { convert($0, from: coordinateSpace) })
    }

    private var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    private func pointOnScreen(_ point: CGPoint) -> CGPoint {
        let inRoot = convert(point, to: nil as UIView?)
        let origin = (rootView as? UIWindow)?.frame.origin ?? .zero
        return CGPoint(x: inRoot.x + origin.x, y: inRoot.y + origin.y)
    }
}

private func corners(of rect: CGRect) -> [CGPoint] {
    [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
}

private func boundingBox(_ points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
}

/// The screen's space: points as the screen has them, the origin at its top left.
final class ScreenCoordinateSpace: UICoordinateSpace {
    unowned let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, to: self)
    }
}

extension UIScreen {
    /// The screen's coordinate space, in points with the origin at the top left of the
    /// interface as it is shown.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's space fixed to the device's portrait-up orientation. The same as
    /// `coordinateSpace` here: the interface is not rotated against a physical screen.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}
