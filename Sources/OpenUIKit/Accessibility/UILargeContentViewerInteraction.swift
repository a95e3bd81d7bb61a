import Foundation

/// Shows a bigger copy of a small item (a tab bar button, a toolbar icon) while a person who
/// uses an accessibility text size presses it. Added to a view, the interaction puts a long
/// press on it; when the press begins over an item that shows the viewer (the delegate's
/// `itemAt`, else the deepest view under the finger with `showsLargeContentViewer`), a HUD with
/// the item's title appears in the middle of the window, follows the finger from item to
/// item, and goes when the finger lifts, after which the delegate hears `didEndOn`.
///
/// Linux has no text size setting, so `isEnabled` reads false, as at iOS's default size; the
/// viewer still shows for a view whose trait collection carries an accessibility category
/// (`traitOverrides.preferredContentSizeCategory`), as it would with that setting.
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted when the system turns the viewer on or off; never posted here.
    nonisolated public static let enabledStatusDidChangeNotification = Notification.Name(
        "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")
    /// How long the finger rests before the viewer shows.
    static let pressDuration: TimeInterval = 0.5

    /// Whether the system's text size turns the viewer on: false, as Linux has no such setting
    /// and the app's size is `.large`.
    open class var isEnabled: Bool { UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory }

    /// The delegate that finds items and hears the end; held weakly.
    open weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// The long press that shows the viewer, for other recognizers to require or exclude.
    open var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { pressRecognizer }

    private lazy var pressRecognizer = UILongPressGestureRecognizer { [weak self] recognizer in
        self?.pressChanged(recognizer)
    }
    /// The item shown now, and the HUD showing it.
    private(set) var shown: (item: any UILargeContentViewerItem, hud: UILabel)?

    /// An interaction that asks `delegate`, if any, for its items.
    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
        pressRecognizer.minimumPressDuration = Self.pressDuration
        pressRecognizer.cancelsTouchesInView = false
        pressRecognizer.name = "UILargeContentViewerInteraction"
    }

    /// Called before the interaction moves to another view; its press leaves the old view.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(pressRecognizer)
        hide()
    }

    /// Called after the interaction moved to `view`; its press joins it.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    private var isActive: Bool {
        Self.isEnabled || (view?.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ?? false)
    }

    private func item(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard let view else { return nil }
        if let delegate { return delegate.largeContentViewerInteraction(self, itemAt: point) }
        var hit = view.hitTest(point, with: nil)
        while let candidate = hit {
            if candidate.showsLargeContentViewer { return candidate }
            if candidate === view { break }
            hit = candidate.superview
        }
        return nil
    }

    private func pressChanged(_ recognizer: UIGestureRecognizer) {
        guard let view, let window = view.window else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began, .changed:
            guard isActive, let item = item(at: point), item.showsLargeContentViewer else {
                hide()
                return
            }
            if let shown, shown.item === item { return }
            show(item, in: window)
        case .ended:
            let item = shown?.item
            hide()
            delegate?.largeContentViewerInteraction(self, didEndOn: item, at: point)
        default:
            hide()
        }
    }

    private func show(_ item: any UILargeContentViewerItem, in window: UIWindow) {
        hide()
        let hud = UILabel()
        hud.text = item.largeContentTitle
        hud.font = .systemFont(ofSize: 28, weight: .semibold)
        hud.textAlignment = .center
        hud.backgroundColor = .secondarySystemBackground
        hud.layer.cornerRadius = 16
        hud.clipsToBounds = true
        hud.isUserInteractionEnabled = false
        let side: CGFloat = 180
        hud.frame = CGRect(
            x: window.bounds.midX - side / 2, y: window.bounds.midY - side / 2, width: side, height: side)
        window.addSubview(hud)
        shown = (item, hud)
    }

    private func hide() {
        shown?.hud.removeFromSuperview()
        shown = nil
    }
}

/// What a large content viewer interaction asks and tells. Every method is optional.
@preconcurrency @MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// The finger lifted over `item` (nil: over none) at `point`, in the view's coordinates.
    func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
        at point: CGPoint)
    /// The item at `point`, in the view's coordinates; by default the deepest view there that shows the viewer.
    func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
    ) -> (any UILargeContentViewerItem)?
    /// The controller the viewer is shown over; by default the window's root controller.
    func viewControllerForLargeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction
    ) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    /// Does nothing.
    public func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
        at point: CGPoint
    ) {}
    /// The deepest view under `point` that shows the viewer.
    public func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
    ) -> (any UILargeContentViewerItem)? {
        var hit = interaction.view?.hitTest(point, with: nil)
        while let candidate = hit {
            if candidate.showsLargeContentViewer { return candidate }
            if candidate === interaction.view { break }
            hit = candidate.superview
        }
        return nil
    }
    /// The root controller of the interaction's window.
    public func viewControllerForLargeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction
    ) -> UIViewController {
        interaction.view?.window?.rootViewController ?? UIViewController()
    }
}
