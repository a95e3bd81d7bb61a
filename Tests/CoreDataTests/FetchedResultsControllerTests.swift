import CoreData
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// A table's rows kept by applying a controller's reported changes as `UITableView`'s batch
/// updates apply them: removals at old index paths, then insertions at new ones.
final class ChangeRecorder: NSObject, NSFetchedResultsControllerDelegate {
    var sections: [(name: String, rows: [NSManagedObject])] = []
    var batches = 0
    var counts: [NSFetchedResultsChangeType: Int] = [:]
    private var removals: [IndexPath] = []
    private var insertions: [(IndexPath, NSManagedObject)] = []
    private var sectionRemovals: [Int] = []
    private var sectionInsertions: [(Int, String)] = []
    private var inBatch = false

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        XCTAssertFalse(inBatch)
        inBatch = true
        removals = []
        insertions = []
        sectionRemovals = []
        sectionInsertions = []
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {
        XCTAssertTrue(inBatch)
        if type == .delete { sectionRemovals.append(sectionIndex) }
        if type == .insert { sectionInsertions.append((sectionIndex, sectionInfo.name)) }
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        XCTAssertTrue(inBatch)
        counts[type, default: 0] += 1
        guard let id = anObject as? NSManagedObject else { return XCTFail("not an object: \(anObject)") }
        switch type {
        case .delete: removals.append(indexPath!)
        case .insert: insertions.append((newIndexPath!, id))
        case .move:
            removals.append(indexPath!)
            insertions.append((newIndexPath!, id))
        case .update:
            XCTAssertEqual(sections[indexPath!.section].rows[indexPath!.item], id)
        }
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        XCTAssertTrue(inBatch)
        inBatch = false
        batches += 1
        for path in removals.sorted(by: >) { sections[path.section].rows.remove(at: path.item) }
        for index in sectionRemovals.sorted(by: >) {
            XCTAssertTrue(sections[index].rows.isEmpty, "a deleted section still has rows")
            sections.remove(at: index)
        }
        for (index, name) in sectionInsertions.sorted(by: { $0.0 < $1.0 }) { sections.insert((name, []), at: index) }
        for (path, id) in insertions.sorted(by: { $0.0 < $1.0 }) {
            sections[path.section].rows.insert(id, at: path.item)
        }
    }
}

/// A delegate taking the snapshot form: it gets no per-object calls.
final class SnapshotRecorder: NSObject, NSFetchedResultsControllerDelegate {
    var snapshots: [(sections: [String], items: Int)] = []
    var objectCalls = 0

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
    ) {
        let state = MainActor.assumeIsolated {
            (snapshot.sectionIdentifiers.compactMap { $0 as? String }, snapshot.numberOfItems)
        }
        snapshots.append(state)
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        objectCalls += 1
    }
}

final class FetchedResultsControllerTests: CoreDataTestCase {
    private func request() -> NSFetchRequest<Book> {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [
            NSSortDescriptor(key: "published", ascending: true), NSSortDescriptor(key: "pages", ascending: true),
            NSSortDescriptor(key: "title", ascending: true),
        ]
        return request
    }

    func testSectionsObjectsAndIndexPaths() throws {
        let context = try container().viewContext
        for (title, pages, published) in [("a", 3, false), ("b", 1, true), ("c", 2, false)] {
            let book = Book(context: context)
            book.title = title
            book.pages = Int32(pages)
            book.published = published
        }
        try context.save()
        let controller = NSFetchedResultsController(
            fetchRequest: request(), managedObjectContext: context, sectionNameKeyPath: "published", cacheName: nil)
        XCTAssertNil(controller.fetchedObjects)
        try controller.performFetch()
        XCTAssertEqual(controller.sections?.map(\.name), ["0", "1"])
        XCTAssertEqual(controller.sections?.map(\.numberOfObjects), [2, 1])
        XCTAssertEqual(controller.fetchedObjects?.compactMap(\.title), ["c", "a", "b"])
        XCTAssertEqual(controller.object(at: IndexPath(item: 1, section: 0)).title, "a")
        let b = try XCTUnwrap(controller.fetchedObjects?.last)
        XCTAssertEqual(controller.indexPath(forObject: b), IndexPath(item: 0, section: 1))
        XCTAssertEqual(controller.sectionIndexTitles, ["0", "1"])
    }

