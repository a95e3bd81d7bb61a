import TestSupport
import XCTest

@testable import AutomationHost
@testable import OpenUIKit

/// Traces the events a control sends as `Name.touchDown`, `Name.menuActionTriggered`, ….
@MainActor
private func traceMenuEvents(of control: UIControl, as name: String) {
    LifecycleTrace.name(control, name)
    let events: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchUpInside", .touchUpInside), ("touchCancel", .touchCancel),
        ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
    ]
    for (label, event) in events {
        control.addAction(UIAction { action in LifecycleTrace.record(action.sender as AnyObject, label) }, for: event)
    }
}

/// An action that notes its title and sender's trace name when chosen.
@MainActor
private func noting(_ title: String, attributes: UIMenuElement.Attributes = []) -> UIAction {
    UIAction(title: title, attributes: attributes) { action in
        note("\(action.title) from \(LifecycleTrace.name(of: action.sender as AnyObject?))")
    }
}

/// A system button titled Sort in `root`, its events traced as `Button.…`.
@MainActor
private func showButton(in window: UIWindow, root: UIView, frame: CGRect) -> UIButton {
    let button = UIButton(type: .system)
    button.frame = frame
    button.setTitle("Sort", for: .normal)
    root.addSubview(button)
    traceMenuEvents(of: button, as: "Button")
    return button
}

/// Buttons and bar button items with menus, as UIKit shows them: a button whose menu is its
/// primary action shows it on touch-down (sending `.menuActionTriggered`, and no tap events);
/// other buttons with a menu show it on a long press; a chosen element runs with the button as
/// its sender once the menu is gone; a pop-up button keeps one element on and shows its title;
/// a bar button item with a menu and no action shows it on a tap.
final class ButtonMenuTests: MenuTestCase {
    /// Touch-down shows the menu under the button, lined up with its leading edge (the button
    /// is on the window's left half); lifting the finger where it landed leaves the menu up; a
    /// tap on a row dismisses the menu, then the action runs with the button as sender.
    func testMenuAsPrimaryActionShowsOnTouchDown() throws {
        try onMain {
            let (window, root) = eventWindow()
            let button = showButton(in: window, root: root, frame: CGRect(x: 40, y: 100, width: 120, height: 44))
            XCTAssertFalse(button.isContextMenuInteractionEnabled)
            button.menu = UIMenu(children: [noting("Name"), noting("Date"), noting("Delete", attributes: .destructive)])
            XCTAssertTrue(button.isContextMenuInteractionEnabled, "a menu turns the interaction on")
            let interaction = try XCTUnwrap(button.contextMenuInteraction)
            XCTAssertTrue(button.interactions.contains { $0 === interaction })
            button.showsMenuAsPrimaryAction = true
            LifecycleTrace.clear()

            UIEventInjector.shared.touchDown(at: CGPoint(x: 100, y: 122), in: window)
            let menu = try XCTUnwrap(shownMenu, "the menu shows as the finger lands")
            XCTAssertEqual(trace("Button"), ["Button.touchDown", "Button.menuActionTriggered"])
            XCTAssertEqual(interaction.menuAppearance, .compact)
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertTrue(shownMenu === menu, "lifting where it landed chooses nothing")
            XCTAssertEqual(trace("Button"), ["Button.touchDown", "Button.menuActionTriggered"], "no tap events")
            XCTAssertEqual(menuTitles, ["Name", "Date", "Delete"])
            XCTAssertFalse(menu.container.dimming.dims, "a button's menu dims nothing")
            XCTAssertTrue(menu.container.superview === window)
            let platter = menu.platter.frame
            XCTAssertEqual(platter.width, 250)
            XCTAssertEqual(platter.minX, 40, "under the button, from its leading edge")
            XCTAssertEqual(platter.minY, 144 + 8)
            XCTAssertEqual(platter.height, 3 * 44)

            LifecycleTrace.clear()
            tapMenuRow("Date", in: window)
            XCTAssertEqual(trace("Button"), ["⟨Date from Button⟩"])
            XCTAssertNil(shownMenu)
            XCTAssertNil(menu.container.superview)
            XCTAssertEqual(interaction.menuAppearance, .unknown)
        }
    }

