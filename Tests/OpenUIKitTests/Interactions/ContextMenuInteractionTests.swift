import TestSupport
import XCTest

@testable import OpenUIKit

/// A context menu interaction's delegate that traces what it is asked and told (`⟨…⟩`), with
/// the animators' animations and completions.
@MainActor
private final class TracingMenuDelegate: UIContextMenuInteractionDelegate {
    var makeConfiguration: (CGPoint) -> UIContextMenuConfiguration?
    var highlight: UITargetedPreview?

    init(_ makeConfiguration: @escaping (CGPoint) -> UIContextMenuConfiguration?) {
        self.makeConfiguration = makeConfiguration
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        note("configuration at \(Int(location.x)),\(Int(location.y))")
        return makeConfiguration(location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        note("highlight preview for \(identifier)")
        return highlight
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        note("willDisplay")
        animator?.addAnimations { note("display animations") }
        animator?.addCompletion { note("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        note("willEnd")
        animator?.addCompletion { note("ended") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        note("willPerformPreviewAction, \(animator.preferredCommitStyle)")
        let preview = animator.previewViewController
        animator.addCompletion { note("committed, preview on screen: \(preview?.viewIfLoaded?.window != nil)") }
    }
}

/// An action that notes its title and sender's type when chosen.
@MainActor
private func noting(_ title: String) -> UIAction {
    UIAction(title: title) { action in
        note("\(action.title) from \(action.sender.map { String(describing: type(of: $0)) } ?? "nil")")
    }
}

/// Context menus as UIKit shows them: a long press asks the delegate for a configuration, lifts
/// the view out of the dimmed window (or shows the preview controller), and shows the menu under
/// it; the delegate hears UIKit's calls in UIKit's order, and the animators run what it adds. A
/// table's and a collection view's delegates are asked for their rows' and items' menus.
final class ContextMenuInteractionTests: MenuTestCase {
    /// The whole trace of a menu chosen from: the press, the delegate's calls as the menu
    /// appears, then a tap on a row: `willEnd`, the menu fades, and the action runs once it is
    /// gone, with the interaction as its sender.
    func testLongPressShowsTheMenuAndAnActionRunsAfterIt() throws {
        try onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 100))
            root.addSubview(card)
            let delegate = TracingMenuDelegate { _ in
                UIContextMenuConfiguration(identifier: NSString(string: "card"), previewProvider: nil) { suggested in
                    note("actions from \(suggested.count) suggested")
                    return UIMenu(children: [noting("Share"), noting("Delete")])
                }
            }
            let interaction = UIContextMenuInteraction(delegate: delegate)
            card.addInteraction(interaction)
            XCTAssertTrue(card.interactions.first === interaction)
            XCTAssertTrue(interaction.view === card)
            XCTAssertEqual(interaction.menuAppearance, .unknown)

            UIEventInjector.shared.touchDown(at: CGPoint(x: 90, y: 260), in: window)
            elapse(0.3)
            XCTAssertEqual(trace(), [], "nothing before the press is long enough")
            elapse(0.3)
            let menu = try XCTUnwrap(shownMenu)
            XCTAssertEqual(
                trace(),
                [
                    "⟨configuration at 50,60⟩", "⟨actions from 0 suggested⟩", "⟨highlight preview for card⟩",
                    "⟨willDisplay⟩", "⟨display animations⟩",
                ])
            XCTAssertEqual(interaction.menuAppearance, .rich)
            XCTAssertEqual(interaction.location(in: root), CGPoint(x: 90, y: 260))
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertEqual(trace().last, "⟨displayed⟩")
            XCTAssertTrue(menu.container.dimming.dims)
            XCTAssertEqual(menu.container.dimming.hole?.bounds, card.frame, "the card shows through the dimming")
            XCTAssertEqual(menu.platter.frame.minY, card.frame.maxY + 16, "under the card")
            XCTAssertEqual(menu.platter.frame.minX, card.frame.minX)

            LifecycleTrace.clear()
            guard let share = menuRow("Share") else { return }
            tap(middleInWindow(of: share), in: window)
            XCTAssertEqual(trace(), ["⟨willEnd⟩"], "the menu starts to go; the action waits for it")
            pump()
            XCTAssertEqual(trace(), ["⟨willEnd⟩", "⟨ended⟩", "⟨Share from UIContextMenuInteraction⟩"])
            XCTAssertNil(shownMenu)
            XCTAssertNil(menu.container.superview)
            XCTAssertEqual(interaction.menuAppearance, .unknown)
        }
    }

    /// A tap outside dismisses the menu and runs nothing; a nil configuration, or one with no
    /// menu and no preview, shows nothing; `dismissMenu()` takes a menu away.
    func testDismissingAndDeclining() {
        onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 100))
            root.addSubview(card)
            var answer: UIContextMenuConfiguration? = nil
            let delegate = TracingMenuDelegate { _ in answer }
            let interaction = UIContextMenuInteraction(delegate: delegate)
            card.addInteraction(interaction)

