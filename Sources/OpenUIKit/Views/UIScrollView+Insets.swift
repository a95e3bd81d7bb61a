import Foundation

/// The insets the content scrolls within: `contentInset` plus, by
/// `contentInsetAdjustmentBehavior`, the safe area, and the offsets that keep the content in
/// them.
extension UIScrollView {
    /// `contentInset` with the safe area added where the behaviour says, and the refresh
    /// control's height while it refreshes.
    public var adjustedContentInset: UIEdgeInsets {
        // The safe area is worked out from rectangles that move with the offset; what rounding
        // leaves of an inset that is really zero must not move the content's resting place.
        func settled(_ value: CGFloat) -> CGFloat { abs(value) < 1e-9 ? 0 : value }
        let raw = safeAreaInsets
        let safe = UIEdgeInsets(
            top: settled(raw.top), left: settled(raw.left), bottom: settled(raw.bottom), right: settled(raw.right))
        var inset = contentInset
        let axes = axesTakingSafeArea
        if axes.horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        if axes.vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        inset.top += refreshControl?.insetWhileRefreshing ?? 0
        return inset
    }

    /// `.automatic` is `.scrollableAxes`, except that a controller's root view in a navigation
    /// controller always takes the top and bottom insets of its bars, as UIKit keeps for
    /// backward compatibility.
    var axesTakingSafeArea: (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return scrollableAxes
        case .automatic:
            let axes = scrollableAxes
            let inNavigation = owningViewController?.navigationController != nil
            return (axes.horizontal, axes.vertical || inNavigation)
        }
    }

    /// The axes the content is larger than the view on (its insets counted), or set to bounce on.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let size = bounds.size
        return (
            contentSize.width + contentInset.left + contentInset.right > size.width || alwaysBounceHorizontal,
            contentSize.height + contentInset.top + contentInset.bottom > size.height || alwaysBounceVertical
        )
    }

    /// The least and greatest offsets the content rests at.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// The content's size or insets changed: lay out again, and tell who listens if the
    /// adjusted insets moved.
    func contentGeometryDidChange() {
        setNeedsLayout()
        noteAdjustedContentInset()
    }

    func noteAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedContentInset else { return }
        let old = lastAdjustedContentInset
        lastAdjustedContentInset = adjusted
        // Content resting at its top (or leading) edge stays there as the inset moves, as in
        // UIKit: a table under a navigation bar starts with its first row below the bar.
        if !isTracking, !isDragging {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