    /// Without `showsMenuAsPrimaryAction` a tap sends the button's actions and shows nothing; a
    /// long press shows the menu (the press takes the touch: `.touchCancel`), on the right half
    /// lined up with the button's trailing edge, above the button when there is no room below.
    func testLongPressShowsTheMenu() throws {
        try onMain {
            let (window, root) = eventWindow()
            let button = showButton(in: window, root: root, frame: CGRect(x: 250, y: 760, width: 100, height: 44))
            button.menu = UIMenu(children: [noting("Rename"), noting("Move")])
            LifecycleTrace.clear()
            tap(CGPoint(x: 300, y: 782), in: window)
            pump()
            XCTAssertNil(shownMenu)
            XCTAssertEqual(
                trace("Button"), ["Button.touchDown", "Button.touchUpInside", "Button.primaryActionTriggered"])

            LifecycleTrace.clear()
            UIEventInjector.shared.touchDown(at: CGPoint(x: 300, y: 782), in: window)
            elapse(0.4)
            XCTAssertNil(shownMenu, "not before half a second")
            elapse(0.2)
            let menu = try XCTUnwrap(shownMenu)
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertEqual(trace("Button"), ["Button.touchDown", "Button.touchCancel"])
            XCTAssertEqual(menu.platter.frame.maxX, 350, "lined up with the trailing edge")
            XCTAssertEqual(menu.platter.frame.maxY, 760 - 8, "above the button, with no room below")
            tapMenuRow("Move", in: window)
            XCTAssertEqual(trace("Button"), ["Button.touchDown", "Button.touchCancel", "⟨Move from Button⟩"])
        }
    }

