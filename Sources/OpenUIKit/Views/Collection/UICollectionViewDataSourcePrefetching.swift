import Foundation

/// Told of items a collection view is likely to show soon, so their data can be loaded before
/// their cells are asked for: those within a screen past the visible items in the direction of
/// scrolling, nearest first, each once. Items on screen are never named.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Starts loading what the items at `indexPaths` will show.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops loading for items told to `collectionView(_:prefetchItemsAt:)` that are no longer
    /// likely to be shown: scrolled away from before they came into view, or forgotten by
    /// `reloadData()`.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing, as UIKit does for a data source that leaves it out.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
