import Foundation

/// A context menu on a long press. Added to a view, the interaction puts a long-press recognizer
/// on it; when the press begins it asks its delegate for a configuration at the press's
/// location, and, given one, shows the configuration's menu beside the view (or the preview
/// controller's view) over the dimmed window (`MenuPresentation`). The delegate hears, in
/// UIKit's order: `configurationForMenuAtLocation`, the highlight preview, `willDisplayMenuFor`;
/// then `willEndFor` when the menu goes (a tap outside, an element chosen, the preview tapped,
/// which first calls `willPerformPreviewActionForMenuWith`). A chosen element runs once the menu
/// is gone. iOS's haptic tick as the menu appears has no counterpart here.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the preview leaves when tapped: fading with the menu, or growing into what the app
    /// shows next.
    public enum CommitStyle: Int, Sendable {
        /// The preview fades out with the menu.
        case dismiss = 0
        /// The preview grows into the controller the app shows.
        case pop = 1
    }

    /// Which kind of menu the interaction shows, known only while it shows one (iOS 14).
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// A menu with a preview over the dimmed window: a long press.
        case rich = 1
        /// A menu alone, without dimming: a control's menu shown as its primary action.
        case compact = 2
    }

    /// How long a finger rests before the menu shows; the recognizer's `minimumPressDuration`.
    static let pressDuration: TimeInterval = 0.5

    /// The delegate that makes the menu; held weakly, as in UIKit.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// The kind of menu showing: `.rich` for a long press, `.compact` for a control's primary
    /// action, `.unknown` while none shows.
    open private(set) var menuAppearance: Appearance = .unknown

    /// The long press that shows the menu, on the interaction's view.
    private(set) lazy var pressRecognizer = UILongPressGestureRecognizer { [weak self] recognizer in
        self?.pressChanged(recognizer)
    }
    /// A delegate the interaction owns (a table's or collection view's bridge to its delegate).
    var ownedDelegate: (any UIContextMenuInteractionDelegate)?
    /// The menu on screen, while one is.
    private(set) var presentation: MenuPresentation?
    /// Where the press that showed the menu began, in the view's coordinates.
    private var pressLocation: CGPoint = .zero

    /// Creates an interaction that asks `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        pressRecognizer.minimumPressDuration = Self.pressDuration
        pressRecognizer.name = "UIContextMenuInteraction"
    }

    /// An interaction that keeps its delegate alive (a table's bridge), which UIKit's API has no
    /// way to say.
    convenience init(owning delegate: any UIContextMenuInteractionDelegate) {
        self.init(delegate: delegate)
        ownedDelegate = delegate
    }

    /// Where the press is, or last was, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return pressLocation }
        if pressRecognizer.state == .began || pressRecognizer.state == .changed {
            return pressRecognizer.location(in: view)
        }
        return own.convert(pressLocation, to: view)
    }

    /// Replaces the menu on screen (and each open submenu) with what `block` makes of it; does
    /// nothing while no menu shows.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        presentation?.updateVisibleMenus(block)
    }

    /// Dismisses the menu on screen, if one is.
    open func dismissMenu() {
        presentation?.dismiss(animated: true)
    }

    /// Takes the long-press recognizer off the view the interaction is leaving.
    open func willMove(to view: UIView?) {
        guard let old = self.view, old !== view else { return }
        presentation?.dismiss(animated: false)
        old.removeGestureRecognizer(pressRecognizer)
    }

    /// Puts the long-press recognizer on the view the interaction moved to.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    // MARK: Showing the menu

    private func pressChanged(_ recognizer: UIGestureRecognizer) {
        guard let view else { return }
        switch recognizer.state {
        case .began:
            beginMenu(at: recognizer.location(in: view), asPrimaryAction: false)
            presentation?.follow(touchAt: recognizer.location(in: nil), lifted: false)
        case .changed:
            presentation?.follow(touchAt: recognizer.location(in: nil), lifted: false)
        case .ended:
            presentation?.follow(touchAt: recognizer.location(in: nil), lifted: true)
        default:
            break
        }
    }

    /// Asks the delegate for a configuration at `location` and shows its menu; returns whether a
    /// menu (or a preview) shows. A control's menu (shown as its primary action or by a long
    /// press) is compact, as iOS shows button menus: no preview, no dimming, the menu under the
    /// control.
    @discardableResult
    func beginMenu(at location: CGPoint, asPrimaryAction: Bool) -> Bool {
        guard presentation == nil, let view, let window = view.window,
            let delegate = delegate ?? ownedDelegate,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return false }
        pressLocation = location
        let compact = asPrimaryAction || view is UIControl
        let menu = configuration.actionProvider?([])
        let previewController = compact ? nil : configuration.previewProvider?()
        guard menu != nil || previewController != nil else { return false }
        let source: UITargetedPreview
        if compact {
            source = UITargetedPreview(view: view)
        } else {
            source =
                delegate.contextMenuInteraction(
                    self, configuration: configuration, highlightPreviewForItemWithIdentifier: configuration.identifier)
                ?? UITargetedPreview(view: view)
        }
        menuAppearance = compact ? .compact : .rich
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let control = view as? UIControl
        let shown = MenuPresentation(
            style: compact ? .anchored : .contextMenu, menu: menu ?? UIMenu(children: []),
            window: window, source: source, previewController: previewController,
            sender: control ?? self, responder: view)
        shown.forcesSingleSelection = (view as? UIButton)?.changesSelectionAsPrimaryAction == true
        shown.onChoose = { [weak control] _ in (control as? UIButton)?.menuSelectionDidChange() }
        shown.willEnd = { [weak self] animator in
            guard let self, let delegate = self.delegate ?? self.ownedDelegate else { return }
            delegate.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        }
        shown.willCommit = { [weak self] animator in
            guard let self, let delegate = self.delegate ?? self.ownedDelegate else { return }
            delegate.contextMenuInteraction(
                self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        shown.didEnd = { [weak self] in
            self?.presentation = nil
            self?.menuAppearance = .unknown
        }
        presentation = shown
        shown.present(animator: animator)
        return true
    }
}
