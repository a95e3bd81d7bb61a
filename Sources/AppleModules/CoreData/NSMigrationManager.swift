import Foundation

/// Moves a store's objects from one model version to another through a mapping model: the
/// migration apps run themselves for what lightweight migration cannot infer.
///
/// `migrateStore(from:...)` opens the source store read-only in `sourceContext`, creates every
/// destination object in `destinationContext` through each entity mapping's policy, then their
/// relationships, and saves them into a new store file. It costs every object in memory twice
/// (source and destination) and one save; the source file is never written, so a failure
/// anywhere leaves it as it was and deletes the unfinished destination.
open class NSMigrationManager: NSObject, @unchecked Sendable {
    /// The model the source store was written with.
    open private(set) var sourceModel: NSManagedObjectModel
    /// The model the destination store is written with.
    open private(set) var destinationModel: NSManagedObjectModel
    /// The mapping model of the migration running (or last run).
    open private(set) var mappingModel: NSMappingModel = NSMappingModel()
    /// The context the source objects are read in.
    open private(set) var sourceContext: NSManagedObjectContext
    /// The context the destination objects are created in.
    open private(set) var destinationContext: NSManagedObjectContext
    /// The entity mapping running.
    open private(set) var currentEntityMapping: NSEntityMapping = NSEntityMapping()
    /// How far the migration is, from 0 to 1.
    open private(set) var migrationProgress: Float = 0
    /// Whatever the app keeps with the migration.
    open var userInfo: [AnyHashable: Any]?
    /// Whether the store's own migration manager is used (there is only this one here).
    open var usesStoreSpecificMigrationManager: Bool = false

    private var cancellation: (any Error)?
    /// Each mapping's associations, in the order they were made.
    private var associations: [String: [(source: NSManagedObject, destination: NSManagedObject)]] = [:]

