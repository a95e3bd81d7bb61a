import Foundation

/// One menu on screen, put over its window in a container of its own (`MenuContainerView`), as
/// UIKit shows its menus: not a view controller presentation, so the app's presented controllers
/// are left as they are and a handler can present at once. One menu shows at a time; showing
/// another dismisses the first.
///
/// A context menu (`.contextMenu`) dims the window, leaving the pressed view lit in a hole (or
/// shows the preview controller's view on a platter of its own, in the window's middle), and
/// puts the platter under it, or over it when there is no room below. A control's or bar item's
/// menu (`.anchored`) dims nothing and hangs under the control, lined up with its leading edge
/// on the left half of the window and its trailing edge on the right. The menu fades in from 90%
/// of its size in 0.3 s and fades out in 0.2 s; the delegate's animations run alongside.
///
/// Choosing an action or command dismisses the menu and runs the element once the menu is gone
/// (with `.keepsMenuPresented`, at once, the menu staying). In a `.singleSelection` menu (or a
/// pop-up button's), the chosen element turns `.on` and the others of that menu `.off` first. A
/// tap outside the menu dismisses it; a tap on a context menu's preview commits it.
@MainActor
final class MenuPresentation {
    enum Style {
        /// A long press's menu: dimmed, with the pressed view or a preview.
        case contextMenu
        /// A control's or bar button item's menu: under the control, nothing dimmed.
        case anchored
    }

    static let presentDuration: TimeInterval = 0.3
    static let dismissDuration: TimeInterval = 0.2
    static let appearingScale: CGFloat = 0.9
    /// The room kept free at the edges of the safe area.
    static let margin: CGFloat = 8
    /// The gap between a control and its menu, and between a preview and its menu.
    static let anchoredGap: CGFloat = 8
    static let previewGap: CGFloat = 16
    /// The corners of the hole a lifted view shows through.
    static let liftedCornerRadius: CGFloat = 10
    /// How far a finger that opened the menu must move before lifting it on a row chooses the
    /// row (a press released where it began chooses nothing).
    static let dragThreshold: CGFloat = 10

    /// The menu on screen, if any.
    private(set) static var current: MenuPresentation?

    let style: Style
    let container = MenuContainerView(frame: .zero)
    let platter: MenuPlatterView
    private weak var window: UIWindow?
    /// The pressed view, or the control.
    let source: UITargetedPreview
    let previewController: UIViewController?
    private var previewView: MenuPreviewView?
    /// What chose an element: the control, the bar button item, or the interaction.
    let sender: Any?
    /// Where a command goes when there is no first responder: up the chain from here.
    private weak var responder: UIResponder?
    /// Whether the whole menu is single-selection (a pop-up button's).
    var forcesSingleSelection = false {
        didSet {
            platter.showsStateColumn = forcesSingleSelection
            platter.reload()
        }
    }
    /// Called after an element is chosen and states are updated, before it runs.
    var onChoose: ((UIMenuElement) -> Void)?
    /// Called as the menu starts to go, with the animator of its disappearance.
    var willEnd: ((ContextMenuAnimator) -> Void)?
    /// Called when the preview is tapped, before the menu goes.
    var willCommit: ((ContextMenuAnimator) -> Void)?
    /// Called once the menu is off the screen.
    var didEnd: (() -> Void)?
    private(set) var isDismissing = false
    private var dragStart: CGPoint?
    private var dragMoved = false

    init(
        style: Style, menu: UIMenu, window: UIWindow, source: UITargetedPreview,
        previewController: UIViewController?, sender: Any?, responder: UIResponder?
    ) {
        self.style = style
        self.window = window
        self.source = source
        self.previewController = previewController
        self.sender = sender
        self.responder = responder
        platter = MenuPlatterView(menu: menu)
        container.presentation = self
        platter.onActivate = { [weak self] row in self?.activate(row) }
        platter.onContentChange = { [weak self] in self?.container.setNeedsLayout() }
    }

    /// The menu shown, with the submenus opened in it.
    var openMenus: [UIMenu] { platter.openMenus }

    // MARK: Appearing

