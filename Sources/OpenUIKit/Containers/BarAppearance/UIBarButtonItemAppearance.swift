import Foundation

/// How the bar button items of one style look in a navigation bar or toolbar, a state appearance
/// for each of their states. Not an `NSObject` subclass here, so that `copy()` is not
/// ambiguous with Foundation's `NSObject.copy() -> Any`.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The style the appearance was last configured for; `.done` titles are bold by default.
    private(set) var style: UIBarButtonItem.Style
    /// The look of an item in its normal state.
    public private(set) var normal = UIBarButtonItemStateAppearance(copying: nil)
    /// The look while a finger is on the item.
    public private(set) var highlighted = UIBarButtonItemStateAppearance(copying: nil)
    /// The look of a disabled item.
    public private(set) var disabled = UIBarButtonItemStateAppearance(copying: nil)
    /// The look of the focused item; nothing has focus here, so it is never drawn.
    public private(set) var focused = UIBarButtonItemStateAppearance(copying: nil)

    /// The default look for items of `style`.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
    }

    /// The default look for plain items.
    public convenience init() {
        self.init(style: .plain)
    }

    /// The default look for plain items; nothing is decoded (OpenUIKit archives none).
    public required init?(coder: NSCoder) {
        style = .plain
    }

    /// A copy whose state appearances are copies too.
    open func copy() -> Self {
        guard let copy = type(of: self).init(coder: ArchivelessCoder()) else { return self }
        copy.style = style
        copy.normal = UIBarButtonItemStateAppearance(copying: normal)
        copy.highlighted = UIBarButtonItemStateAppearance(copying: highlighted)
        copy.disabled = UIBarButtonItemStateAppearance(copying: disabled)
        copy.focused = UIBarButtonItemStateAppearance(copying: focused)
        return copy
    }

    /// Resets every state to the default look for items of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        normal = UIBarButtonItemStateAppearance(copying: nil)
        highlighted = UIBarButtonItemStateAppearance(copying: nil)
        disabled = UIBarButtonItemStateAppearance(copying: nil)
        focused = UIBarButtonItemStateAppearance(copying: nil)
    }

    /// The state appearance for an item that is enabled or not and pressed or not, with the
    /// normal state's attributes under the state's own.
    func attributes(enabled: Bool, pressed: Bool) -> [NSAttributedString.Key: Any] {
        let state = !enabled ? disabled : pressed ? highlighted : normal
        return normal.titleTextAttributes.merging(state.titleTextAttributes) { $1 }
    }
}
