import Foundation

/// A bar of buttons; a navigation controller shows the top controller's `toolbarItems` in one.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    static let standardHeight: CGFloat = 44

    /// The bar button items the toolbar shows, leading to trailing, with flexible spaces sharing the room left.
    open var items: [UIBarButtonItem]? {
        didSet {
            setNeedsDisplay()
            setNeedsLayout()
        }
    }
    /// The toolbar's overall look; stored but not drawn here, where the toolbar always uses the default style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearance("barStyle") { [value = barStyle] view in view.barStyle = value } }
    }
    /// Whether the toolbar's background is translucent; stored but not drawn here.
    open var isTranslucent = true {
        didSet { noteAppearance("isTranslucent") { [value = isTranslucent] view in view.isTranslucent = value } }
    }
    /// The color the toolbar's background is drawn in, or `nil` for the default bar background.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearance("barTintColor") { [value = barTintColor] view in view.barTintColor = value }
            setNeedsDisplay()
        }
    }
    /// The legacy background and shadow images `setBackgroundImage(_:forToolbarPosition:barMetrics:)`
    /// and `setShadowImage(_:forToolbarPosition:)` set.
    var legacyBackgroundImages = BarImageTable()
    var legacyShadowImages = BarImageTable()
    /// The toolbar's look at standard height; the toolbar keeps a copy of what is assigned.
    open var standardAppearance: UIToolbarAppearance = UIToolbarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            noteAppearance("standardAppearance") { [value = standardAppearance] view in view.standardAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// The look of a compact-height toolbar, or nil for `standardAppearance`; kept as a copy.
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            noteAppearance("compactAppearance") { [value = compactAppearance] view in view.compactAppearance = value }
            setNeedsDisplay()
        }
    }
    /// The look while the content's bottom is in view (or there is no scroll view), for a toolbar a
    /// navigation controller manages; nil keeps `standardAppearance` here. Kept as a copy.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            noteAppearance("scrollEdgeAppearance") { [value = scrollEdgeAppearance] view in
                view.scrollEdgeAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// The scroll edge look of a compact-height toolbar, or nil for `scrollEdgeAppearance`; kept as a copy.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            noteAppearance("compactScrollEdgeAppearance") { [value = compactScrollEdgeAppearance] view in
                view.compactScrollEdgeAppearance = value
            }
            setNeedsDisplay()
        }
    }
    /// Whether the toolbar last drew at its scroll edge, so a scroll redraws it only when that changes.
    var drawnAtScrollEdge: Bool?
    /// The toolbar's delegate, asked where the toolbar sits.
    open weak var delegate: (any UIToolbarDelegate)?
    /// The item a finger is on, and the custom views shown.
    let itemTracker = BarItemTracker()

    /// Required so `UINavigationController(navigationBarClass:toolbarClass:)` can make a subclass.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where the toolbar sits: its delegate's answer, else `.bottom`.
    public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }

    /// Sets `items`; never animated here.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The width offered and the toolbar's standard height of 44 points.
    /// Sets the image drawn stretched over a toolbar at `topOrBottom` with `barMetrics`.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        legacyBackgroundImages.set(backgroundImage, for: topOrBottom, barMetrics)
        noteAppearance("backgroundImage.\(topOrBottom.rawValue).\(barMetrics.rawValue)") { view in
            view.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
        setNeedsDisplay()
    }

    /// The background image set for exactly this position and metrics.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages.image(for: topOrBottom, barMetrics)
    }

    /// Sets the line's image for a toolbar at `topOrBottom`, shown only with a custom background
    /// image, as UIKit documents.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        legacyShadowImages.set(shadowImage, for: topOrBottom, .default)
        noteAppearance("shadowImage.\(topOrBottom.rawValue)") { view in
            view.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
        }
        setNeedsDisplay()
    }

    /// The shadow image set for exactly this position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyShadowImages.image(for: topOrBottom, .default)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// The background and the items (`UIToolbar+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        drawBar()
    }

    /// Redraws the toolbar, whose items use the tint color.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Custom views sit in their items' slots.
    open override func layoutSubviews() {
        super.layoutSubviews()
        itemSlots().placeCustomViews(in: self, shown: &itemTracker.customViews)
        if AppearanceRegistry.hasProxies, window != nil {
            for item in items ?? [] { item.applyAppearanceProxies(shownBy: self) }
        }
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
        itemTracker.handle(phase, touches, in: self, slots: { itemSlots() }, redraw: { setNeedsDisplay() })
    }
}

/// The object a toolbar asks where it sits, with `position(for:)` from
/// ``UIBarPositioningDelegate``. Its method is optional in UIKit.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
