import Foundation

/// Told by a text input before and after its text or selection changes outside the input method.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// Told before the selection changes.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// Told after the selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// Told before the text changes.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// Told after the text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}
