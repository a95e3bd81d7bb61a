import Foundation

/// A tap on an item, as UIKit's collection view takes it: highlighted if the finger rests (a
/// drag that scrolls cancels it), and on lifting the delegate hears `shouldSelectItemAt`,
/// `didUnhighlightItemAt`, the deselection of the previous item, a storyboard segue the cell
/// triggers, then `didSelectItemAt`. In multiple selection a tap on a selected item deselects it.
extension UICollectionView {
    /// Whether a tap selects: `allowsSelection`, or while editing `allowsSelectionDuringEditing`
    /// (either, with their multiple-selection forms).
    var selectsItemsNow: Bool {
        isEditing
            ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
    }

    /// Whether selecting one item keeps the others selected, editing or not.
    var selectsMultipleItemsNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func beginTracking(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first, selectsItemsNow,
            let indexPath = indexPathForItem(at: touch.location(in: self)), visibleCellsByIndexPath[indexPath] != nil
        else { return false }
        trackedIndexPath = indexPath
        highlightTimer?.invalidate()
        highlightTimer = ClockTimer(after: UITableView.highlightDelay) { [weak self] in
            self?.highlightTimer = nil
            if let indexPath = self?.trackedIndexPath { self?.highlightItem(indexPath) }
        }
        return true
    }

    func endTracking(_ touches: Set<UITouch>) -> Bool {
        guard let indexPath = trackedIndexPath else { return false }
        highlightTimer?.invalidate()
        highlightTimer = nil
        trackedIndexPath = nil
        guard highlightItem(indexPath) else { return true }
        userSelectItem(at: indexPath)
        return true
    }

    func cancelTracking() -> Bool {
        guard let indexPath = trackedIndexPath else { return false }
        highlightTimer?.invalidate()
        highlightTimer = nil
        trackedIndexPath = nil
        unhighlightItem(indexPath)
        return true
    }

    /// Highlights the item unless the delegate refuses, which stops the selection too.
    @discardableResult
    private func highlightItem(_ indexPath: IndexPath) -> Bool {
        guard let cell = visibleCellsByIndexPath[indexPath] else { return false }
        if cell.isHighlighted { return true }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    private func unhighlightItem(_ indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath[indexPath], cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    private func userSelectItem(at indexPath: IndexPath) {
        if selectsMultipleItemsNow, selectedIndexPaths.contains(indexPath) {
            let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlightItem(indexPath)
            if allowed { userDeselectItem(at: indexPath) }
            return
        }
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlightItem(indexPath)
        guard allowed else { return }
        if !selectsMultipleItemsNow {
            for other in selectedIndexPaths where other != indexPath { userDeselectItem(at: other) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        let cell = visibleCellsByIndexPath[indexPath]
        cell?.isSelected = true
        if let cell {
            for trigger in cell.selectionTriggers { trigger(cell) }
        }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func userDeselectItem(at indexPath: IndexPath) {
        guard let index = selectedIndexPaths.firstIndex(of: indexPath) else { return }
        selectedIndexPaths.remove(at: index)
        visibleCellsByIndexPath[indexPath]?.isSelected = false
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    func selectItemSilently(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for selected in selectedIndexPaths { visibleCellsByIndexPath[selected]?.isSelected = false }
            selectedIndexPaths.removeAll()
            return
        }
        if !selectsMultipleItemsNow {
            for other in selectedIndexPaths where other != indexPath {
                visibleCellsByIndexPath[other]?.isSelected = false
            }
            selectedIndexPaths.removeAll { $0 != indexPath }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
}
