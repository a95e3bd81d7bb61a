import TestSupport
import XCTest

@testable import OpenUIKit

/// A delegate that traces what an edit menu interaction asks and tells it.
@MainActor
private final class EditMenuLog: UIEditMenuInteractionDelegate {
    var menu: UIMenu? = UIMenu(children: [])
    var target: CGRect?

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        note("menuFor \(suggestedActions.count) suggested")
        return menu
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        note("targetRectFor")
        return target ?? CGRect(origin: configuration.sourcePoint, size: .zero)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        note("willPresent")
        animator.addCompletion { note("presented") }
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        note("willDismiss")
        animator.addCompletion { note("dismissed") }
    }
}

/// A view that can copy and select all, and traces the actions it gets.
@MainActor
private final class CopyableView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        registerAction("copy:") { _ in note("copy:") }
        registerAction("selectAll:") { _ in note("selectAll:") }
        registerAction("shout:") { _ in note("shout:") }
    }

    required init?(coder: NSCoder) { nil }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ["copy:", "selectAll:", "shout:"].contains(action.description)
    }
}

/// The edit menu on screen.
@MainActor
private var editMenu: EditMenuPresentation? { EditMenuPresentation.current }

/// The titles of the edit menu's segments, chevrons included.
@MainActor
private var segmentTitles: [String] { editMenu?.bar.buttons.map(\.title) ?? [] }

/// Taps the edit menu's segment titled `title` and drains the run loop.
@MainActor
private func tapSegment(_ title: String, in window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
    guard let button = editMenu?.bar.buttons.first(where: { $0.title == title }) else {
        return XCTFail("no segment “\(title)” in \(segmentTitles)", file: file, line: line)
    }
    tap(middleInWindow(of: button), in: window)
    pump()
}

