import TestSupport
import XCTest

@testable import OpenUIKit

/// An action that notes its title when chosen.
@MainActor
private func noting(
    _ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
) -> UIAction {
    UIAction(title: title, attributes: attributes, state: state) { action in note(action.title) }
}

/// An app delegate that builds the main menu as an app does, noting each build.
private final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var builds = 0

    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builds += 1
        let share = UIKeyCommand(title: "Share", action: "share:", input: "s", modifierFlags: [.command])
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [share]), atStartOfMenu: .file)
        builder.remove(menu: .format)
        builder.insertSibling(UIMenu(title: "Entries", identifier: UIMenu.Identifier("entries")), afterMenu: .edit)
        builder.insertSibling(UIMenu(title: "Go", identifier: UIMenu.Identifier("go")), beforeMenu: .window)
        builder.replace(
            menu: .help,
            with: UIMenu(title: "Help", identifier: .help, children: [UICommand(title: "Guide", action: "guide:")]))
        builder.replaceChildren(ofMenu: UIMenu.Identifier("entries")) { children in
            children + [UIAction(title: "Previous", identifier: UIAction.Identifier("previous")) { _ in }]
        }
        builder.insertChild(UIMenu(title: "Nowhere"), atEndOfMenu: UIMenu.Identifier("missing"))
    }
}

/// A controller that performs `share:` and validates it, noting both.
private final class SharingController: UIViewController {
    var canShare = true

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        registerAction("share:") { sender in
            let command = sender as? UICommand
            note(
                "share: from \(command?.title ?? "?"), chosen by \(LifecycleTrace.name(of: command?.sender as AnyObject?))"
            )
        }
    }

    override func validate(_ command: UICommand) {
        note("validate \(command.title)")
        command.attributes = canShare ? [] : [.disabled]
    }
}

/// A button whose menu is its primary action, in a window, tapped to show `menu`.
@MainActor
private func showMenu(_ menu: UIMenu) -> (UIWindow, UIButton) {
    let (window, root) = eventWindow()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 40, y: 100, width: 120, height: 44)
    root.addSubview(button)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    tap(middleInWindow(of: button), in: window)
    return (window, button)
}

