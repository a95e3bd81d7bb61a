import Foundation

/// How a dragged item looks once it has left its source: a view (drawn as a snapshot) and the
/// parameters it is drawn with, centred under the finger.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How the view is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of the whole of `view`.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
