import Foundation

/// The standard edit actions an edit menu suggests, in iOS's order, kept to those the responder
/// chain can perform now: the first responder's chain (a text field with a selection answers
/// `copy:`), or, with no first responder, the chain from the view the menu is for.
@MainActor
enum StandardEditActions {
    /// Title and action of each, in the order the menu shows them.
    static let all: [(title: String, action: Selector)] = [
        ("Cut", "cut:"), ("Copy", "copy:"), ("Paste", "paste:"), ("Delete", "delete:"),
        ("Select", "select:"), ("Select All", "selectAll:"),
    ]

    /// The responder the chain starts from: the first responder of `view`'s window, else `view`.
    static func chainStart(for view: UIView?) -> UIResponder? {
        UIResponder.firstResponder(forSender: view) ?? view
    }

    /// The actions the chain from `view` can perform, as commands in one inline group named
    /// `.standardEdit`; empty when it can perform none.
    static func suggested(for view: UIView?) -> [UIMenuElement] {
        guard let start = chainStart(for: view) else { return [] }
        let commands = all.compactMap { entry -> UICommand? in
            let command = UICommand(title: entry.title, action: entry.action)
            return start.target(forAction: entry.action, withSender: command) == nil ? nil : command
        }
        return commands.isEmpty ? [] : [UIMenu(identifier: .standardEdit, options: .displayInline, children: commands)]
    }
}
