import CoreData
import TestSupport
import XCTest

final class UndoByEventTests: CoreDataTestCase {
    /// On the main queue the manager groups by event: what one turn of the run loop changed
    /// undoes in one step.
    func testOnTheMainQueueOneEventUndoesInOneStep() throws {
        let container = try container()
        let context = container.viewContext
        context.undoManager = UndoManager()
        let book = Book(context: context)
        book.title = "first"
        book.pages = 10
        try context.save()
        MainActor.assumeIsolated { pump() }
        book.title = "second"
        book.pages = 20
        context.undo()
        XCTAssertEqual(book.title, "first")
        XCTAssertEqual(book.pages, 10)
        XCTAssertFalse(context.hasChanges)
    }
}
