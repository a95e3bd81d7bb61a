import Foundation

/// A responder that takes typed text. When it is first responder, typing reaches it before key
/// commands and `pressesBegan` do: text through `insertText(_:)`, the delete key through
/// `deleteBackward()`, return as `insertText("\n")`.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
