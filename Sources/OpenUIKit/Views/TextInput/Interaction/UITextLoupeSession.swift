import Foundation

/// The loupe shown while a finger moves the caret: a round lens above the touch that follows
/// it (or the caret, when tracking it). Here the lens is a bordered circle in the view's window,
/// placed as UIKit places it; it does not magnify what is under it, as OpenUIKit has no
/// snapshot of the screen to draw enlarged.
@preconcurrency @MainActor
open class UITextLoupeSession: NSObject {
    /// The diameter of the lens, in points.
    static let diameter: CGFloat = 84
    /// How far above the point the lens's centre is.
    static let lift: CGFloat = 62

    private weak var interactionView: UIView?
    /// The lens while the session is under way.
    private(set) var loupeView: UIView?

    /// Shows the loupe at `point` of `interactionView`; nil when the view is in no window.
    /// Returns `UITextLoupeSession` rather than UIKit's `Self`, as Swift makes `Self` only through
    /// a required initializer UIKit does not have.
    open class func begin(
        at point: CGPoint, from selectionWidget: UIView?, in interactionView: UIView
    ) -> UITextLoupeSession? {
        guard interactionView.window != nil else { return nil }
        let session = UITextLoupeSession(view: interactionView)
        session.showLoupe(at: point)
        return session
    }

    init(view: UIView) {
        interactionView = view
        super.init()
    }

    /// Moves the loupe to `point`, or above `caretRect` when `tracksCaret`.
    open func move(to point: CGPoint, withCaretRect caretRect: CGRect, trackingCaret tracksCaret: Bool) {
        showLoupe(at: tracksCaret ? CGPoint(x: caretRect.midX, y: caretRect.minY) : point)
    }

    /// Hides the loupe and ends the session.
    open func invalidate() {
        loupeView?.removeFromSuperview()
        loupeView = nil
    }

    private func showLoupe(at point: CGPoint) {
        guard let view = interactionView, let window = view.window else { return }
        let lens =
            loupeView
            ?? {
                let lens = UIView(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
                lens.isUserInteractionEnabled = false
                lens.layer.cornerRadius = Self.diameter / 2
                lens.layer.borderWidth = 1
                lens.layer.borderColor = UIColor.separator.cgColor
                lens.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.9)
                window.addSubview(lens)
                loupeView = lens
                return lens
            }()
        let center = view.convert(point, to: window)
        lens.center = CGPoint(x: center.x, y: center.y - Self.lift)
    }
}
