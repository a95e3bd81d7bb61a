import CoreData
import Foundation
import XCTest

final class StoreTests: CoreDataTestCase {
    /// A book and its author hold each other; the context going away breaks that, so the two
    /// are freed with it (Apple leaves such cycles to `refresh(_:mergeChanges:)`), and an object
    /// still held keeps its attributes but no context.
    func testRelatedObjectsAreFreedWithTheirContext() throws {
        weak var author: Author?
        weak var context: NSManagedObjectContext?
        var kept: Book?
        do {
            let container = try container()
            let made = Author(context: container.viewContext)
            made.name = "Le Guin"
            let book = Book(context: container.viewContext)
            book.title = "The Lathe of Heaven"
            book.author = made
            XCTAssertEqual(made.books?.count, 1)
            try container.viewContext.save()
            author = made
            context = container.viewContext
            kept = book
        }
        XCTAssertNil(context)
        XCTAssertNil(author, "the author, held only by its book, went with the context")
        XCTAssertEqual(kept?.title, "The Lathe of Heaven")
        XCTAssertNil(kept?.managedObjectContext)
        XCTAssertNil(kept?.author)
    }

    func testSavedObjectsAreInTheFileForANewContainer() throws {
        let isbn = UUID()
        let born = Date(timeIntervalSinceReferenceDate: 12_345.5)
        do {
            let container = try container()
            let context = container.viewContext
            let author = Author(context: context)
            author.name = "Ursula"
            author.born = born
            XCTAssertEqual(author.awoken, 1)
            let book = Book(context: context)
            book.title = "The Dispossessed"
            book.pages = 387
            book.rating = 4.5
            book.published = true
            book.isbn = isbn
            book.price = Decimal(string: "12.99")
            book.author = author
            book.setValue(URL(string: "https://example.com/d"), forKey: "link")
            book.setValue(Data([1, 2, 3]), forKey: "cover")
            XCTAssertTrue(context.hasChanges)
            XCTAssertTrue(book.isInserted)
            XCTAssertTrue(book.objectID.isTemporaryID)
            try context.save()
            XCTAssertFalse(context.hasChanges)
            XCTAssertFalse(book.isInserted)
            XCTAssertFalse(book.objectID.isTemporaryID)
            XCTAssertEqual(book.objectID.uriRepresentation().scheme, "x-coredata")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Library.sqlite").path))
        let reopened = try container()
        let request = NSFetchRequest<Book>(entityName: "Book")
        let books = try reopened.viewContext.fetch(request)
        XCTAssertEqual(books.count, 1)
        let book = try XCTUnwrap(books.first)
        XCTAssertEqual(book.title, "The Dispossessed")
        XCTAssertEqual(book.pages, 387)
        XCTAssertEqual(book.rating, 4.5)
        XCTAssertTrue(book.published)
        XCTAssertEqual(book.isbn, isbn)
        XCTAssertEqual(book.price, Decimal(string: "12.99"))
        XCTAssertEqual(book.value(forKey: "link") as? URL, URL(string: "https://example.com/d"))
        XCTAssertEqual(book.value(forKey: "cover") as? Data, Data([1, 2, 3]))
        XCTAssertEqual(book.author?.name, "Ursula")
        XCTAssertEqual(book.author?.born, born)
        XCTAssertEqual(book.author?.books?.count, 1)
        XCTAssertTrue(book.author?.books?.firstObject as? Book === book)
    }

    func testDefaultsChangesRollbackAndChangedValues() throws {
        let context = try container().viewContext
        let book = Book(context: context)
        XCTAssertEqual(book.pages, 0)
        XCTAssertFalse(book.published)
        book.title = "Draft"
        try context.save()
        book.title = "Final"
        XCTAssertTrue(book.isUpdated)
        XCTAssertEqual(book.changedValues()["title"] as? String, "Final")
        XCTAssertEqual(book.committedValues(forKeys: ["title"])["title"] as? String, "Draft")
        XCTAssertEqual(context.updatedObjects.count, 1)
        context.rollback()
        XCTAssertEqual(book.title, "Draft")
        XCTAssertFalse(context.hasChanges)
        let fresh = Book(context: context)
        fresh.title = "Gone"
        context.rollback()
        XCTAssertNil(fresh.managedObjectContext)
        XCTAssertEqual(try context.count(for: NSFetchRequest<Book>(entityName: "Book")), 1)
    }

    func testARequiredValueMissingFailsTheSaveAndWritesNothing() throws {
        let container = try container()
        let context = container.viewContext
        let author = Author(context: context)
        let book = Book(context: context)
        book.title = "Orphan"
        XCTAssertThrowsError(try context.save()) { error in
            let error = error as NSError
            XCTAssertEqual(error.domain, NSCocoaErrorDomain)
            XCTAssertEqual(error.code, NSValidationMissingMandatoryPropertyError)
            XCTAssertEqual(error.userInfo[NSValidationKeyErrorKey] as? String, "name")
        }
        XCTAssertTrue(author.isInserted)
        let other = container.newBackgroundContext()
        let count = try other.performAndWait { try other.count(for: NSFetchRequest<Book>(entityName: "Book")) }
        XCTAssertEqual(count, 0)
        author.name = "Named"
        try context.save()
        XCTAssertEqual(try other.performAndWait { try other.count(for: NSFetchRequest<Book>(entityName: "Book")) }, 1)
    }

    func testFetchPredicatesSortLimitOffset() throws {
        let context = try container().viewContext
        for (index, title) in ["Alpha", "beta", "Gamma", "délta", "Epsilon"].enumerated() {
            let book = Book(context: context)
            book.title = title
            book.pages = Int32((index + 1) * 100)
            book.rating = Double(index)
        }
        try context.save()
        func titles(_ format: String, _ args: any CVarArg...) throws -> [String] {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: format, argumentArray: args)
            request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: true)]
            return try context.fetch(request).compactMap(\.title)
        }
        XCTAssertEqual(try titles("pages > 250"), ["Gamma", "délta", "Epsilon"])
        XCTAssertEqual(try titles("pages >= %d AND pages < %d", 200, 400), ["beta", "Gamma"])
        XCTAssertEqual(try titles("title BEGINSWITH[c] %@", "B"), ["beta"])
        XCTAssertEqual(try titles("title BEGINSWITH %@", "B"), [])
        XCTAssertEqual(try titles("title CONTAINS[cd] %@", "ELT"), ["délta"])
        XCTAssertEqual(try titles("title ENDSWITH 'on'"), ["Epsilon"])
        XCTAssertEqual(try titles("title LIKE[c] '?amm*'"), ["Gamma"])
        XCTAssertEqual(try titles("title MATCHES '[A-Z].*a'"), ["Alpha", "Gamma"])
        XCTAssertEqual(try titles("title IN %@", ["beta", "Epsilon", "none"]), ["beta", "Epsilon"])
        XCTAssertEqual(try titles("pages BETWEEN {200, 300}"), ["beta", "Gamma"])
        XCTAssertEqual(try titles("NOT (pages < 400) OR title == 'Alpha'"), ["Alpha", "délta", "Epsilon"])
        XCTAssertEqual(try titles("%K == %@", "title", "Gamma"), ["Gamma"])
        XCTAssertEqual(try titles("rating == %f", 2.0), ["Gamma"])
        XCTAssertEqual(try titles("author == nil AND pages != 100"), ["beta", "Gamma", "délta", "Epsilon"])
        XCTAssertEqual(try titles("TRUEPREDICATE").count, 5)

        let sorted = NSFetchRequest<Book>(entityName: "Book")
        sorted.sortDescriptors = [NSSortDescriptor(key: "rating", ascending: false)]
        sorted.fetchOffset = 1
        sorted.fetchLimit = 2
        XCTAssertEqual(try context.fetch(sorted).compactMap(\.title), ["délta", "Gamma"])
        let byKeyPath = NSFetchRequest<Book>(entityName: "Book")
        byKeyPath.sortDescriptors = [NSSortDescriptor(keyPath: \Book.title, ascending: true)]
        XCTAssertEqual(
            try context.fetch(byKeyPath).compactMap(\.title), ["Alpha", "Epsilon", "Gamma", "beta", "délta"])
        let counting = NSFetchRequest<Book>(entityName: "Book")
        counting.predicate = NSPredicate(format: "pages > 100")
        XCTAssertEqual(try context.count(for: counting), 4)
        let compound = NSFetchRequest<Book>(entityName: "Book")
        compound.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "pages > 100"), NSPredicate(format: "title CONTAINS 'a'"),
        ])
        compound.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        XCTAssertEqual(try context.fetch(compound).compactMap(\.title), ["Gamma", "beta", "délta"])
        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Book")
        ids.resultType = .managedObjectIDResultType
        XCTAssertEqual(try context.fetch(ids).count, 5)
        let dictionaries = NSFetchRequest<NSDictionary>(entityName: "Book")
        dictionaries.resultType = .dictionaryResultType
        dictionaries.propertiesToFetch = ["title"]
        dictionaries.predicate = NSPredicate(format: "pages == 100")
        XCTAssertEqual(try context.fetch(dictionaries).first?["title"] as? String, "Alpha")
    }

    func testPredicatesThroughRelationshipsAnyAllAndCount() throws {
        let context = try container().viewContext
        let author = Author(context: context)
        author.name = "Le Guin"
        let lonely = Author(context: context)
        lonely.name = "Nobody"
        let scifi = Tag(context: context)
        scifi.name = "sf"
        let fantasy = Tag(context: context)
        fantasy.name = "fantasy"
        for (title, tags) in [("Dispossessed", [scifi]), ("Earthsea", [fantasy]), ("Lathe", [scifi, fantasy])] {
            let book = Book(context: context)
            book.title = title
            book.author = author
            book.tags = NSSet(array: tags)
        }
        try context.save()
        func authors(_ format: String, _ args: any CVarArg...) throws -> [String] {
            let request = NSFetchRequest<Author>(entityName: "Author")
            request.predicate = NSPredicate(format: format, argumentArray: args)
            return try context.fetch(request).compactMap(\.name)
        }
        XCTAssertEqual(try authors("books.@count == 3"), ["Le Guin"])
        XCTAssertEqual(try authors("books.@count == 0"), ["Nobody"])
        XCTAssertEqual(try authors("ANY books.title == 'Earthsea'"), ["Le Guin"])
        XCTAssertEqual(try authors("ALL books.title BEGINSWITH 'Z'"), ["Nobody"])
        XCTAssertEqual(try authors("SUBQUERY(books, $b, $b.tags.@count == 2).@count == 1"), ["Le Guin"])
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "author == %@ AND ANY tags.name == %@", author, "fantasy")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        XCTAssertEqual(try context.fetch(request).compactMap(\.title), ["Earthsea", "Lathe"])
        let byName = NSFetchRequest<Book>(entityName: "Book")
        byName.predicate = NSPredicate(format: "author.name == 'Le Guin' AND tags CONTAINS %@", scifi)
        XCTAssertEqual(Set(try context.fetch(byName).compactMap(\.title)), ["Dispossessed", "Lathe"])
        let block = NSFetchRequest<Book>(entityName: "Book")
        block.predicate = NSPredicate { object, _ in (object as? Book)?.title?.count == 5 }
        XCTAssertEqual(try context.fetch(block).compactMap(\.title), ["Lathe"])
    }

    func testManyToManyAndOrderedRelationshipsPersist() throws {
        do {
            let context = try container().viewContext
            let author = Author(context: context)
            author.name = "A"
            let tags = (0..<3).map { index -> Tag in
                let tag = Tag(context: context)
                tag.name = "t\(index)"
                return tag
            }
            let books = ["third", "first", "second"].map { title -> Book in
                let book = Book(context: context)
                book.title = title
                return book
            }
            author.books = NSOrderedSet(array: books)
            books[0].tags = NSSet(array: [tags[0], tags[2]])
            books[1].tags = NSSet(array: [tags[2]])
            XCTAssertTrue(books[2].author === author)
            XCTAssertEqual((tags[2].value(forKey: "books") as? NSSet)?.count, 2)
            try context.save()
        }
        let context = try container().viewContext
        let request = NSFetchRequest<Author>(entityName: "Author")
        let author = try XCTUnwrap(try context.fetch(request).first)
        XCTAssertEqual(author.books?.array.compactMap { ($0 as? Book)?.title }, ["third", "first", "second"])
        let tagRequest = NSFetchRequest<Tag>(entityName: "Tag")
        tagRequest.predicate = NSPredicate(format: "name == 't2'")
        let tag = try XCTUnwrap(try context.fetch(tagRequest).first)
        let titles = ((tag.value(forKey: "books") as? NSSet)?.allObjects as? [Book])?.compactMap(\.title)
        XCTAssertEqual(Set(titles ?? []), ["third", "first"])
    }

    func testDeleteRulesCascadeNullifyAndDeny() throws {
        let container = try container()
        let context = container.viewContext
        let author = Author(context: context)
        author.name = "A"
        let tag = Tag(context: context)
        tag.name = "keep"
        let book = Book(context: context)
        book.title = "B"
        book.author = author
        book.tags = NSSet(object: tag)
        let loose = Book(context: context)
        loose.title = "Loose"
        try context.save()

        context.delete(tag)
        XCTAssertThrowsError(try context.save()) { error in
            XCTAssertEqual((error as NSError).code, NSValidationRelationshipDeniedDeleteError)
        }
        context.rollback()
        XCTAssertFalse(tag.isDeleted)

        context.delete(author)
        XCTAssertTrue(author.isDeleted)
        XCTAssertTrue(book.isDeleted, "cascade")
        XCTAssertEqual((tag.value(forKey: "books") as? NSSet)?.count, 0, "the book's nullify rule cut the inverse")
        try context.save()
        XCTAssertNil(author.managedObjectContext)
        let reopened = try self.container()
        let books = try reopened.viewContext.fetch(NSFetchRequest<Book>(entityName: "Book"))
        XCTAssertEqual(books.compactMap(\.title), ["Loose"])
        let tags = try reopened.viewContext.fetch(NSFetchRequest<Tag>(entityName: "Tag"))
        XCTAssertEqual(tags.count, 1)
        XCTAssertEqual((tags.first?.value(forKey: "books") as? NSSet)?.count, 0)
        context.delete(tag)
        try context.save()
        XCTAssertEqual(try reopened.viewContext.count(for: NSFetchRequest<Tag>(entityName: "Tag")), 0)
    }

    func testBackgroundSavesReachTheViewContextAndMergePolicies() throws {
        let container = try container()
        let view = container.viewContext
        let book = Book(context: view)
        book.title = "Shared"
        try view.save()
        let id = book.objectID

        let background = container.newBackgroundContext()
        try background.performAndWait {
            let copy = try XCTUnwrap(try background.existingObject(with: id) as? Book)
            copy.pages = 10
            let extra = Book(context: background)
            extra.title = "From the background"
            try background.save()
        }
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        XCTAssertEqual(try view.fetch(request).compactMap(\.title), ["From the background", "Shared"])

        // The view context read the row before the background save: a save of its own conflicts.
        book.title = "Mine"
        XCTAssertThrowsError(try view.save()) { error in
            XCTAssertEqual((error as NSError).code, NSManagedObjectMergeError)
        }
        view.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        try view.save()
        try background.performAndWait {
            let copy = try XCTUnwrap(try background.existingObject(with: id) as? Book)
            background.refresh(copy, mergeChanges: false)
            XCTAssertEqual(copy.title, "Mine")
            XCTAssertEqual(copy.pages, 10, "the other save's change survives the merge")
        }
    }

    func testChildContextSavesIntoItsParent() throws {
        let container = try container()
        let view = container.viewContext
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = view
        try child.performAndWait {
            let author = Author(context: child)
            author.name = "Child"
            let book = Book(context: child)
            book.title = "Nested"
            book.author = author
            try child.save()
        }
        XCTAssertTrue(view.hasChanges)
        let fetched = try view.fetch(NSFetchRequest<Book>(entityName: "Book"))
        XCTAssertEqual(fetched.first?.author?.name, "Child")
        try view.save()
        let reopened = try self.container()
        XCTAssertEqual(try reopened.viewContext.fetch(NSFetchRequest<Book>(entityName: "Book")).first?.title, "Nested")
    }

    func testBatchDeleteRemovesMatchingRows() throws {
        let container = try container()
        let context = container.viewContext
        for index in 0..<6 {
            let book = Book(context: context)
            book.pages = Int32(index)
        }
        try context.save()
        let fetch = NSFetchRequest<any NSFetchRequestResult>(entityName: "Book")
        fetch.predicate = NSPredicate(format: "pages >= 4")
        let delete = NSBatchDeleteRequest(fetchRequest: fetch)
        delete.resultType = .resultTypeCount
        let result = try context.execute(delete) as? NSBatchDeleteResult
        XCTAssertEqual(result?.result as? Int, 2)
        XCTAssertEqual(try container.newBackgroundContext().count(for: NSFetchRequest<Book>(entityName: "Book")), 4)
    }

    func testInMemoryAndDevNullStoresKeepNothing() throws {
        for type in [NSInMemoryStoreType, NSSQLiteStoreType] {
            let model = try XCTUnwrap(Self.model)
            let container = NSPersistentContainer(name: "Memory", managedObjectModel: model)
            let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
            description.type = type
            container.persistentStoreDescriptions = [description]
            container.loadPersistentStores { _, error in XCTAssertNil(error) }
            let book = Book(context: container.viewContext)
            book.title = "Ephemeral"
            try container.viewContext.save()
            XCTAssertEqual(try container.viewContext.count(for: NSFetchRequest<Book>(entityName: "Book")), 1)
        }
    }

    func testACorruptStoreFileIsAnErrorNotACrash() throws {
        let url = folder.appendingPathComponent("Library.sqlite")
        try Data(repeating: 0x5A, count: 4096).write(to: url)
        XCTAssertThrowsError(try container()) { error in
            XCTAssertEqual((error as NSError).code, NSPersistentStoreOpenError)
        }
    }
}
