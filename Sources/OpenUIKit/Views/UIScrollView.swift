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
        /// The default rate: a flick keeps 99.8% of its speed each millisecond, coasting a long way.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: a flick keeps 99% of its speed each millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which insets besides `contentInset` the scroll view scrolls within.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The safe area on scrollable axes, and at the top and bottom under a navigation
        /// controller's bars.
        case automatic = 0
        /// The safe area on the axes the content scrolls along (or is set to bounce along).
        case scrollableAxes = 1
        /// No safe area: the content scrolls within `contentInset` alone.
        case never = 2
        /// The safe area on every side, whichever axes scroll.
        case always = 3
    }

    /// The color of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators in light mode and light ones in dark mode.
        case `default` = 0
        /// Dark indicators, for light backgrounds.
        case black
        /// Light indicators, for dark backgrounds.
        case white
    }

    /// Whether dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none = 0
        /// The keyboard goes away when a drag begins.
        case onDrag
        /// The keyboard follows a drag down and can be pulled off the screen.
        case interactive
        /// Like `onDrag`, and the keyboard's input accessory view goes too.
        case onDragWithAccessory
        /// Like `interactive`, and the keyboard's input accessory view goes too.
        case interactiveWithAccessory
    }

    /// The object told about scrolling, dragging, deceleration and zooming, and asked for the view to zoom.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content in points; with the insets, it sets how far the content scrolls.
    open var contentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "contentSize") { self.contentSize } }
        didSet {
            didChangeValue(forKey: "contentSize") { self.contentSize }
            if contentSize != oldValue { contentGeometryDidChange() }
        }
    }
    /// Extra space around the content that it scrolls within, added to any safe area insets.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { willChangeValue(forKey: "contentInset") { self.contentInset } }
        didSet {
            didChangeValue(forKey: "contentInset") { self.contentInset }
            if contentInset != oldValue { contentGeometryDidChange() }
        }
    }
    /// Which safe area insets are added to `contentInset` to give `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }
    /// Whether the content's insets follow the safe area's layout margins (`.automatic`'s
    /// top and bottom under bars need this as UIKit's do).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether the user can scroll the content by dragging or with a wheel; it also enables `panGestureRecognizer`.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a flick comes to rest on a multiple of the scroll view's width or height.
    open var isPagingEnabled = false
    /// Whether the content can be dragged past its edges, springing back on release, instead of stopping at them.
    open var bounces = true
    /// Whether a pinch can take the zoom past its minimum or maximum, springing back on release.
    open var bouncesZoom = true
    /// Whether the content can be dragged vertically, and bounce, even when it is no taller than the view.
    open var alwaysBounceVertical = false
    /// Whether the content can be dragged horizontally, and bounce, even when it is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether a drag is locked to the axis it starts along; stored but not applied here.
    open var isDirectionalLockEnabled = false
    /// How quickly the content slows down after a flick.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical scroll indicator shows while the content moves.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while the content moves.
    open var showsHorizontalScrollIndicator = true
    /// The color of the scroll indicators, read when they are first made.
    open var indicatorStyle: IndicatorStyle = .default
    /// How far the vertical scroll indicator's track is inset from the edges of the scrolling area.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator's track is inset from the edges of the scrolling area.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: reads the vertical one's, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether a tap on the status bar scrolls the content to the top; stored, as there is no status bar to tap here.
    open var scrollsToTop = true
    /// How dragging the content dismisses the keyboard; stored but not applied here.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the view waits to see if a touch is a drag before delivering it to the content; stored but not
    /// consulted here.
    open var delaysContentTouches = true
    /// Whether a drag may cancel touches the content is already tracking; stored but not consulted here.
    open var canCancelContentTouches = true
    /// The smallest scale a pinch can zoom the content to.
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale a pinch can zoom the content to; above `minimumZoomScale`, the view gets a pinch
    /// recognizer.
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
    /// Whether the user is pinching to zoom the content.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back within its minimum and maximum after a pinch took it past them.
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

    /// Creates a scroll view that clips its content and has its pan gesture recognizer installed.
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

    /// The pull-to-refresh control at the top of the content: set, it becomes the scroll view's
    /// first subview, placed above the content as the content moves.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                refreshControl.scrollViewDidScroll(self)
            }
            noteAdjustedContentInset()
        }
    }

    /// The point of the content at the view's top-left corner. Every change is a scroll: the
    /// delegate hears `scrollViewDidScroll(_:)` and the view lays out again.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.x.isFinite, newValue.y.isFinite else { return }
            willChangeValue(forKey: "contentOffset") { self.contentOffset }
            bounds.origin = newValue
            didChangeValue(forKey: "contentOffset") { self.contentOffset }
            setNeedsLayout()
            layOutIndicators()
            refreshControl?.scrollViewDidScroll(self)
            noteScrollForBars()
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

    /// Saves the scroll position (and the zoom scale), as UIKit's scroll view does.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(contentOffset, forKey: "UIScrollViewContentOffset")
        coder.encode(Double(zoomScale), forKey: "UIScrollViewZoomScale")
    }

    /// Scrolls back to the saved position, kept within the content as it is now.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        let zoom = CGFloat(coder.decodeDouble(forKey: "UIScrollViewZoomScale"))
        if coder.containsValue(forKey: "UIScrollViewZoomScale"), zoom > 0, zoom != zoomScale { zoomScale = zoom }
        guard coder.containsValue(forKey: "UIScrollViewContentOffset") else { return }
        let saved = coder.decodeCGPoint(forKey: "UIScrollViewContentOffset")
        let inset = adjustedContentInset
        let maximum = CGPoint(
            x: max(-inset.left, contentSize.width + inset.right - bounds.width),
            y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        contentOffset = CGPoint(
            x: min(max(saved.x, -inset.left), maximum.x), y: min(max(saved.y, -inset.top), maximum.y))
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

    /// Updates the content insets and offsets that depend on the safe area.
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
