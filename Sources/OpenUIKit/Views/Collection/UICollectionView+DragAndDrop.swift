import Foundation

/// A collection view's drag and drop: a drag delegate (with `dragInteractionEnabled`) gives it a
/// drag interaction whose long press on an item asks
/// `collectionView(_:itemsForBeginning:at:)` and lifts the item's cell; a drop delegate gives it
/// a drop interaction that asks for proposals with the index path under the finger and performs
/// drops through a `UICollectionViewDropCoordinator`.
extension UICollectionView {
    /// Whether a drag from the collection view is in progress.
    public var hasActiveDrag: Bool {
        guard let activity = DragActivity.current else { return false }
        return activity.source === collectionDragInteraction
    }

    /// Whether a drag is over the collection view, or its drop there is animating.
    public var hasActiveDrop: Bool {
        guard let activity = DragActivity.current, let interaction = collectionDropInteraction else { return false }
        return activity.target === interaction
    }

    /// Adds or removes the drag and drop interactions to match the delegates and
    /// `dragInteractionEnabled`.
    func updateDragAndDropInteractions() {
        let wantsDrag = dragDelegate != nil && dragInteractionEnabled
        if wantsDrag, collectionDragInteraction == nil {
            let interaction = UIDragInteraction(owning: CollectionDragBridge(collectionView: self))
            interaction.isEnabled = true
            collectionDragInteraction = interaction
            addInteraction(interaction)
        } else if !wantsDrag, let interaction = collectionDragInteraction {
            removeInteraction(interaction)
            collectionDragInteraction = nil
        }
        if dropDelegate != nil, collectionDropInteraction == nil {
            let interaction = UIDropInteraction(owning: CollectionDropBridge(collectionView: self))
            collectionDropInteraction = interaction
            addInteraction(interaction)
        } else if dropDelegate == nil, let interaction = collectionDropInteraction {
            removeInteraction(interaction)
            collectionDropInteraction = nil
        }
    }
}

/// Answers a collection view's drag interaction from its drag delegate, for the pressed item.
@MainActor
final class CollectionDragBridge: UIDragInteractionDelegate {
    private weak var collectionView: UICollectionView?
    private var indexPath: IndexPath?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    )
        -> [UIDragItem]
    {
        guard let collectionView, let delegate = collectionView.dragDelegate,
            let item = collectionView.indexPathForItem(at: session.location(in: collectionView))
        else { return [] }
        let items = delegate.collectionView(collectionView, itemsForBeginning: session, at: item)
        indexPath = items.isEmpty ? nil : item
        if let session = session as? DragSession {
            session.sourceList = collectionView
            for dragItem in items { session.sourceIndexPaths[ObjectIdentifier(dragItem)] = item }
        }
        return items
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? {
        guard let collectionView, let indexPath, let cell = collectionView.cellForItem(at: indexPath) else {
            return nil
        }
        let parameters = collectionView.dragDelegate?.collectionView(
            collectionView, dragPreviewParametersForItemAt: indexPath)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let collectionView else { return }
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    )
        -> Bool
    {
        guard let collectionView, let delegate = collectionView.dragDelegate else { return true }
        return delegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        guard let collectionView, let delegate = collectionView.dragDelegate else { return false }
        return delegate.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        indexPath = nil
        guard let collectionView else { return }
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }
}

/// Answers a collection view's drop interaction from its drop delegate, with the index path
/// under the finger.
@MainActor
final class CollectionDropBridge: UIDropInteractionDelegate {
    private weak var collectionView: UICollectionView?
    private var proposal = UICollectionViewDropProposal(operation: .cancel)
    private var destination: IndexPath?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let collectionView, let delegate = collectionView.dropDelegate else { return false }
        return delegate.collectionView(collectionView, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        guard let collectionView else { return }
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    )
        -> UIDropProposal
    {
        guard let collectionView, let delegate = collectionView.dropDelegate else {
            return UIDropProposal(operation: .cancel)
        }
        destination = collectionView.indexPathForItem(at: session.location(in: collectionView))
        proposal = delegate.collectionView(
            collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        guard let collectionView else { return }
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let collectionView, let delegate = collectionView.dropDelegate else { return }
        let drag = session.localDragSession as? DragSession
        let fromHere = drag?.sourceList === collectionView
        let items = session.items.map { item in
            ListDropItem(
                dragItem: item, sourceIndexPath: fromHere ? drag?.sourceIndexPaths[ObjectIdentifier(item)] : nil)
        }
        let coordinator = CollectionDropCoordinator(
            collectionView: collectionView, items: items, destinationIndexPath: destination, proposal: proposal,
            session: session)
        delegate.collectionView(collectionView, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        destination = nil
        guard let collectionView else { return }
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }
}

/// The coordinator a collection view hands its drop delegate.
@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    private weak var collectionView: UICollectionView?
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession

    init(
        collectionView: UICollectionView, items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
        proposal: UICollectionViewDropProposal, session: any UIDropSession
    ) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    private func frame(ofItemAt indexPath: IndexPath) -> CGRect {
        collectionView?.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    func drop(
        _ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder
    )
        -> any UICollectionViewDropPlaceholderContext
    {
        let animator = drop(dragItem, toItemAt: placeholder.insertionIndexPath)
        return PlaceholderDropContext(
            dragItem: dragItem, animator: animator, indexPath: placeholder.insertionIndexPath
        ) { [weak collectionView = self.collectionView] indexPath in
            collectionView?.insertItems(at: [indexPath])
        }
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        guard let collectionView else { return DragAnimator() }
        let frame = frame(ofItemAt: indexPath)
        return drop(
            dragItem, to: UIDragPreviewTarget(container: collectionView, center: CGPoint(x: frame.midX, y: frame.midY)))
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        guard let collectionView else { return DragAnimator() }
        let frame = frame(ofItemAt: indexPath)
        let center = CGPoint(x: frame.minX + rect.midX, y: frame.minY + rect.midY)
        return drop(dragItem, to: UIDragPreviewTarget(container: collectionView, center: center))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        DragActivity.current?.dropTargets[ObjectIdentifier(dragItem)] = target
        return DragActivity.current?.dropAnimator ?? DragAnimator()
    }
}
