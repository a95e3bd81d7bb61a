import Foundation

/// Where a bar sits, so it can draw the right edge.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

public enum UIBarStyle: Int, Sendable { case `default`, black }

/// Told before and after the bar's item stack changes. Every method is optional in UIKit.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

public extension UINavigationBarDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar whose position a delegate can decide.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
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

    open weak var delegate: (any UINavigationBarDelegate)?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor? {
        didSet {
            barBackground.barTintColor = barTintColor
            setNeedsDisplay()
        }
    }
    open var prefersLargeTitles = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsDisplay() } }
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
        barBackground.shadowEdge = .bottom
        barBackground.isUserInteractionEnabled = false
        addSubview(barBackground)
        barContent.navigationBar = self
        barContent.isUserInteractionEnabled = false
        addSubview(barContent)
        backButton.isHidden = true
        backButton.addAction(UIAction(title: "Back") { [weak self] _ in self?.backButtonTapped() }, for: .touchUpInside)
        addSubview(backButton)
    }

    public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .top }

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

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

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

    /// The height the bar needs for its top item.
    var preferredHeight: CGFloat {
        var height = Self.standardHeight
        if topItem?.prompt != nil { height += Self.promptHeight }
        if prefersLargeTitles, topItem?.largeTitleDisplayMode != .never { height += Self.largeTitleHeight }
        return height
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    private func refresh() {
        backButton.isHidden = backItem == nil || topItem?.hidesBackButton == true
        backButton.frame = CGRect(x: 8, y: bounds.height - Self.standardHeight, width: 88, height: Self.standardHeight)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Where the background reaches depends on where the bar is in its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// The bar draws through its background and content views.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        barContent.setNeedsDisplay()
        barBackground.setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backButton.frame = CGRect(x: 8, y: bounds.height - Self.standardHeight, width: 88, height: Self.standardHeight)
        let reach = backgroundReach
        barBackground.frame = CGRect(
            x: bounds.minX, y: bounds.minY - reach, width: bounds.width, height: bounds.height + reach)
        barContent.frame = bounds
        contentLayout().slots.placeCustomViews(in: self, shown: &itemTracker.customViews)
    }

    // MARK: Touches on items

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.began, touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.moved, touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.ended, touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackItems(.cancelled, touches) { super.touchesCancelled(touches, with: event) }
    }

    private func trackItems(_ phase: UITouch.Phase, _ touches: Set<UITouch>) -> Bool {
        itemTracker.handle(
            phase, touches, in: self, slots: { contentLayout().slots }, redraw: { barContent.setNeedsDisplay() })
    }
}
