import Foundation

/// What a drop interaction asks and tells its delegate, in UIKit's order: whether it can take
/// the drag (`canHandle`, once a session), `sessionDidEnter` as the finger comes over its view,
/// `sessionDidUpdate` on every move (the proposal), `sessionDidExit` as it leaves; on a drop with
/// a copy or move proposal `performDrop`, the item's drop preview and animator, `concludeDrop`
/// once the animation is over, and for every interaction the drag entered, `sessionDidEnd`.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the interaction takes `session` at all (true by default); asked once a session.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the interaction's view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The drag moved over the view; the answer is what a drop there would do (`.cancel` by
    /// default).
    func dropInteraction(
        _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    )
        -> UIDropProposal
    /// The drag left the view, or was cancelled over it.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The finger lifted over the view with a copy or move proposal: load the items' data.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop animation is over.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag is over, wherever it ended.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    /// The preview `item` lands as; nil fades the lifted preview where the finger lifted
    /// (`defaultPreview`).
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// `item` is about to animate into place.
    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating)
}

extension UIDropInteractionDelegate {
    /// True: any drag.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        true
    }
    /// Nothing to do.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// Cancel: a delegate that says nothing takes nothing.
    public func dropInteraction(
        _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    )
        -> UIDropProposal
    { UIDropProposal(operation: .cancel) }
    /// Nothing to do.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Nothing to do.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Nothing to do.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Nothing to do.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
    /// Nil: the default preview.
    public func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { nil }
    /// Nothing to add.
    public func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating
    ) {}
}
