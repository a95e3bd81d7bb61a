import Foundation

/// One edit menu on screen, for a ``UIEditMenuInteraction`` or the ``UIMenuController``: the
/// bar (`EditMenuBarView`) put over the window in a container of its own, pointing at a
/// rectangle of a view. The bar goes above the rectangle, arrow down, unless asked otherwise or
/// there is no room above; it is centred on the rectangle and kept inside the window's safe area.
/// It fades in over 0.2 s and out over 0.15 s. One edit menu shows at a time: showing another
/// dismisses the first.
///
/// Tapping an action or command dismisses the menu and runs the element once the menu is gone
/// (with `.keepsMenuPresented`, at once, the menu staying). A command goes to the first
/// responder's chain, or, with no first responder able to perform it, up the chain from the view
/// the menu is for. A touch anywhere outside the bar dismisses the menu and reaches the view
/// under it.
@MainActor
final class EditMenuPresentation {
    static let presentDuration: TimeInterval = 0.2
    static let dismissDuration: TimeInterval = 0.15
    /// The room kept free at the edges of the safe area.
    static let margin: CGFloat = 8
    /// The gap between the rectangle and the tip of the arrow.
    static let gap: CGFloat = 4

    /// The edit menu on screen, if any.
    private(set) static var current: EditMenuPresentation?

    let container = EditMenuContainerView(frame: .zero)
    let bar: EditMenuBarView
    /// The view the rectangle is in.
    private(set) weak var view: UIView?
    /// The rectangle the menu points at, in `view`'s coordinates.
    var targetRect: CGRect
    /// Which way the arrow should point; `.automatic` lets the room decide.
    var preferredArrowDirection: UIEditMenuArrowDirection
    /// What chose an element: the interaction or the menu controller.
    let sender: Any?
    /// Called as the menu starts to go, with the animator of its disappearance.
    var willEnd: ((EditMenuAnimator) -> Void)?
    /// Called once the menu is on screen and its appearance is over.
    var didAppear: (() -> Void)?
    /// Called once the menu is off the screen.
    var didEnd: (() -> Void)?
    /// Called when the bar's frame changes while it shows.
    var frameDidChange: (() -> Void)?
    private(set) var isDismissing = false
    private var lastFrame: CGRect = .zero

    init(
        menu: UIMenu, view: UIView, targetRect: CGRect, preferredArrowDirection: UIEditMenuArrowDirection,
        sender: Any?
    ) {
        self.view = view
        self.targetRect = targetRect
        self.preferredArrowDirection = preferredArrowDirection
        self.sender = sender
        bar = EditMenuBarView(menu: menu)
        container.presentation = self
        bar.onActivate = { [weak self] button in self?.activate(button) }
    }

    /// The bar's frame in the window's coordinates.
    var frameInWindow: CGRect { bar.convert(bar.bounds, to: nil) }

    // MARK: Appearing

