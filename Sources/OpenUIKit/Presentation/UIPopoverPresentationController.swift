import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An arrow pointing up, with the popover below its anchor.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow pointing down, with the popover above its anchor.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow pointing left, with the popover to the right of its anchor.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow pointing right, with the popover to the left of its anchor.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The arrow's direction is not yet known.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's presentation: where it points. It exists as soon as a controller's style is
/// `.popover`, so the app can set the anchor before presenting, as in UIKit.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at; recorded but not used for placement here.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; recorded but not used for placement here.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at; held weakly, and not used for placement here.
    open weak var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point; recorded, though no arrow is drawn here.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views the user can still touch while the popover is shown; recorded but not consulted here.
    open var passthroughViews: [UIView]?
    /// The colour of the popover's background and arrow; recorded but not drawn here.
    open var backgroundColor: UIColor?
    /// The direction the arrow points; always `.unknown` here, where no arrow is drawn.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
}
