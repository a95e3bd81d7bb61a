import CoreData
import XCTest

final class BatchUpdateTests: CoreDataTestCase {
    /// The matching rows change in the store; the context keeps what it holds until it merges
    /// the IDs, and a save of an object read before the update is a conflict.
    func testMatchingRowsChangeInTheStoreAndContextsMergeThem() throws {
        let container = try container()
        let context = container.viewContext
        for (index, title) in ["a", "b", "c", "d"].enumerated() {
            let book = Book(context: context)
            book.title = title
            book.pages = Int32(index * 100)
        }
        try context.save()
        let books = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))

        let update = NSBatchUpdateRequest(entityName: "Book")
        update.predicate = NSPredicate(format: "pages >= 200")
        update.propertiesToUpdate = ["published": true, "rating": NSNull()]
        update.resultType = .updatedObjectIDsResultType
        let result = try XCTUnwrap(try context.execute(update) as? NSBatchUpdateResult)
        let ids = try XCTUnwrap(result.result as? [NSManagedObjectID])
        XCTAssertEqual(Set(ids), Set(books.filter { $0.pages >= 200 }.map(\.objectID)))
        XCTAssertTrue(books.allSatisfy { !$0.published }, "the context still holds what it read")

        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: "published == YES AND rating == nil")
            XCTAssertEqual(Set(try reader.fetch(request).compactMap(\.title)), ["c", "d"])
        }

        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSUpdatedObjectsKey: ids], into: [context])
        XCTAssertEqual(Set(books.filter(\.published).compactMap(\.title)), ["c", "d"])

        let count = NSBatchUpdateRequest(entity: try XCTUnwrap(books.first?.entity))
        count.propertiesToUpdate = ["pages": 7]
        count.resultType = .updatedObjectsCountResultType
        XCTAssertEqual((try context.execute(count) as? NSBatchUpdateResult)?.result as? Int, 4)

        // An object changed here since the update no longer matches its row: the save fails
        // under the default merge policy, and nothing is written.
        let stale = try XCTUnwrap(books.first { $0.title == "a" })
        stale.title = "a, renamed"
        XCTAssertThrowsError(try context.save())

        let refused = NSBatchUpdateRequest(entityName: "Book")
        refused.propertiesToUpdate = ["author": NSNull()]
        XCTAssertThrowsError(try context.execute(refused)) { error in
            XCTAssertEqual((error as NSError).code, NSPersistentStoreOperationError)
        }
    }
}
