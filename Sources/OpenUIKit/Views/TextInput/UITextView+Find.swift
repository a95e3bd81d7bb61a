import Foundation

/// Find in a text view: with `isFindInteractionEnabled` it has a `UIFindInteraction` whose
/// sessions search its text (`UITextSearchingFindSession` over the view as `UITextSearching`);
/// matches are painted under the text, the current one brighter, and an editable view's
/// matches can be replaced.
extension UITextView: UITextSearching {
    func findInteractionEnabledDidChange() {
        if isFindInteractionEnabled, findInteraction == nil {
            let provider = TextViewFindSessionProvider()
            findSessionProvider = provider
            let interaction = UIFindInteraction(sessionDelegate: provider)
            findInteraction = interaction
            addInteraction(interaction)
        } else if !isFindInteractionEnabled, let interaction = findInteraction {
            interaction.dismissFindNavigator()
            removeInteraction(interaction)
            findInteraction = nil
            findSessionProvider = nil
        }
    }

    private func nsRange(_ range: UITextRange) -> NSRange? {
        (range as? IndexedTextRange)?.range
    }

    /// Orders a match against a range by where they start.
    public func compare(_ foundRange: UITextRange, toRange: UITextRange, document: AnyHashable?) -> ComparisonResult {
        guard let a = nsRange(foundRange), let b = nsRange(toRange) else { return .orderedSame }
        return a.location < b.location ? .orderedAscending : a.location > b.location ? .orderedDescending : .orderedSame
    }

    /// Reports every match of `queryString` in the text, in order.
    public func performTextSearch(
        queryString: String, options: UITextSearchOptions, resultAggregator aggregator: any UITextSearchAggregator
    ) {
        for range in options.matches(of: queryString, in: editingState.text.string as NSString) {
            aggregator.foundRange(IndexedTextRange(range), searchString: queryString, document: nil)
        }
        aggregator.finishedSearching()
    }

    /// Paints a match (or stops painting it, for `.normal`).
    public func decorate(foundTextRange: UITextRange, document: AnyHashable?, usingStyle: UITextSearchFoundTextStyle) {
        guard let range = nsRange(foundTextRange) else { return }
        foundTextDecorations[range] = usingStyle == .normal ? nil : usingStyle
    }

    /// Stops painting every match.
    public func clearAllDecoratedFoundText() {
        foundTextDecorations = [:]
    }

    /// An editable view's matches can be replaced.
    public var supportsTextReplacement: Bool { isEditable }

    /// Replaces one match, as an edit the delegate may refuse.
    public func replace(foundTextRange: UITextRange, document: AnyHashable?, withText replacementText: String) {
        guard isEditable, let range = nsRange(foundTextRange), NSMaxRange(range) <= editingState.length else { return }
        replaceTextForSearch(in: range, with: replacementText)
    }

    /// Replaces every match of `queryString`, from the last so the earlier ranges stay right.
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText replacementText: String) {
        guard isEditable else { return }
        for range in options.matches(of: queryString, in: editingState.text.string as NSString).reversed() {
            replaceTextForSearch(in: range, with: replacementText)
        }
    }

    /// Scrolls a match into view.
    public func scrollRangeToVisible(_ range: UITextRange, inDocument document: AnyHashable?) {
        guard let range = nsRange(range) else { return }
        scrollRangeToVisible(range)
    }

    private func replaceTextForSearch(in range: NSRange, with text: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        let replaced = NSMutableAttributedString(attributedString: editingState.text)
        let attributes =
            range.location < replaced.length
            ? replaced.attributes(at: range.location, effectiveRange: nil) : baseAttributes
        replaced.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: attributes))
        var state = editingState
        state.text = replaced
        let caret = range.location + (text as NSString).length
        state.selection = NSRange(location: caret, length: 0)
        state.anchor = caret
        editingState = state
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}

/// The find interaction delegate of a text view: a text searching session over the view.
@MainActor
final class TextViewFindSessionProvider: NSObject, UIFindInteractionDelegate {
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        guard let textView = view as? UITextView else { return nil }
        return UITextSearchingFindSession(searchableObject: textView)
    }
}
