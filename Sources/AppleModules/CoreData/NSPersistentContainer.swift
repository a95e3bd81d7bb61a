import Foundation

/// The Core Data stack of an app: its model, a coordinator, the stores and a main-queue context.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name: the model's file name and the store's (`<name>.sqlite`).
    public let name: String
    /// The model, read from the app's resources by `init(name:)`.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator every context of the container saves through.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores` adds: one SQLite store in `defaultDirectoryURL()` unless set.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The context for the main queue, where the UI reads its objects.
    public let viewContext: NSManagedObjectContext

    /// The container whose model is the app's `<name>.momd` (or `.xcdatamodeld`) resource.
    ///
    /// No such model: Core Data logs it and goes on with an empty model, whose fetches fail; so
    /// does this one.
    public convenience init(name: String) {
        let model = Self.findModel(named: name)
        if model == nil {
            FileHandle.standardError.write(
                Data("CoreData: error: Failed to load model named \(name)\n".utf8))
        }
        self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
    }

    /// The container of `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let description = NSPersistentStoreDescription(
            url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))
        persistentStoreDescriptions = [description]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Where stores go by default: the app's Application Support folder, as on iOS.
    open class func defaultDirectoryURL() -> URL {
        let folder =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Adds each described store, telling `block` how each went (synchronously, before returning).
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new private-queue context on the container's coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` on a new private-queue context's queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` on a new private-queue context's queue and hands back what it returns.
    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }

    /// The model among the app's bundles named `name`.
    static func findModel(named name: String) -> NSManagedObjectModel? {
        let bundles = [Bundle.main] + Bundle.allBundles.filter { $0 != Bundle.main }
        for bundle in bundles {
            for ext in ["momd", "xcdatamodeld", "mom", "xcdatamodel"] {
                if let url = bundle.url(forResource: name, withExtension: ext),
                    let model = NSManagedObjectModel(contentsOf: url)
                {
                    return model
                }
            }
        }
        return nil
    }
}

/// A container whose stores would sync through CloudKit on iOS; here they are local stores only.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
