import CoreData
import XCTest

/// Undo through the context's undo manager. This file imports only Core Data, as an app's model
/// file does: `UndoManager()` here must be the type the context takes.
final class UndoTests: CoreDataTestCase {
    private func grouped(_ manager: UndoManager, _ body: () -> Void) {
        manager.beginUndoGrouping()
        body()
        manager.endUndoGrouping()
    }

    func testValuesInsertsAndDeletesUndoAndRedoInGroups() throws {
        let container = try container()
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let manager = UndoManager()
            manager.groupsByEvent = false
            XCTAssertNil(context.undoManager, "none by default, as on iOS")
            context.undoManager = manager

            var author: Author!
            var book: Book!
            grouped(manager) {
                author = Author(context: context)
                book = Book(context: context)
                author.name = "Le Guin"
                book.title = "The Dispossessed"
                book.author = author
            }
            try context.save()
            grouped(manager) {
                book.title = "The Word for World Is Forest"
                book.pages = 189
            }
            XCTAssertTrue(context.hasChanges)
            context.undo()
            XCTAssertEqual(book.title, "The Dispossessed")
            XCTAssertEqual(book.pages, 0)
            XCTAssertFalse(book.isUpdated, "back at its saved values")
            XCTAssertTrue(manager.canRedo)
            context.redo()
            XCTAssertEqual(book.title, "The Word for World Is Forest")
            XCTAssertEqual(book.pages, 189)
            try context.save()

            // A relationship undoes on both sides.
            var other: Author!
            grouped(manager) {
                other = Author(context: context)
                other.name = "Herbert"
                book.author = other
            }
            XCTAssertEqual(author.books?.count, 0)
            context.undo()
            XCTAssertTrue(book.author === author)
            XCTAssertEqual(author.books?.count, 1)
            XCTAssertFalse(context.insertedObjects.contains(other), "its insert was in the group")

            // A delete undoes, its cascade and nullify with it; then the insert of `other` too.
            grouped(manager) { context.delete(author) }
            XCTAssertTrue(author.isDeleted)
            XCTAssertTrue(book.isDeleted, "cascaded from the author")
            context.undo()
            XCTAssertFalse(author.isDeleted)
            XCTAssertFalse(book.isDeleted)
            XCTAssertTrue(book.author === author)
            try context.save()

            let reread = container.newBackgroundContext()
            try reread.performAndWait {
                let books = try reread.fetch(NSFetchRequest<Book>(entityName: "Book"))
                XCTAssertEqual(books.map(\.title), ["The Word for World Is Forest"])
                XCTAssertEqual(books.first?.author?.name, "Le Guin")
            }

            // An undone insert leaves nothing to save; rollback forgets the actions.
            var dropped: Book!
            grouped(manager) {
                dropped = Book(context: context)
                dropped.title = "not kept"
            }
            manager.undo()
            XCTAssertFalse(context.insertedObjects.contains(dropped))
            grouped(manager) { book.pages = 1 }
            context.rollback()
            XCTAssertFalse(manager.canUndo)
            XCTAssertEqual(book.pages, 189)
        }
    }
}
