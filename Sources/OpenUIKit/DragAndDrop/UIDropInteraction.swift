import Foundation

/// A view that takes drops. While a drag moves over the view (or a subview without a drop
/// interaction of its own that takes it), the interaction asks its delegate whether it takes the
/// drag and what a drop would do, and performs the drop when the finger lifts there; see
/// `UIDropInteractionDelegate` for the order. The view is found by hit-testing under the finger,
/// so a hidden view, or one with user interaction off, takes no drops.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate that decides about drops; held weakly, as in UIKit.
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// Whether the view takes a second drag while one is over it; only one drag at a time
    /// exists here, so this is stored and has no effect.
    open var allowsSimultaneousDropSessions = false
    /// A delegate the interaction owns (a table's or collection view's bridge to its drop
    /// delegate).
    var ownedDelegate: (any UIDropInteractionDelegate)?

    /// Creates an interaction that asks `delegate` about drops.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// An interaction that keeps its delegate alive (a table's bridge).
    convenience init(owning delegate: any UIDropInteractionDelegate) {
        self.init(delegate: delegate)
        ownedDelegate = delegate
    }

    /// The delegate to ask: the app's, else the one the interaction owns.
    var activeDelegate: (any UIDropInteractionDelegate)? { delegate ?? ownedDelegate }

    /// Called before the interaction moves to `view`; a drag over the old view leaves it.
    open func willMove(to view: UIView?) {
        guard self.view !== view, let activity = DragActivity.current else { return }
        activity.interactionLeaving(self)
    }

    /// Called after the interaction moved to `view`; it keeps the view weakly.
    open func didMove(to view: UIView?) {
        self.view = view
    }
}
