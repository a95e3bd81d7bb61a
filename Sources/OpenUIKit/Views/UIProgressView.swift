import Foundation

/// How far a task has gone, as a bar filling from the leading end. Setting `progress` redraws at
/// once; `setProgress(_:animated:)` slides the bar there on the animation clock. An
/// `observedProgress` is followed as the clock moves: Linux's Foundation has no key-value
/// observing to hear its changes, so its `fractionCompleted` is read each frame while the view is
/// in a window (and when it is set).
///
/// The bar fills the bounds' height, with round ends (square in the `.bar` style, which toolbars
/// use); its intrinsic height is 4 points, as iOS 13 and later draw it (the 2 of iOS 7 to 12 is
/// what the older files in the corpus saved). It draws itself (`UIProgressView+Drawing.swift`).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view's bar.
    public enum Style: Int, Sendable {
        /// The standard bar, with round ends.
        case `default` = 0
        /// For a toolbar: square ends and a fainter track.
        case bar = 1
    }

    static let standardHeight: CGFloat = 4
    static let animationDuration: TimeInterval = 0.25

    /// The bar's look: the standard one, or the toolbar style with square ends.
    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }

    /// Clamped to 0...1.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// The filled part; nil is the tint colour.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The unfilled part; nil is the system fill.
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Drawn stretched over the filled part instead of the colour.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Drawn stretched over the whole track instead of the colour.
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }

    /// A task whose `fractionCompleted` the bar shows.
    open var observedProgress: Progress? {
        didSet {
            followObservedProgress()
            updateObserving()
        }
    }

    private var progressStorage: Float = 0 { didSet { if progressStorage != oldValue { setNeedsDisplay() } } }
    /// Where the bar ends while it slides in `setProgress(_:animated:)`.
    var displayedProgress: Float? { didSet { setNeedsDisplay() } }
    private var motion: ClockMotion?
    private var observer: ClockTicker?

    /// Creates a progress view in the default style at zero progress, with a transparent background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a progress view in the given style, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.standardHeight))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// `progress` reads the new value at once; the bar gets there over a quarter of a second when
    /// `animated` and the view is in a window.
    open func setProgress(_ progress: Float, animated: Bool) {
        let target = progress.isFinite ? min(max(progress, 0), 1) : 0
        let start = displayedProgress ?? progressStorage
        motion?.cancel()
        motion = nil
        displayedProgress = nil
        progressStorage = target
        guard animated, start != target, window != nil else { return }
        let begin = UIApplication.shared.animationClock.now
        let duration = Self.animationDuration
        displayedProgress = start
        motion = ClockMotion(
            duration: duration,
            step: { [weak self] now in
                let fraction = Float(AnimationTiming.easeInOut.progress(CGFloat((now - begin) / duration)))
                self?.displayedProgress = start + (target - start) * fraction
            },
            finish: { [weak self] in
                self?.motion = nil
                self?.displayedProgress = nil
            })
    }

    /// No intrinsic width, and the standard bar height of 4 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    /// Returns the view's current width and the standard bar height, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.standardHeight)
    }

    /// Redraws the bar, whose filled part uses the tint color when `progressTintColor` is `nil`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Starts following `observedProgress` each frame while the view is in a window, and stops when it leaves.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateObserving()
    }

    /// Draws the track and the filled part of the bar.
    open override func draw(_ rect: CGRect) {
        drawProgress()
    }

    // MARK: Following a Progress

    private func followObservedProgress() {
        guard let observedProgress else { return }
        let fraction = Float(observedProgress.fractionCompleted)
        if fraction != progressStorage { setProgress(fraction, animated: false) }
    }

    private func updateObserving() {
        guard observedProgress != nil, window != nil else {
            observer?.stop()
            observer = nil
            return
        }
        guard observer == nil else { return }
        observer = ClockTicker { [weak self] _ in
            guard let self else { return false }
            self.followObservedProgress()
            return true
        }
    }
}
