import MobileCoreServices
import TestSupport
import XCTest

@testable import OpenUIKit

/// A drag interaction's delegate that traces what it is asked and told (`⟨drag …⟩`).
@MainActor
private final class TracingDragSource: UIDragInteractionDelegate {
    var text = "Hello"
    var items: () -> [UIDragItem]
    var allowsMove = true

    init() {
        items = { [] }
        items = { [unowned self] in [UIDragItem(itemProvider: NSItemProvider(object: self.text as NSString))] }
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    )
        -> [UIDragItem]
    {
        let point = session.location(in: interaction.view!)
        note("drag itemsForBeginning at \(Int(point.x)),\(Int(point.y))")
        let items = items()
        items.first?.localObject = text
        session.localContext = "from source"
        return items
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? {
        note("drag previewForLifting")
        return nil
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
        session: any UIDragSession
    ) {
        note("drag willAnimateLift")
        animator.addAnimations { note("drag lift animations") }
        animator.addCompletion { _ in note("drag lifted") }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        note("drag sessionWillBegin")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    )
        -> Bool
    {
        note("drag sessionAllowsMoveOperation")
        return allowsMove
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        note("drag sessionIsRestrictedToDraggingApplication")
        return false
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        let point = session.location(in: interaction.view!.window!)
        note("drag sessionDidMove \(Int(point.x)),\(Int(point.y))")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {
        note("drag willEndWith \(operation)")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        note("drag didEndWith \(operation)")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        note("drag previewForCancelling")
        return nil
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
    ) {
        note("drag willAnimateCancel")
        animator.addCompletion { _ in note("drag cancel animated") }
    }
}

/// A drop interaction's delegate that traces what it is asked and told (`⟨name …⟩`) and
/// proposes `operation`.
@MainActor
private final class TracingDropTarget: UIDropInteractionDelegate {
    let name: String
    var operation: UIDropOperation
    var handles = true
    var loaded: [String] = []

    init(_ name: String, operation: UIDropOperation) {
        self.name = name
        self.operation = operation
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        note("\(name) canHandle \(session.canLoadObjects(ofClass: NSString.self))")
        return handles
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        note("\(name) sessionDidEnter")
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    )
        -> UIDropProposal
    {
        let point = session.location(in: interaction.view!)
        note("\(name) sessionDidUpdate \(Int(point.x)),\(Int(point.y))")
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        note("\(name) sessionDidExit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        note("\(name) performDrop, local object \(session.items.first?.localObject as? String ?? "none")")
        XCTAssertEqual(session.localDragSession?.localContext as? String, "from source")
        session.loadObjects(ofClass: NSString.self) { [self] objects in
            loaded = objects.compactMap { $0 as? String }
            note("\(name) loaded \(loaded)")
        }
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        note("\(name) previewForDropping")
        return nil
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating
    ) {
        note("\(name) willAnimateDrop")
        animator.addCompletion { [self] _ in note("\(name) drop animated") }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        note("\(name) concludeDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        note("\(name) sessionDidEnd")
    }
}

/// A Kanban board's column: a table whose rows drag out as plain text and take drops, as the
/// KanbanDragDrop app writes it.
@MainActor
private final class Column: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    let name: String
    var items: [String]
    let tableView = UITableView(frame: .zero, style: .plain)

    init(_ name: String, _ items: [String], frame: CGRect) {
        self.name = name
        self.items = items
        super.init()
        tableView.frame = frame
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    )
        -> [UIDragItem]
    {
        note("\(name) itemsForBeginning row \(indexPath.row)")
        guard let data = items[indexPath.row].data(using: .utf8) else { return [] }
        let provider = NSItemProvider(item: data as NSData, typeIdentifier: kUTTypePlainText as String)
        session.localContext = (self, indexPath)
        return [UIDragItem(itemProvider: provider)]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        note("\(name) dragSessionWillBegin, active drag \(tableView.hasActiveDrag)")
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        note("\(name) dragSessionDidEnd")
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        let handles = session.hasItemsConforming(toTypeIdentifiers: [kUTTypePlainText as String])
        note("\(name) canHandle \(handles)")
        return handles
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        note("\(name) dropSessionDidEnter")
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        note("\(name) dropSessionDidUpdate row \(destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        note("\(name) dropSessionDidExit")
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        note("\(name) dropSessionDidEnd")
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let source = coordinator.items.first?.sourceIndexPath
        let destination = coordinator.destinationIndexPath
        note(
            "\(name) performDrop to row \(destination.map { "\($0.row)" } ?? "nil"), "
                + "source row \(source.map { "\($0.row)" } ?? "nil"), \(coordinator.proposal.operation), "
                + "active drop \(tableView.hasActiveDrop)")
        guard coordinator.session.hasItemsConforming(toTypeIdentifiers: [kUTTypePlainText as String]) else { return }
        coordinator.session.loadObjects(ofClass: NSString.self) { [self] objects in
            guard let string = objects.first as? String else { return }
            note("\(name) loaded \(string)")
            if let (column, indexPath) = coordinator.session.localDragSession?.localContext as? (Column, IndexPath),
                column !== self
            {
                column.items.remove(at: indexPath.row)
                column.tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            let row = destination ?? IndexPath(row: items.count, section: 0)
            items.insert(string, at: row.row)
            tableView.insertRows(at: [row], with: .automatic)
        }
        if let destination, let item = coordinator.items.first?.dragItem {
            coordinator.drop(item, toRowAt: destination)
        }
    }
}

/// A table that takes drops into placeholders, committing each once its string has loaded.
@MainActor
private final class Inbox: NSObject, UITableViewDataSource, UITableViewDropDelegate {
    var items = ["X"]
    let tableView = UITableView(frame: CGRect(x: 195, y: 0, width: 195, height: 400), style: .plain)
    var commits: [Bool] = []

    override init() {
        super.init()
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.dropDelegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: items.count, section: 0)
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(
                insertionIndexPath: destination, reuseIdentifier: "Cell", rowHeight: 44)
            let context = coordinator.drop(item.dragItem, to: placeholder)
            item.dragItem.itemProvider.loadObject(ofClass: String.self) { [self] string, _ in
                commits.append(context.commitInsertion { indexPath in items.insert(string ?? "?", at: indexPath.row) })
                commits.append(context.commitInsertion { _ in })
            }
        }
    }
}

/// Drag and drop as UIKit does it on an iPhone: a long press lifts a view's items, the finger
/// moves them over drop interactions found by hit-testing, and lifting drops them with the
/// proposal's operation; both sides hear UIKit's calls in UIKit's order. Tables drag rows and
/// take drops through their own delegates and a coordinator.
final class DragAndDropTests: UIKitTestCase {
    override func tearDown() {
        MainActor.assumeIsolated {
            DragActivity.current?.cancel()
            UIApplication.shared.runUntilIdle()
            DragActivity.current = nil
        }
        super.tearDown()
    }

    /// The whole trace of a drag from one view dropped as a copy on another: the lift, the
    /// session beginning on the first move, the drop side's questions as the finger comes over
    /// its view, and the drop: `willEndWith`, `performDrop`, the drop preview and animator, the
    /// data loaded on a later turn, then `concludeDrop`, `didEndWith` and `sessionDidEnd`.
    func testDragAndDropTracesBothSidesInUIKitsOrder() throws {
        try onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 40, y: 100, width: 120, height: 80))
            let box = UIView(frame: CGRect(x: 40, y: 500, width: 300, height: 200))
            root.addSubview(card)
            root.addSubview(box)
            let source = TracingDragSource()
            let target = TracingDropTarget("drop", operation: .copy)
            let drag = UIDragInteraction(delegate: source)
            XCTAssertFalse(UIDragInteraction.isEnabledByDefault, "the default screen is a phone's")
            XCTAssertFalse(drag.isEnabled, "off on iPhone until the app turns it on")
            drag.isEnabled = true
            card.addInteraction(drag)
            box.addInteraction(UIDropInteraction(delegate: target))
            XCTAssertTrue(drag.view === card)

            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 140), in: window)
            elapse(0.3)
            XCTAssertEqual(trace(), [], "nothing before the press is long enough")
            elapse(0.3)
            XCTAssertEqual(
                trace(),
                [
                    "⟨drag itemsForBeginning at 60,40⟩", "⟨drag previewForLifting⟩", "⟨drag willAnimateLift⟩",
                    "⟨drag lift animations⟩",
                ])
            let activity = try XCTUnwrap(DragActivity.current)
            XCTAssertTrue(activity.overlay.window === window, "the lifted preview is over the window")
            elapse(0.3)
            XCTAssertEqual(trace().last, "⟨drag lifted⟩")

