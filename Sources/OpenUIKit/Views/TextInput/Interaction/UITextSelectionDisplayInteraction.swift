import Foundation

/// Draws a custom text input's selection as UIKit's text views do: a blinking caret when the
/// selection is empty, otherwise the selection's rectangles painted and a handle at each end.
/// Its views go in the delegate's container view (the interaction's view unless the delegate
/// gives one) while `isActivated`; call `setNeedsSelectionUpdate()` after the selection changes.
@preconcurrency @MainActor
open class UITextSelectionDisplayInteraction: NSObject, UIInteraction {
    /// Asked for the view the selection is drawn in.
    open private(set) weak var delegate: (any UITextSelectionDisplayInteractionDelegate)?
    /// The input whose selection is drawn.
    open private(set) weak var textInput: (any UITextInput)?
    /// The view the interaction is on.
    open private(set) weak var view: UIView?
    /// Whether the selection is drawn; turning it on adds the views, off removes them.
    open var isActivated = false {
        didSet { if isActivated != oldValue { isActivated ? install() : uninstall() } }
    }
    /// The caret.
    open var cursorView: UIView & UITextCursorView = UIStandardTextCursorView(frame: .zero)
    /// The painted selection.
    open var highlightView: UIView & UITextSelectionHighlightView = StandardSelectionHighlightView(frame: .zero)
    /// The selection's start and end handles.
    open var handleViews: [UIView & UITextSelectionHandleView] = {
        let start = StandardSelectionHandleView(frame: .zero)
        let end = StandardSelectionHandleView(frame: .zero)
        end.direction = .trailing
        return [start, end]
    }()

    /// An interaction drawing `textInput`'s selection.
    public init(textInput: any UITextInput, delegate: any UITextSelectionDisplayInteractionDelegate) {
        self.textInput = textInput
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if view == nil { uninstall() }
    }

    public func didMove(to view: UIView?) {
        self.view = view
        if isActivated { install() }
    }

    /// Lays the views out again for the input's current selection.
    open func setNeedsSelectionUpdate() {
        layoutManagedSubviews()
    }

    /// Places the caret, or the highlight and handles, on the input's selection.
    open func layoutManagedSubviews() {
        guard isActivated, let input = textInput, let container = containerView else { return }
        guard let range = input.selectedTextRange else {
            cursorView.isHidden = true
            highlightView.isHidden = true
            for handle in handleViews { handle.isHidden = true }
            return
        }
        let inputView = input as? UIView
        if range.isEmpty {
            cursorView.frame =
                inputView?.convert(input.caretRect(for: range.start), to: container)
                ?? input.caretRect(for: range.start)
            cursorView.isHidden = false
            cursorView.isBlinking = true
            highlightView.isHidden = true
            for handle in handleViews { handle.isHidden = true }
            return
        }
        cursorView.isBlinking = false
        cursorView.isHidden = true
        let rects = input.selectionRects(for: range).map { selection -> UITextSelectionRect in
            let rect = inputView?.convert(selection.rect, to: container) ?? selection.rect
            return UITextSelectionRect(
                rect: rect, containsStart: selection.containsStart, containsEnd: selection.containsEnd)
        }
        highlightView.frame = container.bounds
        highlightView.selectionRects = rects.map { selection in
            UITextSelectionRect(
                rect: selection.rect.offsetBy(dx: -container.bounds.minX, dy: -container.bounds.minY),
                containsStart: selection.containsStart, containsEnd: selection.containsEnd)
        }
        highlightView.isHidden = false
        for handle in handleViews {
            let edge = handle.direction == .leading ? rects.first { $0.containsStart } : rects.last { $0.containsEnd }
            guard let edge else { continue }
            handle.frame = handle.preferredFrame(forRect: edge.rect)
            handle.isHidden = false
        }
    }

    private var containerView: UIView? {
        delegate?.selectionContainerViewBelowText(for: self) ?? view
    }

    private func install() {
        guard let container = containerView else { return }
        container.addSubview(highlightView)
        container.addSubview(cursorView)
        for handle in handleViews { container.addSubview(handle) }
        layoutManagedSubviews()
    }

    private func uninstall() {
        cursorView.isBlinking = false
        cursorView.removeFromSuperview()
        highlightView.removeFromSuperview()
        for handle in handleViews { handle.removeFromSuperview() }
    }
}

/// What a selection display interaction asks its delegate. Optional.
@preconcurrency @MainActor
public protocol UITextSelectionDisplayInteractionDelegate: AnyObject {
    /// The view the selection's views go in, below the text; nil for the interaction's view.
    func selectionContainerViewBelowText(for interaction: UITextSelectionDisplayInteraction) -> UIView?
}

extension UITextSelectionDisplayInteractionDelegate {
    /// The interaction's view.
    public func selectionContainerViewBelowText(for interaction: UITextSelectionDisplayInteraction) -> UIView? { nil }
}
