import Foundation

/// Told of rows a table is likely to show soon, so their data can be loaded before their cells
/// are asked for: those within a screen past the visible rows in the direction of scrolling,
/// nearest first, each once. Rows on screen are never named.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Starts loading what the rows at `indexPaths` will show.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stops loading for rows told to `tableView(_:prefetchRowsAt:)` that are no longer likely
    /// to be shown: scrolled away from before they came into view, or forgotten by
    /// `reloadData()`.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing, as UIKit does for a data source that leaves it out.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
