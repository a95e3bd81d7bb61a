import Foundation

/// What `buildMenu(with:)` is given to change a menu system's tree: find menus, actions and
/// commands by identifier, and insert, replace or remove menus. The main system's tree starts as
/// UIKit's standard main menu (Application, File, Edit, Format, View, Window, Help).
@preconcurrency @MainActor
public protocol UIMenuBuilder {
    /// The menu system being built: ``UIMenuSystem/main`` or ``UIMenuSystem/context``.
    var system: UIMenuSystem { get }
    /// The menu with the identifier, anywhere in the tree.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with the identifier, anywhere in the tree.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command with the action and property list, anywhere in the tree.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Puts `replacementMenu` where the menu with the identifier is.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Gives the menu with the identifier the children `childrenBlock` makes from its current ones.
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Puts `siblingMenu` just before the menu with the identifier, in that menu's parent.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Puts `siblingMenu` just after the menu with the identifier, in that menu's parent.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Makes `childMenu` the first child of the menu with the identifier.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Makes `childMenu` the last child of the menu with the identifier.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Takes the menu with the identifier out of the tree.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

extension UIMenuBuilder {
    /// The command with the action and no property list.
    public func command(for action: Selector) -> UICommand? {
        command(for: action, propertyList: nil)
    }
}

/// The builder a menu system hands to `buildMenu(with:)`: a menu tree it rewrites in place.
/// Menus are immutable, so each change makes new copies of the menus from the changed one up to
/// the root (`replacingChildren(_:)`), as UIKit's builder does. A change that names a menu the
/// tree does not have is refused, with a warning, and the tree stays as it was.
/// - Complexity: each lookup or change walks the tree, O(n) in its elements.
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        Self.find(identifier, in: root)
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        root.leaves.lazy.compactMap { $0 as? UIAction }.first { $0.identifier == identifier }
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        root.leaves.lazy.compactMap { $0 as? UICommand }.first {
            $0.matches(action: action, propertyList: propertyList)
        }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        if replacedIdentifier == root.identifier {
            root = replacementMenu
            return
        }
        edit(parentOf: replacedIdentifier, "replace") { children, index in children[index] = replacementMenu }
    }

    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
    ) {
        edit(parentIdentifier, "replaceChildren") { menu in menu.replacingChildren(childrenBlock(menu.children)) }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        edit(parentOf: siblingIdentifier, "insertSibling") { children, index in
            children.insert(siblingMenu, at: index)
        }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        edit(parentOf: siblingIdentifier, "insertSibling") { children, index in
            children.insert(siblingMenu, at: index + 1)
        }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        edit(parentIdentifier, "insertChild") { menu in menu.replacingChildren([childMenu] + menu.children) }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        edit(parentIdentifier, "insertChild") { menu in menu.replacingChildren(menu.children + [childMenu]) }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        edit(parentOf: removedIdentifier, "remove") { children, index in children.remove(at: index) }
    }

    // MARK: Machinery

    private static func find(_ identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
        if menu.identifier == identifier { return menu }
        for case let child as UIMenu in menu.children {
            if let found = find(identifier, in: child) { return found }
        }
        return nil
    }

    /// Replaces the menu with the identifier by what `change` makes of it.
    private func edit(_ identifier: UIMenu.Identifier, _ operation: String, _ change: (UIMenu) -> UIMenu) {
        guard let rebuilt = Self.rewrite(root, replacing: identifier, with: change) else {
            return refuse(operation, identifier)
        }
        root = rebuilt
    }

    /// Changes the children of the menu holding the one with the identifier; `change` gets them
    /// and the identified menu's index.
    private func edit(
        parentOf identifier: UIMenu.Identifier, _ operation: String, _ change: (inout [UIMenuElement], Int) -> Void
    ) {
        guard let parent = Self.parent(of: identifier, in: root) else { return refuse(operation, identifier) }
        edit(parent.identifier, operation) { menu in
            var children = menu.children
            guard let index = children.firstIndex(where: { ($0 as? UIMenu)?.identifier == identifier }) else {
                return menu
            }
            change(&children, index)
            return menu.replacingChildren(children)
        }
    }

    private static func parent(of identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
        for case let child as UIMenu in menu.children {
            if child.identifier == identifier { return menu }
            if let found = parent(of: identifier, in: child) { return found }
        }
        return nil
    }

    /// The menu with the identified menu changed, and its ancestors copied; nil when it is not
    /// in the tree.
    private static func rewrite(
        _ menu: UIMenu, replacing identifier: UIMenu.Identifier, with change: (UIMenu) -> UIMenu
    ) -> UIMenu? {
        if menu.identifier == identifier { return change(menu) }
        for (index, element) in menu.children.enumerated() {
            guard let child = element as? UIMenu, let rebuilt = rewrite(child, replacing: identifier, with: change)
            else { continue }
            var children = menu.children
            children[index] = rebuilt
            return menu.replacingChildren(children)
        }
        return nil
    }

    private func refuse(_ operation: String, _ identifier: UIMenu.Identifier) {
        UIKitDiagnostics.report(
            UIKitDiagnostic.warning,
            "UIMenuBuilder \(operation): no menu with identifier \(identifier.rawValue) in the \(system.name) menu system"
        )
    }
}
