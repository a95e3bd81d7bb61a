import Foundation

/// A bar of buttons; a navigation controller shows the top controller's `toolbarItems` in one.
@MainActor
open class UIToolbar: UIView, UIBarPositioning {
    static let standardHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? { didSet { setNeedsDisplay() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open weak var delegate: (any UIToolbarDelegate)?

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
}

@MainActor
public protocol UIToolbarDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

public extension UIToolbarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
