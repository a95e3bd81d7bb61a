import Foundation

/// Custom groups: the group's item provider is called with an environment whose container is
/// the group's size, and the group places as many of the frames it returns as it has items
/// left, each moved to the group's origin, at its own z-index. An estimated height is the
/// lowest frame's bottom.
extension UICollectionViewCompositionalLayout {
    func layOutCustom(
        _ group: NSCollectionLayoutGroup, provider: NSCollectionLayoutGroupCustomItemProvider, at origin: CGPoint,
        in container: CGSize, section: Int, count: Int, placed: inout [UICollectionViewLayoutAttributes],
        list: UICollectionLayoutListConfiguration?
    ) -> CGFloat {
        guard let collectionView else { return 0 }
        let groupSize = group.layoutSize.resolved(in: container)
        let environment = NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(contentSize: groupSize, contentInsets: .zero),
            traitCollection: collectionView.traitCollection)
        var bottom: CGFloat = 0
        for custom in provider(environment) where placed.count < count {
            let indexPath = IndexPath(item: placed.count, section: section)
            let attributes: UICollectionViewLayoutAttributes =
                list.map { ListLayoutAttributes(forCellWith: indexPath, list: $0) }
                ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = custom.frame.offsetBy(dx: origin.x, dy: origin.y)
            attributes.zIndex = custom.zIndex
            placed.append(attributes)
            bottom = max(bottom, custom.frame.maxY)
        }
        return group.layoutSize.heightDimension.isEstimated ? bottom : groupSize.height
    }
}
