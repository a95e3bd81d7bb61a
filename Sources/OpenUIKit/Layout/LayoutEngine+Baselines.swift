import Foundation

/// Baseline constraints: `.firstBaseline` and `.lastBaseline` (`.baseline`) align where a view's
/// first and last lines of text sit, not its bottom edge, so labels of different sizes set on one
/// baseline line up as text does. The engine writes both as the bottom edge and moves the
/// constraint's constant by how far above it the baseline is (`UIView.baselinesAboveBottom`),
/// measured at the view's content size: a label stretched past its text keeps the baseline its
/// text would have there.
extension LayoutEngine {
    static let baselineAttributes: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]

    /// Whether the constraint's constant part reads its views (their margins or baselines), so
    /// every pass works it out again.
    static func readsViews(_ constraint: NSLayoutConstraint) -> Bool {
        [constraint.firstAttribute, constraint.secondAttribute].contains {
            marginAttributes.contains($0) || baselineAttributes.contains($0)
        }
    }

    /// What the attribute adds to its bottom-edge expression: minus the baseline's height above
    /// the bottom edge of the item's alignment rectangle.
    @MainActor
    static func baselineOffset(
        _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, reads: inout [InsetRead]
    ) -> Double {
        guard baselineAttributes.contains(attribute), let view = item as? UIView else { return 0 }
        let first = attribute == .firstBaseline
        let holder = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        guard let own = holder.baselinesAboveBottom else { return 0 }
        let above = first ? own.first : own.last
        guard holder !== view else { return -Double(above) }
        // A subview named by an override: where it is now, in the view (a pass that moves it
        // runs again).
        guard holder.isDescendant(of: view) else { return 0 }
        let baseline = holder.convert(CGPoint(x: 0, y: holder.bounds.height - above), to: view).y
        let bottom = view.bounds.height - view.alignmentRectInsets.bottom
        let offset = -Double(bottom - baseline)
        reads.append(InsetRead(view: view, isSafeArea: false, value: .zero, baseline: (attribute, offset)))
        return offset
    }
}

extension UIView {
    /// The height layout gives the view's content: its content size's, or its bounds' when it has none.
    var layoutHeight: CGFloat {
        let height = layoutContentSize.height
        return height == UIView.noIntrinsicMetric ? bounds.height : height
    }
}

extension UIFont {
    /// How many whole lines of this font a height holds (at least one).
    func lines(fillingHeight height: CGFloat) -> Int {
        max(1, Int(((height + 0.01) / lineHeight).rounded(.down)))
    }

    /// Where `lines` lines of this font centred in `height` have their first and last baselines,
    /// as heights above its bottom edge.
    func baselinesAboveBottom(lines: Int, centredIn height: CGFloat) -> (first: CGFloat, last: CGFloat) {
        let gap = (height - CGFloat(lines) * lineHeight) / 2
        let last = gap + lineHeight - ascender
        return (last + CGFloat(lines - 1) * lineHeight, last)
    }
}
