import Foundation

/// An accessible part of a view that is not a view itself: a drawn title, one segment of a
/// control, a region of a custom drawing. Its container lists it in `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    open weak var accessibilityContainer: AnyObject?
    open var accessibilityIdentifier: String?
    /// Set (not zero), the element's frame follows its container view: this rectangle in the
    /// container's coordinates, converted to the screen's whenever it is read.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    open override var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = accessibilityContainer as? UIView {
                return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
            }
            return super.accessibilityFrame
        }
        set { super.accessibilityFrame = newValue }
    }

    open override var next: UIResponder? { accessibilityContainer as? UIResponder }
}