            LifecycleTrace.clear()
            input.touchMoved(to: CGPoint(x: 100, y: 300))
            input.touchMoved(to: CGPoint(x: 150, y: 600))
            input.touchMoved(to: CGPoint(x: 160, y: 610))
            XCTAssertEqual(
                trace(),
                [
                    "⟨drag sessionAllowsMoveOperation⟩", "⟨drag sessionIsRestrictedToDraggingApplication⟩",
                    "⟨drag sessionWillBegin⟩", "⟨drag sessionDidMove 100,300⟩",
                    "⟨drag sessionDidMove 150,600⟩", "⟨drop canHandle true⟩", "⟨drop sessionDidEnter⟩",
                    "⟨drop sessionDidUpdate 110,100⟩",
                    "⟨drag sessionDidMove 160,610⟩", "⟨drop sessionDidUpdate 120,110⟩",
                ])
            XCTAssertEqual(activity.operation, .copy)

            LifecycleTrace.clear()
            input.touchUp()
            XCTAssertEqual(
                trace(),
                [
                    "⟨drag willEndWith copy⟩", "⟨drop performDrop, local object Hello⟩", "⟨drop previewForDropping⟩",
                    "⟨drop willAnimateDrop⟩", "⟨drop loaded [\"Hello\"]⟩",
                ], "the data loads on the turn after the touch's; the drop animation is still running")
            pump()
            XCTAssertEqual(
                trace(),
                [
                    "⟨drag willEndWith copy⟩", "⟨drop performDrop, local object Hello⟩", "⟨drop previewForDropping⟩",
                    "⟨drop willAnimateDrop⟩", "⟨drop loaded [\"Hello\"]⟩", "⟨drop drop animated⟩",
                    "⟨drop concludeDrop⟩", "⟨drag didEndWith copy⟩", "⟨drop sessionDidEnd⟩",
                ])
            XCTAssertEqual(target.loaded, ["Hello"])
            XCTAssertNil(DragActivity.current)
            XCTAssertNil(activity.overlay.superview, "the preview is gone")
        }
    }

    /// Leaving a target tells it `sessionDidExit`; a forbidden proposal (or a cancel) performs
    /// nothing when the finger lifts: the drag ends as a cancel, the preview goes back, and both
    /// sides end. A target that cannot handle the drag is asked once and never entered; a move
    /// the source does not allow becomes a copy.
    func testAForbiddenProposalDoesNotPerform() {
        onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 40, y: 100, width: 120, height: 80))
            let box = UIView(frame: CGRect(x: 40, y: 500, width: 300, height: 200))
            let refusing = UIView(frame: CGRect(x: 40, y: 300, width: 300, height: 100))
            root.addSubview(card)
            root.addSubview(box)
            root.addSubview(refusing)
            let source = TracingDragSource()
            source.allowsMove = false
            let target = TracingDropTarget("drop", operation: .forbidden)
            let other = TracingDropTarget("other", operation: .copy)
            other.handles = false
            let drag = UIDragInteraction(delegate: source)
            drag.isEnabled = true
            card.addInteraction(drag)
            box.addInteraction(UIDropInteraction(delegate: target))
            refusing.addInteraction(UIDropInteraction(delegate: other))

            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 140), in: window)
            elapse(0.8)
            LifecycleTrace.clear()
            input.touchMoved(to: CGPoint(x: 100, y: 350))
            input.touchMoved(to: CGPoint(x: 100, y: 360))
            input.touchMoved(to: CGPoint(x: 100, y: 600))
            target.operation = .move
            input.touchMoved(to: CGPoint(x: 100, y: 610))
            XCTAssertEqual(DragActivity.current?.operation, .copy, "the source does not allow moving")
            target.operation = .forbidden
            input.touchMoved(to: CGPoint(x: 100, y: 620))
            XCTAssertEqual(
                trace(),
                [
                    "⟨drag sessionAllowsMoveOperation⟩", "⟨drag sessionIsRestrictedToDraggingApplication⟩",
                    "⟨drag sessionWillBegin⟩", "⟨drag sessionDidMove 100,350⟩", "⟨other canHandle true⟩",
                    "⟨drag sessionDidMove 100,360⟩",
                    "⟨drag sessionDidMove 100,600⟩", "⟨drop canHandle true⟩", "⟨drop sessionDidEnter⟩",
                    "⟨drop sessionDidUpdate 60,100⟩",
                    "⟨drag sessionDidMove 100,610⟩", "⟨drop sessionDidUpdate 60,110⟩",
                    "⟨drag sessionDidMove 100,620⟩", "⟨drop sessionDidUpdate 60,120⟩",
                ])
            LifecycleTrace.clear()
            input.touchUp()
            pump()
            XCTAssertEqual(
                trace(),
                [
                    "⟨drag willEndWith cancel⟩", "⟨drop sessionDidExit⟩", "⟨drag previewForCancelling⟩",
                    "⟨drag willAnimateCancel⟩", "⟨drag cancel animated⟩", "⟨drag didEndWith cancel⟩",
                    "⟨drop sessionDidEnd⟩",
                ])
            XCTAssertEqual(target.loaded, [])
            XCTAssertNil(DragActivity.current)
        }
    }

    /// A press that lifts and ends without moving only animates the cancel (the session never
    /// began); a disabled interaction, or a delegate with no items, starts nothing.
    func testALiftWithoutMovingOrWithoutItemsStartsNoSession() {
        onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 40, y: 100, width: 120, height: 80))
            root.addSubview(card)
            let source = TracingDragSource()
            let drag = UIDragInteraction(delegate: source)
            card.addInteraction(drag)

            longPress(CGPoint(x: 100, y: 140), in: window)
            pump()
            XCTAssertEqual(trace(), [], "disabled by default on a phone")

            drag.isEnabled = true
            longPress(CGPoint(x: 100, y: 140), in: window)
            pump()
            XCTAssertEqual(
                trace(),
                [
                    "⟨drag itemsForBeginning at 60,40⟩", "⟨drag previewForLifting⟩", "⟨drag willAnimateLift⟩",
                    "⟨drag lift animations⟩", "⟨drag previewForCancelling⟩", "⟨drag willAnimateCancel⟩",
                    "⟨drag lifted⟩", "⟨drag cancel animated⟩",
                ])
            XCTAssertNil(DragActivity.current)

            LifecycleTrace.clear()
            source.items = { [] }
            longPress(CGPoint(x: 100, y: 140), in: window)
            pump()
            XCTAssertEqual(trace(), ["⟨drag itemsForBeginning at 60,40⟩"])
            XCTAssertNil(DragActivity.current)
        }
    }

    /// A row dragged from one Kanban column's table to another's, as the KanbanDragDrop app
    /// does it: the source table's drag delegate gives a plain-text item, each table's drop
    /// delegate is asked in turn with the row under the finger, the destination performs the
    /// drop through its coordinator, loads the string, and moves the row between the tables.
    func testARowMovesFromOneTableToAnother() {
        onMain {
            let (window, root) = eventWindow()
            let todo = Column("todo", ["A", "B", "C"], frame: CGRect(x: 0, y: 0, width: 195, height: 400))
            let done = Column("done", ["X", "Y"], frame: CGRect(x: 195, y: 0, width: 195, height: 400))
            root.addSubview(todo.tableView)
            root.addSubview(done.tableView)
            pump()
            XCTAssertFalse(todo.tableView.hasActiveDrag)

            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 22), in: window)
            elapse(0.8)
            input.touchMoved(to: CGPoint(x: 100, y: 30))
            input.touchMoved(to: CGPoint(x: 290, y: 60))
            input.touchMoved(to: CGPoint(x: 290, y: 66))
            XCTAssertTrue(todo.tableView.hasActiveDrag)
            XCTAssertTrue(done.tableView.hasActiveDrop)
            XCTAssertFalse(todo.tableView.hasActiveDrop)
            input.touchUp()
            pump()
            XCTAssertEqual(
                trace(),
                [
                    "⟨todo itemsForBeginning row 0⟩", "⟨todo dragSessionWillBegin, active drag true⟩",
                    "⟨todo canHandle true⟩", "⟨todo dropSessionDidEnter⟩", "⟨todo dropSessionDidUpdate row 0⟩",
                    "⟨done canHandle true⟩", "⟨todo dropSessionDidExit⟩", "⟨done dropSessionDidEnter⟩",
                    "⟨done dropSessionDidUpdate row 1⟩", "⟨done dropSessionDidUpdate row 1⟩",
                    "⟨done performDrop to row 1, source row nil, move, active drop true⟩", "⟨done loaded A⟩",
                    "⟨todo dragSessionDidEnd⟩", "⟨todo dropSessionDidEnd⟩", "⟨done dropSessionDidEnd⟩",
                ])
            XCTAssertEqual(todo.items, ["B", "C"])
            XCTAssertEqual(done.items, ["X", "A", "Y"])
            XCTAssertEqual(todo.tableView.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(done.tableView.numberOfRows(inSection: 0), 3)
            done.tableView.layoutIfNeeded()
            XCTAssertEqual(done.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "A")
            XCTAssertFalse(todo.tableView.hasActiveDrag)
            XCTAssertFalse(done.tableView.hasActiveDrop)
        }
    }

    /// A row dropped back on its own table reports the row it came from, so the app can move it.
    func testARowDroppedOnItsOwnTableKnowsWhereItCameFrom() {
        onMain {
            let (window, root) = eventWindow()
            let todo = Column("todo", ["A", "B", "C"], frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(todo.tableView)
            pump()
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 22), in: window)
            elapse(0.8)
            input.touchMoved(to: CGPoint(x: 100, y: 100))
            LifecycleTrace.clear()
            input.touchUp()
            pump()
            XCTAssertEqual(
                trace().first, "⟨todo performDrop to row 2, source row 0, move, active drop true⟩")
        }
    }

    /// A drop into a placeholder: the row goes in where the placeholder is once the data has
    /// loaded and the insertion is committed; a second commit does nothing.
    func testADropIntoAPlaceholderInsertsTheRowOnCommit() {
        onMain {
            let (window, root) = eventWindow()
            let todo = Column("todo", ["A", "B"], frame: CGRect(x: 0, y: 0, width: 195, height: 400))
            let inbox = Inbox()
            root.addSubview(todo.tableView)
            root.addSubview(inbox.tableView)
            pump()
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 100, y: 22), in: window)
            elapse(0.8)
            input.touchMoved(to: CGPoint(x: 150, y: 100))
            input.touchMoved(to: CGPoint(x: 290, y: 200))
            input.touchUp()
            pump()
            XCTAssertEqual(inbox.items, ["X", "A"])
            XCTAssertEqual(inbox.commits, [true, false])
            XCTAssertEqual(inbox.tableView.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(todo.items, ["A", "B"], "a copy leaves the source as it was")
        }
    }

    /// Item providers: objects, items and data loaders registered in order; conformance through
    /// the built-in table; strings, data, URLs loaded on a later turn of the main run loop, and
    /// an error for a type the provider does not have.
    func testItemProvidersLoadStringsDataAndURLs() throws {
        try onMain {
            let text = NSItemProvider(object: "Hello" as NSString)
            XCTAssertEqual(text.registeredTypeIdentifiers, ["public.utf8-plain-text", "public.plain-text"])
            XCTAssertTrue(text.hasItemConformingToTypeIdentifier("public.text"))
            XCTAssertTrue(text.hasItemConformingToTypeIdentifier(kUTTypeData))
            XCTAssertFalse(text.hasItemConformingToTypeIdentifier("public.image"))
            XCTAssertTrue(text.canLoadObject(ofClass: NSString.self))
            XCTAssertTrue(text.canLoadObject(ofClass: String.self))
            XCTAssertFalse(text.canLoadObject(ofClass: UIImage.self))

            var results: [String] = []
            text.loadObject(ofClass: String.self) { string, error in
                results.append("string \(string ?? "nil") \(error == nil)")
            }
            text.loadDataRepresentation(forTypeIdentifier: "public.data") { data, _ in
                results.append("data \(data.flatMap { String(data: $0, encoding: .utf8) } ?? "nil")")
            }
            text.loadObject(ofClass: UIImage.self) { image, error in
                let error = error as NSError?
                results.append("image \(image == nil) \(error?.domain ?? "") \(error?.code ?? 0)")
            }
            XCTAssertEqual(results, [], "completion handlers come on a later turn")
            pump()
            XCTAssertEqual(
                results, ["string Hello true", "data Hello", "image true NSItemProviderErrorDomain -1000"])

            results = []
            let bytes = Data("Kanban card".utf8)
            let item = NSItemProvider(item: bytes as NSData, typeIdentifier: kUTTypePlainText as String)
            XCTAssertEqual(item.registeredTypeIdentifiers, ["public.plain-text"])
            item.loadItem(forTypeIdentifier: "public.plain-text", options: nil) { loaded, _ in
                results.append("item \((loaded as? NSData).map { Data(referencing: $0) } == bytes)")
            }
            item.loadObject(ofClass: NSString.self) { string, _ in
                results.append("string \(string as? String ?? "nil")")
            }
            let custom = NSItemProvider()
            custom.suggestedName = "card.json"
            custom.registerDataRepresentation(forTypeIdentifier: "com.example.card", visibility: .ownProcess) {
                completion in
                completion(Data([1, 2, 3]), nil)
                return nil
            }
            XCTAssertTrue(custom.hasItemConformingToTypeIdentifier("public.data"), "an app's own type is data")
            XCTAssertFalse(custom.hasItemConformingToTypeIdentifier("public.text"))
            XCTAssertFalse(custom.canLoadObject(ofClass: NSString.self))
            custom.loadDataRepresentation(forTypeIdentifier: "com.example.card") { data, _ in
                results.append("custom \(data.map { Array($0) } ?? [])")
            }
            let url = URL(string: "https://example.com/board?id=7")!
            let link = NSItemProvider(object: url as NSURL)
            XCTAssertEqual(link.registeredTypeIdentifiers, ["public.url"])
            XCTAssertTrue(link.canLoadObject(ofClass: URL.self))
            link.loadObject(ofClass: URL.self) { loaded, _ in results.append("url \(loaded?.absoluteString ?? "nil")") }
            pump()
            XCTAssertEqual(
                results,
                [
                    "item true", "string Kanban card", "custom [1, 2, 3]", "url https://example.com/board?id=7",
                ])
            XCTAssertEqual(custom.suggestedName, "card.json")
            let copy = try XCTUnwrap(link.copy() as? NSItemProvider)
            XCTAssertEqual(copy.registeredTypeIdentifiers, ["public.url"])
        }
    }
}
