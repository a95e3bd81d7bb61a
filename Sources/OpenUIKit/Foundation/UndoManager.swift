import Foundation

/// Foundation's undo manager, which Linux's Foundation does not have: undo and redo stacks of
/// groups of registered actions, as Apple's `UndoManager` keeps them.
///
/// An action is registered with `registerUndo(withTarget:handler:)` (or a selector, performed
/// through the target's registered actions as `perform(_:with:)` does). With `groupsByEvent`
/// (the default) the first registration opens a group that closes at the end of the main run
/// loop's turn, so what one event changes undoes in one step; on other threads, or with it off,
/// groups are opened and closed by `beginUndoGrouping()` and `endUndoGrouping()`. Actions
/// registered while undoing go on the redo stack; a new action clears the redo stack. Each
/// change posts Apple's notifications (`NSUndoManagerDidUndoChange` and the rest). Targets are
/// held weakly (Apple's does not retain them either): an action whose target is gone does
/// nothing. A selector action reaches a responder's registered actions. As Apple's, one manager
/// is for one thread at a time.
open class UndoManager: NSObject, @unchecked Sendable {
    /// One undoable step: actions, performed last first, and its name.
    private struct Group {
        var actions: [(target: AnyObject, perform: () -> Void)] = []
        var name = ""
        var isDiscardable = false
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups being built, outermost first.
    private var openGroups: [Group] = []
    private var disabledCount = 0
    private var autoGroupOpen = false
    private var state: (undoing: Bool, redoing: Bool) = (false, false)

    /// Whether a registration with no group open opens one that the run loop's turn closes.
    open var groupsByEvent = true
    /// The most groups kept on the undo stack; 0 keeps all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// The run loop modes the manager closes groups in; kept for API parity (the main run loop
    /// here has one mode).
    open var runLoopModes: [RunLoop.Mode] = [.default]

    public override init() {
        super.init()
    }

    // MARK: Grouping

    /// Opens a group: what is registered until the matching `endUndoGrouping()` undoes as one.
    open func beginUndoGrouping() {
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group; a nested group joins its parent, an outer one goes on
    /// the stack. Closing with no group open is a programming error Apple's raises on; here it
    /// is reported and ignored.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            FileHandle.standardError.write(Data("UndoManager: endUndoGrouping called with no open group\n".utf8))
            return
        }
        post(.NSUndoManagerWillCloseUndoGroup)
        if var parent = openGroups.popLast() {
            parent.actions += group.actions
            if parent.name.isEmpty { parent.name = group.name }
            openGroups.append(parent)
        } else if !group.actions.isEmpty {
            if state.undoing {
                redoStack.append(group)
            } else {
                undoStack.append(group)
                trim()
            }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }

    /// Stops recording registrations until `enableUndoRegistration()`; calls nest.
    open func disableUndoRegistration() { disabledCount += 1 }
    /// Ends one `disableUndoRegistration()`.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    // MARK: Registering

    /// Registers `handler`, called with `target`, to undo the change just made.
    public func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
        record(target) { [weak target] in
            if let target { handler(target) }
        }
    }

    /// Registers `selector`, sent to `target` with `anObject`, to undo the change just made. The
    /// target must answer the selector (`NSObject.responds(to:)` through its registered actions).
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        let object = target as AnyObject
        record(object) { [weak object] in
            guard let responder = object as? UIResponder, Thread.isMainThread else { return }
            // On the main thread, where the action was registered: the argument stays there.
            nonisolated(unsafe) let argument = anObject
            MainActor.assumeIsolated { _ = responder.perform(selector, with: argument) }
        }
    }

    private func record(_ target: AnyObject, _ perform: @escaping () -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                FileHandle.standardError.write(
                    Data("UndoManager: registration with no open group and groupsByEvent off is ignored\n".utf8))
                return
            }
            beginUndoGrouping()
            autoGroupOpen = true
            closeAtEndOfTurn()
        }
        openGroups[openGroups.count - 1].actions.append((target, perform))
        if !state.undoing, !state.redoing { redoStack.removeAll() }
    }

    private func closeAtEndOfTurn() {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            UIApplication.shared.runLoop.performAtEndOfTurn { [weak self] in self?.closeAutomaticGroup() }
        }
    }

    private func closeAutomaticGroup() {
        guard autoGroupOpen else { return }
        autoGroupOpen = false
        post(.NSUndoManagerCheckpoint)
        while !openGroups.isEmpty { endUndoGrouping() }
    }

    // MARK: Undoing

    /// Whether there is a group to undo (an open automatic group counts).
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether an undo is running.
    open var isUndoing: Bool { state.undoing }
    /// Whether a redo is running.
    open var isRedoing: Bool { state.redoing }

    /// Closes the automatic group if it is the only one open, then undoes the last group.
    open func undo() {
        if autoGroupOpen, openGroups.count == 1 { closeAutomaticGroup() }
        guard openGroups.isEmpty else {
            FileHandle.standardError.write(Data("UndoManager: undo with a group open is ignored\n".utf8))
            return
        }
        undoNestedGroup()
    }

    /// Undoes the last group on the undo stack; what its actions register goes on the redo stack.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        state.undoing = true
        run(group, into: &redoStack)
        state.undoing = false
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last undone group; what its actions register goes back on the undo stack.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        state.redoing = true
        run(group, into: &undoStack)
        state.redoing = false
        post(.NSUndoManagerDidRedoChange)
    }

    private func run(_ group: Group, into stack: inout [Group]) {
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action.perform() }
        let recorded = openGroups.removeLast()
        if !recorded.actions.isEmpty { stack.append(recorded) }
    }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        autoGroupOpen = false
    }

    /// Forgets the actions registered on `target` (groups left empty go too).
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func strip(_ groups: inout [Group]) {
            for index in groups.indices { groups[index].actions.removeAll { $0.target === object } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
        for index in openGroups.indices { openGroups[index].actions.removeAll { $0.target === object } }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    // MARK: Names

    /// Names the group being built (or the last one), as the Undo menu item shows it.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Marks the group being built as one that changes nothing worth keeping a document dirty for.
    open func setActionIsDiscardable(_ discardable: Bool) {
        if !openGroups.isEmpty { openGroups[openGroups.count - 1].isDiscardable = discardable }
    }

    /// The name of what `undo()` would undo.
    open var undoActionName: String { openGroups.first?.name ?? undoStack.last?.name ?? "" }
    /// The name of what `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// Whether what `undo()` would undo is discardable.
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }
    /// Whether what `redo()` would redo is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }
    /// "Undo" followed by the action's name, as the Edit menu shows it.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo <name>", or "Undo" for an unnamed action.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }
    /// "Redo <name>", or "Redo" for an unnamed action.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    private func post(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// The names of the notifications an undo manager posts, as Foundation spells them.
extension NSNotification.Name {
    /// Posted before an undo manager closes a group or undoes or redoes one.
    public static let NSUndoManagerCheckpoint = NSNotification.Name("NSUndoManagerCheckpointNotification")
    /// Posted before an undo runs.
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted before a redo runs.
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after an undo ran.
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted after a redo ran.
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when a group opens.
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before a group closes.
    public static let NSUndoManagerWillCloseUndoGroup = NSNotification.Name(
        "NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after a group closed.
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
