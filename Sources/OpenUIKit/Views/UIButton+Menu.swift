import Foundation

/// A button's menu: the context menu interaction follows `menu`, and a pop-up button
/// (`changesSelectionAsPrimaryAction`) keeps one element `.on` and shows its title.
extension UIButton {
    func menuDidChange() {
        isContextMenuInteractionEnabled = menuStorage != nil
        guard changesSelectionAsPrimaryAction, let menu = menuStorage else { return }
        let leaves = menu.leaves.compactMap { $0 as? any UIMenuLeaf }
        if !leaves.contains(where: { $0.state == .on }), let first = leaves.first { first.state = .on }
        menuSelectionDidChange()
    }

    /// A pop-up button shows the title of its menu's selected element.
    func menuSelectionDidChange() {
        guard changesSelectionAsPrimaryAction, let selected = menuStorage?.selectedElements.first else { return }
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
