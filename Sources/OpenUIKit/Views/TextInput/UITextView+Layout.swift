import Foundation

/// A text view's text laid out: wrapped to the container's width (the view less
/// `textContainerInset` and the line fragment padding), the content size it makes, where each
/// offset's caret is, which offset a point is nearest, lines for the arrows, and the height the
/// view asks for when it does not scroll.
extension UITextView {
    /// The top left of the first line, in the view's content.
    var textLineOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    private var horizontalTextInsets: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The width lines wrap at.
    var wrappingWidth: CGFloat { max(1, bounds.width - horizontalTextInsets) }

    func textLayoutOptions(width: CGFloat) -> TextLayoutOptions {
        TextLayoutOptions(
            maximumSize: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
            numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode,
            alignment: textAlignment)
    }

    var textOptions: TextLayoutOptions { textLayoutOptions(width: wrappingWidth) }

    /// A line's height in the view's font, for an empty text.
    var emptyLineHeight: CGFloat {
        NSAttributedString.measure(
            NSAttributedString(string: " ", attributes: baseAttributes), options: TextLayoutOptions()
        ).height
    }

    func textHeight(forWidth width: CGFloat) -> CGFloat {
        guard editingState.length > 0 else { return emptyLineHeight }
        return NSAttributedString.measure(editingState.text, options: textLayoutOptions(width: width)).height
    }

    /// Something that changes where the text goes: lay it out again now, so the caret and the
    /// content size follow at once.
    func textLayoutDidChange() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        textContentView.setNeedsDisplay()
        layOutText()
    }

    /// The content size from the text's height, the content view over it, and the caret.
    func layOutText() {
        updateTextContainerSize()
        let height = textContainerInset.top + textHeight(forWidth: wrappingWidth) + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        if textContentView.frame != frame {
            textContentView.frame = frame
            textContentView.setNeedsDisplay()
        }
        if !isScrollEnabled, intrinsicWidth != bounds.width {
            // The height depends on the width just given: Auto Layout asks again.
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
        }
        updateCaret()
    }

    func textIntrinsicContentSize() -> CGSize {
        guard !isScrollEnabled, TextMeasurement.canMeasure else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        intrinsicWidth = bounds.width
        // Before its first layout the view has no width: measure the text on one line until it has.
        let width =
            bounds.width > 0
            ? bounds.width
            : NSAttributedString.measure(editingState.text, options: TextLayoutOptions()).width + horizontalTextInsets
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(forWidth: width))
    }

    func textSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : bounds.width
        return CGSize(width: width, height: fittingHeight(forWidth: width))
    }

    /// The text's height at a view width, with the insets, up to the pixel.
    private func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let height =
            textContainerInset.top + textHeight(forWidth: max(1, width - horizontalTextInsets))
            + textContainerInset.bottom
        let scale = pixelScale
        return (height * scale).rounded(.up) / scale
    }

    // MARK: Offsets and points

    /// The caret at `offset`, in the content's coordinates (which are the view's bounds').
    func caretRectInContent(at offset: Int) -> CGRect {
        let origin = textLineOrigin
        guard editingState.length > 0,
            let caret = TextPositions.positioner.caretRect(at: offset, in: editingState.text, options: textOptions)
        else {
            let width = wrappingWidth
            let x: CGFloat
            switch textAlignment {
            case .center: x = width / 2
            case .right: x = width - TextCaretView.width
            default: x = 0
            }
            return CGRect(x: origin.x + x, y: origin.y, width: TextCaretView.width, height: emptyLineHeight)
        }
        let x = min(caret.minX, wrappingWidth - TextCaretView.width / 2)
        return CGRect(x: origin.x + x, y: origin.y + caret.minY, width: TextCaretView.width, height: caret.height)
    }

    func caretRectInView(at offset: Int) -> CGRect { caretRectInContent(at: offset) }

    func textOffset(closestTo point: CGPoint) -> Int {
        guard editingState.length > 0 else { return 0 }
        let origin = textLineOrigin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        return TextPositions.positioner.caretOffset(closestTo: local, in: editingState.text, options: textOptions) ?? 0
    }

    func offset(movingVerticallyFrom offset: Int, lines: Int, goalX: CGFloat) -> Int {
        let rect = caretRectInContent(at: offset)
        let y = rect.midY + CGFloat(lines) * rect.height
        if y < textLineOrigin.y { return 0 }
        if y > textLineOrigin.y + textHeight(forWidth: wrappingWidth) { return editingState.length }
        return textOffset(closestTo: CGPoint(x: goalX, y: y))
    }

    /// The start or end of the line as laid out (a wrapped line ends before the space it broke
    /// at, so the caret stays on the line).
    func lineBoundary(from offset: Int, forward: Bool) -> Int {
        let rect = caretRectInContent(at: offset)
        let target = textOffset(closestTo: CGPoint(x: forward ? 1e6 : -1e6, y: rect.midY))
        if forward, target > offset, caretRectInContent(at: target).minY > rect.minY {
            return boundaries.characterBoundary(before: target)
        }
        return target
    }

    /// The range's first line, from its start to its end or the line's.
    func firstRectInContent(for range: NSRange) -> CGRect {
        let start = caretRectInContent(at: range.location)
        let end = caretRectInContent(at: NSMaxRange(range))
        let right = end.minY == start.minY ? end.minX : textLineOrigin.x + wrappingWidth
        return CGRect(
            x: start.minX, y: start.minY, width: max(TextCaretView.width, right - start.minX), height: start.height)
    }

    /// The rectangles the selection covers, line by line: from its start to the line's end,
    /// the whole lines between, and the last line to its end.
    func selectionRects() -> [CGRect] {
        rectsInContent(for: editingState.selection)
    }

    /// The rectangles a range covers, line by line, in the content's space.
    func rectsInContent(for selection: NSRange) -> [CGRect] {
        guard selection.length > 0 else { return [] }
        let start = caretRectInContent(at: selection.location)
        let end = caretRectInContent(at: NSMaxRange(selection))
        let left = textLineOrigin.x, right = textLineOrigin.x + wrappingWidth
        if end.minY <= start.minY {
            return [CGRect(x: start.minX, y: start.minY, width: max(0, end.minX - start.minX), height: start.height)]
        }
        var rects = [CGRect(x: start.minX, y: start.minY, width: max(0, right - start.minX), height: start.height)]
        if end.minY > start.maxY {
            rects.append(CGRect(x: left, y: start.maxY, width: right - left, height: end.minY - start.maxY))
        }
        rects.append(CGRect(x: left, y: end.minY, width: max(0, end.minX - left), height: end.height))
        return rects
    }

    /// The caret view on the caret, shown while editing with nothing selected.
    func updateCaret() {
        let shows = isEditingStorage && isFirstResponder && editingState.selection.length == 0
        if shows { textContentView.caretView.frame = caretRectInContent(at: editingState.selection.location) }
        textContentView.caretView.isShown = shows
    }

    /// Scrolls the least that shows `rect` with the container's insets above and below it, so
    /// the first and last lines show their margins.
    func scrollCaretRectToVisible(_ rect: CGRect) {
        guard isScrollEnabled, bounds.height > 0 else { return }
        let inset = textContainerInset
        scrollRectToVisible(
            CGRect(
                x: rect.minX, y: rect.minY - inset.top, width: rect.width,
                height: rect.height + inset.top + inset.bottom), animated: false)
    }
}
