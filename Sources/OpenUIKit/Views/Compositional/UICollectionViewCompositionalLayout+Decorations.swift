import Foundation

/// Section backgrounds: each of a section's decoration items becomes a decoration view as large
/// as the section, headers, footers and insets included, less the decoration's own content
/// insets, at the decoration's z-index. The collection view makes the views from what was
/// registered with the layout and keeps them behind the cells.
extension UICollectionViewCompositionalLayout {
    /// Places the section's decorations over `frame`, the section's whole area.
    func placeDecorations(of section: NSCollectionLayoutSection, index: Int, frame: CGRect) {
        for decoration in section.decorationItems {
            let insets = decoration.contentInsets
            let attributes = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: index))
            attributes.frame = CGRect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, frame.height - insets.top - insets.bottom))
            attributes.zIndex = decoration.zIndex
            decorations[decoration.elementKind, default: [:]][attributes.indexPath] = attributes
        }
    }
}
