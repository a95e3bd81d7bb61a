import Foundation

/// A focus update as a collection view sees it: the index paths of the items losing and
/// gaining focus, when they are items of this collection view.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The item losing focus (or containing the view that loses it); `nil` when it is not in the collection view.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The item gaining focus (or containing the view that gains it); `nil` when it is not in the collection view.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in collectionView: UICollectionView) {
        super.init(
            previouslyFocusedItem: context.previouslyFocusedItem, nextFocusedItem: context.nextFocusedItem,
            focusHeading: context.focusHeading)
        previouslyFocusedIndexPath = Self.indexPath(of: context.previouslyFocusedView, in: collectionView)
        nextFocusedIndexPath = Self.indexPath(of: context.nextFocusedView, in: collectionView)
    }

    private static func indexPath(of view: UIView?, in collectionView: UICollectionView) -> IndexPath? {
        var current = view
        while let candidate = current, candidate !== collectionView {
            if let cell = candidate as? UICollectionViewCell { return collectionView.indexPath(for: cell) }
            current = candidate.superview
        }
        return nil
    }
}
