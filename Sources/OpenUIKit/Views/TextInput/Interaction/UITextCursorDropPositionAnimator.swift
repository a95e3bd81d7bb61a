import Foundation

/// Moves a caret view to where a drag would drop its text in a text input, showing and hiding it.
@preconcurrency @MainActor
open class UITextCursorDropPositionAnimator: NSObject {
    /// The caret moved.
    public let cursorView: UIView & UITextCursorView
    /// The input the caret is in.
    public let textInput: UIView & UITextInput

    /// An animator for a caret view in a text input.
    public init(cursorView: UIView & UITextCursorView, textInput: UIView & UITextInput) {
        self.cursorView = cursorView
        self.textInput = textInput
        super.init()
    }

    /// Shows or hides the caret, fading over 0.2 seconds when animated.
    open func setCursorVisible(_ visible: Bool, animated: Bool) {
        let change = { self.cursorView.alpha = visible ? 1 : 0 }
        if visible { cursorView.isHidden = false }
        if animated {
            UIView.animate(withDuration: 0.2, animations: change)
        } else {
            change()
        }
        cursorView.isBlinking = visible
    }

    /// Moves the caret to `position`'s caret rectangle (hidden for nil), sliding over 0.2 seconds when animated.
    open func placeCursor(at position: UITextPosition?, animated: Bool) {
        guard let position else {
            setCursorVisible(false, animated: animated)
            return
        }
        let rect = textInput.convert(textInput.caretRect(for: position), to: cursorView.superview)
        let move = { self.cursorView.frame = rect }
        if animated { UIView.animate(withDuration: 0.2, animations: move) } else { move() }
        cursorView.resetBlinkAnimation()
    }

    /// Runs `animation` with the caret's moves, then `completion`.
    open func animateAlongsideChanges(_ animation: (() -> Void)?, completion: (() -> Void)?) {
        UIView.animate(withDuration: 0.2, animations: { animation?() }, completion: { _ in completion?() })
    }
}
