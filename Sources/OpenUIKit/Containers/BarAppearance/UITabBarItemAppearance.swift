import Foundation

/// How tab bar items look in one layout (the title under the icon, beside it, or beside it in a
/// compact-height bar), a state appearance for each of their states. Not an `NSObject` subclass
/// here, so that `copy()` is not ambiguous with Foundation's `NSObject.copy() -> Any`.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// The layouts a tab bar puts its items in.
    public enum Style: Int, Sendable {
        /// The title under the icon, as a phone in portrait shows it.
        case stacked
        /// The title beside the icon, as a regular-width bar shows it.
        case inline
        /// The title beside the icon in a compact-height bar (a phone in landscape).
        case compactInline
    }

    /// The look of an item that is not selected.
    public private(set) var normal = UITabBarItemStateAppearance(copying: nil)
    /// The look of the selected item.
    public private(set) var selected = UITabBarItemStateAppearance(copying: nil)
    /// The look of a disabled item.
    public private(set) var disabled = UITabBarItemStateAppearance(copying: nil)
    /// The look of the focused item; nothing has focus here, so it is never drawn.
    public private(set) var focused = UITabBarItemStateAppearance(copying: nil)

    /// The default look for items in `style`'s layout.
    public init(style: Style) {
        configureWithDefault(for: style)
    }

    /// The default look for stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// The default look for stacked items; nothing is decoded (OpenUIKit archives none).
    public required init?(coder: NSCoder) {
    }

    /// A copy whose state appearances are copies too.
    open func copy() -> Self {
        guard let copy = type(of: self).init(coder: ArchivelessCoder()) else { return self }
        copy.normal = UITabBarItemStateAppearance(copying: normal)
        copy.selected = UITabBarItemStateAppearance(copying: selected)
        copy.disabled = UITabBarItemStateAppearance(copying: disabled)
        copy.focused = UITabBarItemStateAppearance(copying: focused)
        return copy
    }

    /// Resets every state to the default look for items in `style`'s layout.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance(copying: nil)
        selected = UITabBarItemStateAppearance(copying: nil)
        disabled = UITabBarItemStateAppearance(copying: nil)
        focused = UITabBarItemStateAppearance(copying: nil)
    }
}
