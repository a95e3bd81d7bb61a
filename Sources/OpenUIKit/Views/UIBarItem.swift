import Foundation

/// What every item a bar shows has in common — a title, an image, a tag, an enabled state and
/// per-state title attributes. An item is a description, not a view: the bar that shows it makes
/// and updates the views.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() {
        super.init()
    }

    /// Creates an item from an archive, with default values; a storyboard's item gets its properties from the
    /// storyboard loader.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the item can be tapped; a disabled bar button item is drawn dimmed and does nothing (tab bars
    /// here do not consult it).
    open var isEnabled = true
    /// The text the item shows.
    open var title: String?
    /// The image the item shows; a bar button item with a title shows the title instead.
    open var image: UIImage?
    /// Used instead of `image` by a compact-height (landscape phone) bar.
    open var landscapeImagePhone: UIImage?
    /// Shown by the large-content viewer (accessibility text sizes).
    open var largeContentSizeImage: UIImage?
    /// Insets for the item's image; stored but not used by the bars here.
    open var imageInsets: UIEdgeInsets = .zero
    /// Insets for the landscape phone image; stored but not used by the bars here.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// Insets for the large content image; stored but not used here.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// Free for the app to identify the item; UIKit never reads it.
    open var tag = 0
    /// For UI tests to find the item's view, as with `UIView.accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// Whether the item is an accessibility element; stored, but bars here expose their items regardless.
    open var isAccessibilityElement = true
    /// The item's spoken name; a bar button item without one is read by its title or its system item's name.
    open var accessibilityLabel: String?
    /// A spoken hint of what tapping the item does; stored but not read by the bars' accessibility here.
    open var accessibilityHint: String?
    /// The item's spoken value; stored but not read by the bars' accessibility here.
    open var accessibilityValue: String?
    /// The item's accessibility traits, `.button` by default; bars here give their items `.button` regardless.
    open var accessibilityTraits: UIAccessibilityTraits = .button

    /// Attributes kept per exact state; a state that was never set has none (UIKit falls back to
    /// `.normal` only when drawing).
    /// The record this item is, when it is an appearance proxy, or the appearance properties set on it.
    var appearanceState: AppearanceProxyState?

    private var titleTextAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// Nil clears the attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state] = attributes
        noteAppearance("titleTextAttributes.\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }

    /// The text attributes set for exactly this state, or `nil`; bars draw the title with the normal
    /// state's font and foreground colour, under the current state's.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state]
    }

    // NSObject gives items identity equality: code finds an item in a bar's `items` with
    // `firstIndex(of:)` and keeps items in sets.

    /// `<ClassName: 0x…>`, the form UIKit's messages use.
    open override nonisolated var description: String { objectDescription(self) }
}
