import Foundation

/// The scroll view an orthogonally scrolling section's cells live in, as UIKit's
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`: the collection view makes, places and
/// removes it; it scrolls across the collection view's axis only, takes a drag only when the
/// finger moves more across than along, and asks the layout where a drag comes to rest.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    weak var collectionView: UICollectionView?
    let section: Int

    init(section: Int, collectionView: UICollectionView) {
        self.section = section
        self.collectionView = collectionView
        super.init(frame: .zero)
        delegate = self
        panGestureRecognizer.delegate = self
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
    }

    required init?(coder: NSCoder) {
        section = 0
        super.init(coder: coder)
    }

    /// Takes the row's geometry and the section's scrolling properties.
    func configure(with row: UICollectionViewCompositionalLayout.OrthogonalRow, collectionRate: CGFloat) {
        if frame != row.frame { frame = row.frame }
        let size = CGSize(width: row.contentWidth, height: row.frame.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = row.behavior == .paging
        let paging = row.behavior == .paging || row.behavior == .groupPaging || row.behavior == .groupPagingCentered
        let rate = row.properties.decelerationRate
        decelerationRate = DecelerationRate(
            rawValue: rate != .automatic
                ? rate.rawValue : paging ? DecelerationRate.fast.rawValue : collectionRate)
        bounces = row.properties.bounce != .never
        alwaysBounceHorizontal = row.properties.bounce == .always
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset, !isDragging, !isDecelerating { contentOffset = clamped }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.orthogonalScrollerDidScroll(self)
    }

    /// The section's behaviour picks where the drag comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let layout = collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        targetContentOffset.pointee = layout.orthogonalTargetContentOffset(
            forSection: section, proposed: targetContentOffset.pointee, start: dragStartOffset, current: contentOffset,
            velocity: velocity, visibleWidth: bounds.width)
    }

    /// A drag that moves more along the collection view's axis is the collection view's (asked
    /// as the pan recognizer's delegate).
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, pan === panGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let translation = pan.translation(in: self)
        return abs(translation.x) >= abs(translation.y)
    }
}