    /// A manager migrating stores of `sourceModel` to `destinationModel`.
    public init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel) {
        self.sourceModel = sourceModel
        self.destinationModel = destinationModel
        sourceContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        destinationContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        super.init()
    }

    /// Forgets the associations and objects of the last migration.
    open func reset() {
        associations = [:]
        cancellation = nil
        migrationProgress = 0
        sourceContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        destinationContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }

    /// Migrates the store at `sourceURL` (written with `sourceModel`) into a new store at
    /// `dURL` (written with `destinationModel`) through `mappings`.
    ///
    /// - Throws: `NSMigrationMissingMappingModelError` without a mapping model;
    ///   `NSMigrationManagerSourceStoreError` when the source store cannot be opened with the
    ///   source model; `NSMigrationManagerDestinationStoreError` when the destination is the
    ///   source, already exists or cannot be created; a policy's error, the destination save's
    ///   validation error or `cancelMigrationWithError(_:)`'s error as it was thrown. The
    ///   destination file is gone after any failure.
    open func migrateStore(
        from sourceURL: URL, sourceType sStoreType: String, options sOptions: [AnyHashable: Any]? = nil,
        with mappings: NSMappingModel?, toDestinationURL dURL: URL, destinationType dStoreType: String,
        destinationOptions dOptions: [AnyHashable: Any]? = nil
    ) throws {
        guard let mappings else {
            throw CoreDataError.migration(NSMigrationMissingMappingModelError, "no mapping model", url: sourceURL)
        }
        guard sourceURL.standardizedFileURL != dURL.standardizedFileURL else {
            throw CoreDataError.migration(
                NSMigrationManagerDestinationStoreError, "the destination is the source store", url: dURL)
        }
        guard !FileManager.default.fileExists(atPath: dURL.path) else {
            throw CoreDataError.migration(
                NSMigrationManagerDestinationStoreError, "a file is already at the destination", url: dURL)
        }
        reset()
        mappingModel = mappings
        let sourceCoordinator = NSPersistentStoreCoordinator(managedObjectModel: sourceModel)
        var sourceOptions = sOptions ?? [:]
        sourceOptions[NSReadOnlyPersistentStoreOption] = true
        sourceOptions[NSMigratePersistentStoresAutomaticallyOption] = false
        let sourceStore: NSPersistentStore
        do {
            sourceStore = try sourceCoordinator.addPersistentStore(
                ofType: sStoreType, configurationName: nil, at: sourceURL, options: sourceOptions)
        } catch {
            throw CoreDataError.migration(
                NSMigrationManagerSourceStoreError, "the source store cannot be opened with the source model",
                url: sourceURL, underlying: error)
        }
        defer { try? sourceCoordinator.remove(sourceStore) }
        let destinationCoordinator = NSPersistentStoreCoordinator(managedObjectModel: destinationModel)
        let destinationStore: NSPersistentStore
        do {
            destinationStore = try destinationCoordinator.addPersistentStore(
                ofType: dStoreType, configurationName: nil, at: dURL, options: dOptions)
        } catch {
            Self.removeFiles(at: dURL)
            throw CoreDataError.migration(
                NSMigrationManagerDestinationStoreError, "the destination store cannot be created", url: dURL,
                underlying: error)
        }
        sourceContext.persistentStoreCoordinator = sourceCoordinator
        destinationContext.persistentStoreCoordinator = destinationCoordinator
        do {
            try run(mappings)
            try? destinationCoordinator.remove(destinationStore)
        } catch {
            try? destinationCoordinator.remove(destinationStore)
            Self.removeFiles(at: dURL)
            throw error
        }
        associations = [:]
    }

    /// The iOS 15 spelling of `migrateStore(from:sourceType:options:with:toDestinationURL:destinationType:destinationOptions:)`.
    open func migrateStore(
        from sourceURL: URL, type sourceType: NSPersistentStore.StoreType,
        options sourceOptions: [AnyHashable: Any]? = nil,
        mapping mappingModel: NSMappingModel, to destinationURL: URL, type destinationType: NSPersistentStore.StoreType,
        options destinationOptions: [AnyHashable: Any]? = nil
    ) throws {
        try migrateStore(
            from: sourceURL, sourceType: sourceType.rawValue, options: sourceOptions, with: mappingModel,
            toDestinationURL: destinationURL, destinationType: destinationType.rawValue,
            destinationOptions: destinationOptions)
    }

    /// The three passes: objects, relationships, validation and save.
    private func run(_ mappings: NSMappingModel) throws {
        let runnable = (mappings.entityMappings ?? []).filter {
            $0.mappingType != .addEntityMappingType && $0.mappingType != .removeEntityMappingType
        }
        var policies: [ObjectIdentifier: NSEntityMigrationPolicy] = [:]
        var sources: [ObjectIdentifier: [NSManagedObject]] = [:]
        for mapping in runnable {
            policies[ObjectIdentifier(mapping)] = try MigrationPolicyRegistry.shared.policy(for: mapping)
            sources[ObjectIdentifier(mapping)] = try sourceObjects(for: mapping)
        }
        let total = Float(max(1, sources.values.reduce(0) { $0 + $1.count } * 2))
        var done: Float = 0
        for mapping in runnable {
            guard let policy = policies[ObjectIdentifier(mapping)] else { continue }
            currentEntityMapping = mapping
            try policy.begin(mapping, with: self)
            for source in sources[ObjectIdentifier(mapping)] ?? [] {
                try checkCancelled()
                try policy.createDestinationInstances(forSource: source, in: mapping, manager: self)
                done += 1
                migrationProgress = 0.9 * done / total
            }
            try policy.endInstanceCreation(forMapping: mapping, manager: self)
        }
        for mapping in runnable {
            guard let policy = policies[ObjectIdentifier(mapping)], let name = mapping.name else { continue }
            currentEntityMapping = mapping
            for destination in destinationInstances(forEntityMappingName: name, sourceInstances: nil) {
                try checkCancelled()
                try policy.createRelationships(forDestination: destination, in: mapping, manager: self)
            }
            done += Float(sources[ObjectIdentifier(mapping)]?.count ?? 0)
            migrationProgress = 0.9 * done / total
            try policy.endRelationshipCreation(forMapping: mapping, manager: self)
        }
        for mapping in runnable {
            currentEntityMapping = mapping
            try policies[ObjectIdentifier(mapping)]?.performCustomValidation(forMapping: mapping, manager: self)
        }
        try checkCancelled()
        try destinationContext.save()
        for mapping in runnable {
            currentEntityMapping = mapping
            try policies[ObjectIdentifier(mapping)]?.end(mapping, manager: self)
        }
        migrationProgress = 1
    }

    /// The source objects of `mapping`: what its `sourceExpression` gives (Xcode's
    /// `FETCH(FUNCTION($manager, "fetchRequestForSourceEntityNamed:predicateString:", "E", "…"), $manager.sourceContext, NO)`
    /// or constant objects), else every object of exactly the source entity, in the store's order.
    private func sourceObjects(for mapping: NSEntityMapping) throws -> [NSManagedObject] {
        if let expression = mapping.sourceExpression {
            let value = try expression.evaluate(
                nil, variables: [NSMigrationManagerKey: self, NSMigrationEntityMappingKey: mapping])
            return NSManagedObject.objects(in: value)
        }
        guard let entity = sourceEntity(for: mapping), let name = entity.name else {
            throw CoreDataError.migration(
                NSMigrationError,
                "entity mapping \(mapping.name ?? "") names source entity \(mapping.sourceEntityName ?? "nil"), "
                    + "which the source model lacks")
        }
        let request = NSFetchRequest<NSManagedObject>(entityName: name)
        request.includesSubentities = false
        return try sourceContext.fetch(request)
    }

    private func checkCancelled() throws {
        if let cancellation { throw cancellation }
    }

    /// The source model's entity `mEntity` migrates from.
    open func sourceEntity(for mEntity: NSEntityMapping) -> NSEntityDescription? {
        mEntity.sourceEntityName.flatMap { sourceModel.entitiesByName[$0] }
    }

    /// The destination model's entity `mEntity` migrates to.
    open func destinationEntity(for mEntity: NSEntityMapping) -> NSEntityDescription? {
        mEntity.destinationEntityName.flatMap { destinationModel.entitiesByName[$0] }
    }

    /// Records that `destinationInstance` was made from `sourceInstance` by `entityMapping`:
    /// what relationships and the instance lookups find later.
    open func associate(
        sourceInstance: NSManagedObject, withDestinationInstance destinationInstance: NSManagedObject,
        for entityMapping: NSEntityMapping
    ) {
        associations[entityMapping.name ?? "", default: []].append((sourceInstance, destinationInstance))
    }

    /// The objects `mappingName` made from `sourceInstances` (all it made when nil), in order.
    open func destinationInstances(
        forEntityMappingName mappingName: String, sourceInstances: [NSManagedObject]?
    )
        -> [NSManagedObject]
    {
        let pairs = associations[mappingName] ?? []
        guard let sourceInstances else { return pairs.map(\.destination) }
        var result: [NSManagedObject] = []
        for source in sourceInstances {
            result += pairs.filter { $0.source === source }.map(\.destination)
        }
        return result
    }

    /// The objects `mappingName` made `destinationInstances` from (all when nil), in order.
    open func sourceInstances(
        forEntityMappingName mappingName: String, destinationInstances: [NSManagedObject]?
    )
        -> [NSManagedObject]
    {
        let pairs = associations[mappingName] ?? []
        guard let destinationInstances else { return pairs.map(\.source) }
        var result: [NSManagedObject] = []
        for destination in destinationInstances {
            result += pairs.filter { $0.destination === destination }.map(\.source)
        }
        return result
    }

    /// Stops the migration running at its next object; `migrateStore` throws `error`.
    open func cancelMigrationWithError(_ error: any Error) {
        cancellation = error
    }

    /// `expression`'s value for `source`, with the migration's variables set.
    func evaluate(
        _ expression: NSExpression, source: NSManagedObject, mapping: NSEntityMapping,
        propertyMapping: NSPropertyMapping, policy: NSEntityMigrationPolicy
    ) throws -> Any? {
        try expression.evaluate(
            source,
            variables: [
                NSMigrationManagerKey: self, NSMigrationSourceObjectKey: source, NSMigrationEntityMappingKey: mapping,
                NSMigrationPropertyMappingKey: propertyMapping, NSMigrationEntityPolicyKey: policy,
            ])
    }

    /// Deletes a store file and its journal files.
    static func removeFiles(at url: URL) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }
}
