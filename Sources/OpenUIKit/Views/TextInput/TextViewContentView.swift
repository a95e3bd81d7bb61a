import Foundation

/// What a text view draws: a view as large as its text, under everything else the scroll view
/// holds, that paints the selection and the text and carries the caret. Scrolling moves it, so
/// the text is drawn once per change, not once per frame.
@MainActor
final class TextViewContentView: UIView {
    weak var textView: UITextView?
    let caretView = TextCaretView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        addSubview(caretView)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        let traits = UITraitCollection.current
        if textView.isFirstResponder {
            textView.tintColor.resolvedColor(with: traits).withAlphaComponent(0.25).setFill()
            for selected in textView.selectionRects() { UIRectFill(selected) }
        }
        for (range, style) in textView.foundTextDecorations {
            let color = style == .highlighted ? UIColor.systemYellow : UIColor.systemYellow.withAlphaComponent(0.3)
            color.resolvedColor(with: traits).setFill()
            for rect in textView.rectsInContent(for: range) { UIRectFill(rect) }
        }
        let text = textView.editingState.text
        guard text.length > 0 else { return }
        let origin = textView.textLineOrigin
        let width = textView.wrappingWidth
        let size = NSAttributedString.measure(text, options: textView.textOptions)
        context.drawText(
            text, in: CGRect(x: origin.x, y: origin.y, width: width, height: size.height), options: textView.textOptions
        )
    }
}