    /// Puts the menu on screen; the animator's blocks run alongside the fade and after it.
    func present(animated: Bool, animator: EditMenuAnimator?) {
        guard let window = view?.window else { return }
        if let shown = Self.current, shown !== self { shown.dismiss(animated: false) }
        Self.current = self
        container.frame = window.bounds
        window.addSubview(container)
        container.addSubview(bar)
        layOut()
        let finish = { [self] in
            animator?.runCompletions()
            didAppear?()
        }
        guard animated else {
            animator?.runAnimations()
            return finish()
        }
        bar.alpha = 0
        UIView.animate(
            withDuration: Self.presentDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                self.bar.alpha = 1
                animator?.runAnimations()
            },
            completion: { _ in finish() })
    }

    /// Places the bar beside the rectangle (called whenever the container lays out).
    func layOut() {
        guard let view, let window = view.window else { return }
        let area = container.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        bar.maximumWidth = area.width
        let target = view.convert(targetRect, to: container)
        let direction = resolvedDirection(for: target, in: area)
        bar.arrowDirection = direction
        let size = bar.fittingSize
        var origin: CGPoint
        switch direction {
        case .up: origin = CGPoint(x: target.midX - size.width / 2, y: target.maxY + Self.gap)
        case .left: origin = CGPoint(x: target.maxX + Self.gap, y: target.midY - size.height / 2)
        case .right: origin = CGPoint(x: target.minX - Self.gap - size.width, y: target.midY - size.height / 2)
        default: origin = CGPoint(x: target.midX - size.width / 2, y: target.minY - Self.gap - size.height)
        }
        origin.x = min(max(origin.x, area.minX), max(area.minX, area.maxX - size.width))
        origin.y = min(max(origin.y, area.minY), max(area.minY, area.maxY - size.height))
        bar.frame = CGRect(origin: origin, size: size)
        switch direction {
        case .left, .right: bar.arrowPosition = target.midY - origin.y
        default: bar.arrowPosition = target.midX - origin.x
        }
        bar.layoutIfNeeded()
        if bar.frame != lastFrame {
            lastFrame = bar.frame
            frameDidChange?()
        }
    }

    /// The arrow's direction: the preferred one, or, for `.automatic`, down (the menu above the
    /// rectangle) when there is room above, else up.
    private func resolvedDirection(for target: CGRect, in area: CGRect) -> UIEditMenuArrowDirection {
        guard preferredArrowDirection == .automatic else { return preferredArrowDirection }
        let height = EditMenuBarView.height + EditMenuBarView.arrowLength + Self.gap
        return target.minY - height >= area.minY ? .down : .up
    }

    /// Shows another menu in the bar (a reload), keeping it where it is.
    func replaceMenu(_ menu: UIMenu) {
        guard !isDismissing else { return }
        bar.replaceMenu(menu)
        layOut()
    }

    // MARK: Choosing

    private func activate(_ button: EditMenuButton) {
        guard !isDismissing, button.isEnabled else { return }
        switch button.kind {
        case let .element(element): choose(element)
        case let .submenu(menu): bar.open(menu)
        case .back: bar.closeSubmenu()
        case .previousPage: bar.turnPage(by: -1)
        case .nextPage: bar.turnPage(by: 1)
        }
        layOut()
    }

    /// Runs an action or command: at once when it keeps the menu shown, else once the menu is gone.
    func choose(_ element: UIMenuElement) {
        guard !isDismissing, let leaf = element as? any UIMenuLeaf, !leaf.attributes.contains(.disabled) else {
            return
        }
        let target = commandTarget(for: leaf)
        let sender = self.sender
        if leaf.attributes.contains(.keepsMenuPresented) {
            leaf.perform(withSender: sender, target: target)
            bar.reload()
            return
        }
        dismiss(animated: true) { leaf.perform(withSender: sender, target: target) }
    }

    /// A command goes to the first responder's chain; with none that can perform it, up the chain
    /// from the view the menu is for.
    private func commandTarget(for leaf: any UIMenuLeaf) -> Any? {
        guard let command = leaf as? UICommand else { return nil }
        if let first = UIResponder.firstResponder(forSender: view),
            first.target(forAction: command.action, withSender: command) != nil
        {
            return nil
        }
        return view?.target(forAction: command.action, withSender: command)
    }

    // MARK: Going

    /// Takes the menu off the screen: `willEnd` hears it first with the disappearance's
    /// animator, the bar fades out, and `completion` runs last, after the animator's completions.
    func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard !isDismissing else { return }
        isDismissing = true
        let animator = EditMenuAnimator()
        willEnd?(animator)
        let finish = { [self] in
            container.removeFromSuperview()
            if Self.current === self { Self.current = nil }
            didEnd?()
            animator.runCompletions()
            completion?()
        }
        guard animated else {
            animator.runAnimations()
            return finish()
        }
        UIView.animate(
            withDuration: Self.dismissDuration, delay: 0, options: [.curveEaseIn],
            animations: {
                self.bar.alpha = 0
                animator.runAnimations()
            },
            completion: { _ in finish() })
    }
}
