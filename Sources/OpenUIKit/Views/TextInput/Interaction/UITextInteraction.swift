import Foundation

/// Whether a text interaction edits its text input or only selects in it.
public enum UITextInteractionMode: Int, Sendable {
    /// Taps place the caret and make the input first responder.
    case editable = 0
    /// Taps and double taps select; the input is not made first responder.
    case nonEditable = 1
}

/// The gestures of UIKit's text views for a custom text input: a tap places the caret at the
/// nearest position (making an editable input first responder), a double tap selects the word
/// there. Add it to the input's view after setting `textInput`.
@preconcurrency @MainActor
open class UITextInteraction: NSObject, UIInteraction {
    /// Asked whether a gesture may begin, and told when one begins and ends.
    open weak var delegate: (any UITextInteractionDelegate)?
    /// The text input the gestures select in; the view, when it is one and none is set.
    open weak var textInput: (UIResponder & UITextInput)?
    /// Whether the interaction edits or only selects.
    public let textInteractionMode: UITextInteractionMode
    /// The view the interaction is on.
    open private(set) weak var view: UIView?
    /// The interaction's gestures, for other gestures to wait on.
    open private(set) var gesturesForFailureRequirements: [UIGestureRecognizer] = []

    /// An interaction for a mode.
    public init(for mode: UITextInteractionMode) {
        textInteractionMode = mode
        super.init()
    }

    public func willMove(to view: UIView?) {
        for gesture in gesturesForFailureRequirements { self.view?.removeGestureRecognizer(gesture) }
        gesturesForFailureRequirements = []
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        if textInput == nil, let input = view as? (UIResponder & UITextInput) { textInput = input }
        let doubleTap = UITapGestureRecognizer { [weak self] gesture in self?.doubleTapped(gesture) }
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer { [weak self] gesture in self?.tapped(gesture) }
        tap.require(toFail: doubleTap)
        gesturesForFailureRequirements = [tap, doubleTap]
        view.addGestureRecognizer(doubleTap)
        view.addGestureRecognizer(tap)
    }

    private func begins(at point: CGPoint) -> Bool {
        guard delegate?.interactionShouldBegin(self, at: point) ?? true else { return false }
        delegate?.interactionWillBegin(self)
        return true
    }

    /// Places the caret at the position nearest the tap.
    private func tapped(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .ended, let input = textInput, let view else { return }
        let point = gesture.location(in: view)
        guard begins(at: point) else { return }
        if textInteractionMode == .editable, !input.isFirstResponder { _ = input.becomeFirstResponder() }
        if let position = input.closestPosition(to: view.convert(point, to: input as? UIView)) {
            input.selectedTextRange = input.textRange(from: position, to: position)
        }
        delegate?.interactionDidEnd(self)
    }

    /// Selects the word at the double tap.
    private func doubleTapped(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .ended, let input = textInput, let view else { return }
        let point = gesture.location(in: view)
        guard begins(at: point) else { return }
        if let position = input.closestPosition(to: view.convert(point, to: input as? UIView)) {
            let tokenizer = UITextInputStringTokenizer(textInput: input)
            input.selectedTextRange =
                tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward))
                ?? tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.backward))
                ?? input.textRange(from: position, to: position)
        }
        delegate?.interactionDidEnd(self)
    }
}

/// What a text interaction asks and tells its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol UITextInteractionDelegate: AnyObject {
    /// Whether a gesture at `point` may act.
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    /// Told before a gesture acts.
    func interactionWillBegin(_ interaction: UITextInteraction)
    /// Told after a gesture acted.
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    /// Every gesture may act.
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    /// Does nothing.
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    /// Does nothing.
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}
