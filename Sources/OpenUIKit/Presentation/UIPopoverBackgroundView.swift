import CoreFoundation
import Foundation

/// The class-level measurements a popover background draws to: its arrow's base and height and
/// the insets of the content within it.
@preconcurrency @MainActor
public protocol UIPopoverBackgroundViewMethods {
    /// The width of the arrow's base.
    static func arrowBase() -> CGFloat
    /// The arrow's height, from its base to its tip.
    static func arrowHeight() -> CGFloat
    /// The insets of the popover's content within the background.
    static func contentViewInsets() -> UIEdgeInsets
}

/// The background a popover is drawn on, for a custom look: subclass it, override the three
/// class methods, and set the subclass as the popover presentation's
/// `popoverBackgroundViewClass`. On Linux the popover records the class but keeps its own
/// background (Swift cannot make a view from a class value without a required initializer).
/// As in UIKit, the base class's measurements must be overridden; here they report UIKit's
/// exception and give zero.
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// How far the arrow is from the middle of its side; the popover sets it.
    open var arrowOffset: CGFloat = 0
    /// The side the arrow is on; the popover sets it (`.unknown` here, where no arrow points).
    open var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Whether the popover draws its usual content appearance (rounded corners, a shadow)
    /// inside this background; true by default.
    open class var wantsDefaultContentAppearance: Bool { true }

    /// The width of the arrow's base; a subclass must override it.
    open class func arrowBase() -> CGFloat {
        reportNotOverridden("arrowBase")
        return 0
    }

    /// The arrow's height; a subclass must override it.
    open class func arrowHeight() -> CGFloat {
        reportNotOverridden("arrowHeight")
        return 0
    }

    /// The insets of the content; a subclass must override it.
    open class func contentViewInsets() -> UIEdgeInsets {
        reportNotOverridden("contentViewInsets")
        return .zero
    }

    private class func reportNotOverridden(_ method: String) {
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "+[UIPopoverBackgroundView \(method)] must be implemented by subclassers.")
    }
}
