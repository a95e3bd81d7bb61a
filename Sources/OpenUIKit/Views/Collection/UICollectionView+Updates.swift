import Foundation

/// Items inserted, deleted, reloaded and moved, alone or in `performBatchUpdates`: checked
/// against the data source as UIKit checks them, then the layout is prepared again and the
/// items that stay slide to their new places.
extension UICollectionView {
    func applyUpdates(
        inserted: [IndexPath] = [], deleted: [IndexPath] = [], reloaded: [IndexPath] = [],
        moved: [(IndexPath, IndexPath)] = []
    ) {
        let change: (inout ItemUpdates) -> Void = { updates in
            updates.inserted += inserted
            updates.deleted += deleted
            updates.reloaded += reloaded
            updates.moved += moved.map { (from: $0.0, to: $0.1) }
        }
        if batchUpdates != nil {
            change(&batchUpdates!)
            return
        }
        var updates = ItemUpdates()
        change(&updates)
        apply(updates, completion: nil)
    }

    func performBatch(_ body: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let outer = batchUpdates
        batchUpdates = ItemUpdates()
        body?()
        let updates = batchUpdates ?? ItemUpdates()
        batchUpdates = outer
        apply(updates, completion: completion)
    }

    private func apply(_ updates: ItemUpdates, completion: ((Bool) -> Void)?) {
        guard !needsReload, window != nil, let dataSource else {
            performReload()
            finishUpdate(completion)
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        let mapping: [IndexPath: IndexPath]
        switch updates.mapping(oldCounts: itemCounts, newCounts: newCounts, noun: "items", view: "collection view") {
        case .success(let found):
            mapping = found
        case .failure(let invalid):
            UIKitDiagnostics.report(UIKitDiagnostic.internalInconsistency, invalid.reason)
            performReload()
            finishUpdate(completion)
            return
        }
        itemCounts = newCounts
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        for (old, cell) in visibleCellsByIndexPath {
            if let new = mapping[old], !updates.reloaded.contains(old) {
                kept[new] = cell
            } else {
                leaving.append((old, cell))
            }
        }
        let oldFrames = kept.mapValues(\.frame)
        measuredItemSizes = Dictionary(
            uniqueKeysWithValues: measuredItemSizes.compactMap { old, size in mapping[old].map { ($0, size) } })
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
        visibleCellsByIndexPath = kept
        invalidateLayoutForNewCounts()
        prepareLayoutIfNeeded()
        collectionViewLayout.prepare(forCollectionViewUpdates: updates.updateItems(mapping: mapping))
        layOutItems()
        let arrived = visibleCellsByIndexPath.filter { kept[$0.key] == nil }.map(\.value)
        let moving = kept.compactMap { indexPath, cell in
            visibleCellsByIndexPath[indexPath] === cell
                ? oldFrames[indexPath].map { (view: cell as UIView, from: $0) } : nil
        }
        ItemUpdates.animate(
            kept: moving, arrived: arrived, leaving: leaving.map(\.1),
            destination: { [weak self] view in
                guard let self, let cell = view as? UICollectionViewCell, let indexPath = self.indexPath(for: cell)
                else { return nil }
                return self.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
            },
            release: { [weak self] in
                for (indexPath, cell) in leaving { self?.retire(cell, from: indexPath) }
            }, completion: completion)
        collectionViewLayout.finalizeCollectionViewUpdates()
    }

    private func finishUpdate(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        UIApplication.shared.runLoop.perform { completion(true) }
    }
}

extension ItemUpdates {
    /// The batch as the layout hears it: deletions, insertions, reloads, then moves, each in index path order.
    @MainActor
    func updateItems(mapping: [IndexPath: IndexPath]) -> [UICollectionViewUpdateItem] {
        deleted.sorted().map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
            + inserted.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
            + reloaded.sorted().map {
                UICollectionViewUpdateItem(action: .reload, before: $0, after: mapping[$0] ?? $0)
            }
            + moved.sorted { $0.from < $1.from }.map {
                UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to)
            }
    }
}
