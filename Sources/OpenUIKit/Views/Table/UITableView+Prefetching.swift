import Foundation

extension UITableView {
    /// Tells the prefetching data source what came within, and went out of, a screen's reach of
    /// the visible rows since the last layout. Called at the end of each layout pass.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, bounds.height > 0 else { return }
        let visible = Set(visibleCellsByIndexPath.keys)
        let reach = bounds.height
        let ahead = geometry.rows(between: bounds.maxY, and: bounds.maxY + reach)
        let behind = Array(geometry.rows(between: bounds.minY - reach, and: bounds.minY).reversed())
        let (prefetch, cancel) = prefetchWindow.update(
            edge: bounds.minY, visible: visible, ahead: ahead, behind: behind)
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }

    /// Cancels what was prefetched for rows a reload forgets.
    func resetPrefetching() {
        let cancel = prefetchWindow.reset()
        if !cancel.isEmpty { prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: cancel) }
    }
}
