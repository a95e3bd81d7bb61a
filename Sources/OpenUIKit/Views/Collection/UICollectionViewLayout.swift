import Foundation

/// Decides where a collection view's cells and supplementary views go. The collection view
/// calls `prepare()` when the layout is invalid, then asks for the content size and for the
/// attributes of the elements in the visible rectangle. Subclasses (`UICollectionViewFlowLayout`,
/// `UICollectionViewCompositionalLayout`, an app's own) override these.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view this layout places elements for; set when it is installed.
    public internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout()`; the collection view prepares the layout again before it next
    /// lays out.
    var isInvalid = true

    /// Creates a layout; installing it on a collection view sets its `collectionView`.
    public init() {}

    /// A layout a storyboard names by class is made through this, as UIKit decodes it.
    public required init?(coder: NSCoder) {}

    /// Called before the collection view asks for attributes whenever the layout is invalid; subclasses
    /// work out their elements' places here. The default does nothing.
    open func prepare() {}

    /// Whether the collection view measures cells as they show (self-sizing items).
    var measuresCells: Bool { false }

    /// The size of the content the layout places, which becomes the collection view's scrollable area;
    /// the default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`; the default returns `nil`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; the default returns `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of a kind at `indexPath`; the default returns `nil`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// True by default for a change of size: the collection view then prepares the layout again.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// Marks the layout invalid, so the collection view calls `prepare()` before it next lays out.
    open func invalidateLayout() {
        isInvalid = true
        collectionView?.setNeedsLayout()
    }

    /// Where the content should rest after a scroll that would stop at `proposedContentOffset`.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Where the content should rest after an animated update; returns the proposed offset, and is not asked here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