/// UIEditMenuInteraction and UIMenuController: the delegate asked in UIKit's order, the bar above
/// (or below) its target, a tap running the element after the menu goes, a touch outside
/// dismissing it and reaching the view under it, the standard actions the chain can perform,
/// paging, and the menu controller's notifications.
final class EditMenuTests: MenuTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { EditMenuPresentation.current?.dismiss(animated: false) }
        super.tearDown()
    }

    func testDelegateIsAskedInOrderAndTheMenuPointsDownAtItsTarget() throws {
        try onMain {
            let (window, root) = eventWindow()
            let view = UIView(frame: CGRect(x: 50, y: 300, width: 200, height: 100))
            root.addSubview(view)
            let log = EditMenuLog()
            log.menu = UIMenu(children: [
                UIAction(title: "One") { _ in note("One") }, UIAction(title: "Two") { _ in note("Two") },
            ])
            log.target = CGRect(x: 80, y: 40, width: 40, height: 20)
            let interaction = UIEditMenuInteraction(delegate: log)
            view.addInteraction(interaction)
            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 50)))
            elapse(0.3)
            pump()
            XCTAssertEqual(trace(), ["⟨menuFor 0 suggested⟩", "⟨targetRectFor⟩", "⟨willPresent⟩", "⟨presented⟩"])
            XCTAssertEqual(segmentTitles, ["One", "Two"])
            let shown = try XCTUnwrap(editMenu)
            XCTAssertEqual(shown.bar.arrowDirection, .down)
            let frame = shown.frameInWindow
            XCTAssertEqual(frame.maxY, 340 - EditMenuPresentation.gap, accuracy: 0.5, "above the target")
            XCTAssertEqual(frame.midX, 150, accuracy: 0.5, "centred on the target")
            XCTAssertEqual(interaction.location(in: root), CGPoint(x: 150, y: 350))
            XCTAssertEqual(shown.bar.alpha, 1)

            LifecycleTrace.clear()
            tapSegment("Two", in: window)
            elapse(0.3)
            pump()
            XCTAssertEqual(trace(), ["⟨willDismiss⟩", "⟨dismissed⟩", "⟨Two⟩"], "the action runs once the menu is gone")
            XCTAssertNil(editMenu)
        }
    }

    func testMenuGoesBelowATargetWithNoRoomAbove() throws {
        try onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let interaction = UIEditMenuInteraction(delegate: nil)
            let view = CopyableView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            root.addSubview(view)
            view.addInteraction(interaction)
            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 195, y: 10)))
            let shown = try XCTUnwrap(editMenu)
            XCTAssertEqual(shown.bar.arrowDirection, .up)
            XCTAssertEqual(shown.frameInWindow.minY, 10 + EditMenuPresentation.gap, accuracy: 0.5)
        }
    }

    func testWithoutADelegateTheMenuShowsTheActionsTheChainCanPerform() {
        onMain {
            let (window, root) = eventWindow()
            let view = CopyableView(frame: CGRect(x: 20, y: 300, width: 200, height: 80))
            root.addSubview(view)
            let interaction = UIEditMenuInteraction(delegate: nil)
            view.addInteraction(interaction)
            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 40)))
            XCTAssertEqual(segmentTitles, ["Copy", "Select All"], "only what the view can perform, in iOS's order")
            LifecycleTrace.clear()
            tapSegment("Copy", in: window)
            elapse(0.3)
            pump()
            XCTAssertEqual(trace(), ["⟨copy:⟩"])
        }
    }

    func testATouchOutsideDismissesTheMenuAndReachesTheViewUnderIt() {
        onMain {
            let (window, root) = eventWindow()
            let below = TouchLogView("Below", frame: CGRect(x: 0, y: 600, width: 390, height: 200))
            root.addSubview(below)
            let log = EditMenuLog()
            log.menu = UIMenu(children: [UIAction(title: "One") { _ in note("One") }])
            let interaction = UIEditMenuInteraction(delegate: log)
            root.addInteraction(interaction)
            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 300)))
            elapse(0.3)
            pump()
            LifecycleTrace.clear()
            tap(CGPoint(x: 100, y: 700), in: window)
            elapse(0.3)
            pump()
            XCTAssertEqual(
                trace("Below"), ["⟨willDismiss⟩", "Below.touchesBegan(1)", "Below.touchesEnded(1)", "⟨dismissed⟩"])
            XCTAssertNil(editMenu)
        }
    }

    func testAnEmptyMenuShowsNothing() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let log = EditMenuLog()
            log.menu = nil
            let interaction = UIEditMenuInteraction(delegate: log)
            root.addInteraction(interaction)
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
            withExtendedLifetime(log) {}
            XCTAssertNil(editMenu)
            XCTAssertEqual(trace(), ["⟨menuFor 0 suggested⟩"], "nil from the delegate: nothing more is asked")
        }
    }

    func testTooManySegmentsArePagedWithChevrons() {
        onMain {
            let (window, root) = eventWindow()
            let titles = (1...12).map { "Action number \($0)" }
            let log = EditMenuLog()
            log.menu = UIMenu(children: titles.map { title in UIAction(title: title) { _ in } })
            let interaction = UIEditMenuInteraction(delegate: log)
            root.addInteraction(interaction)
            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 195, y: 400)))
            let first = segmentTitles
            XCTAssertEqual(first.last, "Next")
            XCTAssertEqual(first.first, "Action number 1")
            XCTAssertLessThanOrEqual(editMenu?.frameInWindow.width ?? 0, 390 - 2 * EditMenuPresentation.margin)
            tapSegment("Next", in: window)
            XCTAssertEqual(segmentTitles.first, "Previous")
            XCTAssertEqual(segmentTitles.dropFirst().first, "Action number \(first.count)")
            tapSegment("Previous", in: window)
            XCTAssertEqual(segmentTitles, first)
        }
    }

    func testSubmenuOpensInTheBarWithABackChevron() {
        onMain {
            let (window, root) = eventWindow()
            let log = EditMenuLog()
            log.menu = UIMenu(children: [
                UIAction(title: "One") { _ in },
                UIMenu(title: "More", children: [UIAction(title: "Deep") { _ in note("Deep") }]),
            ])
            let interaction = UIEditMenuInteraction(delegate: log)
            root.addInteraction(interaction)
            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 195, y: 400)))
            XCTAssertEqual(segmentTitles, ["One", "More"])
            tapSegment("More", in: window)
            XCTAssertEqual(segmentTitles, ["Back", "Deep"])
            tapSegment("Back", in: window)
            XCTAssertEqual(segmentTitles, ["One", "More"])
        }
    }

    func testReloadVisibleMenuAsksTheDelegateAgain() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let log = EditMenuLog()
            log.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
            let interaction = UIEditMenuInteraction(delegate: log)
            root.addInteraction(interaction)
            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 195, y: 400)))
            log.menu = UIMenu(children: [UIAction(title: "Two") { _ in }, UIAction(title: "Three") { _ in }])
            interaction.reloadVisibleMenu()
            XCTAssertEqual(segmentTitles, ["Two", "Three"])
            interaction.dismissMenu()
            elapse(0.3)
            pump()
            XCTAssertNil(editMenu)
        }
    }

    func testMenuControllerShowsItsItemsAndPostsItsNotifications() {
        onMain {
            let (window, root) = eventWindow()
            let view = CopyableView(frame: CGRect(x: 20, y: 300, width: 200, height: 80))
            root.addSubview(view)
            let controller = UIMenuController.shared
            controller.menuItems = [
                UIMenuItem(title: "Shout", action: "shout:"), UIMenuItem(title: "Whisper", action: "whisper:"),
            ]
            defer { controller.menuItems = nil }
            final class Posted: @unchecked Sendable { var names: [String] = [] }
            let box = Posted()
            let names: [Notification.Name] = [
                UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
            ]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: controller, queue: nil) { note in
                    box.names.append(note.name.rawValue)
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            controller.showMenu(from: view, rect: CGRect(x: 50, y: 20, width: 40, height: 20))
            XCTAssertTrue(controller.isMenuVisible)
            XCTAssertEqual(
                segmentTitles, ["Copy", "Select All", "Shout"], "items the chain cannot perform are left out")
            XCTAssertEqual(box.names, ["UIMenuControllerWillShowMenuNotification"])
            elapse(0.3)
            pump()
            XCTAssertEqual(box.names.last, "UIMenuControllerDidShowMenuNotification")
            XCTAssertEqual(controller.menuFrame, editMenu?.frameInWindow)
            XCTAssertEqual(controller.menuFrame.maxY, 320 - EditMenuPresentation.gap, accuracy: 0.5)

            LifecycleTrace.clear()
            tapSegment("Shout", in: window)
            elapse(0.3)
            pump()
            XCTAssertEqual(trace(), ["⟨shout:⟩"])
            XCTAssertFalse(controller.isMenuVisible)
            XCTAssertEqual(controller.menuFrame, .zero)
            XCTAssertEqual(
                box.names,
                [
                    "UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification",
                    "UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification",
                ])
        }
    }

    func testMenuControllerHideMenu() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let view = CopyableView(frame: CGRect(x: 20, y: 300, width: 200, height: 80))
            root.addSubview(view)
            let controller = UIMenuController.shared
            controller.arrowDirection = .up
            defer { controller.arrowDirection = .default }
            controller.showMenu(from: view, rect: CGRect(x: 50, y: 20, width: 40, height: 20))
            XCTAssertEqual(editMenu?.bar.arrowDirection, .up)
            XCTAssertEqual(controller.menuFrame.minY, 340 + EditMenuPresentation.gap, accuracy: 0.5, "below the rect")
            controller.hideMenu()
            XCTAssertFalse(controller.isMenuVisible)
            elapse(0.3)
            pump()
            XCTAssertNil(editMenu)
        }
    }

    func testANonRepeatableKeyCommandRunsOncePerPress() {
        onMain {
            final class Counter: UIViewController {
                var count = 0
                var behavior: UIMenuElement.RepeatBehavior = .automatic
                override var canBecomeFirstResponder: Bool { true }
                override var keyCommands: [UIKeyCommand]? {
                    let command = UIKeyCommand(input: "k", modifierFlags: .command, action: "bump:")
                    command.repeatBehavior = behavior
                    return [command]
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    registerAction("bump:") { [unowned self] _ in self.count += 1 }
                }
            }
            let counter = Counter()
            let window = showInWindow(counter)
            defer { withExtendedLifetime(window) {} }
            XCTAssertTrue(counter.becomeFirstResponder())
            let input = UIEventInjector.shared
            for _ in 0..<3 { input.keyDown(.keyboardK, modifierFlags: .command) }
            input.keyUp(.keyboardK)
            XCTAssertEqual(counter.count, 3, "automatic: the held key repeats the command")
            counter.behavior = .nonRepeatable
            for _ in 0..<3 { input.keyDown(.keyboardK, modifierFlags: .command) }
            input.keyUp(.keyboardK)
            XCTAssertEqual(counter.count, 4, "non-repeatable: once per press")
        }
    }

    func testMenuDisplayPreferencesAreCopiedIntoTheMenu() {
        onMain {
            let preferences = UIMenuDisplayPreferences()
            XCTAssertEqual(preferences.maximumNumberOfTitleLines, NSNotFound)
            preferences.maximumNumberOfTitleLines = 3
            let menu = UIMenu(children: [])
            menu.displayPreferences = preferences
            preferences.maximumNumberOfTitleLines = 5
            XCTAssertEqual(menu.displayPreferences?.maximumNumberOfTitleLines, 3, "a copy, as UIKit's @NSCopying")
            XCTAssertEqual(menu.replacingChildren([]).displayPreferences?.maximumNumberOfTitleLines, 3)
        }
    }
}
