import Foundation

/// Decoration views, such as section backgrounds: the layout says where they go and registers
/// what they are made from; the collection view makes them as they come into view, reuses them
/// by kind, and keeps them behind the cells, lowest z-index at the back.
extension UICollectionView {
    func showDecorations(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        guard !wanted.isEmpty else { return }
        for (key, attributes) in wanted {
            let view: UICollectionReusableView
            if let visible = visibleDecorations[key] {
                view = visible
            } else if let pooled = decorationPool.dequeue(key.kind) {
                pooled.prepareForReuse()
                view = pooled
            } else if let source = collectionViewLayout.decorationViewSources[key.kind], let made = make(source) {
                view = made
            } else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.internalInconsistency,
                    "could not dequeue a view of kind: \(key.kind) with identifier \(key.kind) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                )
                continue
            }
            visibleDecorations[key] = view
            view.isHidden = false
            if view.superview !== self { addSubview(view) }
            place(view, attributes)
        }
        let ordered = wanted.compactMap { key, attributes in visibleDecorations[key].map { ($0, attributes.zIndex) } }
            .sorted { $0.1 > $1.1 }
        for (view, _) in ordered { sendSubviewToBack(view) }
        if let backgroundView { sendSubviewToBack(backgroundView) }
    }

    func retireDecoration(_ view: UICollectionReusableView, key: SupplementaryKey) {
        view.isHidden = true
        decorationPool.enqueue(view, identifier: key.kind)
    }
}
