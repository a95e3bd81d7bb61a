import Foundation

/// Where a bar sits, so it can draw the right edge.
public enum UIBarPosition: Int, Sendable {
    /// The position is unspecified.
    case any
    /// The bar is at the bottom of its view, as a toolbar usually is.
    case bottom
    /// The bar is at the top of its view.
    case top
    /// The bar is at the top of the screen, its background reaching up under the status bar.
    case topAttached
}

/// The overall look of a bar; bars here store it but always draw the default look.
public enum UIBarStyle: Int, Sendable {
    /// The default style: a light background with dark content.
    case `default`
    /// A dark background with light content.
    case black
}

/// Told before and after the bar's item stack changes. Every method is optional in UIKit.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Asks the delegate whether the bar should push an item onto its stack.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Tells the delegate that the bar pushed an item onto its stack.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Asks the delegate whether the bar should pop an item off its stack.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Tells the delegate that the bar popped an item off its stack.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

public extension UINavigationBarDelegate {
    /// Returns `true`, so the bar pushes every item.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Returns `true`, so the bar pops every item.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The object a bar asks where it sits (iOS 7): the navigation bar's, toolbar's and search bar's
/// delegates. Its method is optional in UIKit.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Asks the delegate where the bar sits, which decides how far its background reaches.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// Returns `.any`.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar whose position a delegate can decide.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits in its window.
    var barPosition: UIBarPosition { get }
}

