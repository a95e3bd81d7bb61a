import Foundation

extension UICollectionView {
    /// Tells the prefetching data source what came within, and went out of, a screen's reach of
    /// the visible items since the last layout, along the axis the content scrolls on. Called
    /// at the end of each layout pass.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, bounds.width > 0, bounds.height > 0 else { return }
        let horizontal = scrollsHorizontallyForPrefetching
        let visible = Set(visibleCellsByIndexPath.keys)
        let aheadRect =
            horizontal
            ? bounds.offsetBy(dx: bounds.width, dy: 0) : bounds.offsetBy(dx: 0, dy: bounds.height)
        let behindRect =
            horizontal
            ? bounds.offsetBy(dx: -bounds.width, dy: 0) : bounds.offsetBy(dx: 0, dy: -bounds.height)
        let (prefetch, cancel) = prefetchWindow.update(
            edge: horizontal ? bounds.minX : bounds.minY, visible: visible,
            ahead: cellIndexPaths(in: aheadRect).sorted(), behind: cellIndexPaths(in: behindRect).sorted(by: >))
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }

    /// Cancels what was prefetched for items a reload forgets.
    func resetPrefetching() {
        let cancel = prefetchWindow.reset()
        if !cancel.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
    }

    /// A flow layout's scroll direction; for other layouts, content wider than the view and no
    /// taller.
    private var scrollsHorizontallyForPrefetching: Bool {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout { return flow.scrollDirection == .horizontal }
        return contentSize.width > bounds.width && contentSize.height <= bounds.height
    }

    /// The cells the layout places in `rect` (which may lie outside the content: nothing there).
    private func cellIndexPaths(in rect: CGRect) -> [IndexPath] {
        (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && Self.overlaps($0.frame, rect) }.map(\.indexPath)
    }

    /// Whether two rectangles share some area; touching edges do not count.
    private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
