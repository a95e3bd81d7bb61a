import Foundation

/// A section that scrolls across the layout's axis, as UIKit lays it out: its groups run in one
/// row, side by side with `interGroupSpacing` between them, inside the section's leading and
/// trailing insets; the collection view shows the row in a scroll view of its own, as wide as
/// the collection view and as tall as the row. The items' frames are where they are before that
/// scroll view scrolls. Where a drag comes to rest follows the section's behaviour.
extension UICollectionViewCompositionalLayout {
    /// One orthogonal section's row: where its scroll view goes and where its groups start.
    struct OrthogonalRow: Equatable {
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        var properties: Properties
        /// The scroll view's frame in the collection view's content coordinates.
        var frame: CGRect
        /// The row's width, from the collection view's leading edge to the trailing inset after the last group.
        var contentWidth: CGFloat
        /// The groups' frames, in the same coordinates as the items'.
        var groups: [CGRect]
        /// The section's leading inset: where a group's leading edge rests when the section pages by group.
        var leadingInset: CGFloat

        struct Properties: Equatable {
            var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
            var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
        }
    }

    /// Lays the section's group out again and again along one row from `top`, until the section's
    /// items are placed.
    func layOutRow(
        _ section: NSCollectionLayoutSection, index: Int, top: CGFloat, width: CGFloat, count: Int,
        placed: inout [UICollectionViewLayoutAttributes]
    ) -> OrthogonalRow {
        let insets = section.contentInsets
        let area = CGSize(
            width: max(0, width - insets.leading - insets.trailing), height: collectionView?.bounds.height ?? 0)
        let group = section.group
        var x = insets.leading
        var height: CGFloat = 0
        var groups: [CGRect] = []
        while placed.count < count {
            if !placed.isEmpty { x += section.interGroupSpacing }
            let before = placed.count
            let taken = layOut(
                group, at: CGPoint(x: x, y: top), in: area, section: index, count: count, placed: &placed,
                list: section.listConfiguration)
            if placed.count == before { break }
            var groupWidth = group.layoutSize.widthDimension.resolved(in: area)
            if group.layoutSize.widthDimension.isEstimated {
                groupWidth = (placed[before...].map(\.frame.maxX).max() ?? x) - x
            }
            groups.append(CGRect(x: x, y: top, width: groupWidth, height: taken))
            height = max(height, taken)
            x += groupWidth
        }
        let properties = section.orthogonalScrollingProperties
        return OrthogonalRow(
            behavior: section.orthogonalScrollingBehavior,
            properties: .init(decelerationRate: properties.decelerationRate, bounce: properties.bounce),
            frame: CGRect(x: 0, y: top, width: width, height: height), contentWidth: x + insets.trailing,
            groups: groups, leadingInset: insets.leading)
    }

    /// How far the orthogonal section's scroll view has scrolled; zero for any other section.
    func orthogonalOffset(ofSection section: Int) -> CGPoint {
        collectionView?.orthogonalScrollers[section]?.contentOffset ?? .zero
    }

    /// Where an orthogonal section's scroll view comes to rest after a drag that would stop at
    /// `proposed`, having started at `start` and ended moving at `velocity` (points a
    /// millisecond): the proposal for `.continuous`, the nearest group's leading edge for
    /// `.continuousGroupLeadingBoundary`, the next or previous group (or the nearest, for a slow
    /// drag) for `.groupPaging` and `.groupPagingCentered`. `.paging` pages as a scroll view
    /// with paging on does.
    func orthogonalTargetContentOffset(
        forSection section: Int, proposed: CGPoint, start: CGPoint, current: CGPoint, velocity: CGPoint,
        visibleWidth: CGFloat
    ) -> CGPoint {
        guard let row = rows[section], !row.groups.isEmpty else { return proposed }
        let maximum = max(0, row.contentWidth - visibleWidth)
        let stops: [CGFloat]
        switch row.behavior {
        case .none, .continuous, .paging: return proposed
        case .continuousGroupLeadingBoundary, .groupPaging:
            stops = row.groups.map { min(max($0.minX - row.leadingInset, 0), maximum) }
        case .groupPagingCentered:
            stops = row.groups.map { min(max($0.midX - visibleWidth / 2, 0), maximum) }
        }
        func nearest(to x: CGFloat) -> Int {
            stops.indices.min { abs(stops[$0] - x) < abs(stops[$1] - x) } ?? 0
        }
        var target = proposed
        if row.behavior == .continuousGroupLeadingBoundary {
            target.x = stops[nearest(to: proposed.x)]
            return target
        }
        // One group at a time: on from the group the drag started at, the way it was flicked.
        let from = nearest(to: start.x)
        let flick = UIScrollView.flickThreshold * 10 / 1000
        let chosen: Int
        if velocity.x > flick {
            chosen = min(from + 1, stops.count - 1)
        } else if velocity.x < -flick {
            chosen = max(from - 1, 0)
        } else {
            chosen = nearest(to: current.x)
        }
        target.x = stops[chosen]
        return target
    }
}
