import Foundation

/// The feedback of drawing on a canvas (iOS 17.5): a shape snapping into alignment, a path
/// finished. As with every generator here, nothing is felt (there is no Taptic Engine, nor
/// Pencil Pro); the feedback is written down as "canvas alignment" or "canvas path completed"
/// with its location, in the view's coordinates.
@preconcurrency @MainActor
open class UICanvasFeedbackGenerator: UIFeedbackGenerator {
    /// The view the feedback happens in; held weakly.
    public private(set) weak var view: UIView?

    /// A generator for feedback in `view`.
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// A shape snapped into alignment at `location`.
    open func alignmentOccurred(at location: CGPoint) {
        play("canvas alignment \(location.x) \(location.y)")
    }

    /// The person finished drawing a path at `location`.
    open func pathCompleted(at location: CGPoint) {
        play("canvas path completed \(location.x) \(location.y)")
    }
}
