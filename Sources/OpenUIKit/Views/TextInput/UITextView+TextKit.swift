import Foundation

/// A text view's TextKit 1 objects: its text storage and layout manager, laying its text out in
/// its text container, made the first time an app asks for either. The view's own text stays the
/// truth it edits and draws; the storage follows every change of it, and an edit an app makes to
/// the storage (`textStorage.replaceCharacters(in:with:)`, attributes, `beginEditing()`…) becomes
/// the view's text as soon as the storage processes it. A view made with a container that is
/// already in an app's layout manager uses that layout manager and its storage.
@MainActor
final class TextViewTextKit {
    let storage: NSTextStorage
    let layoutManager: NSLayoutManager
    /// Set while the text goes from one side to the other, so it does not come back.
    var isCopying = false

    init(text: NSAttributedString) {
        storage = NSTextStorage(attributedString: text)
        layoutManager = NSLayoutManager()
    }

    /// An app's own storage and layout manager, from the container it made the view with.
    init(storage: NSTextStorage, layoutManager: NSLayoutManager) {
        self.storage = storage
        self.layoutManager = layoutManager
    }
}

extension UITextView {
    var textKit: TextViewTextKit {
        if let textKitStack { return textKitStack }
        let stack = TextViewTextKit(text: editingState.text)
        textKitStack = stack
        stack.storage.addLayoutManager(stack.layoutManager)
        updateTextContainerSize()
        stack.layoutManager.addTextContainer(textContainer)
        follow(stack.layoutManager)
        return stack
    }

    /// The container is as wide as the view less its horizontal insets, as UIKit's tracks the view.
    func updateTextContainerSize() {
        guard textContainer.widthTracksTextView else { return }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        let height =
            textContainer.heightTracksTextView
            ? max(0, bounds.height - textContainerInset.top - textContainerInset.bottom)
            : CGFloat.greatestFiniteMagnitude
        let size = CGSize(width: width, height: height)
        if textContainer.size != size { textContainer.size = size }
    }

    /// The view takes the storage's text after each edit and draws again when the layout manager
    /// says its display is invalid.
    private func follow(_ manager: NSLayoutManager) {
        manager.storageDidProcessEditing = { [weak self] in self?.copyTextFromStorage() }
        manager.displayDidInvalidate = { [weak self] in self?.textContentView.setNeedsDisplay() }
    }

    /// A container an app laid out with its own layout manager and storage (`init(frame:textContainer:)`)
    /// brings them: the view shows and edits the storage's text, as UIKit's does.
    func adoptTextKitStack(of container: NSTextContainer) -> Bool {
        guard let manager = container.layoutManager, let storage = manager.textStorage else { return false }
        let stack = TextViewTextKit(storage: storage, layoutManager: manager)
        textKitStack = stack
        follow(manager)
        updateTextContainerSize()
        copyTextFromStorage()
        return true
    }

    /// A new container replaces the old one in the layout manager.
    func textContainerDidChange(from old: NSTextContainer) {
        if textKitStack == nil, adoptTextKitStack(of: textContainer) { return }
        guard let textKitStack, old !== textContainer else { return }
        let manager = textKitStack.layoutManager
        guard !manager.textContainers.contains(where: { $0 === textContainer }) else { return }
        if let index = manager.textContainers.firstIndex(where: { $0 === old }) {
            manager.removeTextContainer(at: index)
        }
        updateTextContainerSize()
        manager.addTextContainer(textContainer)
    }

    /// The view's text changed: the storage takes it (only once it exists).
    func copyTextToStorage() {
        guard let textKitStack, !textKitStack.isCopying else { return }
        textKitStack.isCopying = true
        defer { textKitStack.isCopying = false }
        textKitStack.storage.setAttributedString(editingState.text)
    }

    /// The storage was edited: the view takes its text, the selection kept inside it.
    func copyTextFromStorage() {
        guard let textKitStack, !textKitStack.isCopying else { return }
        textKitStack.isCopying = true
        defer { textKitStack.isCopying = false }
        var state = editingState
        state.text = NSAttributedString(attributedString: textKitStack.storage)
        let length = state.text.length
        let start = min(state.selection.location, length)
        state.selection = NSRange(location: start, length: min(state.selection.length, length - start))
        state.anchor = min(state.anchor, length)
        state.markedRange = nil
        editingState = state
        invalidateIntrinsicContentSize()
    }
}
