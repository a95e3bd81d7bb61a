import Foundation
import XCTest

@testable import CoreData

/// Every predicate is answered twice: by a fetch, which the store narrows in SQL, and by
/// evaluating the predicate in memory on every object of the entity. The two must agree, for
/// predicates the translation takes whole, takes in part and leaves to memory, over values
/// chosen where SQL and Foundation differ (case and diacritic folding, canonically equivalent
/// strings, the Kelvin sign, nil, numbers of mixed kinds), and with unsaved changes in the context.
/// Sorts the store does in SQL (`StoreOrder`) are held to the sort in memory the same way.
final class PredicateTranslationTests: CoreDataTestCase {
    struct Case {
        var format: String
        var arguments: [Any] = []
        /// Whether the store takes the whole predicate in SQL (checked, so the translation
        /// cannot quietly stop).
        var exact: Bool?
    }

    private var authors: [Author] = []
    private var tags: [Tag] = []
    private var isbns: [UUID] = []
    private let born = Date(timeIntervalSinceReferenceDate: 50_000)

    private func makeLibrary(_ context: NSManagedObjectContext) throws {
        authors = ["Le Guin", "Herbert", "le guin", "Älvstrand"].enumerated().map { index, name in
            let author = Author(context: context)
            author.name = name
            author.born = index == 3 ? nil : born.addingTimeInterval(Double(index) * 1_000)
            return author
        }
        tags = ["sf", "fantasy", "short"].map { name in
            let tag = Tag(context: context)
            tag.name = name
            return tag
        }
        let titles: [String?] = [
            "The Dispossessed", "Dune", "eclair", "Éclair", "E\u{301}clair", "\u{212A}", "K", "the lathe",
            nil, "Chapter 12", "", "Dune Messiah", "Ärger", "a*b", "100%",
        ]
        isbns = (0..<4).map { _ in UUID() }
        for (index, title) in titles.enumerated() {
            let book = Book(context: context)
            book.title = title
            book.pages = Int32([100, 250, 387, 12, 500, 0, 250, 101, 99, 300, 1, 600, 42, 250, 7][index])
            book.rating = Double(index % 5) + 0.5
            if index % 4 == 3 { book.setValue(nil, forKey: "rating") }
            book.published = index % 2 == 0
            book.isbn = index < isbns.count ? isbns[index] : nil
            book.price = Decimal(index) + Decimal(string: "0.99")!
            book.author = index % 5 == 4 ? nil : authors[index % authors.count]
            book.tags = NSSet(array: Array(tags.prefix(index % 4)))
        }
        try context.save()
    }

