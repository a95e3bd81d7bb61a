import Foundation

/// What part of a collection view's layout is out of date: everything, the data source's
/// counts, particular items and views, and adjustments to the content offset and size. A
/// layout names its own subclass in `invalidationContextClass`; the collection view asks for
/// one with `invalidationContext(forBoundsChange:)` when `shouldInvalidateLayout(forBoundsChange:)`
/// says so, and the layout reads it in `invalidateLayout(with:)` before its next `prepare()`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// True when the whole layout is out of date: set by `invalidateLayout()` and by reloading the data.
    open internal(set) var invalidateEverything = false
    /// True when the data source's section and item counts may have changed: set by reloading the data.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items marked out of date with `invalidateItems(at:)`, or `nil` when there are none.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked out of date, by kind, or `nil` when there are none.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views marked out of date, by kind, or `nil` when there are none.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the collection view moves its content offset when the layout is invalidated with this context.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the layout's content size grows or shrinks, applied to the collection view's content size.
    open var contentSizeAdjustment: CGSize = .zero

    /// Creates a context that marks nothing out of date.
    public init() {}

    /// How a layout makes a context of its `invalidationContextClass`: `init()` as the subclass
    /// overrides it. Swift builds an instance of a class known only by its metatype through a
    /// required initializer alone; a subclass that overrides `init()` inherits this one.
    public required convenience init(madeForLayout layout: UICollectionViewLayout?) {
        self.init()
    }

    /// Marks the items at the index paths out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of a kind at the index paths out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var kinds = invalidatedSupplementaryIndexPaths ?? [:]
        kinds[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = kinds
    }

    /// Marks the decoration views of a kind at the index paths out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var kinds = invalidatedDecorationIndexPaths ?? [:]
        kinds[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = kinds
    }
}

/// A flow layout's invalidation context: whether the delegate's sizes and spacings, or the
/// flow layout's own attributes, must be worked out again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the sizes and spacings the delegate gives must be asked for again; true by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's attributes must be worked out again; true by default.
    open var invalidateFlowLayoutAttributes = true
}
