import Foundation

/// What a drag interaction asks and tells its delegate, in UIKit's order: the items for a
/// press (`itemsForBeginning`, required), each item's lifted preview, the lift's animator, then
/// once the finger moves `sessionWillBegin` (and the move and restriction questions),
/// `sessionDidMove` as it goes, and at the end `willEndWith` and, after the drop or cancel
/// animation, `didEndWith`. The defaults answer as UIKit does when a delegate leaves a method
/// out.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items to drag for the press that began `session`; an empty list starts no drag.
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    )
        -> [UIDragItem]
    /// The preview lifted for `item`; nil lifts the interaction's view.
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview?
    /// The lift is about to animate; add animations and completions to `animator`.
    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
        session: any UIDragSession)
    /// The lift is over and the finger has started to move the items.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Whether a drop may move the items (true by default).
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    )
        -> Bool
    /// Whether the items may only be dropped in this app (false by default; every drag stays in
    /// the app here anyway).
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
    /// Whether previews keep their full size away from the source (false by default).
    func dragInteraction(
        _ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession
    )
        -> Bool
    /// The finger moved the items.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// The finger lifted; the drag ends with `operation` (`.cancel` when nothing takes it).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    /// The drop or cancel animation is over; the drag ended with `operation`.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    /// The destination loaded the items' data.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
    /// The items to add to `session` for a tap at `point` during a drag (none by default). A tap
    /// with a second finger is not simulated here, so this is asked only when the app adds items
    /// itself.
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem]
    /// The preview `item` animates back into when the drag is cancelled; nil returns it to
    /// where it was lifted from (`defaultPreview`).
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// `item` is about to animate back after a cancel.
    func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
}

extension UIDragInteractionDelegate {
    /// Nil: the interaction's view is lifted.
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? { nil }
    /// Nothing to add.
    public func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
        session: any UIDragSession
    ) {}
    /// Nothing to do.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    /// True: drops may move.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
    /// False: not restricted.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
    /// False: previews shrink away from the source.
    public func dragInteraction(
        _ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession
    ) -> Bool { false }
    /// Nothing to do.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    /// Nothing to do.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {}
    /// Nothing to do.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {}
    /// Nothing to do.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession
    ) {}
    /// No items.
    public func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] { [] }
    /// Nil: back to where it was lifted from.
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { nil }
    /// Nothing to add.
    public func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
    ) {}
}
