import Foundation

/// Inset distances for a rectangle's physical edges.
///
/// `left`/`right` are physical, unlike `NSDirectionalEdgeInsets`, which
/// follows the layout direction; UIKit keeps both and so do we.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

/// Insets whose horizontal edges flip with the user interface layout
/// direction (leading is left in left-to-right languages, right otherwise).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

/// A set of rectangle edges, with the same raw bits as UIKit so values
/// stored or bridged elsewhere keep their meaning.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A displacement used by UIKit appearance APIs (e.g. title position
/// adjustments), kept distinct from `CGPoint` as UIKit does.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}

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
