import Foundation

/// UIKit's first way of making a resizable image, from iOS 2, deprecated since iOS 5 and still
/// common in games and older code: caps of the given sizes stay as they are, and the one point
/// after each cap stretches to fill the rest.
extension UIImage {
    /// A copy whose left `leftCapWidth` points and top `topCapHeight` points keep their size while
    /// the single point column and row after them stretch; the right and bottom caps are what is
    /// left. A cap of 0 stretches the whole image along that axis. The result is the image
    /// `resizableImage(withCapInsets:resizingMode:)` makes with those insets and `.stretch`.
    @available(iOS, deprecated: 5.0, message: "Use resizableImage(withCapInsets:resizingMode:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        func insets(cap: Int, length: CGFloat) -> (CGFloat, CGFloat) {
            guard cap > 0 else { return (0, 0) }
            let leading = min(CGFloat(cap), max(length - 1, 0))
            return (leading, max(length - leading - 1, 0))
        }
        let (left, right) = insets(cap: leftCapWidth, length: size.width)
        let (top, bottom) = insets(cap: topCapHeight, length: size.height)
        return resizableImage(
            withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The left cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`, in
    /// points; 0 for an image that does not stretch.
    @available(iOS, deprecated: 5.0, message: "Use capInsets")
    public var leftCapWidth: Int { isResizable ? Int(capInsets.left) : 0 }

    /// The top cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`, in
    /// points; 0 for an image that does not stretch.
    @available(iOS, deprecated: 5.0, message: "Use capInsets")
    public var topCapHeight: Int { isResizable ? Int(capInsets.top) : 0 }
}
