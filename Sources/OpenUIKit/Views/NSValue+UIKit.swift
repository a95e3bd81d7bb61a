import Foundation

/// UIKit's geometry boxes on `NSValue` (keyboard frames arrive in these): Linux's Foundation has
/// `NSValue(rect:)` and `rectValue`, which these name as UIKit does.
extension NSValue {
    /// Creates a value holding the rectangle, as a keyboard notification's frame is passed.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Creates a value holding the point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Creates a value holding the size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