    /// The finger that opened the menu can slide to a row, which highlights, and lift there to
    /// choose it.
    func testSlidingToARowChoosesIt() throws {
        try onMain {
            let (window, root) = eventWindow()
            let button = showButton(in: window, root: root, frame: CGRect(x: 40, y: 100, width: 120, height: 44))
            button.menu = UIMenu(children: [noting("Name"), noting("Date")])
            button.showsMenuAsPrimaryAction = true
            LifecycleTrace.clear()
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 122), in: window)
            let date = try XCTUnwrap(menuRow("Date"))
            let target = middleInWindow(of: date)
            elapse(1.0 / 60)
            input.touchMoved(to: CGPoint(x: 100, y: (122 + target.y) / 2))
            elapse(1.0 / 60)
            input.touchMoved(to: target)
            XCTAssertTrue(date.isTracked)
            XCTAssertFalse(try XCTUnwrap(menuRow("Name")).isTracked)
            input.touchUp()
            pump()
            XCTAssertEqual(trace("Button"), ["Button.touchDown", "Button.menuActionTriggered", "⟨Date from Button⟩"])
            XCTAssertNil(shownMenu)
        }
    }

    /// A pop-up button: with no element on, the first is turned on; the button shows the title
    /// of the one that is on, and choosing another moves the checkmark and the title.
    func testPopUpButtonChangesSelection() throws {
        try onMain {
            let (window, root) = eventWindow()
            let button = showButton(in: window, root: root, frame: CGRect(x: 40, y: 100, width: 120, height: 44))
            let small = noting("Small"), medium = noting("Medium"), large = noting("Large")
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            button.menu = UIMenu(children: [small, medium, large])
            XCTAssertEqual([small, medium, large].map(\.state), [.on, .off, .off])
            XCTAssertEqual(button.currentTitle, "Small")

            tap(middleInWindow(of: button), in: window)
            XCTAssertTrue(try XCTUnwrap(menuRow("Small")).showsStateColumn, "room for the checkmark")
            tapMenuRow("Large", in: window)
            XCTAssertEqual([small, medium, large].map(\.state), [.off, .off, .on])
            XCTAssertEqual(button.currentTitle, "Large")
            XCTAssertEqual(button.menu?.selectedElements.map(\.title), ["Large"])
        }
    }

    /// Taking the menu away turns the interaction off and takes its long press off the button.
    func testRemovingTheMenuRemovesTheInteraction() throws {
        try onMain {
            let button = UIButton(type: .system)
            button.menu = UIMenu(children: [noting("A")])
            let interaction = try XCTUnwrap(button.contextMenuInteraction)
            XCTAssertTrue(interaction.view === button)
            XCTAssertEqual(button.gestureRecognizers?.count, 1)
            button.menu = nil
            XCTAssertFalse(button.isContextMenuInteractionEnabled)
            XCTAssertNil(button.contextMenuInteraction)
            XCTAssertTrue(button.interactions.isEmpty)
            XCTAssertNil(interaction.view)
            XCTAssertNil(button.gestureRecognizers)
        }
    }

    /// A bar button item with a menu and no action shows the menu on a tap, under the item and
    /// lined up with its trailing edge; the chosen action's sender is the item. An item with a
    /// primary action runs it instead.
    func testBarButtonItemMenu() throws {
        try onMain {
            let root = UIViewController()
            let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(children: []))
            LifecycleTrace.name(item, "Item")
            item.menu = UIMenu(title: "Sort By", children: [noting("Name"), noting("Date")])
            var taps = 0
            let add = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { _ in taps += 1 }, menu: UIMenu(children: [noting("X")]))
            root.navigationItem.rightBarButtonItems = [item, add]
            let navigation = UINavigationController(rootViewController: root)
            let window = showInWindow(navigation)
            let bar = navigation.navigationBar
            let slots = bar.contentLayout().slots.slots
            let sortSlot = try XCTUnwrap(slots.first { $0.item === item }).frame
            let addSlot = try XCTUnwrap(slots.first { $0.item === add }).frame

            tapAndSettle(bar.convert(CGPoint(x: addSlot.midX, y: addSlot.midY), to: window))
            XCTAssertEqual(taps, 1)
            XCTAssertNil(shownMenu, "the primary action runs instead")

            tapAndSettle(bar.convert(CGPoint(x: sortSlot.midX, y: sortSlot.midY), to: window))
            let menu = try XCTUnwrap(shownMenu)
            XCTAssertEqual(menuTitles, ["Sort By", "Name", "Date"], "the menu's title heads it")
            let slotInWindow = bar.convert(sortSlot, to: window)
            XCTAssertEqual(menu.platter.frame.maxX, slotInWindow.maxX, accuracy: 0.01)
            XCTAssertEqual(menu.platter.frame.minY, slotInWindow.maxY + 8, accuracy: 0.01)
            LifecycleTrace.clear()
            tapMenuRow("Date", in: window)
            XCTAssertEqual(trace(), ["⟨Date from Item⟩"])
        }
    }

    /// A tap outside the menu dismisses it and runs nothing; the button keeps working.
    func testTapOutsideDismisses() throws {
        try onMain {
            let (window, root) = eventWindow()
            let button = showButton(in: window, root: root, frame: CGRect(x: 40, y: 100, width: 120, height: 44))
            button.menu = UIMenu(children: [noting("Name")])
            button.showsMenuAsPrimaryAction = true
            tap(middleInWindow(of: button), in: window)
            let menu = try XCTUnwrap(shownMenu)
            LifecycleTrace.clear()
            tap(CGPoint(x: 300, y: 600), in: window)
            pump()
            XCTAssertNil(shownMenu)
            XCTAssertNil(menu.container.superview)
            XCTAssertEqual(trace(), [])
            tap(middleInWindow(of: button), in: window)
            XCTAssertNotNil(shownMenu, "the button shows its menu again")
        }
    }

    /// Menu rows are buttons to UI tests and accessibility, labelled with their titles; a
    /// disabled one says so.
    func testRowsAreButtonsToUITests() throws {
        try onMain {
            let (window, root) = eventWindow()
            let button = showButton(in: window, root: root, frame: CGRect(x: 40, y: 100, width: 120, height: 44))
            let action = noting("Archive", attributes: .disabled)
            action.accessibilityIdentifier = "archive"
            button.menu = UIMenu(children: [noting("Name"), action])
            button.showsMenuAsPrimaryAction = true
            tap(middleInWindow(of: button), in: window)
            let name = try XCTUnwrap(menuRow("Name")), archive = try XCTUnwrap(menuRow("Archive"))
            XCTAssertEqual(AutomationSnapshot.elementType(of: name), "button")
            XCTAssertEqual(name.accessibilityLabel, "Name")
            XCTAssertEqual(archive.accessibilityIdentifier, "archive")
            XCTAssertTrue(archive.accessibilityTraits.contains(.notEnabled))
            XCTAssertFalse(archive.isEnabled)
            XCTAssertTrue(window.hitTest(middleInWindow(of: name), with: nil) === name, "a tap there reaches the row")
        }
    }
}
