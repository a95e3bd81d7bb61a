import Foundation

/// Pages: the displayed controllers are the only children (PG-1). A page turn, programmatic or
/// by the paging gesture, is an appearance transition in PG-2's orders, with containment around
/// it: the new page is added before it and gets `didMove` after; the old one gets
/// `willMove(toParent: nil)` before and is removed after.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change on a turn.
    public enum TransitionStyle: Int, Sendable {
        /// Pages turn like the pages of a book; they slide like a scroll here.
        case pageCurl
        /// Pages scroll into place.
        case scroll
    }
    /// The axis along which pages turn.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right.
        case horizontal
        /// Pages turn up and down.
        case vertical
    }
    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page: the new page comes in from the right or bottom edge.
        case forward
        /// To the previous page: the new page comes in from the left or top edge.
        case reverse
    }
    /// Where the spine of a page-curl book sits.
    public enum SpineLocation: Int, Sendable {
        /// No spine, as for a scrolling controller.
        case none
        /// The spine at the left or top edge, one page shown at a time.
        case min
        /// The spine in the middle, two pages shown side by side.
        case mid
        /// The spine at the right or bottom edge, one page shown at a time.
        case max
    }

    /// Keys of the options dictionary given when the page view controller is created.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location for a page-curl controller, given as the `Int` raw value of a `SpineLocation`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scrolling controller; accepted but not used here, where pages sit edge to edge.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages change on a turn, fixed when the controller is created.
    public let transitionStyle: TransitionStyle
    /// The axis along which pages turn, fixed when the controller is created.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine sits: `.none` for scrolling, else the location from the options, `.min` by default.
    public private(set) var spineLocation: SpineLocation
    /// Whether a page-curl controller shows content on both sides of a page, which makes a turn take two pages.
    open var isDoubleSided = false
    /// The object that supplies the pages before and after the current one to the paging gesture.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The delegate told when a turn by the paging gesture starts and ends.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages on screen, in order.
    public private(set) var viewControllers: [UIViewController]?
    static let transitionDuration: TimeInterval = 0.3
    var turnInProgress = false
    /// The paging gesture's turn, while the finger is down.
    var drag: PageDrag?
    lazy var pagingRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer { [weak self] recognizer in
        self?.handlePaging(recognizer as! UIPanGestureRecognizer)
    }

    /// Creates a page view controller with the given transition style, orientation and options; a page curl here
    /// slides like a scroll and has no paging gesture.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let requested = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : requested ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }

    /// How many pages a turn shows (PG-1): one for scrolling; for a page curl two at a mid
    /// spine or when double-sided, else one.
    var requiredPageCount: Int {
        guard transitionStyle == .pageCurl else { return 1 }
        return spineLocation == .mid || isDoubleSided ? 2 : 1
    }

    /// Shows `viewControllers` (PG-1), animated as a turn in `direction` if asked. The data
    /// source is not consulted.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let new = viewControllers ?? []
        guard new.count == requiredPageCount else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "The number of view controllers provided (\(new.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition"
            )
            return
        }
        let old = self.viewControllers ?? []
        guard !turnInProgress, drag == nil else { return }
        let incoming = new.filter { !old.contains($0) }
        let outgoing = old.filter { !new.contains($0) }
        self.viewControllers = new
        turn(from: outgoing, to: incoming, animated: animated, direction: direction) { completion?($0) }
    }

    func setDisplayedPages(_ pages: [UIViewController]) {
        viewControllers = pages
    }

    /// One turn: appearance in PG-2's order for the style, containment around it.
    func turn(
        from outgoing: [UIViewController], to incoming: [UIViewController], animated: Bool,
        direction: NavigationDirection, completion: @escaping (Bool) -> Void
    ) {
        for page in incoming { addChild(page) }
        for page in outgoing { page.willMove(toParent: nil) }
        guard isViewLoaded else {
            for page in outgoing {
                page.viewIfLoaded?.removeFromSuperview()
                page.removeFromParent()
            }
            for page in incoming { page.didMove(toParent: self) }
            return completion(true)
        }
        let showing = view.window != nil && appearanceState == .appeared
        turnInProgress = true
        for page in incoming {
            page.loadViewIfNeeded()
            if showing { page.beginAppearanceTransition(true, animated: animated) }
        }
        if showing { for page in outgoing { page.beginAppearanceTransition(false, animated: animated) } }
        layOut(incoming, offset: animated ? (direction == .forward ? 1 : -1) : 0)
        for page in incoming { view.addSubview(page.view) }
        if showing { for page in incoming { page.deliverViewIsAppearingIfNeeded() } }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for page in outgoing { page.viewIfLoaded?.removeFromSuperview() }
            if showing { self.endAppearance(incoming: incoming, outgoing: outgoing) }
            for page in outgoing where page.parent === self { page.removeFromParent() }
            for page in incoming where page.parent === self { page.didMove(toParent: self) }
            self.turnInProgress = false
            completion(finished)
        }
        guard animated else { return finish(true) }
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                self.layOut(incoming, offset: 0)
                self.layOut(outgoing, offset: direction == .forward ? -1 : 1)
            }, completion: finish)
    }

    /// PG-2: a scroll ends the new page's appearance first; a page curl ends the old page's
    /// disappearance first.
    func endAppearance(incoming: [UIViewController], outgoing: [UIViewController]) {
        if transitionStyle == .scroll {
            for page in incoming { page.endAppearanceTransition() }
            for page in outgoing { page.endAppearanceTransition() }
        } else {
            for page in outgoing { page.endAppearanceTransition() }
            for page in incoming { page.endAppearanceTransition() }
        }
    }

    /// Places `pages` side by side, shifted by `offset` page widths (heights when vertical).
    func layOut(_ pages: [UIViewController], offset: CGFloat) {
        guard let bounds = viewIfLoaded?.bounds else { return }
        let count = CGFloat(max(pages.count, 1))
        for (index, page) in pages.enumerated() {
            guard let pageView = page.viewIfLoaded else { continue }
            if navigationOrientation == .horizontal {
                let width = bounds.width / count
                pageView.frame = CGRect(
                    x: bounds.minX + width * CGFloat(index) + bounds.width * offset, y: bounds.minY,
                    width: width, height: bounds.height)
            } else {
                let height = bounds.height / count
                pageView.frame = CGRect(
                    x: bounds.minX, y: bounds.minY + height * CGFloat(index) + bounds.height * offset,
                    width: bounds.width, height: height)
            }
        }
    }

    /// A view that keeps the pages filling it whenever it is laid out, as UIKit's page scroll
    /// view does: an app may size the page view controller's view after its pages are shown.
    open override func loadView() {
        if loadViewFromStoryboardOrNib() { return }
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.onLayout = { [weak self] in self?.layOutShownPages() }
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// The pages shown, filling the view; a turn or a drag places them itself.
    private func layOutShownPages() {
        guard !turnInProgress, drag == nil, let pages = viewControllers else { return }
        layOut(pages, offset: 0)
    }

    /// Places and adds the pages already set, and installs the paging gesture for a scrolling controller.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let pages = viewControllers {
            layOut(pages, offset: 0)
            for page in pages { view.addSubview(page.view) }
        }
        if transitionStyle == .scroll { view.addGestureRecognizer(pagingRecognizer) }
    }

    /// The paging gesture, for a scrolling page view controller.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .scroll ? [pagingRecognizer] : []
    }
}
