import Foundation

/// A minus half and a plus half that step `value` between `minimumValue` and `maximumValue`.
/// A press steps at once; held (with `autorepeat`), it steps again after half a second and then
/// every tenth of a second on the animation clock (UIKit speeds up the longer the press lasts,
/// by a curve it does not document). Each change a finger makes sends `.valueChanged` (with
/// `.primaryActionTriggered`, as a switch does), at once when `isContinuous`, else once when the
/// finger lifts; setting `value` in code sends nothing.
///
/// A stepper has one size whatever frame it is given, as UIKit's does: 94×32, what Xcode 26
/// draws and saves for iOS 26. It draws itself (`UIStepper+Drawing.swift`): a capsule with − and
/// +, a half that cannot step greyed.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let fixedSize = CGSize(width: 94, height: 32)
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    /// Whether a press sends `.valueChanged` at each step, or only once when the finger lifts.
    open var isContinuous = true
    /// Whether holding a half keeps stepping, after half a second and then every tenth of a second.
    open var autorepeat = true
    /// Stepping past one end lands on the other instead of stopping there.
    open var wraps = false { didSet { setNeedsDisplay() } }

    /// Clamped to the range.
    open var value: Double {
        get { valueStorage }
        set { valueStorage = min(max(newValue, minimumValueStorage), maximumValueStorage) }
    }

    /// Must stay below `maximumValue`; UIKit raises otherwise, so the change is refused.
    open var minimumValue: Double {
        get { minimumValueStorage }
        set {
            guard newValue < maximumValueStorage else {
                return refuse("minimumValue (\(newValue)) must be less than maximumValue (\(maximumValueStorage))")
            }
            minimumValueStorage = newValue
            value = valueStorage
        }
    }

    /// Must stay above `minimumValue`; UIKit raises otherwise, so the change is refused.
    open var maximumValue: Double {
        get { maximumValueStorage }
        set {
            guard newValue > minimumValueStorage else {
                return refuse("maximumValue (\(newValue)) must be greater than minimumValue (\(minimumValueStorage))")
            }
            maximumValueStorage = newValue
            value = valueStorage
        }
    }

    /// Must be positive; UIKit raises otherwise, so the change is refused.
    open var stepValue: Double {
        get { stepValueStorage }
        set {
            guard newValue > 0 else { return refuse("stepValue (\(newValue)) must be greater than 0") }
            stepValueStorage = newValue
        }
    }

    private var valueStorage: Double = 0 { didSet { if valueStorage != oldValue { setNeedsDisplay() } } }
    private var minimumValueStorage: Double = 0 { didSet { setNeedsDisplay() } }
    private var maximumValueStorage: Double = 100 { didSet { setNeedsDisplay() } }
    private var stepValueStorage: Double = 1
    private var images: [String: UIImage] = [:]

    /// The half a finger holds, and the value when it came down; drawn darker.
    private(set) var pressed: (increments: Bool, startValue: Double)? { didSet { setNeedsDisplay() } }
    private var repeatTimer: ClockTimer?

    /// The size part of `frame` is ignored: a stepper enforces its own.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.frame = CGRect(origin: .zero, size: Self.fixedSize)
    }

    /// Keeps the stepper's own size, as UIKit does for a frame set after creation.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    /// The stepper's fixed size, 94 by 32 points.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    /// Returns the stepper's fixed size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    /// Whether the stepper responds to touches; a disabled stepper draws both halves grayed.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    /// Draws the capsule with its minus and plus, graying a half that cannot step and darkening a pressed one.
    open override func draw(_ rect: CGRect) {
        drawStepper()
    }

    // MARK: Images for each state (kept; the drawing does not show images yet)

    /// Sets the background image for the state; stored, as the stepper does not draw images yet.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { setImage(image, "background", state) }
    /// The background image set for the state, or `nil` when none was set for it.
    open func backgroundImage(for state: State) -> UIImage? { image("background", state) }
    /// Sets the plus half's image for the state; stored, as the stepper does not draw images yet.
    open func setIncrementImage(_ image: UIImage?, for state: State) { setImage(image, "increment", state) }
    /// The plus half's image set for the state, or `nil` when none was set for it.
    open func incrementImage(for state: State) -> UIImage? { image("increment", state) }
    /// Sets the minus half's image for the state; stored, as the stepper does not draw images yet.
    open func setDecrementImage(_ image: UIImage?, for state: State) { setImage(image, "decrement", state) }
    /// The minus half's image set for the state, or `nil` when none was set for it.
    open func decrementImage(for state: State) -> UIImage? { image("decrement", state) }

    /// Sets the image between the halves for a pair of states; stored, as the stepper does not draw images yet.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State
    ) {
        setImage(image, "divider.\(leftState.rawValue)", rightState)
    }

    /// The image set between the halves for the pair of states, or `nil` when none was set for it.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> UIImage? {
        image("divider.\(leftState.rawValue)", rightState)
    }

    // MARK: Tracking

    override var keepsSingleTaps: Bool { true }

    /// The half under the finger steps at once and, with `autorepeat`, again while it is held.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let increments = touch.location(in: self).x >= bounds.midX
        pressed = (increments, valueStorage)
        if step(up: increments, event: event), autorepeat { repeatStep(after: Self.autorepeatDelay) }
        return super.beginTracking(touch, with: event)
    }

    /// Stops the autorepeat and, if the stepper is not continuous and the value changed, sends `.valueChanged`
    /// and `.primaryActionTriggered` once.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishPress(event: event)
    }

    /// Stops the autorepeat and finishes the press as a lift does.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishPress(event: event)
    }

    // MARK: Machinery

    /// One step of the pressed half: past an end, the other end with `wraps`, else the end. A
    /// half at its end without `wraps` is disabled in UIKit: nothing changes, nothing is sent.
    private func step(up: Bool, event: UIEvent?) -> Bool {
        var next = up ? valueStorage + stepValueStorage : valueStorage - stepValueStorage
        if next > maximumValueStorage { next = wraps ? minimumValueStorage : maximumValueStorage }
        if next < minimumValueStorage { next = wraps ? maximumValueStorage : minimumValueStorage }
        guard next != valueStorage else { return false }
        valueStorage = next
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered], event: event) }
        return true
    }

    /// A held finger: the clock, not `runUntilIdle()`, brings the next step.
    private func repeatStep(after interval: TimeInterval) {
        repeatTimer = ClockTimer(after: interval, waitsForTheClock: true) { [weak self] in
            guard let self, let pressed = self.pressed, self.autorepeat else { return }
            if self.step(up: pressed.increments, event: nil) { self.repeatStep(after: Self.autorepeatInterval) }
        }
    }

    private func finishPress(event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        if let pressed, !isContinuous, valueStorage != pressed.startValue {
            sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
        pressed = nil
    }

    private func refuse(_ reason: String) {
        UIKitDiagnostics.report(UIKitDiagnostic.invalidArgument, "\(objectDescription(self)): \(reason)")
    }

    private func setImage(_ image: UIImage?, _ part: String, _ state: State) {
        images["\(part).\(state.rawValue)"] = image
        setNeedsDisplay()
    }

    private func image(_ part: String, _ state: State) -> UIImage? {
        images["\(part).\(state.rawValue)"]
    }
}
