import Foundation

/// The spinning wheel that says work is under way. `startAnimating()` sets it turning on the
/// animation clock: the bright spoke steps one place clockwise every eighth of a second, so the
/// picture at any moment is a function of the clock's time since the start (a host's frames and
/// a test's `advance(by:)` see the same spokes). Stopped, it shows the spokes at rest, or hides
/// itself when `hidesWhenStopped`.
///
/// Made in code it starts hidden, stopped and with `hidesWhenStopped` set, as UIKit's does;
/// from a storyboard it takes what the file says. Its size is its style's: 20 × 20 for
/// `.medium` (and the old `.white` and `.gray`), 37 × 37 for `.large` (and `.whiteLarge`). It
/// draws itself (`UIActivityIndicatorView+Drawing.swift`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and colour of an activity indicator.
    public enum Style: Int, Sendable {
        /// The 20 × 20 point indicator, in the secondary label colour.
        case medium = 100
        /// The 37 × 37 point indicator, in the secondary label colour.
        case large = 101
        /// The old large white indicator, 37 × 37 points; use `large`.
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// The old white indicator, 20 × 20 points; use `medium`.
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// The old grey indicator, 20 × 20 points; use `medium`.
        @available(*, deprecated, renamed: "medium")
        case gray = 2
    }

    static let spokeCount = 8
    /// One step of the spin; eight make a turn a second.
    static let stepDuration: TimeInterval = 0.125

    /// The indicator's size and default colour; `.medium` by default.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Setting it while stopped hides (or shows) the view at once.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// The spokes' colour; nil gives back the style's (the secondary label colour for `.medium`
    /// and `.large`, white or grey for the old styles).
    open var color: UIColor! {
        get { colorStorage ?? defaultColor }
        set {
            colorStorage = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the indicator is spinning.
    open var isAnimating: Bool { animating }

    private var colorStorage: UIColor?
    private var animating = false
    /// The clock's time when the spin started, and the step drawn last.
    private(set) var spinStart: TimeInterval?
    private(set) var drawnStep = 0
    private var ticker: ClockTicker?

    /// Creates a stopped, hidden indicator of the style's size.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        isOpaque = false
        isHidden = true
    }

    /// Creates a stopped, hidden `.medium` indicator in the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
    }

    /// A storyboard says whether it hides when stopped (`hidesWhenStopped="YES"`) and whether it
    /// is hidden; nothing is assumed here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        hidesWhenStopped = false
    }

    /// Starts the spin on the animation clock, showing the indicator if it hides when stopped.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        if hidesWhenStopped { isHidden = false }
        let start = UIApplication.shared.animationClock.now
        spinStart = start
        drawnStep = 0
        setNeedsDisplay()
        ticker = ClockTicker { [weak self] now in
            guard let self else { return false }
            let step = self.spinStep(at: now)
            if step != self.drawnStep {
                self.drawnStep = step
                self.setNeedsDisplay()
            }
            return true
        }
    }

    /// Stops the spin, hiding the indicator when `hidesWhenStopped` is set.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        ticker?.stop()
        ticker = nil
        spinStart = nil
        drawnStep = 0
        setNeedsDisplay()
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 points, or 37 × 37 for the large styles.
    open override var intrinsicContentSize: CGSize { Self.size(for: style) }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: style) }

    /// Draws the eight spokes, the brightest at the spin's current step.
    open override func draw(_ rect: CGRect) {
        drawSpokes(brightest: drawnStep)
    }

    // MARK: Machinery

    /// The spoke that is brightest `now`: whole steps since the start, around the wheel.
    func spinStep(at now: TimeInterval) -> Int {
        guard let spinStart else { return 0 }
        return Int(((now - spinStart) / Self.stepDuration).rounded(.down)) % Self.spokeCount
    }

    static func size(for style: Style) -> CGSize {
        isLarge(style) ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    static func isLarge(_ style: Style) -> Bool { style.rawValue == 101 || style.rawValue == 0 }

    private var defaultColor: UIColor {
        switch style.rawValue {
        case 0, 1: .white
        case 2: .gray
        default: .secondaryLabel
        }
    }
}
