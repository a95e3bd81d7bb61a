import Foundation

/// Rows inserted, deleted, reloaded and moved, one at a time or gathered in
/// `performBatchUpdates(_:completion:)`: checked against the data source as UIKit checks them
/// (a count that does not add up is UIKit's "Invalid update" error, answered by reloading), then
/// the rows that stay slide to their new places, deleted ones fade out and new ones fade in.
struct TableUpdates {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Sections came, went or were reloaded: the table reloads everything.
    var sectionsChanged = false
}

extension UITableView {
    static let updateAnimationDuration: TimeInterval = 0.3

    func noteUpdate(_ change: (inout TableUpdates) -> Void) {
        if updateDepth > 0, pendingUpdates != nil {
            change(&pendingUpdates!)
            return
        }
        var updates = TableUpdates()
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

    private func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
        // A table never laid out has nothing on screen to animate: it just reads the data again.
        if needsReload || window == nil || updates.sectionsChanged {
            performReload()
            finish(completion)
            return
        }
        guard let dataSource, let mapping = rowMapping(for: updates, dataSource: dataSource) else {
            performReload()
            finish(completion)
            return
        }
        // The cells, selection and measured heights follow their rows to the new index paths.
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(IndexPath, UITableViewCell)] = []
        for (old, cell) in visibleCellsByIndexPath {
            if let new = mapping[old], !updates.reloadedRows.contains(old) { kept[new] = cell } else { leaving.append((old, cell)) }
        }
        let oldFrames = kept.mapValues(\.frame)
        measuredHeights = Dictionary(uniqueKeysWithValues: measuredHeights.compactMap { old, height in mapping[old].map { ($0, height) } })
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
        visibleCellsByIndexPath = kept
        geometry = makeGeometry()
        applyContentSize()
        layOutRows()
        let arrived = visibleCellsByIndexPath.filter { kept[$0.key] == nil }.map(\.value)
        for (indexPath, cell) in kept where visibleCellsByIndexPath[indexPath] === cell {
            if let old = oldFrames[indexPath] { cell.frame = old }
        }
        for cell in arrived { cell.alpha = 0 }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (indexPath, cell) in self.visibleCellsByIndexPath {
                if let rect = self.rectForRowIfKnown(indexPath) { cell.frame = rect }
            }
            for cell in arrived { cell.alpha = 1 }
            for (_, cell) in leaving { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (indexPath, cell) in leaving {
                cell.alpha = 1
                self.retire(cell, from: indexPath)
            }
            completion?(finished)
        })
    }

    private func finish(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        UIApplication.shared.runLoop.perform { completion(true) }
    }

    /// Where each old row is after the updates (deleted rows have none), or nil when the data
    /// source's new counts do not add up, which is reported as UIKit reports it.
    private func rowMapping(for updates: TableUpdates, dataSource: any UITableViewDataSource) -> [IndexPath: IndexPath]? {
        let oldCounts = geometry.sections.map(\.rows.count)
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        guard sectionCount == oldCounts.count else {
            UIKitDiagnostics.report(UIKitDiagnostic.internalInconsistency,
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(sectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
            return nil
        }
        let newCounts = (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        var mapping: [IndexPath: IndexPath] = [:]
        for section in 0..<sectionCount {
            let deleted = Set(updates.deletedRows.filter { $0.section == section }.map(\.row))
            let inserted = Set(updates.insertedRows.filter { $0.section == section }.map(\.row))
            let movedOut = Set(updates.movedRows.filter { $0.from.section == section }.map(\.from.row))
            let movedIn = updates.movedRows.filter { $0.to.section == section }
            let expected = oldCounts[section] - deleted.count + inserted.count - movedOut.count + movedIn.count
            guard expected == newCounts[section] else {
                UIKitDiagnostics.report(UIKitDiagnostic.internalInconsistency,
                    "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(newCounts[section])) must be equal to the number of rows contained in that section before the update (\(oldCounts[section])), plus or minus the number of rows inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
                return nil
            }
            // New positions taken by inserted and moved-in rows; the rest keep their order.
            let taken = inserted.union(movedIn.map(\.to.row))
            var free = (0..<newCounts[section]).filter { !taken.contains($0) }.makeIterator()
            for row in 0..<oldCounts[section] where !deleted.contains(row) && !movedOut.contains(row) {
                guard let new = free.next() else { return nil }
                mapping[IndexPath(row: row, section: section)] = IndexPath(row: new, section: section)
            }
        }
        for move in updates.movedRows { mapping[move.from] = move.to }
        return mapping
    }
}
