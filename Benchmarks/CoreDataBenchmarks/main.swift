import CSQLite
import CoreData
import Foundation

/// Issue 35's Core Data figures, each beside raw SQLite doing the same work through its C API in
/// the same run, on files in a temporary folder (write-ahead log, as both open them):
///
/// - insert: 10,000 objects of three attributes inserted into a context and saved, against
///   10,000 rows inserted with one prepared statement in one transaction;
/// - fetch: the 10,000 fetched by a fresh context with a predicate and a sort, each object's
///   three values read, against the same SELECT … WHERE … ORDER BY stepping every row;
/// - fetched results: a controller over the 10,000 processing a save of 100 changed objects
///   (its delegate's calls and new sections), against the query run again.
///
/// Each figure is the median of five runs. Goal: within 3× raw SQLite for inserts and fetches.
enum CoreDataBenchmarks {
    static let count = 10_000
    static let runs = 5

    static func model() -> NSManagedObjectModel {
        let entity = NSEntityDescription()
        entity.name = "Item"
        func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
            let attribute = NSAttributeDescription()
            attribute.name = name
            attribute.attributeType = type
            attribute.isOptional = true
            return attribute
        }
        entity.properties = [
            attribute("name", .stringAttributeType), attribute("value", .integer64AttributeType),
            attribute("created", .dateAttributeType),
        ]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        return model
    }

    static func makeContainer(at url: URL, model: NSManagedObjectModel) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Bench", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    static func name(_ index: Int) -> String { "item \(index)" }

    static func median(_ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[runs / 2]
    }

    static func report(_ work: String, ours: Double, sqlite: Double, goal: Double?) {
        let ratio = ours / sqlite
        var line = String(format: "  %@: Core Data %.1f ms, raw SQLite %.1f ms: %.2f×", work, ours, sqlite, ratio)
        if let goal { line += String(format: " (goal: within %.0f×)", goal) }
        print(line)
    }

    static func main() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CoreDataBenchmarks-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = model()
        let entity = model.entitiesByName["Item"]!
        let epoch = Date(timeIntervalSinceReferenceDate: 700_000_000)
        print("Core Data on SQLite: \(count) objects (a string, an integer, a date), median of \(runs) runs")

        var run = 0
        var kept: NSPersistentContainer?
        let insert = try median {
            run += 1
            let container = try makeContainer(at: folder.appendingPathComponent("core-\(run).sqlite"), model: model)
            let context = container.viewContext
            for index in 0..<count {
                let object = NSManagedObject(entity: entity, insertInto: context)
                object.setValue(name(index), forKey: "name")
                object.setValue(Int64(index), forKey: "value")
                object.setValue(epoch.addingTimeInterval(Double(index)), forKey: "created")
            }
            try context.save()
            kept = container
        }
        run = 0
        let rawInsert = try median {
            run += 1
            let database = try RawSQLite(path: folder.appendingPathComponent("raw-\(run).sqlite").path)
            try database.insert(count, name: name, epoch: epoch)
            database.close()
        }
        report("insert and save", ours: insert, sqlite: rawInsert, goal: 3)

        let container = kept!
        let predicate = NSPredicate(format: "value >= %d AND name BEGINSWITH %@", 0, "item")
        var fetched = 0
        let fetch = try median {
            let context = container.newBackgroundContext()
            try context.performAndWait {
                let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
                request.predicate = predicate
                request.sortDescriptors = [NSSortDescriptor(key: "value", ascending: false)]
                var total = 0
                for object in try context.fetch(request) {
                    total += (object.value(forKey: "name") as? String)?.utf8.count ?? 0
                    total += Int(object.value(forKey: "value") as? Int64 ?? 0)
                    if object.value(forKey: "created") is Date { total += 1 }
                }
                fetched = total
            }
        }
        let raw = try RawSQLite(path: folder.appendingPathComponent("raw-1.sqlite").path)
        var rawFetched = 0
        let rawFetch = try median { rawFetched = try raw.fetch() }
        report("fetch with a predicate and a sort", ours: fetch, sqlite: rawFetch, goal: 3)
        guard fetched == rawFetched else {
            print("  the two fetches read different values: \(fetched) against \(rawFetched)")
            exit(1)
        }

        let controllerFigure = try FetchedResultsFigure.measure(container: container, changes: 100, runs: runs)
        let rawRequery = try median { _ = try raw.fetch() }
        report("fetched results, 100 objects changed and saved", ours: controllerFigure, sqlite: rawRequery, goal: nil)
        raw.close()
    }
}

