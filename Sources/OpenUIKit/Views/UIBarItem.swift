import Foundation

/// What every item a bar shows has in common — a title, an image, a tag, an enabled state and
/// per-state title attributes. An item is a description, not a view: the bar that shows it makes
/// and updates the views.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    /// Used instead of `image` by a compact-height (landscape phone) bar.
    open var landscapeImagePhone: UIImage?
    /// Shown by the large-content viewer (accessibility text sizes).
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// Free for the app to identify the item; UIKit never reads it.
    open var tag = 0
    /// For UI tests to find the item's view, as with `UIView.accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .button

    /// Attributes kept per exact state; a state that was never set has none (UIKit falls back to
    /// `.normal` only when drawing).
    private var titleTextAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// Nil clears the attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state]
    }

    // NSObject gives items identity equality: code finds an item in a bar's `items` with
    // `firstIndex(of:)` and keeps items in sets.

    /// `<ClassName: 0x…>`, the form UIKit's messages use.
    open override nonisolated var description: String { objectDescription(self) }
}
