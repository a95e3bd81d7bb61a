import Foundation

/// A collection view's context menus: every collection view has a context menu interaction whose
/// delegate is a bridge to its delegate, so a long press asks
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16) with the pressed item,
/// or with none between items, which by default asks the single-item method for one item; the
/// item's cell is lifted while its menu shows.
extension UICollectionView {
    func installContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(owning: CollectionContextMenuBridge(collection: self)))
    }
}

/// Answers a collection view's context menu interaction from its delegate, for the pressed item.
@MainActor
final class CollectionContextMenuBridge: UIContextMenuInteractionDelegate {
    private weak var collection: UICollectionView?
    /// The item whose menu shows; nil for a menu between items.
    private var indexPath: IndexPath?

    init(collection: UICollectionView) {
        self.collection = collection
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let collection, let delegate = collection.collectionDelegate else { return nil }
        let item = collection.indexPathForItem(at: location)
        let configuration = delegate.collectionView(
            collection, contextMenuConfigurationForItemsAt: item.map { [$0] } ?? [], point: location)
        indexPath = configuration == nil ? nil : item
        return configuration
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let collection, let indexPath else { return nil }
        if let preview = collection.collectionDelegate?.collectionView(
            collection, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        {
            return preview
        }
        return collection.cellForItem(at: indexPath).map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let collection, let indexPath else { return nil }
        return collection.collectionDelegate?.collectionView(
            collection, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard let collection else { return }
        collection.collectionDelegate?.collectionView(
            collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let collection else { return }
        collection.collectionDelegate?.collectionView(
            collection, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let collection else { return }
        collection.collectionDelegate?.collectionView(
            collection, willEndContextMenuInteraction: configuration, animator: animator)
        indexPath = nil
    }
}
