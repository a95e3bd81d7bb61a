import Foundation

/// What a text view asks and tells its delegate, besides what it tells as a scroll view. Every
/// method is optional: the defaults allow everything and do nothing. The text view reaches it
/// through its scroll view `delegate`, as UIKit's does.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before an editable text view begins editing; `false` keeps it from becoming first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asked before the text view stops editing and resigns first responder; `false` keeps it editing.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Told after the text view began editing and became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Told after the text view stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before each edit replaces the text in `range` with `text`; `false` rejects the edit.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// After an edit by the person (not after `text` is set in code).
    func textViewDidChange(_ textView: UITextView)
    /// Told after the text view's selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Lets the text view begin editing.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Lets the text view stop editing.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing; implement it to react when editing begins.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing; implement it to react when editing ends.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows every edit.
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing; implement it to react to selection changes.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
