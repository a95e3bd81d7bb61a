import Foundation

/// UIKit's string measuring and drawing for plain strings: the attributes apply to the whole
/// string, which is then measured or drawn as an attributed string.
extension NSString {
    /// The size the string takes drawn with the given attributes, on lines broken only at its newlines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// The rectangle the string takes drawn with the given attributes within `size`: wrapped to its width with
    /// `.usesLineFragmentOrigin`, else one line whose rectangle's origin is the baseline.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }

    /// Draws the string with the given attributes into the current context, its first line's top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string with the given attributes into the current context, wrapped to `rect`'s width and clipped
    /// to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// Draws the string with the given attributes into the current context, laid out as
    /// `boundingRect(with:options:attributes:context:)` lays it out.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: self as String, attributes: attributes).draw(
            with: rect, options: options, context: context)
    }
}

/// The same on Swift strings, which UIKit code calls them on directly.
extension String {
    /// The size the string takes drawn with the given attributes, on lines broken only at its newlines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string takes drawn with the given attributes within `size`, as `NSString` measures it.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string with the given attributes into the current context, its first line's top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string with the given attributes into the current context, wrapped to `rect`'s width and clipped
    /// to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }
}