/// The bar at the top of a navigation controller: a stack of items, the top one shown, the one
/// below it supplying the back button (N-6).
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// UIKit's standard heights: 44 points, 30 more with a prompt, 52 more with a large title.
    static let standardHeight: CGFloat = 44
    static let promptHeight: CGFloat = 30
    static let largeTitleHeight: CGFloat = 52

    /// The bar's delegate, asked before and told after each push and pop of an item.
    open weak var delegate: (any UINavigationBarDelegate)?
    /// The bar's overall look; stored but not drawn here, where the bar always uses the default style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearance("barStyle") { [value = barStyle] view in view.barStyle = value } }
    }
    /// Whether the bar's background is translucent; stored but not drawn here.
    open var isTranslucent = true {
        didSet { noteAppearance("isTranslucent") { [value = isTranslucent] view in view.isTranslucent = value } }
    }
    /// The color the bar's background is drawn in, or `nil` for the default bar background.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearance("barTintColor") { [value = barTintColor] view in view.barTintColor = value }
            setNeedsDisplay()
        }
    }
    /// The hairline's image under the bar, shown only with a custom background image
    /// (`setBackgroundImage(_:for:)`), as UIKit documents; an empty `UIImage()` hides the line.
    open var shadowImage: UIImage? {
        didSet {
            noteAppearance("shadowImage") { [value = shadowImage] view in view.shadowImage = value }
            setNeedsDisplay()
        }
    }
    /// The legacy background images `setBackgroundImage(_:for:barMetrics:)` set.
    var legacyBackgroundImages = BarImageTable()
    /// Whether the bar shows a large title (52 points more height) for items whose display mode allows it.
    open var prefersLargeTitles = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Attributes for the large title, under the appearance's own: the font and foreground color
    /// are used when drawing it.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            noteAppearance("largeTitleTextAttributes") { [value = largeTitleTextAttributes] view in
                view.largeTitleTextAttributes = value
            }
            setNeedsDisplay()
        }
    }
    /// The look of a bar showing standard-height content scrolled away from its edge (or any
    /// content, when no navigation controller manages the bar); the bar keeps a copy of what is
    /// assigned. A top item's own `standardAppearance` wins over it.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            noteAppearance("standardAppearance") { [value = standardAppearance] view in view.standardAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// The look in a compact-height bar (a phone in landscape), or nil for `standardAppearance`;
    /// the bar keeps a copy.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            noteAppearance("compactAppearance") { [value = compactAppearance] view in view.compactAppearance = value }
            setNeedsDisplay()
        }
    }
    /// The look while the content's edge meets the bar (scrolled to its top, or no scroll view),
    /// for a bar a navigation controller manages; nil for `standardAppearance` with a transparent
    /// background. The bar keeps a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            noteAppearance("scrollEdgeAppearance") { [value = scrollEdgeAppearance] view in
                view.scrollEdgeAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// The scroll edge look of a compact-height bar, or nil for `scrollEdgeAppearance`; the bar
    /// keeps a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            noteAppearance("compactScrollEdgeAppearance") { [value = compactScrollEdgeAppearance] view in
                view.compactScrollEdgeAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// Whether the bar last drew at its scroll edge, so a scroll redraws it only when that changes.
    var drawnAtScrollEdge: Bool?
    /// Attributes for the title, under the appearance's own: the font and foreground color are used when drawing it.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            noteAppearance("titleTextAttributes") { [value = titleTextAttributes] view in
                view.titleTextAttributes = value
            }
            setNeedsDisplay()
        }
    }
    /// The bar's stack of navigation items, bottom first; the last one is shown.
    public private(set) var items: [UINavigationItem]?
    /// The back button, a control like any other: a tap on it is `sendActions(for: .touchUpInside)`.
    public let backButton = UIControl(frame: .zero)
    /// What the bar shows, in two layers as UIKit's bar has them: the background, which reaches
    /// up under the status bar when the bar sits at the top of its window, and the title and
    /// buttons over it (`UINavigationBar+Drawing.swift`).
    let barBackground = BarBackgroundView()
    let barContent = BarContentView()
    /// The item a finger is on, and the custom views shown.
    let itemTracker = BarItemTracker()
    /// The top item's search bar, shown in the search row (`UINavigationBar+Search.swift`).
    var shownSearchBar: UISearchBar?

    /// Required so `UINavigationController(navigationBarClass:toolbarClass:)` can make a subclass.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        barBackground.navigationBar = self
        barBackground.isUserInteractionEnabled = false
        addSubview(barBackground)
        barContent.navigationBar = self
        barContent.isUserInteractionEnabled = false
        addSubview(barContent)
        backButton.isHidden = true
        backButton.addAction(UIAction(title: "Back") { [weak self] _ in self?.backButtonTapped() }, for: .touchUpInside)
        addSubview(backButton)
    }

    /// Where the bar sits: its delegate's answer, else `.top`.
    public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .top }

    /// The item at the top of the stack, the one the bar shows.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one, whose back button the top shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The title the back button shows: the back item's back bar button item, else its back
    /// button title, else its title, else "Back".
    public var backButtonTitle: String? {
        guard let backItem else { return nil }
        return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
    }

    /// Pushes an item onto the stack, if the delegate agrees, and shows it with a back button to the item below.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if there is an item below it and the delegate agrees, and returns it; `nil` otherwise.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, let top = stack.last, stack.count > 1,
            delegate?.navigationBar(self, shouldPop: top) ?? true
        else { return nil }
        stack.removeLast()
        setItems(stack, animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Replaces the bar's stack of items and shows the new top item; the delegate is not asked or told.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.navigationBar === self { item.navigationBar = nil }
        self.items = items
        for item in items ?? [] { item.navigationBar = self }
        refresh()
    }

    /// Keeps the first `count` items and appends `newItems`: the navigation controller's way to
    /// follow a push or a pop without touching the rest of a deep stack.
    func replaceItems(keeping count: Int, appending newItems: [UINavigationItem]) {
        if items == nil { items = [] }
        let keep = min(count, items!.count)
        for item in items![keep...] where item.navigationBar === self { item.navigationBar = nil }
        // In place: a copy of a deep stack per push would make pushing cost its depth.
        items!.removeSubrange(keep...)
        for item in newItems { item.navigationBar = self }
        items!.append(contentsOf: newItems)
        refresh()
    }

    /// The back button's action: ask the delegate (a navigation controller pops its controller
    /// there), then pop the item if it agrees.
    func backButtonTapped() {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return }
        popItem(animated: true)
    }

    func itemDidChange(_ item: UINavigationItem) {
        refresh()
    }

    /// The height the bar needs for its top item now: the title rows (a large title as far as the
    /// content's scroll leaves it, `UINavigationBar+LargeTitle.swift`), and the search row under them.
    var preferredHeight: CGFloat {
        expandedHeight - (showsLargeTitle ? Self.largeTitleHeight - largeTitleVisibleHeight : 0)
    }

    /// No intrinsic width, and the bar's height: 44 points, more with a prompt, a large title or a search bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    /// The width offered and the height the top item needs.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    private func refresh() {
        installSearchBar()
        backButton.isHidden = backItem == nil || topItem?.hidesBackButton == true || titleRowsCollapsed
        let layout = contentLayout()
        backButton.frame = CGRect(
            x: 8, y: layout.midY - Self.standardHeight / 2, width: 88, height: Self.standardHeight)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Where the background reaches depends on where the bar is in its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// The bar draws through its background and content views.
    /// Sets the image drawn stretched over the bar's background for `barMetrics`, at any position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The image set for `barMetrics` at any position.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// Sets the background image for a bar at `barPosition` with `barMetrics`; a bar falls back
    /// to the `.any` position's image, and a compact or prompt metric to `.default`'s.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        legacyBackgroundImages.set(backgroundImage, for: barPosition, barMetrics)
        noteAppearance("backgroundImage.\(barPosition.rawValue).\(barMetrics.rawValue)") { view in
            view.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
        setNeedsDisplay()
    }

    /// The image set for exactly this position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages.image(for: barPosition, barMetrics)
    }

    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        barContent.setNeedsDisplay()
        barBackground.setNeedsDisplay()
    }

    /// Redraws the bar, whose buttons use the tint color.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backButton.isHidden = backItem == nil || topItem?.hidesBackButton == true || titleRowsCollapsed
        let layout = contentLayout()
        backButton.frame = CGRect(
            x: 8, y: layout.midY - Self.standardHeight / 2, width: 88, height: Self.standardHeight)
        layoutSearchBar()
        let reach = backgroundReach
        barBackground.frame = CGRect(
            x: bounds.minX, y: bounds.minY - reach, width: bounds.width, height: bounds.height + reach)
        barContent.frame = bounds
        applyItemAppearanceProxies()
        layout.slots.placeCustomViews(in: self, shown: &itemTracker.customViews)
    }

    // MARK: Touches on items

    /// Starts tracking a touch that lands on an enabled bar button item; other touches go to `UIView`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.began, touches) { super.touchesBegan(touches, with: event) }
    }

    /// Highlights the tracked item while the touch stays on it; other touches go to `UIView`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.moved, touches) { super.touchesMoved(touches, with: event) }
    }

    /// Performs the tracked item's action if the touch ends on it; other touches go to `UIView`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.ended, touches) { super.touchesEnded(touches, with: event) }
    }

    /// Stops tracking an item without performing its action; other touches go to `UIView`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.cancelled, touches) { super.touchesCancelled(touches, with: event) }
    }

    private func trackItems(_ phase: UITouch.Phase, _ touches: Set<UITouch>) -> Bool {
        itemTracker.handle(
            phase, touches, in: self, slots: { contentLayout().slots }, redraw: { barContent.setNeedsDisplay() })
    }
}
