import Foundation

/// The insertion point: a 2-point bar in the tint colour that blinks while its text input is
/// first responder, half a second on and half off, on the animation clock (so tests see it
/// only when they move the clock, and `runUntilIdle()` leaves it, as it leaves repeating
/// animations). Any edit or caret move shows it again for a full half second, as iOS does.
@MainActor
final class TextCaretView: UIView {
    static let width: CGFloat = 2
    static let blinkInterval: TimeInterval = 0.5

    private var timer: ClockTimer?
    private var blinkPhaseOn = true
    /// The text input the caret belongs to: blinking stops once it is no longer first responder.
    weak var owner: UIResponder?
    /// Whether the caret should be on screen at all (editing, with an empty selection).
    var isShown = false {
        didSet { if isShown != oldValue { restartBlinking() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = 1
        isHidden = true
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        backgroundColor = tintColor
        restartBlinking()
    }

    /// On again for a full interval, then blinking, while shown in a window.
    func restartBlinking() {
        timer?.invalidate()
        timer = nil
        blinkPhaseOn = true
        isHidden = !isShown
        guard isShown, window != nil else { return }
        scheduleBlink()
    }

    private func scheduleBlink() {
        timer = ClockTimer(after: Self.blinkInterval, waitsForTheClock: true) { [weak self] in
            guard let self, self.isShown, self.window != nil, self.owner?.isFirstResponder ?? true else { return }
            self.blinkPhaseOn.toggle()
            self.isHidden = !self.blinkPhaseOn
            self.scheduleBlink()
        }
    }
}