    private func cases() -> [Case] {
        [
            Case(format: "pages > 100", exact: true),
            Case(format: "pages >= %d", arguments: [300], exact: true),
            Case(format: "pages == 250", exact: true),
            Case(format: "pages != 250", exact: true),
            Case(format: "pages < 50 OR pages > 500", exact: true),
            Case(format: "NOT (pages > 100)", exact: true),
            Case(format: "100 < pages", exact: true),
            Case(format: "pages BETWEEN {100, 300}", exact: true),
            Case(format: "pages BETWEEN %@", arguments: [[100, 300]], exact: true),
            Case(format: "pages IN %@", arguments: [[100, 250, 387]], exact: true),
            Case(format: "pages == %@", arguments: [NSNumber(value: 250)], exact: true),
            Case(format: "pages > %f", arguments: [99.5], exact: true),
            Case(format: "rating >= 2.5", exact: true),
            Case(format: "rating == nil", exact: true),
            Case(format: "rating != nil", exact: true),
            Case(format: "published == YES", exact: true),
            Case(format: "published == NO AND pages > 10", exact: true),
            Case(format: "title == 'eclair'", exact: true),
            Case(format: "title ==[c] 'ECLAIR'", exact: true),
            Case(format: "title ==[cd] 'eclair'", exact: true),
            Case(format: "title == %@", arguments: ["Éclair"], exact: true),
            Case(format: "title == 'K'", exact: true),
            Case(format: "title BEGINSWITH 'The'", exact: true),
            Case(format: "title BEGINSWITH[c] 'the'", exact: true),
            Case(format: "title ENDSWITH 'ed'", exact: true),
            Case(format: "title CONTAINS[cd] 'E'", exact: true),
            Case(format: "title CONTAINS ''", exact: true),
            Case(format: "title LIKE '*ai?'", exact: true),
            Case(format: "title LIKE[c] 'THE*'", exact: true),
            Case(format: "title LIKE 'a\\\\*b'", exact: true),
            Case(format: "title MATCHES '.*[0-9]+'", exact: true),
            Case(format: "title IN %@", arguments: [["Dune", "eclair", "nothing"]], exact: true),
            Case(format: "title IN[c] %@", arguments: [["DUNE"]], exact: true),
            Case(format: "title == nil", exact: true),
            Case(format: "title != nil", exact: true),
            Case(format: "title != 'Dune'", exact: true),
            Case(format: "'Dune' == title", exact: true),
            Case(format: "isbn == %@", arguments: [isbns[1]], exact: true),
            Case(format: "isbn != %@", arguments: [isbns[1]], exact: true),
            Case(format: "isbn IN %@", arguments: [[isbns[0], isbns[2]]], exact: true),
            Case(format: "isbn == nil", exact: true),
            Case(format: "author == %@", arguments: [authors[0]], exact: true),
            Case(format: "author != %@", arguments: [authors[0]], exact: true),
            Case(format: "author == nil", exact: true),
            Case(format: "author IN %@", arguments: [[authors[1], authors[2]]], exact: true),
            Case(format: "author.name == 'Le Guin'", exact: true),
            Case(format: "author.name BEGINSWITH[cd] 'le'", exact: true),
            Case(format: "author.name ==[cd] 'alvstrand'", exact: true),
            Case(format: "author.born > %@", arguments: [born], exact: true),
            Case(format: "author.born == nil"),
            Case(format: "author.name != 'Le Guin'"),
            Case(format: "TRUEPREDICATE", exact: true),
            Case(format: "FALSEPREDICATE", exact: true),
            Case(format: "ANY tags.name == 'sf'", exact: nil),
            Case(format: "tags.@count > 1", exact: nil),
            Case(format: "SUBQUERY(tags, $t, $t.name BEGINSWITH 's').@count > 0", exact: nil),
            Case(format: "pages > 100 AND ANY tags.name == 'sf'", exact: false),
            Case(format: "pages > 100 OR ANY tags.name == 'sf'", exact: nil),
            Case(format: "NOT (pages > 100 AND ANY tags.name == 'sf')", exact: nil),
            Case(format: "price > 3"),
            Case(format: "author == %@ AND ANY tags.name == %@", arguments: [authors[0], "fantasy"], exact: false),
            Case(format: "author.name == 'Le Guin' AND tags CONTAINS %@", arguments: [tags[0]], exact: false),
        ]
    }

    private func predicates() -> [(String, NSPredicate, Bool?)] {
        var result = cases().map { ($0.format, NSPredicate(format: $0.format, argumentArray: $0.arguments), $0.exact) }
        let big = NSPredicate(format: "pages > 100")
        let titled = NSPredicate(format: "title BEGINSWITH[c] 'd'")
        result.append(("AND of two", NSCompoundPredicate(andPredicateWithSubpredicates: [big, titled]), true))
        result.append(("OR of two", NSCompoundPredicate(orPredicateWithSubpredicates: [big, titled]), true))
        result.append(("NOT of one", NSCompoundPredicate(notPredicateWithSubpredicate: titled), true))
        result.append(("a block", NSPredicate { object, _ in ((object as? Book)?.pages ?? 0) > 100 }, nil))
        return result
    }

