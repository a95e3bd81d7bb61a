import Foundation

/// The app's one edit menu, shown at a rectangle of a view: the standard edit actions and the
/// app's `menuItems` that the first responder's chain can perform, in a bar drawn as
/// ``UIEditMenuInteraction``'s is (deprecated in iOS 16 for that interaction, and the same menu
/// here). Showing it posts `willShowMenuNotification`, then `didShowMenuNotification` once it has
/// faded in; hiding it posts `willHideMenuNotification` and `didHideMenuNotification`. A touch
/// outside the menu hides it, and choosing an item hides it before the item's action is sent.
/// With nothing the chain can perform, nothing shows and nothing is posted.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Which way the menu's arrow points.
    public enum ArrowDirection: Int, Sendable {
        /// Down, the menu above the rectangle, or up when there is no room above.
        case `default` = 0
        /// Up: the menu below the rectangle.
        case up = 1
        /// Down: the menu above the rectangle.
        case down = 2
        /// Left: the menu to the right of the rectangle.
        case left = 3
        /// Right: the menu to the left of the rectangle.
        case right = 4
    }

    /// Posted before the menu shows.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted once the menu is on screen.
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted once the menu is off the screen.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu moves or changes size while it shows.
    public static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")

    /// The app's menu controller.
    public static let shared = UIMenuController()

    /// The app's own items, shown after the standard edit actions, each only while the chain
    /// can perform its action.
    open var menuItems: [UIMenuItem]?
    /// Which way the arrow points; `.default` lets the room decide.
    open var arrowDirection: ArrowDirection = .default

    /// The menu on screen, while one is.
    private var presentation: EditMenuPresentation?
    /// The view and rectangle of `setTargetRect(_:in:)`, for `setMenuVisible(_:animated:)`.
    private weak var targetView: UIView?
    private var targetRect: CGRect = .zero

    /// Creates a menu controller; apps use `shared`.
    public override init() {
        super.init()
    }

    /// Whether the menu is on screen; setting it shows the menu at the rectangle of
    /// `setTargetRect(_:in:)`, or hides it.
    open var isMenuVisible: Bool {
        get { presentation != nil && presentation?.isDismissing == false }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The menu's frame in its window's coordinates; `.zero` while it is hidden.
    open var menuFrame: CGRect { isMenuVisible ? presentation?.frameInWindow ?? .zero : .zero }

    /// Shows the menu pointing at `targetRect`, in `targetView`'s coordinates.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        self.targetRect = targetRect
        show(animated: true)
    }

    /// Hides the menu, if it shows.
    open func hideMenu() {
        presentation?.dismiss(animated: true)
    }

    /// Hides the menu if it shows for `targetView`.
    open func hideMenu(from targetView: UIView) {
        guard presentation?.view === targetView else { return }
        hideMenu()
    }

    /// Sets the rectangle, in `targetView`'s coordinates, the menu points at when shown by
    /// `setMenuVisible(_:animated:)` (deprecated in iOS 13).
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetView = targetView
        self.targetRect = targetRect
        if let presentation, presentation.view === targetView {
            presentation.targetRect = targetRect
            presentation.layOut()
        }
    }

    /// Shows the menu at the target rectangle, or hides it (deprecated in iOS 13).
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible {
            guard !isMenuVisible else { return }
            show(animated: animated)
        } else {
            presentation?.dismiss(animated: animated)
        }
    }

    /// Makes the items of the menu on screen again, as the chain can now perform them.
    open func update() {
        guard let presentation else { return }
        let menu = makeMenu(for: presentation.view)
        if menu.children.isEmpty { presentation.dismiss(animated: true) } else { presentation.replaceMenu(menu) }
    }

    // MARK: Showing

    private func show(animated: Bool) {
        guard let targetView, targetView.window != nil else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning, "UIMenuController needs a target view in a window to show its menu.")
            return
        }
        presentation?.dismiss(animated: false)
        let menu = makeMenu(for: targetView)
        let shown = EditMenuPresentation(
            menu: menu, view: targetView, targetRect: targetRect,
            preferredArrowDirection: UIEditMenuArrowDirection(rawValue: arrowDirection.rawValue) ?? .automatic,
            sender: self)
        guard !shown.bar.isEmpty else { return }
        let center = NotificationCenter.default
        center.post(name: Self.willShowMenuNotification, object: self)
        shown.willEnd = { [weak self] _ in
            guard let self else { return }
            center.post(name: Self.willHideMenuNotification, object: self)
        }
        shown.didAppear = { [weak self] in
            guard let self else { return }
            center.post(name: Self.didShowMenuNotification, object: self)
        }
        shown.frameDidChange = { [weak self, weak shown] in
            guard let self, let shown, self.presentation === shown else { return }
            center.post(name: Self.menuFrameDidChangeNotification, object: self)
        }
        shown.didEnd = { [weak self, weak shown] in
            guard let self else { return }
            if self.presentation === shown { self.presentation = nil }
            center.post(name: Self.didHideMenuNotification, object: self)
        }
        presentation = shown
        shown.present(animated: animated, animator: nil)
    }

    /// The standard edit actions and the app's items the chain from `view`'s first responder can
    /// perform.
    private func makeMenu(for view: UIView?) -> UIMenu {
        var children = StandardEditActions.suggested(for: view)
        if let start = StandardEditActions.chainStart(for: view) {
            let own = (menuItems ?? []).compactMap { item -> UIMenuElement? in
                let command = UICommand(title: item.title, action: item.action)
                return start.target(forAction: item.action, withSender: command) == nil ? nil : command
            }
            children += own
        }
        return UIMenu(children: children)
    }
}
