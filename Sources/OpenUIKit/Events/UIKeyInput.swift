import Foundation

/// A responder that takes typed text. When it is first responder, typing reaches it before key
/// commands and `pressesBegan` do: text through `insertText(_:)`, the delete key through
/// `deleteBackward()`, return as `insertText("\n")`.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the responder currently holds any text.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point; the return key arrives as `"\n"`.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection); sent for the delete key.
    func deleteBackward()
}
