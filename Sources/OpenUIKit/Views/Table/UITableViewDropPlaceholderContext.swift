import Foundation

/// What a table hands back for a drop into a placeholder: the item, and the way to turn the
/// placeholder into a real row once its data has loaded (or to take it away).
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The item being dropped into the placeholder.
    var dragItem: UIDragItem { get }
    /// Updates the data source in `dataSourceUpdates` (given the row's final index path) and
    /// inserts the row there; false when the placeholder was already committed or deleted.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder away without inserting anything; false when it was already
    /// committed or deleted.
    @discardableResult
    func deletePlaceholder() -> Bool
}
