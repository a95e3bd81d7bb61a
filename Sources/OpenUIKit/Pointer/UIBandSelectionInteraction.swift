import Foundation

/// Selects with a rectangle dragged out by the pointer (a rubber band), as on a Mac. Only a
/// pointer's drag draws a band (a touch of type `indirectPointer`: a mouse held down); a
/// finger's touch is left to the view. The band begins once the pointer has moved, if
/// `shouldBeginHandler` agrees; `selectionHandler` is called each time the state or the
/// rectangle changes, and the band ends when the button is released.
@preconcurrency @MainActor
open class UIBandSelectionInteraction: NSObject, UIInteraction {
    /// Whether the interaction draws bands.
    open var isEnabled = true {
        didSet { recognizer.isEnabled = isEnabled }
    }
    /// Where the band is: `.possible` before it begins, `.began` and `.changed` while it is
    /// dragged, `.ended` or `.cancelled` once it is over.
    open private(set) var state: UIGestureRecognizer.State = .possible
    /// The band, in the view's coordinates: from where the drag began to where the pointer is.
    open private(set) var selectionRect: CGRect = .zero
    /// The modifier keys held when the band began.
    open private(set) var initialModifierFlags: UIKeyModifierFlags = []
    /// Asked, with the point where the drag began in the view's coordinates, whether a band
    /// may begin there; `nil` lets every band begin.
    open var shouldBeginHandler: ((UIBandSelectionInteraction, CGPoint) -> Bool)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    private let selectionHandler: (UIBandSelectionInteraction) -> Void
    private lazy var recognizer = BandRecognizer(interaction: self)

    /// An interaction that calls `selectionHandler` as the band changes.
    public init(selectionHandler: @escaping (UIBandSelectionInteraction) -> Void) {
        self.selectionHandler = selectionHandler
        super.init()
    }

    /// Called before the interaction moves to another view; its recognizer leaves the old view.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(recognizer)
    }

    /// Called after the interaction moved to `view`; its recognizer joins it.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    func bandChanged(to state: UIGestureRecognizer.State, from start: CGPoint, to current: CGPoint) {
        self.state = state
        selectionRect = CGRect(
            x: min(start.x, current.x), y: min(start.y, current.y), width: abs(current.x - start.x),
            height: abs(current.y - start.y))
        selectionHandler(self)
    }

    func shouldBegin(at point: CGPoint, modifierFlags: UIKeyModifierFlags) -> Bool {
        guard shouldBeginHandler?(self, point) ?? true else { return false }
        initialModifierFlags = modifierFlags
        return true
    }

    /// Turns a pointer's drag into the band.
    private final class BandRecognizer: UIGestureRecognizer {
        /// How far the pointer moves before the band begins, in points.
        static let startDistance: CGFloat = 4
        weak var interaction: UIBandSelectionInteraction?
        private var start: CGPoint?

        init(interaction: UIBandSelectionInteraction) {
            self.interaction = interaction
            super.init(target: nil, action: nil)
            name = "UIBandSelectionInteraction"
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let touch = touches.first, touch.type == .indirectPointer, start == nil, let view else {
                state = .failed
                return
            }
            let point = touch.location(in: view)
            guard interaction?.shouldBegin(at: point, modifierFlags: event.modifierFlags) ?? false else {
                state = .failed
                return
            }
            start = point
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let start, let touch = touches.first, let view else { return }
            let point = touch.location(in: view)
            switch state {
            case .possible:
                guard hypot(point.x - start.x, point.y - start.y) >= Self.startDistance else { return }
                state = .began
                if state == .began { interaction?.bandChanged(to: .began, from: start, to: point) }
            case .began, .changed:
                state = .changed
                interaction?.bandChanged(to: .changed, from: start, to: point)
            default:
                break
            }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let start, let touch = touches.first, let view else { return }
            let point = touch.location(in: view)
            if state == .began || state == .changed {
                state = .ended
                interaction?.bandChanged(to: .ended, from: start, to: point)
            } else {
                state = .failed
            }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let start, let touch = touches.first, let view else { return }
            if state == .began || state == .changed {
                state = .cancelled
                interaction?.bandChanged(to: .cancelled, from: start, to: touch.location(in: view))
            } else {
                state = .failed
            }
        }

        override func reset() {
            super.reset()
            start = nil
        }
    }
}
