import Foundation

/// UIKit's geometry boxes on `NSValue` (keyboard frames arrive in these): Linux's Foundation has
/// `NSValue(rect:)` and `rectValue`, which these name as UIKit does.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
