import Foundation

/// Inset distances for a rectangle's physical edges.
///
/// `left`/`right` are physical, unlike `NSDirectionalEdgeInsets`, which
/// follows the layout direction; UIKit keeps both and so do we.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets with the given distance from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

/// Insets whose horizontal edges flip with the user interface layout
/// direction (leading is left in left-to-right languages, right otherwise).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge: the left in left-to-right languages.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge: the right in left-to-right languages.
    public var trailing: CGFloat

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with the given distance from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

/// A set of rectangle edges, with the same raw bits as UIKit so values
/// stored or bridged elsewhere keep their meaning.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A displacement used by UIKit appearance APIs (e.g. title position
/// adjustments), kept distinct from `CGPoint` as UIKit does.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal distance; positive is to the right.
    public var horizontal: CGFloat
    /// The vertical distance; positive is down.
    public var vertical: CGFloat

    /// Creates an offset of zero.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset of the given distances.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An offset of zero.
    public static let zero = UIOffset()
}

/// Rectangle geometry UIKit code relies on: insetting by edge insets and mapping through affine transforms.
extension CGRect {
    /// Shrinks the rect by `insets` (negative insets grow it).
    ///
    /// Like UIKit's `UIEdgeInsetsInsetRect`, this is plain arithmetic on the
    /// origin and size: the result is not standardised, so over-insetting
    /// yields a negative width or height rather than an empty rect.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }
}