    /// Puts the menu on screen; `animator` is the one the delegate was given in
    /// `willDisplayMenuFor`.
    func present(animator: ContextMenuAnimator?) {
        guard let window else { return }
        if let shown = Self.current, shown !== self { shown.dismiss(animated: false) }
        Self.current = self
        container.frame = window.bounds
        container.dimming.dims = style == .contextMenu
        window.addSubview(container)
        if let previewController {
            let preview = MenuPreviewView(controller: previewController)
            previewView = preview
            container.addSubview(preview)
            // Loaded, then appearing, then in the window: the transition, not the window move,
            // drives its appearance.
            previewController.loadViewIfNeeded()
            previewController.beginAppearanceTransition(true, animated: true)
            preview.showController()
        }
        container.addSubview(platter)
        layOut()
        container.layoutIfNeeded()
        let shown = [platter, previewView].compactMap { $0 as UIView? }
        container.dimming.alpha = 0
        for view in shown {
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: Self.appearingScale, y: Self.appearingScale)
        }
        UIView.animate(
            withDuration: Self.presentDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                self.container.dimming.alpha = 1
                for view in shown {
                    view.alpha = 1
                    view.transform = .identity
                }
                animator?.runAnimations()
            },
            completion: { _ in
                self.previewController?.endAppearanceTransition()
                animator?.runCompletions()
            })
    }

    /// Places the preview and the platter in the container (called whenever it lays out).
    func layOut() {
        guard let window else { return }
        let bounds = container.bounds
        let area = bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        let menuHeight = min(platter.fittingHeight, area.height)
        let width = MenuPlatterView.width
        let sourceFrame = source.frame(in: container)
        var anchor = sourceFrame
        var gap = style == .contextMenu ? Self.previewGap : Self.anchoredGap
        if let previewView, let previewController {
            let preferred = previewController.preferredContentSize
            let previewWidth = min(preferred.width > 0 ? preferred.width : area.width - 2 * Self.margin, area.width)
            let room = max(100, area.height - (platter.shownMenu.children.isEmpty ? 0 : menuHeight + gap))
            let previewHeight = min(preferred.height > 0 ? preferred.height : previewWidth * 1.2, room)
            let stack = previewHeight + gap + menuHeight
            let top = min(max(sourceFrame.midY - stack / 2, area.minY), max(area.minY, area.maxY - stack))
            anchor = CGRect(
                x: bounds.midX - previewWidth / 2, y: top, width: previewWidth, height: previewHeight)
            place(previewView, in: anchor)
            container.dimming.hole = nil
        } else if style == .contextMenu {
            container.dimming.hole = UIBezierPath(roundedRect: sourceFrame, cornerRadius: Self.liftedCornerRadius)
        }
        let y: CGFloat
        if anchor.maxY + gap + menuHeight <= area.maxY || previewView != nil {
            y = anchor.maxY + gap
        } else if anchor.minY - gap - menuHeight >= area.minY {
            y = anchor.minY - gap - menuHeight
        } else {
            gap = 0
            y = area.maxY - menuHeight
        }
        var x = anchor.midX < bounds.midX ? anchor.minX : anchor.maxX - width
        x = min(max(x, area.minX), area.maxX - width)
        place(platter, in: CGRect(x: x, y: y, width: width, height: menuHeight))
        platter.isHidden = platter.shownMenu.children.isEmpty && previewView != nil
    }

    /// Sets a view's frame by centre and bounds, so the scale of an appearing menu is kept.
    private func place(_ view: UIView, in frame: CGRect) {
        view.bounds = CGRect(origin: .zero, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Choosing

    /// A row tapped, or a finger lifted on it.
    private func activate(_ row: MenuRowView) {
        guard !isDismissing, row.isChoosable else { return }
        switch row.kind {
        case let .element(element, owners): choose(element, in: owners)
        case let .submenu(menu, _): reflow { platter.open(menu) }
        case .openSubmenu: reflow { platter.closeSubmenu() }
        case .title, .loading: break
        }
    }

    /// Changes the platter's rows and places it again for its new height.
    private func reflow(_ change: () -> Void) {
        change()
        layOut()
        container.layoutIfNeeded()
    }

    /// Chooses an action or command of the menu: updates a single-selection menu's states, then
    /// runs it (at once when it keeps the menu shown, else once the menu is gone).
    func choose(_ element: UIMenuElement, in owners: [UIMenu]) {
        guard !isDismissing, let leaf = element as? any UIMenuLeaf, !leaf.attributes.contains(.disabled) else {
            return
        }
        let scope =
            owners.last { $0.options.contains(.singleSelection) } ?? (forcesSingleSelection ? owners.first : nil)
        if let scope {
            for case let other as any UIMenuLeaf in scope.leaves { other.state = other === leaf ? .on : .off }
        }
        onChoose?(element)
        let target = commandTarget(for: leaf)
        let sender = self.sender
        if leaf.attributes.contains(.keepsMenuPresented) {
            leaf.perform(withSender: sender, target: target)
            reflow { platter.reload() }
            return
        }
        dismiss(animated: true) { leaf.perform(withSender: sender, target: target) }
    }

    /// A command goes to the first responder's chain; with no first responder, up the chain
    /// from the view the menu is for.
    private func commandTarget(for leaf: any UIMenuLeaf) -> Any? {
        guard let command = leaf as? UICommand, UIResponder.firstResponder(forSender: command) == nil else {
            return nil
        }
        return responder?.target(forAction: command.action, withSender: command)
    }

    /// A finger that opened the menu (a long press, a press on a control) moved or lifted at
    /// `point`, in window coordinates: the row under it is highlighted, and chosen when the
    /// finger lifts on it after moving.
    func follow(touchAt point: CGPoint, lifted: Bool) {
        guard !isDismissing, let window else { return }
        if let dragStart {
            if hypot(point.x - dragStart.x, point.y - dragStart.y) > Self.dragThreshold { dragMoved = true }
        } else {
            dragStart = point
        }
        let row = platter.row(at: platter.convert(point, from: window))
        for each in platter.rows { each.isTracked = !lifted && each === row && dragMoved }
        guard lifted else { return }
        defer {
            dragStart = nil
            dragMoved = false
        }
        if let row, dragMoved { activate(row) }
    }

    /// A tap on the container outside the menu: on a context menu's preview it commits, anywhere
    /// else it dismisses.
    func backgroundTapped(at point: CGPoint) {
        guard !isDismissing, !platter.frame.contains(point) || platter.isHidden else { return }
        let preview = previewView?.frame ?? source.frame(in: container)
        if style == .contextMenu, preview.contains(point) {
            commit()
        } else {
            dismiss(animated: true)
        }
    }

    /// The preview was tapped: the delegate hears `willPerformPreviewActionForMenuWith`, the menu
    /// goes, and the commit animator's completions run once it is gone.
    func commit() {
        guard !isDismissing else { return }
        let animator = ContextMenuAnimator(previewViewController: previewController)
        willCommit?(animator)
        dismiss(animated: true, alongside: animator) { animator.runCompletions() }
    }

    /// Replaces the shown menus with what `block` makes of them.
    func updateVisibleMenus(_ block: (UIMenu) -> UIMenu) {
        guard !isDismissing else { return }
        reflow { platter.replaceMenus(block) }
    }

    // MARK: Going

    /// Takes the menu off the screen: the delegate hears `willEndFor` with the disappearance's
    /// animator, the menu fades out, the preview controller disappears and `completion` runs
    /// last, after the animator's completions.
    func dismiss(animated: Bool, alongside commit: ContextMenuAnimator? = nil, completion: (() -> Void)? = nil) {
        guard !isDismissing else { return }
        isDismissing = true
        let animator = ContextMenuAnimator(previewViewController: previewController)
        willEnd?(animator)
        previewController?.beginAppearanceTransition(false, animated: animated)
        let finish = { [self] in
            previewView?.removeController()
            previewView?.removeFromSuperview()
            previewController?.endAppearanceTransition()
            container.removeFromSuperview()
            if Self.current === self { Self.current = nil }
            didEnd?()
            animator.runCompletions()
            completion?()
        }
        let fading = [platter, previewView, container.dimming].compactMap { $0 as UIView? }
        guard animated else {
            commit?.runAnimations()
            animator.runAnimations()
            return finish()
        }
        UIView.animate(
            withDuration: Self.dismissDuration, delay: 0, options: [.curveEaseIn],
            animations: {
                for view in fading { view.alpha = 0 }
                commit?.runAnimations()
                animator.runAnimations()
            },
            completion: { _ in finish() })
    }
}
