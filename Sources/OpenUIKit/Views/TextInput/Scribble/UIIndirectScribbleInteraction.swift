import Foundation

/// Handwriting with Apple Pencil into elements that become text inputs only once written in
/// (a search field behind a button). Linux has no Apple Pencil, so writing never begins: the
/// delegate is never asked for elements and `isHandlingWriting` stays false.
@preconcurrency @MainActor
open class UIIndirectScribbleInteraction: NSObject, UIInteraction {
    /// Asked for the writable elements and told when writing in one begins.
    open private(set) weak var delegate: (any UIIndirectScribbleInteractionDelegate)?
    /// The view the interaction is on.
    open private(set) weak var view: UIView?
    /// Whether the person is writing: never here, with no Pencil.
    open var isHandlingWriting: Bool { false }

    /// An interaction with a delegate.
    public init(delegate: any UIIndirectScribbleInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }
}

/// What an indirect scribble interaction asks its delegate: the elements in a rectangle, their
/// frames, and focusing one. Elements are named by identifiers the delegate chooses.
@preconcurrency @MainActor
public protocol UIIndirectScribbleInteractionDelegate: AnyObject {
    /// How the delegate names its elements.
    associatedtype ElementIdentifier: Hashable

    /// Hands `completion` the elements that can be written in within `rect`.
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, requestElementsIn rect: CGRect,
        completion: @escaping ([ElementIdentifier]) -> Void)
    /// Whether the element is focused (its text input first responder).
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, isElementFocused elementIdentifier: ElementIdentifier
    )
        -> Bool
    /// The element's frame in the interaction's view.
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, frameForElement elementIdentifier: ElementIdentifier
    )
        -> CGRect
    /// Focuses the element and hands `completion` its text input.
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: ElementIdentifier,
        referencePoint focusReferencePoint: CGPoint,
        completion: @escaping ((UIResponder & UITextInput)?) -> Void)
    /// Whether focusing waits until writing pauses; optional.
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier
    )
        -> Bool
    /// Told before writing in the element begins; optional.
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier)
    /// Told after writing in the element ends; optional.
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier)
}

extension UIIndirectScribbleInteractionDelegate {
    /// Focus does not wait.
    public func indirectScribbleInteraction(
        _ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier
    ) -> Bool { false }
    /// Does nothing.
    public func indirectScribbleInteraction(
        _ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier
    ) {}
    /// Does nothing.
    public func indirectScribbleInteraction(
        _ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier
    ) {}
}