/// UIMenu, UIAction, UICommand and UIDeferredMenuElement as UIKit makes and shows them: the
/// model's defaults and copies, the main menu an app builds at launch, and what a menu on
/// screen does with hidden, disabled, single-selection, inline, submenu and deferred elements.
final class MenuTests: MenuTestCase {
    func testElementsAsUIKitMakesThem() {
        onMain {
            let action = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }
            XCTAssertEqual(action.state, .off)
            XCTAssertEqual(action.attributes, [])
            XCTAssertNil(action.subtitle)
            XCTAssertNil(action.sender)
            XCTAssertNotEqual(UIAction { _ in }.identifier, UIAction { _ in }.identifier, "each gets its own")
            action.title = "Copy Link"
            action.subtitle = "To the pasteboard"
            XCTAssertEqual(action.title, "Copy Link")

            let size = UIMenu(
                title: "Size", options: .singleSelection,
                children: [noting("S"), noting("M", state: .on), noting("L")])
            let menu = UIMenu(title: "Edit", options: .displayInline, children: [action, size])
            XCTAssertEqual(menu.preferredElementSize, .large)
            XCTAssertTrue(menu.identifier.rawValue.hasPrefix("com.apple.menu.dynamic."))
            XCTAssertEqual(menu.selectedElements.map(\.title), ["M"], "submenus' too")
            let copy = menu.replacingChildren([])
            XCTAssertEqual(copy.identifier, menu.identifier)
            XCTAssertEqual(copy.title, "Edit")
            XCTAssertEqual(copy.options, .displayInline)
            XCTAssertTrue(copy.children.isEmpty)
            XCTAssertEqual(menu.children.count, 2, "the original keeps its children")

            XCTAssertEqual(UIMenu.Identifier.file.rawValue, "com.apple.menu.file")
            XCTAssertEqual(UIMenu.Identifier.root.rawValue, "com.apple.menu.root")
            XCTAssertEqual(UIMenu.Options.singleSelection.rawValue, 1 << 5)
            XCTAssertEqual(UIMenu.Options.displayAsPalette.rawValue, 1 << 7)
            XCTAssertEqual(UIMenuElement.Attributes.keepsMenuPresented.rawValue, 1 << 3)
            XCTAssertEqual(UIMenuElement.State.mixed.rawValue, 2)

            let command = UIKeyCommand(title: "Share", action: "share:", input: "s", modifierFlags: .command)
            let element: UIMenuElement = command
            XCTAssertTrue(element is UICommand, "a key command is a command")
            XCTAssertEqual(command.action, Selector("share:"))
            XCTAssertNil(command.propertyList)
            command.attributes = [.disabled]
            XCTAssertEqual(command.attributes, [.disabled])
        }
    }

    /// At launch, after `didFinishLaunching`, the application's `buildMenu(with:)` reaches its
    /// delegate once with the standard main menu, and the builder's changes make the tree; a
    /// change naming a menu that is not there is refused with a warning. `setNeedsRebuild()`
    /// builds again on the next turn, once however often it is asked.
    func testMainMenuIsBuiltAtLaunch() throws {
        try onMain {
            let delegate = MenuBuildingDelegate()
            UIApplication.shared.launch(delegate: delegate, info: ApplicationInfo([:]), bundle: nil)
            pump()
            XCTAssertEqual(delegate.builds, 1)
            let tree = UIMenuSystem.main.mainMenu
            XCTAssertEqual(tree.identifier, .root)
            XCTAssertEqual(
                tree.children.compactMap { ($0 as? UIMenu)?.identifier.rawValue }.dropFirst(),
                [
                    "com.apple.menu.file", "com.apple.menu.edit", "entries", "com.apple.menu.view", "go",
                    "com.apple.menu.window", "com.apple.menu.help",
                ])
            let builder = MenuTreeBuilder(system: .main, root: tree)
            let file = try XCTUnwrap(builder.menu(for: .file))
            XCTAssertEqual(((file.children.first as? UIMenu)?.children.first as? UIKeyCommand)?.title, "Share")
            XCTAssertEqual(builder.command(for: "share:")?.title, "Share")
            XCTAssertEqual(builder.command(for: "copy:")?.title, "Copy", "the standard Edit menu's")
            XCTAssertEqual(builder.command(for: "guide:")?.title, "Guide")
            XCTAssertEqual(builder.action(for: UIAction.Identifier("previous"))?.title, "Previous")
            XCTAssertNil(builder.menu(for: .format))
            XCTAssertEqual(Reported.diagnostics.map(\.name), [UIKitDiagnostic.warning])
            XCTAssertTrue(Reported.diagnostics.first?.reason.contains("missing") == true)

            UIMenuSystem.main.setNeedsRebuild()
            UIMenuSystem.main.setNeedsRebuild()
            XCTAssertEqual(delegate.builds, 1, "not at once")
            pump()
            XCTAssertEqual(delegate.builds, 2)
        }
    }

    /// Revalidation, on the next turn, asks the responder that would perform each command (from
    /// the first responder up) to validate it.
    func testRevalidationAsksTheResponderThatWouldPerform() {
        onMain {
            UIApplication.shared.launch(delegate: MenuBuildingDelegate(), info: ApplicationInfo([:]), bundle: nil)
            let controller = SharingController()
            let window = showInWindow(controller)
            controller.canShare = false
            XCTAssertTrue(controller.becomeFirstResponder())
            LifecycleTrace.clear()
            UIMenuSystem.main.setNeedsRevalidate()
            XCTAssertEqual(trace(), [])
            pump()
            XCTAssertEqual(trace(), ["⟨validate Share⟩"])
            let tree = MenuTreeBuilder(system: .main, root: UIMenuSystem.main.mainMenu)
            XCTAssertEqual(tree.command(for: "share:")?.attributes, [.disabled])
            withExtendedLifetime(window) {}
        }
    }

    /// Hidden elements are left out; a disabled one is grey, takes no taps and runs nothing.
    func testHiddenAndDisabledElements() throws {
        try onMain {
            let (window, _) = showMenu(
                UIMenu(children: [
                    noting("Copy"), noting("Secret", attributes: .hidden), noting("Paste", attributes: .disabled),
                ]))
            XCTAssertEqual(menuTitles, ["Copy", "Paste"])
            let paste = try XCTUnwrap(menuRow("Paste"))
            XCTAssertFalse(paste.isEnabled)
            tapMenuRow("Paste", in: window)
            XCTAssertNotNil(shownMenu, "the menu stays")
            XCTAssertEqual(trace(), [])
            tapMenuRow("Copy", in: window)
            XCTAssertEqual(trace(), ["⟨Copy⟩"])
        }
    }

    /// In a single-selection menu the chosen action turns on and the menu's others off; in
    /// other menus choosing changes no state.
    func testSingleSelection() throws {
        try onMain {
            let small = noting("Small"), medium = noting("Medium", state: .on), large = noting("Large")
            let bold = noting("Bold")
            let menu = UIMenu(children: [
                UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, medium, large]),
                bold,
            ])
            let (window, button) = showMenu(menu)
            XCTAssertEqual(menuTitles, ["Size", "Small", "Medium", "Large", "Bold"])
            XCTAssertTrue(try XCTUnwrap(menuRow("Bold")).showsStateColumn, "a menu with a checkmark indents all rows")
            tapMenuRow("Large", in: window)
            XCTAssertEqual([small, medium, large].map(\.state), [.off, .off, .on])
            XCTAssertEqual(trace(), ["⟨Large⟩"])
            tap(middleInWindow(of: button), in: window)
            tapMenuRow("Bold", in: window)
            XCTAssertEqual(bold.state, .off, "not a single-selection menu: no state change")
            XCTAssertEqual(large.state, .on)
        }
    }

    /// Inline menus are groups set off by 8-point bands, headed by their titles; a submenu is a
    /// row that opens in place, headed by its own title, which closes it again.
    func testInlineGroupsAndSubmenus() throws {
        try onMain {
            let menu = UIMenu(children: [
                noting("New"),
                UIMenu(title: "Sort By", options: .displayInline, children: [noting("Name"), noting("Date")]),
                UIMenu(
                    title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
                    children: [noting("Copy"), noting("Mail")]),
            ])
            let (window, _) = showMenu(menu)
            XCTAssertEqual(menuTitles, ["New", "Sort By", "Name", "Date", "Share"])
            let new = try XCTUnwrap(menuRow("New")), header = try XCTUnwrap(menuRow("Sort By"))
            XCTAssertEqual(header.frame.minY - new.frame.maxY, 8, "a band between groups")
            XCTAssertFalse(header.isEnabled, "a group's title takes no taps")
            let height = try XCTUnwrap(shownMenu).platter.frame.height

            tapMenuRow("Share", in: window)
            XCTAssertEqual(menuTitles, ["Share", "Copy", "Mail"], "the submenu in place, its title on top")
            XCTAssertLessThan(try XCTUnwrap(shownMenu).platter.frame.height, height)
            tapMenuRow("Share", in: window)
            XCTAssertEqual(menuTitles, ["New", "Sort By", "Name", "Date", "Share"], "closed again")
            tapMenuRow("Share", in: window)
            tapMenuRow("Mail", in: window)
            XCTAssertEqual(trace(), ["⟨Mail⟩"])
            XCTAssertNil(shownMenu)
        }
    }

    /// A cached deferred element shows "Loading…" until its provider completes, then its
    /// elements, and asks the provider only once; an uncached one asks each time the menu shows.
    func testDeferredElements() throws {
        try onMain {
            var cachedCalls = 0, uncachedCalls = 0
            var complete: (([UIMenuElement]) -> Void)?
            let cached = UIDeferredMenuElement { completion in
                cachedCalls += 1
                complete = completion
            }
            let uncached = UIDeferredMenuElement.uncached { completion in
                uncachedCalls += 1
                completion([noting("Fresh \(uncachedCalls)")])
            }
            let (window, button) = showMenu(UIMenu(children: [cached, uncached]))
            XCTAssertEqual(menuTitles, ["Loading…", "Fresh 1"])
            XCTAssertFalse(try XCTUnwrap(menuRow("Loading…")).isEnabled)
            XCTAssertEqual(cachedCalls, 1)
            complete?([noting("Recent 1"), noting("Recent 2")])
            XCTAssertEqual(menuTitles, ["Recent 1", "Recent 2", "Fresh 1"])

            tap(CGPoint(x: 300, y: 700), in: window)
            pump()
            XCTAssertNil(shownMenu)
            tap(middleInWindow(of: button), in: window)
            XCTAssertEqual(menuTitles, ["Recent 1", "Recent 2", "Fresh 2"])
            XCTAssertEqual(cachedCalls, 1, "cached")
            XCTAssertEqual(uncachedCalls, 2, "asked again")
            tapMenuRow("Recent 2", in: window)
            XCTAssertEqual(trace(), ["⟨Recent 2⟩"])
        }
    }

    /// An action that keeps the menu presented runs at once and the menu stays, showing the
    /// state its handler set.
    func testKeepsMenuPresented() throws {
        try onMain {
            let mute = UIAction(title: "Mute", attributes: .keepsMenuPresented) { action in
                action.state = action.state == .on ? .off : .on
                note("mute \(action.state == .on)")
            }
            let (window, _) = showMenu(UIMenu(children: [mute, noting("Close")]))
            tapMenuRow("Mute", in: window)
            XCTAssertEqual(trace(), ["⟨mute true⟩"])
            XCTAssertNotNil(shownMenu)
            XCTAssertTrue(try XCTUnwrap(menuRow("Mute")).showsStateColumn)
            tapMenuRow("Mute", in: window)
            XCTAssertEqual(trace(), ["⟨mute true⟩", "⟨mute false⟩"])
            XCTAssertNotNil(shownMenu)
        }
    }

    /// A command goes up the responder chain, from the view the menu is for, to the responder
    /// that performs its action, with the command as sender (its own sender the button).
    func testCommandGoesUpTheResponderChain() {
        onMain {
            let controller = SharingController()
            let window = showInWindow(controller)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 40, y: 100, width: 120, height: 44)
            LifecycleTrace.name(button, "Button")
            controller.view.addSubview(button)
            button.menu = UIMenu(children: [UICommand(title: "Share", action: "share:")])
            button.showsMenuAsPrimaryAction = true
            tap(middleInWindow(of: button), in: window)
            tapMenuRow("Share", in: window)
            XCTAssertEqual(trace(), ["⟨share: from Share, chosen by Button⟩"])
        }
    }
}
