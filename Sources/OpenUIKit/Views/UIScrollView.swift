import Foundation

/// A view whose content can be larger than itself, shown through a window moved by
/// `contentOffset` (the bounds' origin). A finger drags it through `panGestureRecognizer`, with
/// the rubber band past the edges, deceleration after a flick, bouncing back and paging
/// (`UIScrollView+Dragging.swift`); a mouse wheel or touchpad scrolls it directly; the insets it
/// scrolls within follow the safe area (`UIScrollView+Insets.swift`); indicators show while it
/// moves (`UIScrollView+Indicators.swift`); a pinch zooms its `viewForZooming`
/// (`UIScrollView+Zooming.swift`). Auto Layout reads a scroll view as UIKit documents:
/// constraints between its edges or margins and views inside it attach to the content area
/// (`contentLayoutGuide`, whose size becomes `contentSize`), while its width, height and centres,
/// and `frameLayoutGuide`, are its frame's.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast a flick slows down: the share of its speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which insets besides `contentInset` the scroll view scrolls within.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The safe area on scrollable axes, and at the top and bottom under a navigation
        /// controller's bars.
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    open weak var delegate: (any UIScrollViewDelegate)?

    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { contentGeometryDidChange() } }
    }
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { contentGeometryDidChange() } }
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }
    /// Whether the content's insets follow the safe area's layout margins (`.automatic`'s
    /// top and bottom under bars need this as UIKit's do).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var isPagingEnabled = false
    open var bounces = true
    open var bouncesZoom = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isDirectionalLockEnabled = false
    open var decelerationRate: DecelerationRate = .normal
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: reads the vertical one's, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }

    /// The finger dragging the content; a view that tracks touches of its own (a slider in a
    /// table cell) makes it wait by `require(toFail:)` as in UIKit.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        recognizer.cancelsTouchesInView = true
        return recognizer
    }()
    /// Present while zooming is possible (`maximumZoomScale` above `minimumZoomScale`).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    /// True from a finger's touch on the content until it lifts (dragging or not).
    open internal(set) var isTracking = false
    /// True while a drag moves the content.
    open internal(set) var isDragging = false
    /// True while the content coasts after a flick, or springs back.
    open internal(set) var isDecelerating = false
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false

    /// Where a drag started and what moves the content now (`UIScrollView+Dragging.swift`).
    var dragStartOffset: CGPoint = .zero
    var dragStartTranslation: CGPoint = .zero
    var motion: ClockMotion?
    var motionIsUserDriven = false
    /// The insets last reported through `adjustedContentInsetDidChange()`.
    var lastAdjustedContentInset: UIEdgeInsets = .zero
    /// The indicator views, made the first time the content moves (`UIScrollView+Indicators.swift`).
    var verticalIndicator: UIView?
    var horizontalIndicator: UIView?
    var indicatorFade: ClockTimer?
    /// The zoom applied to `viewForZooming` (`UIScrollView+Zooming.swift`).
    var zoomScaleStorage: CGFloat = 1
    var pinchStartScale: CGFloat = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the view's top-left corner. Every change is a scroll: the
    /// delegate hears `scrollViewDidScroll(_:)` and the view lays out again.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.x.isFinite, newValue.y.isFinite else { return }
            bounds.origin = newValue
            setNeedsLayout()
            layOutIndicators()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Animated, the content slides there in a third of a second, scrolling at the display's
    /// rate, and the delegate hears `scrollViewDidEndScrollingAnimation(_:)` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        animateOffset(to: contentOffset, duration: Self.scrollAnimationDuration, curve: .easeInOut) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls the least that shows `rect` (in content coordinates), within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - adjustedContentInset.left }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - adjustedContentInset.top }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// The content area: constraints to it set the content's size.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(Self.contentGuideIdentifier) }
    /// The scroll view's frame, for content that stays put while the rest scrolls.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(Self.frameGuideIdentifier) }

    static let contentGuideIdentifier = "UIScrollViewContentLayoutGuide"
    static let frameGuideIdentifier = "UIScrollViewFrameLayoutGuide"
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// The delegate outlet a storyboard connects.
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["delegate"] = { target, value in
            guard let scrollView = target as? UIScrollView else { return false }
            let delegate = value as? any UIScrollViewDelegate
            guard value == nil || delegate != nil else { return false }
            scrollView.delegate = delegate
            return true
        }
        return super.storyboardConnections.merging(connections)
    }

    // MARK: Overridable

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    /// Whether touches may begin in `view` (a subview): true, as UIKit's default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches a subview is tracking: true unless it is a control.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Shows the indicators for a moment.
    open func flashScrollIndicators() {
        showIndicators()
        scheduleIndicatorFade()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        noteAdjustedContentInset()
        layOutIndicators()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        contentGeometryDidChange()
    }

    /// A wheel or touchpad's scroll by `delta` points (positive moves the content up and left,
    /// as the finger would move it down and right by minus that), kept within the content.
    open func scroll(by delta: CGPoint) {
        guard isScrollEnabled else { return }
        stopMotion()
        let scrollable = scrollableAxes
        let target = CGPoint(
            x: contentOffset.x + (scrollable.horizontal ? delta.x : 0),
            y: contentOffset.y + (scrollable.vertical ? delta.y : 0))
        contentOffset = clampedOffset(target)
        flashScrollIndicators()
    }
}
