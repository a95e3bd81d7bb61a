import Foundation

/// A row of dots, one per page, the current one filled. A tap on either side of the current dot
/// moves one page that way and sends `.valueChanged` (with `.primaryActionTriggered`), as UIKit's
/// does; setting `currentPage` in code sends nothing. Its size for `n` pages is
/// `size(forNumberOfPages:)`: dots 16 points apart on a 26-point row, as iOS 14 and later lay them.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Whether the page control draws a background behind its dots.
    public enum BackgroundStyle: Int, Sendable {
        /// The system chooses: a background only while the user interacts with the control.
        case automatic
        /// A full background behind the dots at all times.
        case prominent
        /// No background behind the dots.
        case minimal
    }

    /// The order and axis along which a page control's dots run.
    public enum Direction: Int, Sendable {
        /// Horizontal, in the order of the view's layout direction.
        case natural
        /// Horizontal, first page on the left.
        case leftToRight
        /// Horizontal, first page on the right.
        case rightToLeft
        /// Vertical, first page at the top.
        case topToBottom
        /// Vertical, first page at the bottom.
        case bottomToTop
    }

    static let spacing: CGFloat = 16
    static let dotDiameter: CGFloat = 8
    static let height: CGFloat = 26

    /// The number of pages, one dot each; never negative, and lowering it pulls `currentPage` back within range.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Kept within the pages. A change starts the `progress` again at the new page's initial
    /// progress.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if currentPage != oldValue {
                setNeedsDisplay()
                progress?.pageDidChange(to: currentPage)
            }
        }
    }

    /// How far along the current page is (iOS 16), drawn as the current indicator filling up;
    /// a ``UIPageControlTimerProgress`` turns the pages itself.
    open var progress: UIPageControlProgress? {
        didSet {
            if oldValue?.pageControl === self { oldValue?.pageControl = nil }
            progress?.pageControl = self
            setNeedsDisplay()
        }
    }

    /// How the user is changing the page now: `.discrete` while a finger taps the control, else
    /// `.none`.
    open private(set) var interactionState: InteractionState = .none {
        didSet {
            if interactionState != oldValue { progress?.interactionStateDidChange(interactionState) }
        }
    }

    /// Whether the control draws nothing when there is only one page.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The color of the dots of pages other than the current one; `nil` for the tertiary label color.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearance("pageIndicatorTintColor") { [value = pageIndicatorTintColor] view in
                view.pageIndicatorTintColor = value
            }
            setNeedsDisplay()
        }
    }
    /// The color of the current page's dot; `nil` for the label color.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearance("currentPageIndicatorTintColor") { [value = currentPageIndicatorTintColor] view in
                view.currentPageIndicatorTintColor = value
            }
            setNeedsDisplay()
        }
    }
    /// Whether the control draws a background behind its dots; stored but not drawn here.
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// Whether the user can scrub across the dots to change pages; stored, and only taps change pages here.
    open var allowsContinuousInteraction = true
    /// The order and axis of the dots; right to left reverses them here, and the vertical directions lay out as
    /// left to right.
    open var direction: Direction = .natural { didSet { setNeedsDisplay() } }
    /// An image to draw for every page's indicator instead of a dot; stored, and dots are drawn here.
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    private var indicatorImages: [Int: UIImage] = [:]

    /// Creates a page control with no pages and a transparent background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Sets the image to use for one page's indicator, or `nil` to use `preferredIndicatorImage`; stored, and
    /// dots are drawn here.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image set for the page's indicator, falling back to `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * Self.spacing + 8 : 0, height: Self.height)
    }

    /// The size the dots of `numberOfPages` pages take, as `size(forNumberOfPages:)` gives it.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// Returns the control's intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws a dot per page, centered in the bounds, with the current page's dot in its own color.
    open override func draw(_ rect: CGRect) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let traits = UITraitCollection.current
        let others = (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traits)
        let current = (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traits)
        for page in 0..<numberOfPages {
            let center = dotCenter(page)
            if page == currentPage, let progress, progress.isProgressVisible {
                drawProgress(progress.currentProgress, at: center, filled: current, track: others)
                continue
            }
            let dot = CGRect(
                x: center.x - Self.dotDiameter / 2, y: center.y - Self.dotDiameter / 2,
                width: Self.dotDiameter, height: Self.dotDiameter)
            (page == currentPage ? current : others).setFill()
            UIBezierPath(ovalIn: dot).fill()
        }
    }

    /// The current page's indicator while a progress shows: a capsule, filled from its leading
    /// end to `fraction`.
    private func drawProgress(_ fraction: Float, at center: CGPoint, filled: UIColor, track: UIColor) {
        let width = Self.spacing + Self.dotDiameter / 2
        let capsule = CGRect(
            x: center.x - width / 2, y: center.y - Self.dotDiameter / 2, width: width, height: Self.dotDiameter)
        let shape = UIBezierPath(roundedRect: capsule, cornerRadius: Self.dotDiameter / 2)
        track.setFill()
        shape.fill()
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        shape.addClip()
        filled.setFill()
        let reversed =
            direction == .rightToLeft || (direction == .natural && semanticContentAttribute == .forceRightToLeft)
        let filledWidth = capsule.width * CGFloat(fraction)
        UIRectFill(
            CGRect(
                x: reversed ? capsule.maxX - filledWidth : capsule.minX, y: capsule.minY, width: filledWidth,
                height: capsule.height))
        context.restoreGState()
    }

    /// Where page `page`'s dot sits: the row centred in the bounds.
    func dotCenter(_ page: Int) -> CGPoint {
        let width = CGFloat(numberOfPages) * Self.spacing
        let reversed =
            direction == .rightToLeft || (direction == .natural && semanticContentAttribute == .forceRightToLeft)
        let index = reversed ? numberOfPages - 1 - page : page
        return CGPoint(x: bounds.midX - width / 2 + (CGFloat(index) + 0.5) * Self.spacing, y: bounds.midY)
    }

    // MARK: Tracking

    override var keepsSingleTaps: Bool { true }

    /// A finger on the control: the interaction is `.discrete` until it lifts.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        interactionState = .discrete
        return super.beginTracking(touch, with: event)
    }

    /// The finger left without a tap.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        interactionState = .none
    }

    /// Moves one page toward the side of the current dot that was tapped, and sends `.valueChanged` and
    /// `.primaryActionTriggered`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { interactionState = .none }
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let forward = x > dotCenter(currentPage).x
        let reversed = dotCenter(min(currentPage + 1, numberOfPages - 1)).x < dotCenter(currentPage).x
        let next = currentPage + ((forward != reversed) ? 1 : -1)
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }
}
