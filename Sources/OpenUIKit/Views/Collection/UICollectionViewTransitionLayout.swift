import Foundation

/// A layout between two layouts (iOS 7): each element's frame and opacity are the current
/// layout's moved `transitionProgress` of the way to the next layout's, an element only one of
/// them has fading out or in, and the content size in between. Setting `transitionProgress`
/// (from a gesture, say) invalidates the layout, so the collection view follows it.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    /// How far along the transition is, from 0 (the current layout) to 1 (the next).
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }
    private var animatedValues: [String: CGFloat] = [:]

    /// Creates a transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// A transition layout is made in code, from its two layouts; a storyboard cannot make one.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps a value the app animates with the transition, read back by `value(forAnimatedKey:)`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
        invalidateLayout()
    }

    /// The value kept for `key`; 0 when none is.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts for the collection view the transition is in.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.prepare()
        }
    }

    /// The content size between the two layouts'.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// The elements whose interpolated frames meet `rect`.
    /// - Complexity: O(n) in the elements of both layouts, which are asked for all of theirs.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let from = Dictionary(
            (currentLayout.layoutAttributesForElements(in: everything) ?? []).map { (Key($0), $0) },
            uniquingKeysWith: { first, _ in first })
        let to = Dictionary(
            (nextLayout.layoutAttributesForElements(in: everything) ?? []).map { (Key($0), $0) },
            uniquingKeysWith: { first, _ in first })
        var keys = Array(from.keys)
        keys += to.keys.filter { from[$0] == nil }
        return keys.compactMap { interpolate(from[$0], to[$0]) }.filter { $0.frame.intersects(rect) }
    }

    /// The item's interpolated attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolate(
            currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    /// One element between its two states; only in one layout, it fades with the progress.
    private func interpolate(
        _ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes? {
        guard let base = from ?? to else { return nil }
        let result: UICollectionViewLayoutAttributes
        switch base.representedElementCategory {
        case .cell: result = UICollectionViewLayoutAttributes(forCellWith: base.indexPath)
        case .supplementaryView:
            result = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: base.representedElementKind ?? "", with: base.indexPath)
        case .decorationView:
            result = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: base.representedElementKind ?? "", with: base.indexPath)
        }
        switch (from, to) {
        case let (from?, to?):
            result.frame = CGRect(
                x: mix(from.frame.minX, to.frame.minX), y: mix(from.frame.minY, to.frame.minY),
                width: mix(from.frame.width, to.frame.width), height: mix(from.frame.height, to.frame.height))
            result.alpha = mix(from.alpha, to.alpha)
            result.zIndex = transitionProgress < 0.5 ? from.zIndex : to.zIndex
        case let (from?, nil):
            result.frame = from.frame
            result.alpha = from.alpha * (1 - transitionProgress)
            result.zIndex = from.zIndex
        case let (nil, to?):
            result.frame = to.frame
            result.alpha = to.alpha * transitionProgress
            result.zIndex = to.zIndex
        case (nil, nil):
            return nil
        }
        return result
    }

    /// An element told apart from the others: its category, kind and index path.
    private struct Key: Hashable {
        let category: Int
        let kind: String?
        let indexPath: IndexPath

        @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
            category = Int(attributes.representedElementCategory.rawValue)
            kind = attributes.representedElementKind
            indexPath = attributes.indexPath
        }
    }
}
