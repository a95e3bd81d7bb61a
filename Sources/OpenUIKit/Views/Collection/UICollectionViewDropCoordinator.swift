import Foundation

/// What a collection view hands its drop delegate to perform a drop: the items, where they go,
/// the proposal and session, and where each item's preview lands.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The items dropped, in the drag's order.
    var items: [any UICollectionViewDropItem] { get }
    /// The index path the drop goes to; nil where there is no item.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal the drop goes ahead with.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Drops `dragItem` into `placeholder`: its preview lands on the placeholder's index path,
    /// and the context inserts the real item there once the data has loaded.
    @discardableResult
    func drop(
        _ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder
    )
        -> any UICollectionViewDropPlaceholderContext
    /// Lands `dragItem`'s preview on the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Lands `dragItem`'s preview in `rect` (the cell's coordinates) of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Lands `dragItem`'s preview at `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}
