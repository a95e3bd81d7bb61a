import Foundation

/// A row of dots, one per page, the current one filled. A tap on either side of the current dot
/// moves one page that way and sends `.valueChanged` (with `.primaryActionTriggered`), as UIKit's
/// does; setting `currentPage` in code sends nothing. Its size for `n` pages is
/// `size(forNumberOfPages:)`: dots 16 points apart on a 26-point row, as iOS 14 and later lay them.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    public enum Direction: Int, Sendable {
        case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    static let spacing: CGFloat = 16
    static let dotDiameter: CGFloat = 8
    static let height: CGFloat = 26

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Kept within the pages.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    open var allowsContinuousInteraction = true
    open var direction: Direction = .natural { didSet { setNeedsDisplay() } }
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    private var indicatorImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * Self.spacing + 8 : 0, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let traits = UITraitCollection.current
        let others = (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traits)
        let current = (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traits)
        for page in 0..<numberOfPages {
            let center = dotCenter(page)
            let dot = CGRect(
                x: center.x - Self.dotDiameter / 2, y: center.y - Self.dotDiameter / 2,
                width: Self.dotDiameter, height: Self.dotDiameter)
            (page == currentPage ? current : others).setFill()
            UIBezierPath(ovalIn: dot).fill()
        }
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

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
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