/// A fetched-results controller's change processing: 100 objects' values changed and the
/// context saved, timed until the delegate's `controllerDidChangeContent` (object moves as the
/// sort key changes).
final class FetchedResultsFigure: NSObject, NSFetchedResultsControllerDelegate {
    var changes = 0
    var finished = false

    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) { changes += 1 }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        finished = true
    }

    static func measure(container: NSPersistentContainer, changes: Int, runs: Int) throws -> Double {
        let context = container.viewContext
        do {
            let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
            request.sortDescriptors = [NSSortDescriptor(key: "value", ascending: true)]
            let controller = NSFetchedResultsController(
                fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
            let delegate = FetchedResultsFigure()
            controller.delegate = delegate
            try controller.performFetch()
            let objects = controller.fetchedObjects ?? []
            var round = 0
            return try CoreDataBenchmarks.median {
                round += 1
                delegate.finished = false
                for offset in 0..<changes {
                    let object = objects[(offset * 97 + round * 13) % objects.count]
                    let value = object.value(forKey: "value") as? Int64 ?? 0
                    object.setValue(value + Int64(CoreDataBenchmarks.count), forKey: "value")
                }
                try context.save()
                if !delegate.finished { context.processPendingChanges() }
                guard delegate.finished, delegate.changes > 0 else {
                    print("  the controller reported no change")
                    exit(1)
                }
            }
        }
    }
}

/// The same work through SQLite's C API: one table, one prepared statement per kind of work.
final class RawSQLite {
    private var handle: OpaquePointer?

    init(path: String) throws {
        guard sqlite3_open(path, &handle) == SQLITE_OK else { throw RawSQLiteError(message: "cannot open \(path)") }
        try execute("PRAGMA journal_mode=WAL")
        try execute(
            "CREATE TABLE IF NOT EXISTS ZITEM (Z_PK INTEGER PRIMARY KEY, ZNAME TEXT, ZVALUE INTEGER, ZCREATED REAL)")
    }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw RawSQLiteError(message: String(cString: sqlite3_errmsg(handle)))
        }
    }

    func insert(_ count: Int, name: (Int) -> String, epoch: Date) throws {
        try execute("BEGIN")
        var statement: OpaquePointer?
        sqlite3_prepare_v2(handle, "INSERT INTO ZITEM (ZNAME, ZVALUE, ZCREATED) VALUES (?, ?, ?)", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for index in 0..<count {
            sqlite3_bind_text(statement, 1, name(index), -1, transient)
            sqlite3_bind_int64(statement, 2, Int64(index))
            sqlite3_bind_double(statement, 3, epoch.timeIntervalSinceReferenceDate + Double(index))
            guard sqlite3_step(statement) == SQLITE_DONE else {
                throw RawSQLiteError(message: String(cString: sqlite3_errmsg(handle)))
            }
            sqlite3_reset(statement)
        }
        try execute("COMMIT")
    }

    /// The rows the benchmark's predicate matches, newest value first, every value read into
    /// Swift; the sum the Core Data fetch computes too.
    func fetch() throws -> Int {
        var statement: OpaquePointer?
        sqlite3_prepare_v2(
            handle,
            "SELECT Z_PK, ZNAME, ZVALUE, ZCREATED FROM ZITEM WHERE ZVALUE >= ? AND ZNAME LIKE 'item%' ORDER BY ZVALUE DESC",
            -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_int64(statement, 1, 0)
        var total = 0
        while sqlite3_step(statement) == SQLITE_ROW {
            let name = String(cString: sqlite3_column_text(statement, 1))
            total += name.utf8.count + Int(sqlite3_column_int64(statement, 2))
            if Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, 3)) > .distantPast { total += 1 }
        }
        return total
    }

    func close() { sqlite3_close(handle) }
}

struct RawSQLiteError: Error { var message: String }

try CoreDataBenchmarks.main()
