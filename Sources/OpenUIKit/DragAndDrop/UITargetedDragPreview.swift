import Foundation

/// A view shown as a drag's preview where it is on screen: the lifted picture of a view under
/// the finger, or the one a drop animates into place.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
