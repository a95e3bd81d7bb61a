import Foundation

/// A control's menu (iOS 14): with `isContextMenuInteractionEnabled` the control has a context
/// menu interaction whose delegate is the control itself, so a long press shows the menu its
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)` makes (a button's `menu`); with
/// `showsMenuAsPrimaryAction` a touch shows it at once. A control's menu hangs under the control,
/// nothing dimmed, and the finger that opened it can slide to a row and lift there to choose it.
extension UIControl: UIContextMenuInteractionDelegate {
    func contextMenuInteractionEnabledDidChange() {
        if isContextMenuInteractionEnabled {
            let interaction = UIContextMenuInteraction(delegate: self)
            contextMenuInteractionStorage = interaction
            addInteraction(interaction)
        } else if let interaction = contextMenuInteractionStorage {
            removeInteraction(interaction)
            contextMenuInteractionStorage = nil
        }
    }

    /// Shows the menu for a touch that just landed, when the menu is the control's primary
    /// action: `.menuActionTriggered` first (an app may rebuild the menu then), then the menu.
    /// Returns whether the menu shows, in which case the touch belongs to it.
    func openMenuAsPrimaryAction(for touch: UITouch, with event: UIEvent?) -> Bool {
        guard showsMenuAsPrimaryAction, let interaction = contextMenuInteractionStorage else { return false }
        sendActions(for: .menuActionTriggered, event: event)
        guard interaction.beginMenu(at: touch.location(in: self), asPrimaryAction: true) else { return false }
        trackedTouchOpenedMenu = true
        isHighlighted = false
        interaction.presentation?.follow(touchAt: touch.location(in: nil), lifted: false)
        return true
    }

    /// The finger that opened the menu moved or lifted: the menu follows it.
    func menuFollows(_ touch: UITouch, lifted: Bool) {
        contextMenuInteractionStorage?.presentation?.follow(touchAt: touch.location(in: nil), lifted: lifted)
    }
}
