import Foundation

/// A row while its table is editing: the control for its editing style at the leading edge, the
/// content moved over by its width (when `shouldIndentWhileEditing`), and a tap on the control
/// handed to the table.
extension UITableViewCell {
    /// Shows the control for `tableEditingStyle` while editing, removes it otherwise.
    func updateEditingControl() {
        let style = isEditing ? tableEditingStyle : .none
        guard style != .none else {
            editingControl?.removeFromSuperview()
            editingControl = nil
            return
        }
        if editingControl == nil {
            let control = TableEditingControl()
            control.addAction(UIAction { [weak self] _ in self?.editingControlTapped() }, for: .touchUpInside)
            addSubview(control)
            editingControl = control
        }
        editingControl?.style = style
    }

    /// Hides the accessory on entering editing (UIKit shows `editingAccessoryType` then, none by
    /// default) and shows again, on leaving, only what it hid.
    func updateAccessoriesForEditing() {
        if isEditing {
            let shown = [accessoryView, accessoryTypeView].compactMap { $0 }.filter { !$0.isHidden }
            for view in shown { view.isHidden = true }
            accessoriesHiddenForEditing += shown
        } else {
            for view in accessoriesHiddenForEditing { view.isHidden = false }
            accessoriesHiddenForEditing = []
        }
    }

    /// Places the control and returns how far the content moves over for it.
    func layOutEditingControl() -> CGFloat {
        guard let control = editingControl else { return 0 }
        control.frame = CGRect(x: 0, y: 0, width: TableEditingControl.width, height: bounds.height)
        return shouldIndentWhileEditing ? TableEditingControl.width : 0
    }

    private func editingControlTapped() {
        guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        table.editingControlTapped(at: indexPath)
    }
}