            longPress(CGPoint(x: 90, y: 260), in: window)
            pump()
            XCTAssertNil(shownMenu)
            XCTAssertEqual(trace(), ["⟨configuration at 50,60⟩"])

            answer = UIContextMenuConfiguration()
            longPress(CGPoint(x: 90, y: 260), in: window)
            pump()
            XCTAssertNil(shownMenu, "no menu and no preview: nothing to show")

            answer = UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [noting("Share")]) })
            longPress(CGPoint(x: 90, y: 260), in: window)
            pump()
            XCTAssertNotNil(shownMenu)
            LifecycleTrace.clear()
            tap(CGPoint(x: 300, y: 700), in: window)
            pump()
            XCTAssertNil(shownMenu)
            XCTAssertEqual(trace(), ["⟨willEnd⟩", "⟨ended⟩"])

            longPress(CGPoint(x: 90, y: 260), in: window)
            pump()
            LifecycleTrace.clear()
            interaction.dismissMenu()
            pump()
            XCTAssertNil(shownMenu)
            XCTAssertEqual(trace(), ["⟨willEnd⟩", "⟨ended⟩"])
        }
    }

    /// With a preview provider the preview controller's view shows on a platter of its own (its
    /// preferred size), appearing as the menu does; a tap on it commits: the delegate hears
    /// `willPerformPreviewActionForMenuWith` (committing with `.pop`) and `willEnd`, the preview
    /// disappears, and the commit's completions run once it is off the screen.
    func testPreviewAndCommit() throws {
        try onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 100))
            root.addSubview(card)
            let preview = Probe("Preview")
            preview.preferredContentSize = CGSize(width: 300, height: 200)
            let delegate = TracingMenuDelegate { _ in
                UIContextMenuConfiguration(
                    identifier: nil, previewProvider: { preview },
                    actionProvider: { _ in UIMenu(children: [noting("Open")]) })
            }
            card.addInteraction(UIContextMenuInteraction(delegate: delegate))
            longPress(CGPoint(x: 90, y: 260), in: window)
            pump()
            let menu = try XCTUnwrap(shownMenu)
            XCTAssertEqual(
                trace("Preview").filter { !$0.hasPrefix("⟨highlight preview") },
                [
                    "⟨configuration at 50,60⟩", "⟨willDisplay⟩", "Preview.loadView", "Preview.viewDidLoad",
                    "Preview.viewWillAppear(true)", "⟨display animations⟩", "Preview.viewDidAppear(true)",
                    "⟨displayed⟩",
                ])
            let previewFrame = preview.view.convert(preview.view.bounds, to: window)
            XCTAssertEqual(previewFrame.size, CGSize(width: 300, height: 200))
            XCTAssertEqual(previewFrame.midX, 195, "in the middle of the window")
            XCTAssertNil(menu.container.dimming.hole, "the card is dimmed: the preview stands for it")
            XCTAssertEqual(menu.platter.frame.minY, previewFrame.maxY + 16)

            LifecycleTrace.clear()
            tap(CGPoint(x: previewFrame.midX, y: previewFrame.midY), in: window)
            pump()
            XCTAssertEqual(
                trace("Preview"),
                [
                    "⟨willPerformPreviewAction, pop⟩", "⟨willEnd⟩", "Preview.viewWillDisappear(true)",
                    "Preview.viewDidDisappear(true)", "⟨ended⟩", "⟨committed, preview on screen: false⟩",
                ])
            XCTAssertNil(preview.view.superview, "free for the app to show")
            XCTAssertNil(shownMenu)
        }
    }

    /// Interactions move with `addInteraction(_:)`, each view's list keeps them in order, and the
    /// context menu's long press goes with the interaction.
    func testInteractionsMoveBetweenViews() {
        onMain {
            let first = UIView(frame: .zero), second = UIView(frame: .zero)
            let delegate = TracingMenuDelegate { _ in nil }
            let interaction = UIContextMenuInteraction(delegate: delegate)
            first.addInteraction(interaction)
            XCTAssertEqual(first.gestureRecognizers?.count, 1)
            XCTAssertTrue(first.gestureRecognizers?.first is UILongPressGestureRecognizer)
            second.addInteraction(interaction)
            XCTAssertTrue(first.interactions.isEmpty)
            XCTAssertNil(first.gestureRecognizers)
            XCTAssertTrue(second.interactions.first === interaction)
            XCTAssertTrue(interaction.view === second)
            second.interactions = []
            XCTAssertNil(interaction.view)
            XCTAssertNil(second.gestureRecognizers)
        }
    }

    /// `updateVisibleMenu(_:)` replaces the menu on screen.
    func testUpdatingTheVisibleMenu() {
        onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 100))
            root.addSubview(card)
            let delegate = TracingMenuDelegate { _ in
                UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [noting("Download")]) })
            }
            let interaction = UIContextMenuInteraction(delegate: delegate)
            card.addInteraction(interaction)
            interaction.updateVisibleMenu { _ in
                XCTFail("no menu is showing")
                return UIMenu()
            }
            longPress(CGPoint(x: 90, y: 260), in: window)
            pump()
            interaction.updateVisibleMenu { menu in
                menu.replacingChildren([noting("Downloading…"), noting("Cancel")])
            }
            XCTAssertEqual(menuTitles, ["Downloading…", "Cancel"])
        }
    }

    /// A long press on a table's row asks the delegate for the row's menu (with the point in the
    /// table) and lifts the row's cell; the delegate hears the menu appear and end. The press does
    /// not select the row; a tap still does.
    func testTableRowMenus() throws {
        try onMain {
            let (window, root) = eventWindow()
            let table = UITableView(frame: root.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let source = MenuTableSource()
            table.dataSource = source
            table.delegate = source
            root.addSubview(table)
            table.layoutIfNeeded()
            let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let point = middleInWindow(of: cell)
            longPress(point, in: window)
            pump()
            let menu = try XCTUnwrap(shownMenu)
            let inTable = table.convert(point, from: nil)
            XCTAssertEqual(
                trace(),
                [
                    "⟨menu for row 1 at \(Int(inTable.x)),\(Int(inTable.y))⟩", "⟨highlight preview⟩",
                    "⟨willDisplayContextMenu⟩",
                ])
            XCTAssertEqual(
                menu.container.dimming.hole?.bounds, cell.convert(cell.bounds, to: nil), "the cell is lifted")
            XCTAssertEqual(menuTitles, ["Pin Banana"])
            XCTAssertEqual(source.selected, [], "a long press selects nothing")

            LifecycleTrace.clear()
            tapMenuRow("Pin Banana", in: window)
            XCTAssertEqual(trace(), ["⟨willEndContextMenuInteraction⟩", "⟨pinned Banana⟩"])

            let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            tapAndSettle(middleInWindow(of: first))
            XCTAssertEqual(source.selected, [0])
            XCTAssertNil(shownMenu)
        }
    }

    /// A collection view asks the iOS 16 method with the pressed item, which by default asks
    /// the single-item method; a delegate that implements the iOS 16 method is asked it alone,
    /// also for a press between items (with no items).
    func testCollectionItemMenus() throws {
        try onMain {
            let (window, root) = eventWindow()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
            let older = OlderItemMenuSource()
            collection.dataSource = older
            collection.delegate = older
            root.addSubview(collection)
            collection.layoutIfNeeded()
            let item = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
            longPress(middleInWindow(of: item), in: window)
            pump()
            XCTAssertEqual(trace(), ["⟨single-item menu for item 2⟩"])
            XCTAssertEqual(menuTitles, ["Open 2"])
            XCTAssertEqual(shownMenu?.container.dimming.hole?.bounds, item.convert(item.bounds, to: nil))
            tap(CGPoint(x: 380, y: 830), in: window)
            pump()

            let newer = NewerItemMenuSource()
            collection.dataSource = newer
            collection.delegate = newer
            collection.reloadData()
            collection.layoutIfNeeded()
            LifecycleTrace.clear()
            longPress(
                middleInWindow(of: try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))),
                in: window)
            pump()
            tap(CGPoint(x: 380, y: 830), in: window)
            pump()
            longPress(CGPoint(x: 300, y: 700), in: window)
            pump()
            XCTAssertEqual(trace(), ["⟨menu for items [1]⟩", "⟨menu for items []⟩"])
            XCTAssertEqual(menuTitles, ["New Folder"], "a menu for the empty space")
        }
    }
}

