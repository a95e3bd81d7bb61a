import Foundation

extension UITextView {
    /// The rectangles a range covers, line by line: from its start to the first line's end, the
    /// lines between, and the last line to the range's end.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let nsRange = (range as? IndexedTextRange)?.range else { return [] }
        let rects = rectsInContent(for: nsRange)
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }
}
