import Foundation

/// How wide segments are. The control is 32 points tall, as iOS 13 and later make it. A segment
/// given a width keeps it; the others share the rest of the bounds equally, or in proportion to
/// their content with `apportionsSegmentWidthsByContent`. The intrinsic width gives every
/// segment room for its content plus padding (the widest content for all of them, unless they
/// are apportioned); titles need the text seam, so without a measurer a control with titles has
/// no intrinsic width.
extension UISegmentedControl {
    static let standardHeight: CGFloat = 32
    static let titleFontSize: CGFloat = 13
    /// Room on each side of a segment's content.
    static let contentPadding: CGFloat = 8

    /// The width of a segment's content: its image's, or its title's in the selected font (the
    /// widest it is drawn in); nil when a title cannot be measured.
    func contentWidth(of segment: Segment) -> CGFloat? {
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        guard TextMeasurement.canMeasure else { return nil }
        return (title as NSString).size(withAttributes: resolvedTitleAttributes(for: .selected)).width.rounded(.up)
    }

    func measuredIntrinsicSize() -> CGSize {
        guard !segments.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }
        var natural: [CGFloat] = []
        for segment in segments where segment.width <= 0 {
            guard let width = contentWidth(of: segment) else {
                return CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
            }
            natural.append(width + 2 * Self.contentPadding)
        }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic =
            apportionsSegmentWidthsByContent ? natural.reduce(0, +) : (natural.max() ?? 0) * CGFloat(natural.count)
        return CGSize(width: (fixed + automatic).rounded(.up), height: Self.standardHeight)
    }

    /// Each segment's rectangle in the bounds, left to right.
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.filter { $0.width <= 0 }
        let remaining = max(0, bounds.width - fixed)
        var weights = automatic.map { _ in CGFloat(1) }
        if apportionsSegmentWidthsByContent {
            let natural = automatic.map { contentWidth(of: $0).map { $0 + 2 * Self.contentPadding } }
            if !natural.contains(where: { $0 == nil }) { weights = natural.map { $0 ?? 1 } }
        }
        let totalWeight = weights.reduce(0, +)
        var next = weights.makeIterator()
        var x = bounds.minX
        return segments.map { segment in
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else {
                let weight = next.next() ?? 1
                width = totalWeight > 0 ? remaining * weight / totalWeight : 0
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point`; a point left or right of the control counts for the end
    /// segment on that side (a finger may stray, as UIKit's tracking allows).
    func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        guard let first = frames.first, let last = frames.last else { return nil }
        if point.x < first.minX { return 0 }
        if point.x >= last.maxX { return frames.count - 1 }
        return frames.firstIndex { point.x >= $0.minX && point.x < $0.maxX }
    }
}
