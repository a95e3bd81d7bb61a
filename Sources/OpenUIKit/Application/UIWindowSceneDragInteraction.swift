import CoreFoundation
import Foundation

/// Lets the user move the window scene by dragging the view: a pan on the view moves every
/// window of the view's scene by the pan's translation. On Linux the host's own window stays
/// where the desktop put it; the scene's windows move within the screen, which is what a host
/// that places windows itself reads.
@preconcurrency @MainActor
open class UIWindowSceneDragInteraction: NSObject, UIInteraction {
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// The pan recognizer the interaction adds to its view, for the app's own recognizers to
    /// require to fail (`require(toFail:)`), or it them.
    public var gestureForFailureRelationships: UIGestureRecognizer { pan }
    private lazy var pan = UIPanGestureRecognizer { [weak self] recognizer in
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        self?.panChanged(pan)
    }

    /// An interaction ready to be added to a view.
    public override init() {
        super.init()
    }

    /// Takes the pan recognizer off the old view.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(gestureForFailureRelationships)
    }

    /// Keeps the view and adds the pan recognizer to it.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(gestureForFailureRelationships)
    }

    private func panChanged(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed || pan.state == .ended, let scene = view?.window?.windowScene else { return }
        let translation = pan.translation(in: nil)
        guard translation != .zero else { return }
        for window in scene.windows {
            window.frame.origin.x += translation.x
            window.frame.origin.y += translation.y
        }
        pan.setTranslation(.zero, in: nil)
    }
}