/// Three fruit rows whose menus pin the fruit.
@MainActor
private final class MenuTableSource: UITableViewDataSource, UITableViewDelegate {
    let fruit = ["Apple", "Banana", "Cherry"]
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        note("menu for row \(indexPath.row) at \(Int(point.x)),\(Int(point.y))")
        let name = fruit[indexPath.row]
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Pin \(name)") { _ in note("pinned \(name)") }])
        })
    }
    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        note("highlight preview")
        return nil
    }
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { note("willDisplayContextMenu") }
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { note("willEndContextMenuInteraction") }
}

/// Six plain cells, for the collection sources (each conforms itself: a subclass's delegate
/// method would not replace the protocol's default its superclass took).
@MainActor
private let itemRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }

/// Menus through the single-item method only.
@MainActor
private final class OlderItemMenuSource: UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: itemRegistration, for: indexPath, item: indexPath.item)
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        note("single-item menu for item \(indexPath.item)")
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Open \(indexPath.item)") { _ in }])
        })
    }
}

/// Menus through the iOS 16 method, which replaces the single-item one.
@MainActor
private final class NewerItemMenuSource: UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: itemRegistration, for: indexPath, item: indexPath.item)
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        note("menu for items \(indexPaths.map(\.item))")
        let title = indexPaths.isEmpty ? "New Folder" : "Open"
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: title) { _ in }]) })
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        note("single-item method asked")
        return nil
    }
}
