import Foundation

/// A value in a continuous range, chosen by dragging a thumb along a track. A finger that lands
/// on the thumb (within a 44-point-wide target around it) moves it: the value follows the finger's
/// travel from where it went down, so the thumb keeps its place under the finger and a tap on the
/// track away from the thumb changes nothing, as in UIKit. Each change a finger makes sends
/// `.valueChanged`, at once when `isContinuous`, else once when the finger lifts; setting `value`
/// in code sends nothing.
///
/// Sizes (iOS 13 to 18, which Xcode's saved frames in the corpus agree with; iOS 26's were not
/// found): 31 points tall, a 4-point track inset 2 points from the ends, a 28-point round thumb
/// whose edges reach the ends of the bounds at the ends of the range. Value images sit at the ends,
/// at their own size, 12 points from the track. It draws itself (`UISlider+Drawing.swift`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let standardHeight: CGFloat = 31
    static let trackHeight: CGFloat = 4
    /// How far the track stays from the ends, so the thumb's edge meets the bound's.
    static let trackInset: CGFloat = 2
    static let thumbDiameter: CGFloat = 28
    /// The width a finger may land in around the thumb's centre and still take it.
    static let thumbTarget: CGFloat = 44
    static let imageSpacing: CGFloat = 12
    static let valueAnimationDuration: TimeInterval = 0.25

    /// Clamped to the range.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// Raising it past `maximumValue` raises the maximum with it; the value stays in the range.
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            valueStorage = clamped(valueStorage)
        }
    }

    /// Lowering it below `minimumValue` lowers the minimum with it; the value stays in the range.
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            valueStorage = clamped(valueStorage)
        }
    }

    /// Whether dragging sends `.valueChanged` at each change of value, or only once when the finger lifts.
    open var isContinuous = true

    /// Drawn at the leading end, left of the track.
    open var minimumValueImage: UIImage? {
        didSet {
            noteAppearance("minimumValueImage") { [value = minimumValueImage] view in view.minimumValueImage = value }
            imagesDidChange()
        }
    }
    /// Drawn at the trailing end, right of the track.
    open var maximumValueImage: UIImage? {
        didSet {
            noteAppearance("maximumValueImage") { [value = maximumValueImage] view in view.maximumValueImage = value }
            imagesDidChange()
        }
    }

    /// The track left of the thumb; nil is the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            noteAppearance("minimumTrackTintColor") { [value = minimumTrackTintColor] view in
                view.minimumTrackTintColor = value
            }
            setNeedsDisplay()
        }
    }
    /// The track right of the thumb; nil is the system fill.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            noteAppearance("maximumTrackTintColor") { [value = maximumTrackTintColor] view in
                view.maximumTrackTintColor = value
            }
            setNeedsDisplay()
        }
    }
    /// The thumb; nil is white.
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearance("thumbTintColor") { [value = thumbTintColor] view in view.thumbTintColor = value }
            setNeedsDisplay()
        }
    }

    private var valueStorage: Float = 0 { didSet { if valueStorage != oldValue { setNeedsDisplay() } } }
    private var minimumStorage: Float = 0 { didSet { setNeedsDisplay() } }
    private var maximumStorage: Float = 1 { didSet { setNeedsDisplay() } }
    private var images: [String: UIImage] = [:]

    /// Where the thumb is drawn: the value, or on its way there in `setValue(_:animated:)`.
    var displayedValue: Float? { didSet { setNeedsDisplay() } }
    private var valueMotion: ClockMotion?
    /// The value and the finger's x when the finger took the thumb.
    private var grab: (value: Float, x: CGFloat)?

    /// Creates a slider at value 0 in the range 0 to 1, with a transparent background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The thumb slides to the new value over a quarter of a second on the animation clock when
    /// `animated`; `value` reads the new value at once. Nothing is sent.
    open func setValue(_ value: Float, animated: Bool) {
        let target = clamped(value)
        let start = displayedValue ?? valueStorage
        valueMotion?.cancel()
        valueMotion = nil
        displayedValue = nil
        valueStorage = target
        guard animated, start != target, window != nil else { return }
        let begin = UIApplication.shared.animationClock.now
        let duration = Self.valueAnimationDuration
        displayedValue = start
        valueMotion = ClockMotion(
            duration: duration,
            step: { [weak self] now in
                let progress = Float(AnimationTiming.easeInOut.progress(CGFloat((now - begin) / duration)))
                self?.displayedValue = start + (target - start) * progress
            },
            finish: { [weak self] in
                self?.valueMotion = nil
                self?.displayedValue = nil
            })
    }

    // MARK: Images for each state

    /// Sets the image drawn as the thumb in the state, in place of the round white thumb.
    open func setThumbImage(_ image: UIImage?, for state: State) { setImage(image, "thumb", state) }
    /// The thumb image set for the state, or `nil` when none was set for it.
    open func thumbImage(for state: State) -> UIImage? { images["thumb.\(state.rawValue)"] }
    /// Sets the image drawn over the track left of the thumb in the state; drawn only when both track images are set.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { setImage(image, "minimumTrack", state) }
    /// The image set for the track left of the thumb in the state, or `nil` when none was set for it.
    open func minimumTrackImage(for state: State) -> UIImage? { images["minimumTrack.\(state.rawValue)"] }
    /// Sets the image drawn over the track right of the thumb in the state; drawn only when both track images are set.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { setImage(image, "maximumTrack", state) }
    /// The image set for the track right of the thumb in the state, or `nil` when none was set for it.
    open func maximumTrackImage(for state: State) -> UIImage? { images["maximumTrack.\(state.rawValue)"] }

    /// The image for the current state, or the normal one.
    open var currentThumbImage: UIImage? { currentImage("thumb") }
    /// The image for the track left of the thumb in the current state, or the normal state's.
    open var currentMinimumTrackImage: UIImage? { currentImage("minimumTrack") }
    /// The image for the track right of the thumb in the current state, or the normal state's.
    open var currentMaximumTrackImage: UIImage? { currentImage("maximumTrack") }

    // MARK: Geometry (overridable, as in UIKit)

    /// The minimum value image at the leading end, at its size, centred vertically; empty
    /// without one.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The maximum value image at the trailing end, at its size, centered vertically; empty without one.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else {
            return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The whole track between the value images: 4 points tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + Self.trackInset
        var right = bounds.maxX - Self.trackInset
        if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing }
        if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing }
        return CGRect(
            x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    /// The thumb for `value`: its edges reach 2 points past the track's ends at the ends of the
    /// range, so at the minimum it is flush with the bounds' left edge.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let travel = max(0, rect.width + 2 * Self.trackInset - size.width)
        let x = rect.minX - Self.trackInset + travel * CGFloat(fraction(of: value))
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: Sizing

    /// 31 points tall (or as tall as a value image), no width of its own.
    open override var intrinsicContentSize: CGSize {
        let imageHeight = max(minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.standardHeight, imageHeight))
    }

    /// Returns the slider's current width and its intrinsic height, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: intrinsicContentSize.height)
    }

    /// Whether the slider responds to touches; a disabled slider draws at half opacity.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Whether a finger is on the thumb; the thumb and track images for the highlighted state show while it is.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// Redraws the slider, whose track left of the thumb uses the tint color when it has no color of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Draws the value images, the track in its two colors or images, and the thumb at the value.
    open override func draw(_ rect: CGRect) {
        drawSlider()
    }

    // MARK: Tracking

    /// Only a finger on the thumb is tracked; elsewhere on the track it is not (no `touchDown`).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        guard abs(point.x - thumb.midX) <= max(thumb.width, Self.thumbTarget) / 2 else { return false }
        setValue(valueStorage, animated: false)
        grab = (valueStorage, point.x)
        return true
    }

    /// Moves the value by the finger's travel since it took the thumb, sending `.valueChanged` at once when
    /// continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grab else { return false }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: minimumStorage)
        let travel = track.width + 2 * Self.trackInset - thumb.width
        guard travel > 0 else { return true }
        let moved = Float((touch.location(in: self).x - grab.x) / travel) * (maximumStorage - minimumStorage)
        let next = clamped(grab.value + moved)
        if next != valueStorage {
            valueStorage = next
            if isContinuous { sendActions(for: .valueChanged, event: event) }
        }
        return true
    }

    /// Ends the drag, sending `.valueChanged` once if the slider is not continuous and the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishDrag(event: event)
    }

    /// Ends the drag as a lift does, sending `.valueChanged` once if the slider is not continuous and the value
    /// changed.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishDrag(event: event)
    }

    // MARK: Machinery

    /// Where `value` lies in the range, from 0 to 1.
    func fraction(of value: Float) -> Float {
        let span = maximumStorage - minimumStorage
        guard span > 0 else { return 0 }
        return min(max((value - minimumStorage) / span, 0), 1)
    }

    private func clamped(_ value: Float) -> Float {
        guard value.isFinite else { return minimumStorage }
        return min(max(value, minimumStorage), maximumStorage)
    }

    /// A slider that is not continuous tells of the change once, when the finger lifts.
    private func finishDrag(event: UIEvent?) {
        if let grab, !isContinuous, valueStorage != grab.value {
            sendActions(for: .valueChanged, event: event)
        }
        grab = nil
    }

    private func imagesDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func setImage(_ image: UIImage?, _ part: String, _ state: State) {
        images["\(part).\(state.rawValue)"] = image
        noteAppearance("\(part)Image.\(state.rawValue)") { $0.setImage(image, part, state) }
        setNeedsDisplay()
    }

    private func currentImage(_ part: String) -> UIImage? {
        images["\(part).\(state.rawValue)"] ?? images["\(part).\(State.normal.rawValue)"]
    }
}
