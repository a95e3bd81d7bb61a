import Foundation

/// An edit menu (iOS 16): the row of Cut, Copy, Paste and the app's own actions that shows over
/// content, pointing at it. Added to a view, the interaction shows a menu when the app calls
/// `presentEditMenu(with:)` (from a tap or long-press recognizer of its own). The delegate hears,
/// in UIKit's order: `menuFor` (with the standard edit actions the responder chain can perform
/// as the suggestions), `targetRectFor`, `willPresentMenuFor`; then `willDismissMenuFor` when the
/// menu goes (a touch outside it, an element chosen, `dismissMenu()`, another menu shown). A
/// chosen element runs once the menu is gone. The bar is drawn as `EditMenuBarView` draws it; an
/// empty menu, or a view outside any window, shows nothing.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The delegate that makes the menu; held weakly, as in UIKit.
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    /// The menu on screen, while one is.
    private(set) var presentation: EditMenuPresentation?
    /// The configuration of the menu on screen, or of the last one shown.
    private var configuration: UIEditMenuConfiguration?

    /// Creates an interaction that asks `delegate` for its menus; with no delegate it shows the
    /// suggested actions.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Shows the menu for `configuration`, dismissing one already on screen first.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, view.window != nil else { return }
        presentation?.dismiss(animated: false)
        self.configuration = configuration
        guard let menu = makeMenu(for: configuration) else { return }
        let target = targetRect(for: configuration)
        let shown = EditMenuPresentation(
            menu: menu, view: view, targetRect: target,
            preferredArrowDirection: configuration.preferredArrowDirection, sender: self)
        guard !shown.bar.isEmpty else { return }
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        shown.willEnd = { [weak self] animator in
            guard let self else { return }
            self.delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        }
        shown.didEnd = { [weak self, weak shown] in
            if let self, self.presentation === shown { self.presentation = nil }
        }
        presentation = shown
        shown.present(animated: true, animator: animator)
    }

    /// Dismisses the menu on screen, if one is.
    open func dismissMenu() {
        presentation?.dismiss(animated: true)
    }

    /// Asks the delegate for the menu again and shows it in place of the one on screen; an empty
    /// answer dismisses the menu.
    open func reloadVisibleMenu() {
        guard let presentation, let configuration else { return }
        guard let menu = makeMenu(for: configuration), !menu.children.isEmpty else {
            return presentation.dismiss(animated: true)
        }
        presentation.replaceMenu(menu)
    }

    /// Asks the delegate for the target rectangle again and moves the menu there.
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let presentation, let configuration else { return }
        presentation.targetRect = targetRect(for: configuration)
        if animated {
            UIView.animate(withDuration: EditMenuPresentation.presentDuration) { presentation.layOut() }
        } else {
            presentation.layOut()
        }
    }

    /// The source point of the menu on screen (or the last one shown), in `view`'s coordinates.
    open func location(in view: UIView) -> CGPoint {
        let point = configuration?.sourcePoint ?? .zero
        guard let own = self.view else { return point }
        return own.convert(point, to: view)
    }

    /// Dismisses the menu of the view the interaction is leaving.
    open func willMove(to view: UIView?) {
        guard let old = self.view, old !== view else { return }
        presentation?.dismiss(animated: false)
    }

    /// Remembers the view the interaction moved to.
    open func didMove(to view: UIView?) {
        self.view = view
    }

    // MARK: Asking the delegate

    private func makeMenu(for configuration: UIEditMenuConfiguration) -> UIMenu? {
        let suggested = StandardEditActions.suggested(for: view)
        guard let delegate else { return UIMenu(children: suggested) }
        return delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
    }

    private func targetRect(for configuration: UIEditMenuConfiguration) -> CGRect {
        delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
    }
}
