import Foundation

/// Handwriting with Apple Pencil into a text input of the view it is on. Linux has no Apple
/// Pencil, so writing never begins: the delegate is never asked to begin, `isHandlingWriting`
/// stays false and `isPencilInputExpected` is false, as on a device with no Pencil paired.
@preconcurrency @MainActor
open class UIScribbleInteraction: NSObject, UIInteraction {
    /// Asked whether writing may begin and told when it does.
    open private(set) weak var delegate: (any UIScribbleInteractionDelegate)?
    /// The view the interaction is on.
    open private(set) weak var view: UIView?
    /// Whether the person is writing: never here, with no Pencil.
    open var isHandlingWriting: Bool { false }
    /// Whether the person is likely to write with Pencil: never here.
    open class var isPencilInputExpected: Bool { false }

    /// An interaction with a delegate.
    public init(delegate: any UIScribbleInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }
}

/// What a scribble interaction asks and tells its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol UIScribbleInteractionDelegate: AnyObject {
    /// Whether writing may begin at `location`.
    func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool
    /// Told before writing begins.
    func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction)
    /// Told after writing ends.
    func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction)
    /// Whether focusing the text input waits until writing pauses.
    func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldDelayFocusAt location: CGPoint) -> Bool
}

extension UIScribbleInteractionDelegate {
    /// Writing may begin.
    public func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool {
        true
    }
    /// Does nothing.
    public func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction) {}
    /// Does nothing.
    public func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction) {}
    /// Focus does not wait.
    public func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldDelayFocusAt location: CGPoint) -> Bool
    {
        false
    }
}
