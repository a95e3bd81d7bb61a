import Foundation

/// An accessible part of a view that is not a view itself: a drawn title, one segment of a
/// control, a region of a custom drawing. Its container lists it in `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view or element that contains this element; it is the element's next responder.
    open weak var accessibilityContainer: AnyObject?
    /// A string that identifies the element to UI tests, never spoken or localized.
    open var accessibilityIdentifier: String?
    /// Set (not zero), the element's frame follows its container view: this rectangle in the
    /// container's coordinates, converted to the screen's whenever it is read.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element inside a container, usually the view that lists it in `accessibilityElements`.
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