    func testAThousandRandomChangesLeaveTheRowsOfAFreshFetch() throws {
        let context = try container().viewContext
        var random = SplitMix64(seed: 35)
        var books: [Book] = []
        for index in 0..<20 {
            let book = Book(context: context)
            book.title = "seed \(index)"
            book.pages = Int32.random(in: 0..<50, using: &random)
            book.published = Bool.random(using: &random)
            books.append(book)
        }
        try context.save()
        let controller = NSFetchedResultsController(
            fetchRequest: request(), managedObjectContext: context, sectionNameKeyPath: "published", cacheName: nil)
        let recorder = ChangeRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        recorder.sections = (controller.sections ?? []).map { section in
            (section.name, (section.objects ?? []).compactMap { $0 as? NSManagedObject })
        }
        for step in 0..<1000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                let book = Book(context: context)
                book.title = "book \(step)"
                book.pages = Int32.random(in: 0..<50, using: &random)
                book.published = Bool.random(using: &random)
                books.append(book)
            case 3..<5 where !books.isEmpty:
                context.delete(books.remove(at: Int.random(in: 0..<books.count, using: &random)))
            case 5..<8 where !books.isEmpty:
                books[Int.random(in: 0..<books.count, using: &random)].pages = Int32.random(in: 0..<50, using: &random)
            case 8 where !books.isEmpty:
                books[Int.random(in: 0..<books.count, using: &random)].published.toggle()
            default:
                if !books.isEmpty { books[Int.random(in: 0..<books.count, using: &random)].rating += 1 }
            }
            if step % 100 == 99 { try context.save() } else { context.processPendingChanges() }
        }
        let fresh = try context.fetch(request())
        var expected: [(String, [NSManagedObjectID])] = []
        let rows = recorder.sections.map { $0.rows.map(\.objectID) }
        for book in fresh {
            let name = book.published ? "1" : "0"
            if expected.last?.0 == name {
                expected[expected.count - 1].1.append(book.objectID)
            } else {
                expected.append((name, [book.objectID]))
            }
        }
        XCTAssertEqual(recorder.sections.map(\.name), expected.map(\.0))
        XCTAssertEqual(rows, expected.map(\.1))
        XCTAssertGreaterThan(recorder.batches, 500)
        XCTAssertGreaterThan(recorder.counts[.insert] ?? 0, 100)
        XCTAssertGreaterThan(recorder.counts[.delete] ?? 0, 100)
        XCTAssertGreaterThan(recorder.counts[.move] ?? 0, 100)
        XCTAssertGreaterThan(recorder.counts[.update] ?? 0, 50)
    }

    func testADelegateTakingSnapshotsGetsNoObjectCalls() throws {
        let context = try container().viewContext
        let controller = NSFetchedResultsController(
            fetchRequest: request(), managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        let recorder = SnapshotRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        let book = Book(context: context)
        book.title = "x"
        context.processPendingChanges()
        let other = Book(context: context)
        other.title = "y"
        try context.save()
        // The last is the save's: the same rows, their object IDs now permanent.
        XCTAssertEqual(recorder.snapshots.map(\.items), [1, 2, 2])
        XCTAssertEqual(recorder.snapshots.last?.sections, [""])
        XCTAssertEqual(recorder.objectCalls, 0)
    }
}

/// A delegate written as Apple's template writes it: the reference bridged to the Swift snapshot
/// with `as`, and applied.
final class BridgingSnapshotRecorder: NSObject, NSFetchedResultsControllerDelegate {
    var bridged: [NSDiffableDataSourceSnapshot<String, NSManagedObjectID>] = []

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
    ) {
        let snapshot = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
        bridged.append(snapshot)
    }
}

final class SnapshotBridgingTests: CoreDataTestCase {
    func testTheReferenceBridgesToTheSwiftSnapshotAndBack() throws {
        let context = try container().viewContext
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        let recorder = BridgingSnapshotRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        let books = ["b", "a"].map { title in
            let book = Book(context: context)
            book.title = title
            return book
        }
        try context.save()
        let last = try XCTUnwrap(recorder.bridged.last)
        XCTAssertEqual(last.sectionIdentifiers, [""])
        XCTAssertEqual(last.itemIdentifiers, [books[1].objectID, books[0].objectID])

        MainActor.assumeIsolated {
            let back = last as NSDiffableDataSourceSnapshotReference
            XCTAssertEqual(back.numberOfItems, 2)
            XCTAssertEqual(back.itemIdentifiers.compactMap { $0 as? NSManagedObjectID }, last.itemIdentifiers)
            // From `Any`, a cast bridges only when every identifier is of the snapshot's types.
            let held: Any = back
            XCTAssertNil(held as? NSDiffableDataSourceSnapshot<String, String>)
            XCTAssertEqual((held as? NSDiffableDataSourceSnapshot<String, NSManagedObjectID>)?.numberOfItems, 2)
        }
    }
}
