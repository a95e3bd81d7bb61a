import CoreData
import Foundation
import XCTest

// The fixture model's classes as `openuikit port` leaves Xcode's generated ones: each
// `@NSManaged` property reads and writes through the object's row.

final class Author: NSManagedObject {
    var name: String? {
        get { managedValue(forKey: "name") }
        set { setManagedValue(newValue, forKey: "name") }
    }
    var born: Date? {
        get { managedValue(forKey: "born") }
        set { setManagedValue(newValue, forKey: "born") }
    }
    var books: NSOrderedSet? {
        get { managedValue(forKey: "books") }
        set { setManagedValue(newValue, forKey: "books") }
    }
    var awoken = 0
    override func awakeFromInsert() {
        super.awakeFromInsert()
        awoken += 1
    }
}

final class Book: NSManagedObject {
    var title: String? {
        get { managedValue(forKey: "title") }
        set { setManagedValue(newValue, forKey: "title") }
    }
    var pages: Int32 {
        get { managedValue(forKey: "pages") }
        set { setManagedValue(newValue, forKey: "pages") }
    }
    var rating: Double {
        get { managedValue(forKey: "rating") }
        set { setManagedValue(newValue, forKey: "rating") }
    }
    var published: Bool {
        get { managedValue(forKey: "published") }
        set { setManagedValue(newValue, forKey: "published") }
    }
    var isbn: UUID? {
        get { managedValue(forKey: "isbn") }
        set { setManagedValue(newValue, forKey: "isbn") }
    }
    var price: Decimal? {
        get { managedValue(forKey: "price") }
        set { setManagedValue(newValue, forKey: "price") }
    }
    var author: Author? {
        get { managedValue(forKey: "author") }
        set { setManagedValue(newValue, forKey: "author") }
    }
    var tags: NSSet? {
        get { managedValue(forKey: "tags") }
        set { setManagedValue(newValue, forKey: "tags") }
    }
}

final class Tag: NSManagedObject {
    var name: String? {
        get { managedValue(forKey: "name") }
        set { setManagedValue(newValue, forKey: "name") }
    }
}

/// A temporary folder and the fixture model, per test.
class CoreDataTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("CoreDataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static func fixture(_ name: String) throws -> URL {
        try XCTUnwrap(Bundle.module.resourceURL?.appendingPathComponent("Fixtures").appendingPathComponent(name))
    }

    static let model: NSManagedObjectModel? = {
        guard let url = try? fixture("Library.xcdatamodeld") else { return nil }
        return NSManagedObjectModel(contentsOf: url)
    }()

    /// A container on the SQLite file `name` in the test's folder, its store loaded.
    func container(_ name: String = "Library", type: String = NSSQLiteStoreType) throws -> NSPersistentContainer {
        let model = try XCTUnwrap(Self.model)
        let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: folder.appendingPathComponent(name + ".sqlite"))
        description.type = type
        container.persistentStoreDescriptions = [description]
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }
}
