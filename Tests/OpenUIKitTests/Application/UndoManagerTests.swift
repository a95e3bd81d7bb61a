import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A counter whose changes register their own undo, as an app's model does.
private final class Tally {
    var value = 0
    let undoManager: UndoManager

    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func set(_ newValue: Int) {
        let old = value
        undoManager.registerUndo(withTarget: self) { $0.set(old) }
        value = newValue
    }
}

final class UndoManagerTests: UIKitTestCase {
    /// What one turn of the run loop registers undoes in one step; undoing registers the redo;
    /// a new change clears the redo stack.
    func testGroupsByEventUndoAndRedo() {
        onMain {
            let manager = UndoManager()
            let tally = Tally(manager)
            tally.set(1)
            tally.set(2)
            manager.setActionName("Count")
            XCTAssertEqual(manager.groupingLevel, 1, "the first registration opened a group")
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(manager.groupingLevel, 0, "the turn's end closed it")
            tally.set(3)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(manager.undoMenuItemTitle, "Undo")
            manager.undo()
            XCTAssertEqual(tally.value, 2)
            XCTAssertEqual(manager.undoMenuItemTitle, "Undo Count")
            manager.undo()
            XCTAssertEqual(tally.value, 0, "both changes of the first turn undo together")
            XCTAssertFalse(manager.canUndo)
            XCTAssertTrue(manager.canRedo)
            XCTAssertEqual(manager.redoMenuItemTitle, "Redo Count")
            manager.redo()
            XCTAssertEqual(tally.value, 2)
            XCTAssertTrue(manager.canUndo)
            tally.set(9)
            XCTAssertTrue(manager.canRedo == false, "a new change clears what could be redone")
            UIApplication.shared.runUntilIdle()
            manager.undo()
            XCTAssertEqual(tally.value, 2)
        }
    }

    /// Explicit groups nest into their parent; registration can be turned off; the stack keeps
    /// at most `levelsOfUndo` groups; notifications come in Apple's order.
    func testExplicitGroupsLevelsAndNotifications() {
        onMain {
            let manager = UndoManager()
            manager.groupsByEvent = false
            let tally = Tally(manager)
            nonisolated(unsafe) var posted: [String] = []
            let names: [NSNotification.Name] = [
                .NSUndoManagerCheckpoint, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
                .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerDidCloseUndoGroup,
            ]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { note in
                    posted.append(note.name.rawValue.replacingOccurrences(of: "NSUndoManager", with: ""))
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }

            tally.set(5)
            XCTAssertFalse(manager.canUndo, "without a group and grouping by event, nothing is recorded")
            manager.beginUndoGrouping()
            tally.set(6)
            manager.beginUndoGrouping()
            tally.set(7)
            manager.endUndoGrouping()
            manager.disableUndoRegistration()
            tally.set(8)
            manager.enableUndoRegistration()
            manager.endUndoGrouping()
            manager.undo()
            XCTAssertEqual(tally.value, 5, "the nested group undid with its parent; 8 was never recorded")
            XCTAssertEqual(
                posted,
                [
                    "DidOpenUndoGroupNotification", "DidOpenUndoGroupNotification", "DidCloseUndoGroupNotification",
                    "DidCloseUndoGroupNotification", "CheckpointNotification", "WillUndoChangeNotification",
                    "DidUndoChangeNotification",
                ])

            manager.levelsOfUndo = 2
            for value in 10..<14 {
                manager.beginUndoGrouping()
                tally.set(value)
                manager.endUndoGrouping()
            }
            manager.undo()
            manager.undo()
            manager.undo()
            XCTAssertEqual(tally.value, 11, "only two levels were kept")
            manager.removeAllActions(withTarget: tally)
            XCTAssertFalse(manager.canRedo)
        }
    }

    /// Every window has an undo manager, which the responders in it find up the chain.
    func testRespondersFindTheirWindowsUndoManager() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView()
            window.addSubview(view)
            XCTAssertNotNil(window.undoManager)
            XCTAssertTrue(view.undoManager === window.undoManager)
            XCTAssertNil(UIView().undoManager, "a view in no window has none")
            let other = UIWindow(frame: .zero)
            XCTAssertFalse(other.undoManager === window.undoManager)
        }
    }
}
