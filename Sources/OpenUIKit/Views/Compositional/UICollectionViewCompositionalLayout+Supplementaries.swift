import Foundation

/// Headers, footers and badges, as UIKit's compositional layout places them: a header or footer
/// spans its section inside the section's insets, adding to the section's height unless
/// `extendsBoundary` is off; a pinned one follows the visible bounds within its section as the
/// content scrolls; an item's supplementary items sit where their anchors say, in front of it.
extension UICollectionViewCompositionalLayout {
    /// A header or footer pinned to the visible bounds: where it would be, and the section it may not leave.
    struct PinnedBoundary {
        let attributes: UICollectionViewLayoutAttributes
        let natural: CGRect
        let sectionTop: CGFloat
        let sectionBottom: CGFloat
        let isHeader: Bool
    }

    /// Places a header or footer of the section with its top at `y` (a footer that does not
    /// extend the section: its bottom); returns the height it adds to the section.
    func placeBoundary(
        _ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat,
        area: CGSize
    ) -> CGFloat {
        let resolved = boundary.layoutSize.resolved(in: area)
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: boundary.elementKind,
            with: IndexPath(item: 0, section: section))
        let leading: NSRectAlignment = boundary.isHeader ? .topLeading : .bottomLeading
        let trailing: NSRectAlignment = boundary.isHeader ? .topTrailing : .bottomTrailing
        let left =
            boundary.alignment == leading
            ? x
            : boundary.alignment == trailing ? x + area.width - resolved.width : x + (area.width - resolved.width) / 2
        let top = boundary.isHeader || boundary.extendsBoundary ? y : y - resolved.height
        attributes.frame = CGRect(
            x: left + boundary.offset.x, y: top + boundary.offset.y, width: resolved.width, height: resolved.height)
        attributes.zIndex = boundary.zIndex
        supplementary[boundary.elementKind, default: [:]][attributes.indexPath] = attributes
        return boundary.extendsBoundary ? resolved.height : 0
    }

    /// Places the supplementary items (badges) of the item whose cell has `cell`'s attributes.
    func placeSupplementaryItems(of item: NSCollectionLayoutItem, cell: UICollectionViewLayoutAttributes) {
        for extra in item.supplementaryItems {
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: extra.elementKind, with: cell.indexPath)
            attributes.frame = extra.frame(in: cell.frame)
            attributes.zIndex = extra.zIndex
            attributes.belongsToItem = true
            supplementary[extra.elementKind, default: [:]][cell.indexPath] = attributes
        }
    }

    /// Moves pinned headers and footers to the collection view's visible bounds, within their sections.
    func pinBoundaries() {
        guard let collectionView, !pinned.isEmpty else { return }
        let inset = collectionView.adjustedContentInset
        let top = collectionView.contentOffset.y + inset.top
        let bottom = collectionView.contentOffset.y + collectionView.bounds.height - inset.bottom
        for boundary in pinned {
            var frame = boundary.natural
            if boundary.isHeader {
                frame.origin.y = max(boundary.natural.minY, min(top, boundary.sectionBottom - frame.height))
            } else {
                frame.origin.y = min(boundary.natural.minY, max(bottom - frame.height, boundary.sectionTop))
            }
            if boundary.attributes.frame != frame { boundary.attributes.frame = frame }
        }
    }
}
