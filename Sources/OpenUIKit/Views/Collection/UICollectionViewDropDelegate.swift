import Foundation

/// What a collection view asks and tells the object that takes drops on it: whether it takes a
/// drag, a proposal for the index path under the finger as it moves, and the drop itself
/// through a coordinator (required).
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The finger lifted over the collection view with a copy or move proposal: load the items'
    /// data and update the collection view, through `coordinator`.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes `session` at all (true by default).
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the collection view; `destinationIndexPath` is the item under the
    /// finger (nil where there is none). The default proposes `.cancel`.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// The drag left the collection view, or was cancelled over it.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag is over.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    /// How the item a drop lands on is drawn; nil draws the whole cell.
    func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    )
        -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// True: any drag.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        true
    }
    /// Nothing to do.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// Cancel.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
    /// Nothing to do.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Nothing to do.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    /// Nil: the whole cell.
    public func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }
}
