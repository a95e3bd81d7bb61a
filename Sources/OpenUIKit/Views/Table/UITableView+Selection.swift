import Foundation

/// A tap on a row, as UIKit's table takes it: the row highlights if the finger stays a moment
/// (a drag that starts scrolling cancels it, through the pan recognizer cancelling the touches),
/// and on lifting the delegate hears `didHighlightRowAt`, `didUnhighlightRowAt`,
/// `willSelectRowAt`, the previous row's deselection, then — after a storyboard segue the cell
/// triggers has been prepared, as UIKit orders it — `didSelectRowAt`.
extension UITableView {
    /// How long a finger rests before its row highlights (UIKit's content-touch delay).
    static let highlightDelay: TimeInterval = 0.15

    private var selectionAllowed: Bool {
        isEditing
            ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
    }

    private var multipleSelection: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func beginTracking(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first, selectionAllowed,
            let indexPath = indexPathForRow(at: touch.location(in: self)), visibleCellsByIndexPath[indexPath] != nil
        else { return false }
        trackedIndexPath = indexPath
        highlightTimer?.invalidate()
        highlightTimer = ClockTimer(after: Self.highlightDelay) { [weak self] in
            self?.highlightTimer = nil
            self?.highlightTrackedRow()
        }
        return true
    }

    func moveTracking(_ touches: Set<UITouch>) -> Bool {
        trackedIndexPath != nil
    }

    func endTracking(_ touches: Set<UITouch>) -> Bool {
        guard let indexPath = trackedIndexPath else { return false }
        highlightTimer?.invalidate()
        highlightTimer = nil
        trackedIndexPath = nil
        highlightRow(indexPath)
        unhighlightRow(indexPath)
        userSelectRow(at: indexPath)
        return true
    }

    func cancelTracking() -> Bool {
        guard let indexPath = trackedIndexPath else { return false }
        highlightTimer?.invalidate()
        highlightTimer = nil
        trackedIndexPath = nil
        unhighlightRow(indexPath)
        return true
    }

    private func highlightTrackedRow() {
        if let indexPath = trackedIndexPath { highlightRow(indexPath) }
    }

    private func highlightRow(_ indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath[indexPath], !cell.isHighlighted,
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    private func unhighlightRow(_ indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath[indexPath], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A selection the user made: the delegate may redirect or refuse it; with one selection
    /// allowed the previous row is deselected first; with several, tapping a selected row
    /// deselects it.
    func userSelectRow(at indexPath: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, geometry.contains(target) else { return }
        if multipleSelection, selectedIndexPaths.contains(target) {
            userDeselectRow(at: target)
            return
        }
        if !multipleSelection {
            for other in selectedIndexPaths where other != target { userDeselectRow(at: other) }
        }
        if !selectedIndexPaths.contains(target) { selectedIndexPaths.append(target) }
        let cell = visibleCellsByIndexPath[target]
        cell?.setSelected(true, animated: false)
        if let cell {
            for trigger in cell.selectionTriggers { trigger(cell) }
        }
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselectRow(at indexPath: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target, let index = selectedIndexPaths.firstIndex(of: target) else { return }
        selectedIndexPaths.remove(at: index)
        visibleCellsByIndexPath[target]?.setSelected(false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    func selectRowSilently(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for selected in selectedIndexPaths {
                visibleCellsByIndexPath[selected]?.setSelected(false, animated: animated)
            }
            selectedIndexPaths.removeAll()
            return
        }
        guard geometry.contains(indexPath) else { return }
        if !multipleSelection {
            for other in selectedIndexPaths where other != indexPath {
                visibleCellsByIndexPath[other]?.setSelected(false, animated: animated)
            }
            selectedIndexPaths.removeAll { $0 != indexPath }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none || !animated, let rect = rectForRowIfKnown(indexPath), scrollPosition != .none {
            scroll(toShow: rect, at: scrollPosition, animated: animated)
        }
    }

    func deselectRowSilently(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedIndexPaths.firstIndex(of: indexPath) else { return }
        selectedIndexPaths.remove(at: index)
        visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }
}
