import Foundation

/// What a collection view hands back for a drop into a placeholder: the item, and the way to turn
/// the placeholder into a real item once its data has loaded (or to take it away).
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The item being dropped into the placeholder.
    var dragItem: UIDragItem { get }
    /// Updates the data source in `dataSourceUpdates` (given the item's final index path) and
    /// inserts the item there; false when the placeholder was already committed or deleted.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder away without inserting anything; false when it was already
    /// committed or deleted.
    @discardableResult
    func deletePlaceholder() -> Bool
}
