import Foundation

/// The collection view's side of invalidation: before its bounds change (a scroll or a new
/// size) it asks the layout `shouldInvalidateLayout(forBoundsChange:)` with the new bounds, and
/// if so invalidates it with the layout's `invalidationContext(forBoundsChange:)`; after the
/// next `prepare()` it applies the context's content offset and size adjustments.
extension UICollectionView {
    func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds else { return }
        let layout = collectionViewLayout
        guard layout.collectionView === self, !layout.isInvalid,
            layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }

    /// Moves the content by what the layout's invalidation contexts asked, once it is prepared.
    func applyInvalidationAdjustments() {
        let layout = collectionViewLayout
        let size = layout.pendingContentSizeAdjustment
        let offset = layout.pendingContentOffsetAdjustment
        layout.pendingContentSizeAdjustment = .zero
        layout.pendingContentOffsetAdjustment = .zero
        if size != .zero {
            contentSize = CGSize(width: contentSize.width + size.width, height: contentSize.height + size.height)
        }
        if offset != .zero {
            contentOffset = CGPoint(x: contentOffset.x + offset.x, y: contentOffset.y + offset.y)
        }
    }
}
