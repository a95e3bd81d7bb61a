import Foundation

/// Dragging from a view. Added to a view, the interaction puts a long-press recognizer on it
/// (half a second of animation-clock time, as iPhone's lift): when the press begins it asks its
/// delegate for items, lifts their previews (snapshots of the views, drawn over the window under
/// the finger), and the drag follows the finger, asking the drop interactions under it, until
/// the finger lifts (`DragActivity`). The delegate hears UIKit's calls in UIKit's order; see
/// `UIDragInteractionDelegate`. Only one drag at a time: a second finger neither adds items nor
/// starts another drag.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// How long a finger rests before the items lift.
    static let liftDelay: TimeInterval = 0.5

    /// The delegate that supplies the items; held weakly, as in UIKit.
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// A delegate the interaction owns (a table's or collection view's bridge to its drag
    /// delegate).
    var ownedDelegate: (any UIDragInteractionDelegate)?

    /// Whether a press on the view starts a drag; `isEnabledByDefault` to begin with.
    open var isEnabled: Bool = UIDragInteraction.isEnabledByDefault {
        didSet { liftRecognizer.isEnabled = isEnabled }
    }

    /// Whether other gestures on the view (a context menu's press) may go on while the items
    /// lift; true, as in UIKit. When false, the lift fails every other gesture sharing its touch.
    open var allowsSimultaneousRecognitionDuringLift = true

    /// Whether new drag interactions start enabled: true on iPad, false on iPhone, as UIKit's.
    /// The idiom is the main screen's (`UIDevice.current.userInterfaceIdiom`), which is the
    /// phone unless the app runs on a pad-sized screen, so on the default 390 × 844 screen apps
    /// set `isEnabled` (or a table's `dragInteractionEnabled`) as they must on an iPhone.
    open class var isEnabledByDefault: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    /// The long press that lifts the items, on the interaction's view.
    private(set) lazy var liftRecognizer: DragLiftGestureRecognizer = {
        let recognizer = DragLiftGestureRecognizer { [weak self] recognizer in self?.liftChanged(recognizer) }
        recognizer.interaction = self
        recognizer.minimumPressDuration = UIDragInteraction.liftDelay
        recognizer.name = "UIDragInteraction"
        recognizer.isEnabled = self.isEnabled
        return recognizer
    }()

    /// Creates an interaction that asks `delegate` for its items.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// An interaction that keeps its delegate alive (a table's bridge).
    convenience init(owning delegate: any UIDragInteractionDelegate) {
        self.init(delegate: delegate)
        ownedDelegate = delegate
    }

    /// The delegate to ask: the app's, else the one the interaction owns.
    var activeDelegate: (any UIDragInteractionDelegate)? { delegate ?? ownedDelegate }

    /// Takes the lift recognizer off the view the interaction is leaving, cancelling a drag from it.
    open func willMove(to view: UIView?) {
        guard let old = self.view, old !== view else { return }
        if let activity = DragActivity.current, activity.source === self { activity.cancel() }
        old.removeGestureRecognizer(liftRecognizer)
    }

    /// Puts the lift recognizer on the view the interaction moved to.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
    }

    // MARK: Following the press

    private func liftChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard DragActivity.current == nil, let view, let window = view.window else { return }
            DragActivity.lift(from: self, at: recognizer.location(in: nil), in: window)
        case .changed:
            guard let activity = DragActivity.current, activity.source === self else { return }
            activity.move(to: recognizer.location(in: nil))
        case .ended:
            guard let activity = DragActivity.current, activity.source === self else { return }
            activity.drop()
        case .cancelled, .failed:
            guard let activity = DragActivity.current, activity.source === self else { return }
            activity.cancel()
        default:
            break
        }
    }
}

/// The press that lifts a drag's items: a long press that a context menu's press on the same
/// view does not fail (both go on, as in UIKit, until the drag begins and the menu goes), and
/// that fails others only when its interaction does not allow simultaneous recognition or once
/// it has begun.
@MainActor
final class DragLiftGestureRecognizer: UILongPressGestureRecognizer {
    weak var interaction: UIDragInteraction?

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer.name != "UIContextMenuInteraction"
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard interaction?.allowsSimultaneousRecognitionDuringLift ?? true else { return true }
        return preventedGestureRecognizer.name != "UIContextMenuInteraction"
    }
}
