import Foundation

/// A view that shows a text input's caret and can blink.
@preconcurrency @MainActor
public protocol UITextCursorView: UIView {
    /// Whether the caret blinks.
    var isBlinking: Bool { get set }
    /// Shows the caret and starts its blinking over, as after a keystroke.
    func resetBlinkAnimation()
}

/// A view that paints a selection's rectangles.
@preconcurrency @MainActor
public protocol UITextSelectionHighlightView: UIView {
    /// The rectangles painted, in the view's coordinates.
    var selectionRects: [UITextSelectionRect] { get set }
}

/// A grabber at one end of a selection.
@preconcurrency @MainActor
public protocol UITextSelectionHandleView: UIView {
    /// Which way the handle points.
    var direction: NSDirectionalRectEdge { get set }
    /// Whether the handle is drawn vertically.
    var isVertical: Bool { get }
    /// The handle's shape for `rect`.
    func preferredFrame(forRect rect: CGRect) -> CGRect
}

/// The caret UIKit draws: a 2-point bar in the tint colour that blinks half a second on, half
/// off, on the animation clock while `isBlinking`.
@preconcurrency @MainActor
open class UIStandardTextCursorView: UIView, UITextCursorView {
    private var timer: ClockTimer?
    private var phaseOn = true

    /// Whether the caret blinks; turning it on starts with the caret shown.
    open var isBlinking = false {
        didSet { if isBlinking != oldValue { resetBlinkAnimation() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = 1
        backgroundColor = tintColor
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = tintColor
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    /// Shows the caret for a full interval, then blinks if `isBlinking`.
    open func resetBlinkAnimation() {
        timer?.invalidate()
        timer = nil
        phaseOn = true
        alpha = 1
        guard isBlinking else { return }
        scheduleBlink()
    }

    private func scheduleBlink() {
        timer = ClockTimer(after: TextCaretView.blinkInterval, waitsForTheClock: true) { [weak self] in
            guard let self, self.isBlinking else { return }
            self.phaseOn.toggle()
            self.alpha = self.phaseOn ? 1 : 0
            self.scheduleBlink()
        }
    }
}

/// The selection's painted rectangles, in the tint colour at a quarter of its opacity.
@MainActor
final class StandardSelectionHighlightView: UIView, UITextSelectionHighlightView {
    var selectionRects: [UITextSelectionRect] = [] {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        tintColor.withAlphaComponent(0.25).setFill()
        for selection in selectionRects { UIRectFill(selection.rect) }
    }
}

/// A selection grabber: a bar the height of the line, in the tint colour.
@MainActor
final class StandardSelectionHandleView: UIView, UITextSelectionHandleView {
    var direction: NSDirectionalRectEdge = .leading
    var isVertical: Bool { false }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = tintColor
    }

    required init?(coder: NSCoder) { nil }

    func preferredFrame(forRect rect: CGRect) -> CGRect {
        CGRect(x: direction == .leading ? rect.minX - 1 : rect.maxX - 1, y: rect.minY, width: 2, height: rect.height)
    }
}
