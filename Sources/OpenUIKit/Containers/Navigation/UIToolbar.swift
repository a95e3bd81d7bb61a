import Foundation

/// A bar of buttons; a navigation controller shows the top controller's `toolbarItems` in one.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    static let standardHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? {
        didSet {
            setNeedsDisplay()
            setNeedsLayout()
        }
    }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
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

    public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// The background and the items (`UIToolbar+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        drawBar()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Custom views sit in their items' slots.
    open override func layoutSubviews() {
        super.layoutSubviews()
        itemSlots().placeCustomViews(in: self, shown: &itemTracker.customViews)
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
        itemTracker.handle(phase, touches, in: self, slots: { itemSlots() }, redraw: { setNeedsDisplay() })
    }
}

@preconcurrency @MainActor
public protocol UIToolbarDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

public extension UIToolbarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
