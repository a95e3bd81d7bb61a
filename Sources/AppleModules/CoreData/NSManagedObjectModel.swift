import Foundation

/// An app's data model: its entities and configurations, read from the `.xcdatamodeld` Xcode
/// writes.
///
/// On iOS a model is compiled at build time into a `.momd` folder of binary `.mom` files. Here
/// the model editor's XML is read at launch: a `.momd` folder holding the `.xcdatamodel`
/// packages (what `openuikit port` copies), an `.xcdatamodeld` folder (its current version from
/// `.xccurrentversion`) or a single `.xcdatamodel`. Reading costs one XML parse per version.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    private var entityList: [NSEntityDescription] = []
    private var configurationMembers: [String: [String]] = [:]
    /// The identifiers of the model's versions (Xcode's "Model Version Identifier").
    open var versionIdentifiers: Set<AnyHashable> = []
    /// The file the model was read from: migration looks for the store's model among the other
    /// versions beside it.
    var fileURL: URL?
    /// Fetch requests the model names, by name.
    private var fetchRequestTemplates: [String: NSFetchRequest<NSFetchRequestResult>] = [:]

    public override init() { super.init() }

    /// The model at `url` (a `.momd`, `.xcdatamodeld` or `.xcdatamodel`), or nil when there is
    /// none or it cannot be read; why is written to standard error, as Core Data logs it.
    public convenience init?(contentsOf url: URL) {
        do {
            let read = try ModelFileReader.read(url)
            self.init()
            adopt(read)
            fileURL = url
        } catch {
            FileHandle.standardError.write(Data("CoreData: error: \(error)\n".utf8))
            return nil
        }
    }

    /// The model read from `url`, or the located reason it cannot be read.
    ///
    /// - Throws: `ModelFileError` naming the file, line and column of malformed XML, or the
    ///   missing file.
    static func reading(_ url: URL) throws -> NSManagedObjectModel {
        let model = NSManagedObjectModel()
        model.adopt(try ModelFileReader.read(url))
        model.fileURL = url
        return model
    }

    private func adopt(_ other: NSManagedObjectModel) {
        entities = other.entities
        configurationMembers = other.configurationMembers
        versionIdentifiers = other.versionIdentifiers
    }

    /// The entities, in the model's order. Setting them makes this model their owner.
    open var entities: [NSEntityDescription] {
        get { entityList }
        set {
            entityList = newValue
            byNameCache = nil
            for entity in newValue {
                entity.managedObjectModel = self
                entity.classCache = nil
                entity.invalidateLookups()
            }
            for entity in newValue {
                for property in entity.ownProperties { property.entity = entity }
                if let parentName = entity.superentityName, let parent = entitiesByName[parentName],
                    !parent.subentitiesStorage.contains(where: { $0 === entity })
                {
                    parent.subentitiesStorage.append(entity)
                    entity.superentityStorage = parent
                }
            }
            // Relationships keep their destination and inverse themselves, so an entity stays
            // whole when another model (a merged one) takes it.
            for entity in newValue {
                for case let relationship as NSRelationshipDescription in entity.ownProperties {
                    if relationship.destinationStorage == nil, let name = relationship.destinationName {
                        relationship.destinationStorage = entitiesByName[name]
                    }
                    if relationship.inverseStorage == nil, let name = relationship.inverseName {
                        relationship.inverseStorage = relationship.destinationStorage?.relationshipsByName[name]
                    }
                }
            }
        }
    }

    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        if let byNameCache { return byNameCache }
        let built = Dictionary(
            entityList.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
        byNameCache = built
        return built
    }
    private var byNameCache: [String: NSEntityDescription]?

    /// The names of the model's configurations.
    open var configurations: [String] { configurationMembers.keys.sorted() }

    /// The entities of the configuration named `configuration`.
    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? {
        guard let configuration, configuration != "Default", configuration != "PF_DEFAULT_CONFIGURATION_NAME" else {
            return entities
        }
        guard let names = configurationMembers[configuration] else { return nil }
        let byName = entitiesByName
        return names.compactMap { byName[$0] }
    }

    /// Makes `entities` the members of the configuration named `configuration`.
    open func setEntities(_ entities: [NSEntityDescription], forConfigurationName configuration: String) {
        configurationMembers[configuration] = entities.compactMap(\.name)
    }

    func setConfigurationMembers(_ members: [String: [String]]) { configurationMembers = members }

    /// The fetch request template named `name`.
    open func fetchRequestTemplate(forName name: String) -> NSFetchRequest<NSFetchRequestResult>? {
        fetchRequestTemplates[name]
    }

    /// Names `fetchRequestTemplate` as `name`.
    open func setFetchRequestTemplate(
        _ fetchRequestTemplate: NSFetchRequest<NSFetchRequestResult>?, forName name: String
    ) {
        fetchRequestTemplates[name] = fetchRequestTemplate
    }

    /// The models found in `bundles` (the main bundle when nil) merged into one: every `.momd`,
    /// `.xcdatamodeld` and `.xcdatamodel` among their resources.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let searched = bundles ?? [Bundle.main]
        var models: [NSManagedObjectModel] = []
        for bundle in searched {
            for url in ModelFileReader.modelURLs(in: bundle) {
                if let model = NSManagedObjectModel(contentsOf: url) { models.append(model) }
            }
        }
        return NSManagedObjectModel(byMerging: models)
    }

    /// One model with the entities of all of `models`, or nil if two name the same entity.
    public convenience init?(byMerging models: [NSManagedObjectModel]?) {
        self.init()
        var merged: [NSEntityDescription] = []
        var names = Set<String>()
        var members: [String: [String]] = [:]
        for model in models ?? [] {
            for entity in model.entities {
                guard let name = entity.name, names.insert(name).inserted else { return nil }
                merged.append(entity)
            }
            members.merge(model.configurationMembers) { $0 + $1 }
        }
        entities = merged
        configurationMembers = members
    }

    /// Each entity's `versionHash` by the entity's name: what a store's metadata records and
    /// `isConfiguration(withName:compatibleWithStoreMetadata:)` compares.
    open var entityVersionHashesByName: [String: Data] {
        var hashes: [String: Data] = [:]
        for entity in entities {
            guard let name = entity.name else { continue }
            hashes[name] = entity.versionHash
        }
        return hashes
    }
}