    /// The fetch's answer and memory's, as sorted primary keys and temporary IDs.
    private func assertBothWaysAgree(
        _ context: NSManagedObjectContext, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let all = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
        XCTAssertGreaterThan(all.count, 10)
        let engine = try XCTUnwrap(context.persistentStoreCoordinator?.persistentStores.first?.engine)
        let entity = try XCTUnwrap(all.first?.entity)
        for (format, predicate, exact) in predicates() {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = predicate
            request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: true)]
            let fetched = try context.fetch(request).map(\.objectID)
            let expected = SortOrder.sorted(all.filter { predicate.evaluate(with: $0) }, by: request.sortDescriptors!)
                .map(\.objectID)
            XCTAssertEqual(fetched, expected, "\(label): \(format)", file: file, line: line)
            let condition = engine.condition(for: predicate, entity: entity)
            switch exact {
            case true?:
                XCTAssertEqual(condition?.isExact, true, "\(format) is taken whole in SQL", file: file, line: line)
            case false?:
                XCTAssertEqual(condition?.isExact, false, "\(format) is taken in part", file: file, line: line)
            case nil: XCTAssertNil(condition, "\(format) is left to memory", file: file, line: line)
            }
        }
    }

    /// Descriptor lists and whether the store sorts by them (nil: the sort stays in memory).
    private func sorts() -> [(String, [NSSortDescriptor], Bool)] {
        [
            ("title", [NSSortDescriptor(key: "title", ascending: true)], true),
            ("title descending", [NSSortDescriptor(key: "title", ascending: false)], true),
            ("rating, with nil", [NSSortDescriptor(key: "rating", ascending: true)], true),
            ("rating descending", [NSSortDescriptor(key: "rating", ascending: false)], true),
            ("pages descending, ties", [NSSortDescriptor(key: "pages", ascending: false)], true),
            (
                "published, then title descending",
                [
                    NSSortDescriptor(key: "published", ascending: true),
                    NSSortDescriptor(key: "title", ascending: false),
                ],
                true
            ),
            ("isbn (a UUID)", [NSSortDescriptor(key: "isbn", ascending: true)], false),
            ("price (a decimal)", [NSSortDescriptor(key: "price", ascending: true)], false),
            ("author.name (a key path)", [NSSortDescriptor(key: "author.name", ascending: true)], false),
            (
                "a comparator",
                [
                    NSSortDescriptor(key: "pages", ascending: true) { a, b in
                        ((a as? Int32) ?? 0) % 7 < ((b as? Int32) ?? 0) % 7 ? .orderedAscending : .orderedSame
                    }
                ], false
            ),
        ]
    }

    /// The fetch's order and memory's, for every descriptor list, with and without a predicate.
    private func assertSortsAgree(
        _ context: NSManagedObjectContext, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let all = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
        let engine = try XCTUnwrap(context.persistentStoreCoordinator?.persistentStores.first?.engine)
        let entity = try XCTUnwrap(all.first?.entity)
        for (name, descriptors, inSQL) in sorts() {
            for predicate in [nil, NSPredicate(format: "pages > 50")] {
                let request = NSFetchRequest<Book>(entityName: "Book")
                request.predicate = predicate
                request.sortDescriptors = descriptors
                let fetched = try context.fetch(request).map(\.objectID)
                let matching = all.filter { predicate?.evaluate(with: $0) ?? true }
                let expected = SortOrder.sorted(matching, by: descriptors).map(\.objectID)
                XCTAssertEqual(
                    fetched, expected, "\(label): \(name), \(predicate == nil ? "all" : "pages > 50")", file: file,
                    line: line)
            }
            XCTAssertEqual(
                engine.order(for: descriptors, entity: entity) != nil, inSQL, "\(name) sorted in SQL", file: file,
                line: line)
        }
    }

    func testSortsDoneInSQLMatchSortsInMemory() throws {
        let container = try container()
        let context = container.viewContext
        try makeLibrary(context)
        let reader = container.newBackgroundContext()
        try reader.performAndWait { try assertSortsAgree(reader, "saved") }
        // Inserted objects sort among the saved ones, unsaved values by what they are now.
        let fresh = Book(context: context)
        fresh.title = "Eclair"
        fresh.pages = 250
        try assertSortsAgree(context, "inserted")
        let books = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
        let dune = try XCTUnwrap(books.first { $0.title == "Dune" })
        dune.title = "Aardvark"
        dune.pages = 2
        try assertSortsAgree(context, "changed")
        context.delete(fresh)
        context.rollback()
        try assertSortsAgree(context, "rolled back")
    }

    func testFetchesNarrowedInSQLMatchEvaluationInMemory() throws {
        let container = try container()
        try makeLibrary(container.viewContext)
        let context = container.newBackgroundContext()
        try context.performAndWait { try assertBothWaysAgree(context, "saved") }
    }

    /// Unsaved changes are answered from the objects: one changed to match, one changed to stop
    /// matching, one inserted and one deleted.
    func testUnsavedChangesAreAnsweredFromTheObjects() throws {
        let container = try container()
        let context = container.viewContext
        try makeLibrary(context)
        let books = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
        let dune = try XCTUnwrap(books.first { $0.title == "Dune" })
        dune.pages = 5
        dune.title = "dune, changed"
        dune.author = authors[3]
        let eclair = try XCTUnwrap(books.first { $0.title == "eclair" })
        eclair.title = "The Éclair"
        eclair.pages = 1_000
        eclair.setValue(nil, forKey: "rating")
        context.delete(try XCTUnwrap(books.first { $0.title == "K" }))
        let fresh = Book(context: context)
        fresh.title = "the new one"
        fresh.pages = 150
        fresh.author = authors[0]
        XCTAssertTrue(context.hasChanges)
        try assertBothWaysAgree(context, "unsaved")
        try context.save()
        try assertBothWaysAgree(context, "saved again")
    }
}
