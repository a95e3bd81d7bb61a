import Foundation

/// Rows inserted, deleted, reloaded and moved, one at a time or gathered in
/// `performBatchUpdates(_:completion:)`: checked against the data source as UIKit checks them
/// (a count that does not add up is UIKit's "Invalid update" error, answered by reloading), then
/// the rows that stay slide to their new places, deleted ones fade out and new ones fade in.
extension UITableView {
    func noteUpdate(_ change: (inout ItemUpdates) -> Void) {
        if updateDepth > 0, pendingUpdates != nil {
            change(&pendingUpdates!)
            return
        }
        var updates = ItemUpdates()
        change(&updates)
        apply(updates, completion: nil)
    }

    func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        apply(updates, completion: completion)
    }

    private func apply(_ updates: ItemUpdates, completion: ((Bool) -> Void)?) {
        // A table never laid out has nothing on screen to animate: it just reads the data again.
        if needsReload || window == nil || updates.sectionsChanged {
            performReload()
            finish(completion)
            return
        }
        guard let dataSource else {
            performReload()
            finish(completion)
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let mapping: [IndexPath: IndexPath]
        switch updates.mapping(
            oldCounts: geometry.sections.map(\.rows.count), newCounts: newCounts, noun: "rows", view: "table view")
        {
        case .success(let found):
            mapping = found
        case .failure(let invalid):
            UIKitDiagnostics.report(UIKitDiagnostic.internalInconsistency, invalid.reason)
            performReload()
            finish(completion)
            return
        }
        // The cells, selection and measured heights follow their rows to the new index paths.
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(IndexPath, UITableViewCell)] = []
        for (old, cell) in visibleCellsByIndexPath {
            if let new = mapping[old], !updates.reloaded.contains(old) {
                kept[new] = cell
            } else {
                leaving.append((old, cell))
            }
        }
        let oldFrames = kept.mapValues(\.frame)
        measuredHeights = Dictionary(
            uniqueKeysWithValues: measuredHeights.compactMap { old, height in mapping[old].map { ($0, height) } })
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
        visibleCellsByIndexPath = kept
        geometry = makeGeometry()
        applyContentSize()
        layOutRows()
        let arrived = visibleCellsByIndexPath.filter { kept[$0.key] == nil }.map(\.value)
        let moving = kept.compactMap { indexPath, cell in
            visibleCellsByIndexPath[indexPath] === cell
                ? oldFrames[indexPath].map { (view: cell as UIView, from: $0) } : nil
        }
        ItemUpdates.animate(
            kept: moving, arrived: arrived, leaving: leaving.map(\.1),
            destination: { [weak self] view in
                guard let self, let cell = view as? UITableViewCell, let indexPath = self.indexPath(for: cell) else {
                    return nil
                }
                return self.rectForRowIfKnown(indexPath)
            },
            release: { [weak self] in
                for (indexPath, cell) in leaving { self?.retire(cell, from: indexPath) }
            }, completion: completion)
    }

    private func finish(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        UIApplication.shared.runLoop.perform { completion(true) }
    }
}
