import Foundation

/// Swipe actions, as iOS shows them: a sideways drag on a row whose delegate gives actions for
/// that edge slides the row over and uncovers the action buttons; let go past half their width
/// and the row stays open, short of it and it closes; a full swipe performs the first action
/// (when the configuration allows). A tap on a button calls its handler, whose completion
/// closes the row; a tap anywhere else, or a scroll, closes it without selecting.
extension UITableView {
    /// Points a button takes beyond its title, and the narrowest it gets.
    static let swipeButtonPadding: CGFloat = 15
    static let swipeButtonMinimumWidth: CGFloat = 74
    /// How long the row takes to open, close or slide away.
    static let swipeAnimationDuration: TimeInterval = 0.3

    /// The drag that opens rows; the scroll view's pan does not begin where it would.
    var swipeRecognizer: UIPanGestureRecognizer {
        if let recognizer = swipeState.recognizer { return recognizer }
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handleSwipe(recognizer as! UIPanGestureRecognizer)
        }
        recognizer.cancelsTouchesInView = true
        recognizer.delegate = swipeState
        swipeState.recognizer = recognizer
        return recognizer
    }

    /// Whether a pan starting now is a swipe on a row with actions for its direction.
    func swipeWouldBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
        guard !isEditing, recognizer.numberOfTouches <= 1 else { return false }
        let translation = recognizer.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        if let open = swipeState.open { return open.indexPath == indexPathForRow(at: recognizer.location(in: self)) }
        guard let indexPath = indexPathForRow(at: recognizer.location(in: self)),
            visibleCellsByIndexPath[indexPath] != nil
        else { return false }
        return swipeConfiguration(at: indexPath, trailing: translation.x < 0) != nil
    }

    private func swipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let configuration =
            trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if configuration == nil, trailing {
            return rowActionConfiguration(at: indexPath) ?? deleteConfiguration(at: indexPath)
        }
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    /// The delegate's row actions (`editActionsForRowAt`, iOS 8), as contextual actions in the
    /// same order: tapping one calls its handler with the row's index path and closes the row.
    private func rowActionConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty
        else { return nil }
        let actions = rowActions.map { rowAction in
            let action = UIContextualAction(
                style: rowAction.style == .normal ? .normal : .destructive, title: rowAction.title
            ) { _, _, completion in
                rowAction.handler(rowAction, indexPath)
                completion(true)
            }
            if let color = rowAction.backgroundColor { action.backgroundColor = color }
            return action
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    /// The trailing swipe UIKit gives when the delegate gives none (nil, not an empty
    /// configuration): one Delete that commits the row's deletion to the data source, for a row
    /// that can be edited and whose editing style is delete. UIKit offers it only to a data source
    /// that implements `tableView(_:commit:forRowAt:)`; Swift cannot ask that, so every editable
    /// row offers it here.
    private func deleteConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard editingStyle(at: indexPath) == .delete else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self).x
        switch recognizer.state {
        case .began:
            _ = cancelTracking()
            if swipeState.open == nil {
                guard let indexPath = indexPathForRow(at: recognizer.location(in: self)),
                    beginSwipe(at: indexPath, trailing: translation < 0)
                else { return }
            }
            swipeState.startOffset = swipeState.offset
        case .changed:
            guard let open = swipeState.open else { return }
            var offset = swipeState.startOffset + translation
            offset = open.trailing ? min(0, offset) : max(0, offset)
            setSwipeOffset(offset)
        case .ended:
            guard let open = swipeState.open else { return }
            let width = open.buttonsWidth
            let velocity = recognizer.velocity(in: self).x
            let distance = abs(swipeState.offset)
            if open.configuration.performsFirstActionWithFullSwipe, distance > bounds.width * 0.6 {
                performSwipeAction(open.configuration.actions[0], fullSwipe: true)
            } else if distance > width / 2 || abs(velocity) > 500 && (velocity < 0) == open.trailing {
                animateSwipe(to: open.trailing ? -width : width)
            } else {
                closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// Makes the row's buttons for the edge and marks the row open (at no offset yet); false when
    /// the row has no actions there.
    private func beginSwipe(at indexPath: IndexPath, trailing: Bool) -> Bool {
        guard let cell = visibleCellsByIndexPath[indexPath],
            let configuration = swipeConfiguration(at: indexPath, trailing: trailing)
        else { return false }
        let buttons = makeSwipeButtons(configuration, for: cell)
        swipeState.open = SwipeState.Open(
            indexPath: indexPath, cell: cell, configuration: configuration,
            trailing: trailing, buttons: buttons, widths: buttons.map(\.frame.width))
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    /// Opens the row on its trailing actions as a swipe past halfway leaves it: what a tap on the
    /// row's delete control does while the table is editing.
    func revealTrailingActions(at indexPath: IndexPath) {
        if swipeState.open != nil { closeSwipe(animated: false) }
        guard beginSwipe(at: indexPath, trailing: true), let open = swipeState.open else { return }
        swipeState.startOffset = 0
        animateSwipe(to: -open.buttonsWidth)
    }

    /// Buttons for the actions, widest title first at the row's edge as iOS orders them.
    private func makeSwipeButtons(_ configuration: UISwipeActionsConfiguration, for cell: UITableViewCell) -> [UIButton]
    {
        configuration.actions.map { action in
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.setImage(action.image, for: .normal)
            button.tintColor = .white
            button.backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
            button.addAction(
                UIAction { [weak self] _ in self?.performSwipeAction(action, fullSwipe: false) }, for: .touchUpInside)
            let fitted = button.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: cell.bounds.height))
                .width
            button.frame.size = CGSize(
                width: max(Self.swipeButtonMinimumWidth, fitted + 2 * Self.swipeButtonPadding),
                height: cell.bounds.height)
            insertSubview(button, belowSubview: cell)
            return button
        }
    }

    /// Slides the row and lays the buttons out in the space it leaves, in proportion to their
    /// widths, the first action outermost.
    private func setSwipeOffset(_ offset: CGFloat) {
        guard let open = swipeState.open else { return }
        swipeState.offset = offset
        let row = rectForRow(at: open.indexPath)
        open.cell.frame.origin.x = row.minX + offset
        let uncovered = abs(offset)
        let scale = open.buttonsWidth > 0 ? uncovered / open.buttonsWidth : 0
        let order =
            open.trailing ? Array(zip(open.buttons, open.widths).reversed()) : Array(zip(open.buttons, open.widths))
        var x = open.trailing ? row.maxX - uncovered : row.minX
        for (button, width) in order {
            button.frame = CGRect(x: x, y: row.minY, width: width * scale, height: row.height)
            x += width * scale
        }
    }

    private func animateSwipe(to offset: CGFloat, completion: (() -> Void)? = nil) {
        UIView.animate(
            withDuration: Self.swipeAnimationDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]
        ) {
            self.setSwipeOffset(offset)
        } completion: { _ in
            completion?()
        }
    }

    /// Calls the action's handler; the row closes when the handler completes (a destructive
    /// full swipe slides the row away first).
    private func performSwipeAction(_ action: UIContextualAction, fullSwipe: Bool) {
        guard let open = swipeState.open else { return }
        let source = open.buttons[open.configuration.actions.firstIndex { $0 === action } ?? 0]
        if fullSwipe { animateSwipe(to: open.trailing ? -bounds.width : bounds.width) }
        action.handler(action, source) { [weak self] _ in self?.closeSwipe(animated: true) }
    }

    /// Puts the open row back and removes its buttons.
    func closeSwipe(animated: Bool) {
        guard let open = swipeState.open else { return }
        let finish: () -> Void = { [weak self] in
            guard let self, self.swipeState.open?.cell === open.cell else { return }
            for button in open.buttons { button.removeFromSuperview() }
            self.swipeState.open = nil
            self.swipeState.offset = 0
            self.tableDelegate?.tableView(self, didEndEditingRowAt: open.indexPath)
            self.setNeedsLayout()
        }
        if animated {
            animateSwipe(to: 0, completion: finish)
        } else {
            setSwipeOffset(0)
            finish()
        }
    }

    /// A touch while a row is open closes it instead of selecting.
    func touchClosesOpenSwipe(_ touches: Set<UITouch>) -> Bool {
        guard let open = swipeState.open, let touch = touches.first else { return false }
        if open.buttons.contains(where: { touch.view === $0 || touch.view?.isDescendant(of: $0) == true }) {
            return false
        }
        closeSwipe(animated: true)
        return true
    }
}

/// One table's swipe: its recognizer and the row that is open. It answers for the swipe's
/// recognizer and the table's pan: a sideways drag on a row with actions is the swipe's, any
/// other drag the scroll view's (and closes an open row).
@MainActor
final class SwipeState: UIGestureRecognizerDelegate {
    struct Open {
        let indexPath: IndexPath
        let cell: UITableViewCell
        let configuration: UISwipeActionsConfiguration
        let trailing: Bool
        let buttons: [UIButton]
        /// Each button's width with the row fully open.
        let widths: [CGFloat]
        var buttonsWidth: CGFloat { widths.reduce(0, +) }
    }

    weak var table: UITableView?
    var recognizer: UIPanGestureRecognizer?
    var open: Open?
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        if pan === recognizer { return table.swipeWouldBegin(pan) }
        if table.swipeWouldBegin(pan) { return false }
        if open != nil { table.closeSwipe(animated: true) }
        return true
    }
}
