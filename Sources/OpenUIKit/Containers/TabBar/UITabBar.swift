import Foundation

/// Hears which item the user picked. Every method is optional in UIKit.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

public extension UITabBarDelegate {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A row of items, one selected. Each item has a button; a tap on it is the user's selection,
/// the one path that reaches the delegate (T-4).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// UIKit's heights: 49 points at the bottom of a compact-width screen, 50 at the top in
    /// regular width (iPadOS 18).
    static let bottomHeight: CGFloat = 49
    static let topHeight: CGFloat = 50

    open weak var delegate: (any UITabBarDelegate)?
    open var items: [UITabBarItem]? {
        didSet { rebuildButtons() }
    }
    open var selectedItem: UITabBarItem? { didSet { setNeedsDisplay() } }
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    /// One button per item, in order: where a tap lands.
    public private(set) var itemButtons: [UIControl] = []

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The user tapped `item`: select it and tell the delegate.
    func userDidTap(_ item: UITabBarItem) {
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func rebuildButtons() {
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = (items ?? []).map { item in
            let button = UIControl(frame: .zero)
            button.addAction(
                UIAction(title: item.title ?? "") { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    self.userDidTap(item)
                }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selectedItem, items?.contains(where: { $0 === selectedItem }) != true { self.selectedItem = nil }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The background and the items (`UITabBar+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        drawBar()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !itemButtons.isEmpty else { return }
        let width = bounds.width / CGFloat(itemButtons.count)
        for (index, button) in itemButtons.enumerated() {
            button.frame = CGRect(
                x: CGFloat(index) * width, y: 0, width: width, height: min(bounds.height, Self.topHeight))
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.bottomHeight)
    }
}
