import Cassowary
import Foundation

/// Guides: the boxes of layout guides, held at their owners' insets, and of scroll views'
/// content areas.
extension LayoutSession {
    /// The box of a constraint's item: a view's, a guide's (placed by its owner's insets or
    /// free), or a scroll view's content area when the scroll view's edge is related to
    /// something inside it.
    func box(
        for item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?,
        reads: inout [LayoutEngine.InsetRead]
    ) -> Box? {
        guard let item else { return nil }
        if let box = box(of: item) {
            // A view; a scroll view's edge related to something inside it is its content area's.
            if let scrollView = item as? UIScrollView, LayoutEngine.edgeAttributes.contains(attribute),
                let inside = NSLayoutConstraint.view(of: other), inside !== scrollView,
                inside.isDescendant(of: scrollView)
            {
                return contentBox(of: scrollView)
            }
            return box
        }
        if item is UIView { return nil }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let ownerBox = box(of: owner) else {
            return nil
        }
        if let scrollView = owner as? UIScrollView {
            switch guide.identifier {
            case UIScrollView.contentGuideIdentifier: return contentBox(of: scrollView)
            case UIScrollView.frameGuideIdentifier: return ownerBox
            default: break
            }
        }
        let id = ObjectIdentifier(guide)
        let firstReach = placed[id].map { $0.pass != pass || $0.object !== guide } ?? true
        let entry = placedEntry(for: guide)
        if firstReach {
            walkedGuides.append(LayoutPlan.Guide(guide: guide, owner: owner, entry: entry, ownerBox: ownerBox))
        }
        placeGuide(entry, guide, owner: owner, ownerBox: ownerBox, reads: &reads)
        return entry.box
    }

    /// A system guide's box held at its owner's insets (the old top and bottom guides at the
    /// bars' strips); any other guide is free for the constraints to place.
    func placeGuide(
        _ entry: Placed, _ guide: UILayoutGuide, owner: UIView, ownerBox: Box,
        reads: inout [LayoutEngine.InsetRead]
    ) {
        let box = entry.box
        let ownerID = ObjectIdentifier(owner)
        switch guide.identifier {
        case SystemGuideIdentifier.topLayoutGuide, SystemGuideIdentifier.bottomLayoutGuide:
            // The old top and bottom guides: the bars' strips at the root view's edges.
            let top = guide.identifier == SystemGuideIdentifier.topLayoutGuide
            let safe = LayoutEngine.read(owner, safeArea: true, into: &reads)
            place(entry, .barGuide(top: top, owner: ownerID), [0, 0, Double(top ? safe.top : safe.bottom), 0]) {
                values in
                [
                    placing(box.x - ownerBox.x, .equal, values[0]),
                    placing(box.width - ownerBox.width, .equal, values[1]),
                    placing(LinearExpression(box.height), .equal, values[2]),
                    top
                        ? placing(box.y - ownerBox.y, .equal, values[3])
                        : placing(box.y + box.height - ownerBox.y - ownerBox.height, .equal, values[3]),
                ]
            }
        case SystemGuideIdentifier.safeArea, SystemGuideIdentifier.layoutMargins, SystemGuideIdentifier.readableContent:
            // The owner's box is its alignment rectangle; the insets are from its bounds.
            let read = LayoutEngine.read(
                owner, safeArea: guide.identifier == SystemGuideIdentifier.safeArea, into: &reads)
            let alignment = owner.alignmentRectInsets
            let insets = UIEdgeInsets(
                top: read.top - alignment.top, left: read.left - alignment.left,
                bottom: read.bottom - alignment.bottom, right: read.right - alignment.right)
            if guide.identifier == SystemGuideIdentifier.readableContent {
                // Within the margins and centred in them, as wide as they are up to a readable
                // width: the width is held to them just below required, so required
                // constraints may narrow it further.
                let values = [
                    insets.top, -(insets.top + insets.bottom), (insets.left - insets.right) / 2,
                    -(insets.left + insets.right), UIView.readableContentWidth, -(insets.left + insets.right),
                ].map(Double.init)
                place(entry, .readable(owner: ownerID), values) { values in
                    [
                        placing(box.y - ownerBox.y, .equal, values[0]),
                        placing(box.height - ownerBox.height, .equal, values[1]),
                        placing(box.x + box.width * 0.5 - ownerBox.x - ownerBox.width * 0.5, .equal, values[2]),
                        placing(box.width - ownerBox.width, .lessThanOrEqual, values[3]),
                        placing(LinearExpression(box.width), .lessThanOrEqual, values[4]),
                        placing(box.width - ownerBox.width, .equal, values[5], priority: Constraint.required - 1),
                    ]
                }
                return
            }
            let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)].map(
                Double.init)
            place(entry, .insets(owner: ownerID), values) { values in
                [
                    placing(box.x - ownerBox.x, .equal, values[0]), placing(box.y - ownerBox.y, .equal, values[1]),
                    placing(box.width - ownerBox.width, .equal, values[2]),
                    placing(box.height - ownerBox.height, .equal, values[3]),
                ]
            }
        default:
            place(entry, .free, []) { _ in [] }
        }
    }

    /// A scroll view's content area: at its origin, as large as the constraints to it make it.
    func contentBox(of scrollView: UIScrollView) -> Box? {
        guard let frame = box(of: scrollView) else { return nil }
        let id = ObjectIdentifier(scrollView)
        let entry: Placed
        if let existing = contentBoxes[id], existing.object === scrollView {
            entry = existing
        } else {
            if let stale = contentBoxes[id] { drop(stale) }
            entry = Placed(scrollView)
            contentBoxes[id] = entry
        }
        entry.pass = pass
        let box = entry.box
        place(entry, .scrollContent(owner: id), [0, 0, 0, 0]) { values in
            [
                placing(box.x - frame.x, .equal, values[0]), placing(box.y - frame.y, .equal, values[1]),
                placing(LinearExpression(box.width), .greaterThanOrEqual, values[2]),
                placing(LinearExpression(box.height), .greaterThanOrEqual, values[3]),
            ]
        }
        return box
    }
}
