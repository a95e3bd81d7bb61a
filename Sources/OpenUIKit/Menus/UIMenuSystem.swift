import Foundation

/// A tree of menus the app builds in `buildMenu(with:)`: the main menu (a Mac's menu bar and an
/// iPad's keyboard-shortcut list) or the context system (edit menus, iOS 16). The main system is
/// built once at launch, after `application(_:didFinishLaunchingWithOptions:)`, and again on the
/// next turn of the run loop after `setNeedsRebuild()`: each build starts from UIKit's standard
/// menu and calls `buildMenu(with:)` on the application, which passes it along the responder
/// chain (its delegate). Linux shows no menu bar and no shortcut list, so the tree is only kept
/// (for tests to read); its key commands are not keyboard shortcuts here (a responder's
/// `keyCommands` are).
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
    /// The main menu system.
    public static let main = UIMenuSystem(name: "main")
    /// The context menu system (iOS 16's edit menus); built on request here, as nothing shows
    /// an edit menu yet.
    public static let context = UIMenuSystem(name: "context")

    let name: String
    private var rebuildScheduled = false
    private var revalidateScheduled = false
    /// The tree the last build made; nil before the first.
    private(set) var builtMenu: UIMenu?

    private init(name: String) {
        self.name = name
        super.init()
    }

    /// The menu tree as the last build left it, built now if it never was.
    var mainMenu: UIMenu {
        if let builtMenu { return builtMenu }
        return rebuild()
    }

    /// Builds the menus again on the next turn of the run loop, however often it is asked.
    public func setNeedsRebuild() {
        guard !rebuildScheduled else { return }
        rebuildScheduled = true
        UIApplication.shared.runLoop.perform { [weak self] in
            guard let self, self.rebuildScheduled else { return }
            self.rebuild()
        }
    }

    /// Validates the commands again on the next turn of the run loop: each command's `validate(_:)`
    /// goes to the responder that would perform it, from the first responder up.
    public func setNeedsRevalidate() {
        guard !revalidateScheduled else { return }
        revalidateScheduled = true
        UIApplication.shared.runLoop.perform { [weak self] in
            guard let self, self.revalidateScheduled else { return }
            self.revalidate()
        }
    }

    /// Makes the tree: UIKit's standard menus, then the application's `buildMenu(with:)`.
    @discardableResult
    func rebuild() -> UIMenu {
        rebuildScheduled = false
        let builder = MenuTreeBuilder(system: self, root: Self.standardMenu(for: self))
        UIApplication.shared.buildMenu(with: builder)
        builtMenu = builder.root
        return builder.root
    }

    /// Asks the responder that would perform each command (from the key window's first
    /// responder up the chain, else the application) to validate it.
    func revalidate() {
        revalidateScheduled = false
        let start: UIResponder = UIApplication.shared.keyWindow?.firstResponderStorage ?? UIApplication.shared
        for case let command as UICommand in mainMenu.leaves {
            guard let target = start.target(forAction: command.action, withSender: command) as? UIResponder else {
                continue
            }
            target.validate(command)
        }
    }

    /// UIKit's standard tree for the system: the main menu's menus (with the standard edit
    /// commands), or an empty root for the context system.
    private static func standardMenu(for system: UIMenuSystem) -> UIMenu {
        guard system === main else { return UIMenu(identifier: .root, children: []) }
        func group(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
            UIMenu(identifier: identifier, options: .displayInline, children: children)
        }
        func submenu(_ title: String, _ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
            UIMenu(title: title, identifier: identifier, children: children)
        }
        func command(
            _ title: String, _ action: Selector, _ input: String, _ flags: UIKeyModifierFlags = .command
        )
            -> UICommand
        {
            UIKeyCommand(title: title, action: action, input: input, modifierFlags: flags)
        }
        let appName = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "App"
        return UIMenu(
            identifier: .root,
            children: [
                submenu(
                    appName, .application,
                    [group(.about), group(.preferences), group(.services), group(.hide), group(.quit)]),
                submenu(
                    "File", .file,
                    [group(.newScene), group(.openRecent), group(.close), group(.document), group(.print)]),
                submenu(
                    "Edit", .edit,
                    [
                        group(
                            .undoRedo,
                            [command("Undo", "undo:", "z"), command("Redo", "redo:", "z", [.command, .shift])]),
                        group(
                            .standardEdit,
                            [
                                command("Cut", "cut:", "x"), command("Copy", "copy:", "c"),
                                command("Paste", "paste:", "v"), UICommand(title: "Delete", action: "delete:"),
                                command("Select All", "selectAll:", "a"),
                            ]),
                        group(.find), group(.replace), group(.share),
                        submenu(
                            "Spelling and Grammar", .spelling,
                            [group(.spellingPanel), group(.spellingOptions)]),
                        submenu(
                            "Substitutions", .substitutions,
                            [group(.substitutionsPanel), group(.substitutionOptions)]),
                        submenu("Transformations", .transformations, []), submenu("Speech", .speech, []),
                        group(.lookup), group(.learn), group(.insert),
                    ]),
                submenu(
                    "Format", .format,
                    [
                        submenu(
                            "Font", .font,
                            [
                                group(
                                    .textStyle,
                                    [
                                        command("Bold", "toggleBoldface:", "b"),
                                        command("Italic", "toggleItalics:", "i"),
                                        command("Underline", "toggleUnderline:", "u"),
                                    ]),
                                group(.textSize), group(.textColor), group(.textStylePasteboard),
                            ]),
                        submenu("Text", .text, [group(.writingDirection), group(.alignment)]),
                    ]),
                submenu("View", .view, [group(.toolbar), group(.sidebar), group(.fullscreen)]),
                submenu("Window", .window, [group(.minimizeAndZoom), group(.bringAllToFront)]),
                submenu("Help", .help, []),
            ])
    }
}
