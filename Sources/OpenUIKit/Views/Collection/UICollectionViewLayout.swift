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
    /// What the invalidation contexts since the last prepare asked the collection view to move its content by.
    var pendingContentOffsetAdjustment: CGPoint = .zero
    var pendingContentSizeAdjustment: CGSize = .zero
    /// What decoration views are made from, by kind.
    var decorationViewSources: [String: UICollectionView.ViewSource] = [:]

    /// Creates a layout; installing it on a collection view sets its `collectionView`.
    public init() {}

    /// A layout a storyboard names by class is made through this, as UIKit decodes it.
    public required init?(coder: NSCoder) {}

    /// Called before the collection view asks for attributes whenever the layout is invalid; subclasses
    /// work out their elements' places here. The default does nothing.
    open func prepare() {}

    /// Whether the collection view measures cells as they show (self-sizing items).
    var measuresCells: Bool { false }

    /// The sections whose items scroll across the layout's axis in a scroll view of their own,
    /// by section index; none but in a compositional layout.
    var orthogonalRows: [Int: UICollectionViewCompositionalLayout.OrthogonalRow] { [:] }

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

    /// The attributes of the decoration view of a kind at `indexPath`; the default returns `nil`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers a class that decoration views of a kind are made from; `nil` removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewSources[elementKind] = (viewClass as? UICollectionReusableView.Type).map { .viewClass($0) }
    }

    /// Registers a nib that decoration views of a kind are loaded from; `nil` removes the registration.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationViewSources[elementKind] = nib.map { .nib($0) }
    }

    /// Asked by the collection view before its bounds change (a scroll, a new size): true by
    /// default for a change of size, and the collection view then invalidates the layout with
    /// `invalidationContext(forBoundsChange:)`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// The class of the contexts the layout makes for `invalidationContext(forBoundsChange:)`
    /// and `invalidateLayout()`; a subclass of `UICollectionViewLayoutInvalidationContext`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init(madeForLayout: self)
            ?? UICollectionViewLayoutInvalidationContext()
    }

    /// The context the collection view invalidates the layout with when its bounds change: a
    /// new one of `invalidationContextClass` that marks nothing in particular.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Marks the whole layout invalid: `invalidateLayout(with:)` with a context of
    /// `invalidationContextClass` whose `invalidateEverything` is true.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout invalid as the context says, so the collection view calls `prepare()`
    /// before it next lays out; the context's content offset and size adjustments are applied
    /// to the collection view after that prepare. Subclasses read the context, then call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        isInvalid = true
        pendingContentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        pendingContentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        pendingContentSizeAdjustment.width += context.contentSizeAdjustment.width
        pendingContentSizeAdjustment.height += context.contentSizeAdjustment.height
        collectionView?.setNeedsLayout()
    }

    /// Called with the batch's changes after the layout is prepared for the new data, before
    /// the items move; the default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the batch's items have been given their new places, as their animations
    /// start; the default does nothing.
    open func finalizeCollectionViewUpdates() {}

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
