import Foundation

/// What a text field asks and tells its delegate. Every method is optional, as in UIKit: the
/// defaults allow everything and do nothing. A delegate that implements
/// `textFieldDidEndEditing(_:reason:)` hears that one; the default passes on to
/// `textFieldDidEndEditing(_:)`, as UIKit calls the one-argument method when the other is missing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field begins editing, as it is about to become first responder; `false` keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told after the field began editing and became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the field stops editing and resigns first responder; `false` keeps it editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told after the field stopped editing; the default of `textFieldDidEndEditing(_:reason:)` calls it.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Told after the field stopped editing, with why; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before each edit replaces the characters in `range` with `string`; `false` rejects the edit.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Told after the field's selection or caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button, or `clearsOnBeginEditing`, empties the field; `false` keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when the person presses return; `false` stops the field's return actions.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Lets the field begin editing.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing; implement it to react when editing begins.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Lets the field stop editing.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing; implement it to react when editing ends.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does for a delegate without this method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows every edit.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing; implement it to react to selection changes.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Lets the field be cleared.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Lets return send the field's actions.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
