import CoreData
import Foundation
import XCTest

/// Query generations: a pinned context reads the store as it was when its generation was taken,
/// while other contexts save; saving, resetting or unpinning moves it on.
final class QueryGenerationTests: CoreDataTestCase {
    private func titles(in context: NSManagedObjectContext) throws -> [String] {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        return try context.fetch(request).compactMap(\.title)
    }

    private func add(_ title: String, in context: NSManagedObjectContext) throws {
        try context.performAndWait {
            let book = Book(context: context)
            book.title = title
            try context.save()
        }
    }

    func testAContextPinnedToCurrentReadsItsGenerationUntilItMovesOn() throws {
        let container = try container()
        let writer = container.newBackgroundContext()
        try add("A", in: writer)
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            XCTAssertNil(reader.queryGenerationToken, "a context starts unpinned")
            try reader.setQueryGenerationFrom(.current)
            // The generation is taken at the first read.
            try add("B", in: writer)
            XCTAssertEqual(try titles(in: reader), ["A", "B"])
            XCTAssertNotNil(reader.queryGenerationToken)
        }
        try add("C", in: writer)
        try reader.performAndWait {
            XCTAssertEqual(try titles(in: reader), ["A", "B"], "C was saved after the generation was taken")
            let count = try reader.count(for: NSFetchRequest<Book>(entityName: "Book"))
            XCTAssertEqual(count, 2)
            // reset() moves the context to the newest data.
            reader.reset()
            XCTAssertEqual(try titles(in: reader), ["A", "B", "C"])
        }
        try add("D", in: writer)
        try reader.performAndWait {
            XCTAssertEqual(try titles(in: reader), ["A", "B", "C"], "pinned again after the reset")
            try reader.setQueryGenerationFrom(nil)
            XCTAssertNil(reader.queryGenerationToken)
            XCTAssertEqual(try titles(in: reader), ["A", "B", "C", "D"])
        }
    }

    func testAnotherContextsTokenPinsToItsGenerationAndASaveMovesOn() throws {
        let container = try container()
        let writer = container.newBackgroundContext()
        try add("A", in: writer)
        let first = container.newBackgroundContext()
        let token = try first.performAndWait { () -> NSQueryGenerationToken? in
            try first.setQueryGenerationFrom(.current)
            return first.queryGenerationToken
        }
        try add("B", in: writer)
        let second = container.newBackgroundContext()
        try second.performAndWait {
            XCTAssertEqual(try titles(in: second), ["A", "B"])
            try second.setQueryGenerationFrom(try XCTUnwrap(token))
            XCTAssertEqual(try titles(in: second), ["A"], "the generation of the first context")
            XCTAssertTrue(second.queryGenerationToken === token)
            // A save of its own moves the context to the newest data, its own row included.
            let book = Book(context: second)
            book.title = "S"
            try second.save()
            XCTAssertEqual(try titles(in: second), ["A", "B", "S"])
        }
        try first.performAndWait { XCTAssertEqual(try titles(in: first), ["A"]) }
    }

    func testAStoreInMemoryRefusesAGenerationAndStaysUnpinned() throws {
        let container = try container(type: NSInMemoryStoreType)
        let context = container.viewContext
        XCTAssertThrowsError(try context.setQueryGenerationFrom(.current)) { error in
            XCTAssertEqual((error as NSError).code, NSPersistentStoreOperationError)
        }
        XCTAssertNil(context.queryGenerationToken)
        let other = try self.container("Other")
        let token = try other.viewContext.performAndWait { () -> NSQueryGenerationToken? in
            try other.viewContext.setQueryGenerationFrom(.current)
            return other.viewContext.queryGenerationToken
        }
        let onFile = try self.container("Third").newBackgroundContext()
        try onFile.performAndWait {
            XCTAssertThrowsError(try onFile.setQueryGenerationFrom(try XCTUnwrap(token)), "a token of other stores")
            XCTAssertNil(onFile.queryGenerationToken)
        }
    }
}

/// The accessors the port writes for Xcode's ordered to-many accessors (`insertInto…(_:at:)`,
/// `removeFrom…(at:)`, `replace…(at:with:)`), on the fixture's ordered `Author.books`.
final class OrderedAccessorTests: CoreDataTestCase {
    func testIndexedAccessorsEditTheOrderAndRefuseIndexesOutside() throws {
        let context = try container().viewContext
        let author = Author(context: context)
        author.name = "A"
        let books = ["a", "b", "c", "d"].map { title -> Book in
            let book = Book(context: context)
            book.title = title
            return book
        }
        func order() -> [String] { author.books?.array.compactMap { ($0 as? Book)?.title } ?? [] }
        author.addManagedObjects(books[0], forKey: "books")
        author.insertManagedObjects(books[1], at: 0, forKey: "books")
        XCTAssertEqual(order(), ["b", "a"])
        author.insertManagedObjects(
            [books[2], books[3]], at: NSIndexSet(indexesIn: NSRange(location: 1, length: 2)), forKey: "books")
        XCTAssertEqual(order(), ["b", "c", "d", "a"])
        author.replaceManagedObjects(at: 0, with: books[1], forKey: "books")
        author.removeManagedObjects(at: 3, forKey: "books")
        XCTAssertEqual(order(), ["b", "c", "d"])
        XCTAssertTrue(books[0].author == nil, "the removed book's inverse is cleared")
        author.removeManagedObjects(at: 9, forKey: "books")
        author.insertManagedObjects(books[0], at: 7, forKey: "books")
        XCTAssertEqual(order(), ["b", "c", "d"], "indexes outside are refused")
        author.removeManagedObjects(at: NSIndexSet(indexesIn: NSRange(location: 0, length: 2)), forKey: "books")
        XCTAssertEqual(order(), ["d"])
        XCTAssertTrue(author.description.contains("books = ("), "relationships print as object IDs")
        try context.save()
        let reread = try container("Library").viewContext
        let saved = try XCTUnwrap(try reread.fetch(NSFetchRequest<Author>(entityName: "Author")).first)
        XCTAssertEqual(saved.books?.array.compactMap { ($0 as? Book)?.title }, ["d"])
    }
}
