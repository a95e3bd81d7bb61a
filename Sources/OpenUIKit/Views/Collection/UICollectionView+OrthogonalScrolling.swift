import Foundation

/// The scroll views of orthogonally scrolling sections: after each prepare the collection view
/// makes one for each such section the layout reports (and removes those of sections that no
/// longer scroll), places it where the section's row is, and shows the section's cells in it;
/// each scroll of one places the items again, so cells come and go as the row scrolls.
extension UICollectionView {
    /// Brings the orthogonal scroll views in line with the layout's rows.
    func updateOrthogonalScrollers() {
        let rows = collectionViewLayout.orthogonalRows
        for (section, scroller) in orthogonalScrollers where rows[section] == nil {
            for view in scroller.subviews { addSubview(view) }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for section in rows.keys.sorted() {
            guard let row = rows[section] else { continue }
            let scroller: OrthogonalScrollView
            if let existing = orthogonalScrollers[section] {
                scroller = existing
            } else {
                scroller = OrthogonalScrollView(section: section, collectionView: self)
                orthogonalScrollers[section] = scroller
                insertSubview(scroller, at: backgroundView == nil ? 0 : 1)
            }
            scroller.configure(with: row, collectionRate: decelerationRate.rawValue)
        }
    }

    /// The view a cell of `section` goes in: the section's scroll view, or the collection view.
    func host(forSection section: Int) -> UIView {
        orthogonalScrollers[section] ?? self
    }

    /// The view an element goes in: an orthogonal section's scroll view for its cells and their
    /// badges, the collection view for everything else.
    func host(for attributes: UICollectionViewLayoutAttributes) -> UIView {
        guard attributes.representedElementCategory == .cell || attributes.belongsToItem else { return self }
        return host(forSection: attributes.indexPath.section)
    }

    /// Where an element with these attributes goes in its host: in an orthogonal section's
    /// scroll view, its frame less the scroll view's origin.
    func frameInHost(_ attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.representedElementCategory == .cell || attributes.belongsToItem,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
    }

    /// A point in the collection view's content where the items' frames are: inside an
    /// orthogonal section's scroll view, moved by how far it has scrolled.
    func layoutPoint(for point: CGPoint) -> (point: CGPoint, section: Int?) {
        for (section, scroller) in orthogonalScrollers where scroller.frame.contains(point) {
            return (CGPoint(x: point.x + scroller.contentOffset.x, y: point.y + scroller.contentOffset.y), section)
        }
        return (point, nil)
    }

    func orthogonalScrollerDidScroll(_ scroller: OrthogonalScrollView) {
        setNeedsLayout()
        if !isPlacingItems { layoutIfNeeded() }
    }
}
