import CoreData
import XCTest

@testable import CoreData

/// Splits a person's `name` into `first` and `last` (version 2 to 3 of the Journal model).
final class NameSplittingPolicy: NSEntityMigrationPolicy, @unchecked Sendable {
    override func createDestinationInstances(
        forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager
    ) throws {
        try super.createDestinationInstances(forSource: sInstance, in: mapping, manager: manager)
        let made = manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [sInstance])
        guard let person = made.first, let name = sInstance.value(forKey: "name") as? String else { return }
        var words = name.split(separator: " ").map(String.init)
        let last = words.count > 1 ? words.removeLast() : nil
        person.setValue(words.joined(separator: " "), forKey: "first")
        person.setValue(last, forKey: "last")
    }
}

/// Fails on the second person it meets: a migration stopping half way.
final class FailingPolicy: NSEntityMigrationPolicy, @unchecked Sendable {
    static let failure = NSError(domain: "MigrationTests", code: 7, userInfo: [NSLocalizedDescriptionKey: "half way"])
    var seen = 0

    override func createDestinationInstances(
        forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager
    ) throws {
        seen += 1
        if seen == 2 { throw Self.failure }
        try super.createDestinationInstances(forSource: sInstance, in: mapping, manager: manager)
    }
}

/// Model versions migrated on real SQLite files: Journal 1 (Writer, Note, Label) → 2 (Writer
/// renamed Person with a new `rating`, `nickname` gone, Note's `text` renamed `body`, `writer`
/// renamed `author`, `title` required with a default) → 3 (Person's `name` split into `first`
/// and `last` by a policy).
final class MigrationTests: CoreDataTestCase {
    override class func setUp() {
        super.setUp()
        NSEntityMigrationPolicy.register(NameSplittingPolicy.self) { NameSplittingPolicy() }
        NSEntityMigrationPolicy.register(FailingPolicy.self) { FailingPolicy() }
    }

    static func journal(_ version: String?) throws -> NSManagedObjectModel {
        var url = try fixture("Journal.xcdatamodeld")
        if let version { url.appendPathComponent(version + ".xcdatamodel") }
        return try XCTUnwrap(NSManagedObjectModel(contentsOf: url))
    }

    var storeURL: URL { folder.appendingPathComponent("Journal.sqlite") }

    /// A container of `model` on `url` (the test's Journal.sqlite by default).
    func open(
        _ model: NSManagedObjectModel, at url: URL? = nil, migrate: Bool = true, infer: Bool = true
    ) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Journal", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: url ?? storeURL)
        description.shouldMigrateStoreAutomatically = migrate
        description.shouldInferMappingModelAutomatically = infer
        container.persistentStoreDescriptions = [description]
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }

    func close(_ container: NSPersistentContainer) throws {
        for store in container.persistentStoreCoordinator.persistentStores {
            try container.persistentStoreCoordinator.remove(store)
        }
    }

    func fetch(_ entity: String, in container: NSPersistentContainer) throws -> [NSManagedObject] {
        try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: entity))
    }

    func key(_ object: NSManagedObject) -> Int64? { object.objectID.primaryKey }

    func string(_ object: NSManagedObject?, _ key: String) -> String? { object?.value(forKey: key) as? String }

    /// The version 1 store: two writers, three notes, two labels; the primary keys by name/title.
    @discardableResult
    func writeVersion1() throws -> [String: Int64] {
        let container = try open(try Self.journal("Journal"))
        let context = container.viewContext
        func insert(_ entity: String, _ values: [String: Any]) -> NSManagedObject {
            let object = NSEntityDescription.insertNewObject(forEntityName: entity, into: context)
            for (key, value) in values { object.setValue(value, forKey: key) }
            return object
        }
        let ursula = insert("Writer", ["name": "Ursula Le Guin", "nickname": "UKL"])
        let octavia = insert("Writer", ["name": "Octavia Butler"])
        let dispossessed = insert(
            "Note",
            ["title": "Dispossessed", "text": "anarchists", "created": Date(timeIntervalSinceReferenceDate: 100)])
        let kindred = insert("Note", ["text": "kindred, untitled"])
        let leftHand = insert("Note", ["title": "Left Hand", "text": "winter"])
        ursula.setValue(NSOrderedSet(array: [leftHand, dispossessed]), forKey: "notes")
        kindred.setValue(octavia, forKey: "writer")
        let science = insert("Label", ["name": "sf"])
        let classic = insert("Label", ["name": "classic"])
        science.setValue(NSSet(array: [dispossessed, kindred]), forKey: "notes")
        classic.setValue(NSSet(array: [dispossessed]), forKey: "notes")
        try context.save()
        var keys: [String: Int64] = [:]
        for object in [ursula, octavia, science, classic] { keys[string(object, "name") ?? ""] = key(object) }
        for (name, object) in [("Dispossessed", dispossessed), ("kindred", kindred), ("Left Hand", leftHand)] {
            keys[name] = key(object)
        }
        try close(container)
        return keys
    }

    /// Checks the notes and labels every version keeps the same way.
    func assertNotesAndLabels(in container: NSPersistentContainer, keys: [String: Int64], authorKey: String) throws {
        let notes = try fetch("Note", in: container)
        XCTAssertEqual(notes.count, 3)
        let byBody = Dictionary(uniqueKeysWithValues: notes.map { (string($0, "body") ?? "", $0) })
        let dispossessed = try XCTUnwrap(byBody["anarchists"])
        let kindred = try XCTUnwrap(byBody["kindred, untitled"])
        let leftHand = try XCTUnwrap(byBody["winter"])
        XCTAssertEqual(string(dispossessed, "title"), "Dispossessed")
        XCTAssertEqual(string(kindred, "title"), "Untitled", "optional → required takes the default")
        XCTAssertEqual(dispossessed.value(forKey: "created") as? Date, Date(timeIntervalSinceReferenceDate: 100))
        XCTAssertEqual(key(dispossessed), keys["Dispossessed"])
        XCTAssertEqual(key(kindred), keys["kindred"])
        XCTAssertEqual(key(leftHand), keys["Left Hand"])
        let author = try XCTUnwrap(dispossessed.value(forKey: authorKey) as? NSManagedObject)
        XCTAssertEqual(author.entity.name, "Person")
        XCTAssertEqual(key(author), keys["Ursula Le Guin"])
        let ordered = try XCTUnwrap(author.value(forKey: "notes") as? NSOrderedSet)
        XCTAssertEqual(ordered.array.compactMap { string($0 as? NSManagedObject, "body") }, ["winter", "anarchists"])
        let labels = try XCTUnwrap(dispossessed.value(forKey: "labels") as? NSSet)
        XCTAssertEqual(Set(labels.allObjects.compactMap { string($0 as? NSManagedObject, "name") }), ["sf", "classic"])
        let science = try XCTUnwrap(try fetch("Label", in: container).first { string($0, "name") == "sf" })
        XCTAssertEqual(key(science), keys["sf"])
        let scienceNotes = try XCTUnwrap(science.value(forKey: "notes") as? NSSet)
        XCTAssertEqual(
            Set(scienceNotes.allObjects.compactMap { string($0 as? NSManagedObject, "body") }),
            ["anarchists", "kindred, untitled"])
    }

    /// The mapping model from version 2 to 3: people through `NameSplittingPolicy`, notes and
    /// labels copied by expressions.
    static func mappingFrom2To3(policy: String = NSStringFromClass(NameSplittingPolicy.self)) -> NSMappingModel {
        func property(_ name: String, _ format: String) -> NSPropertyMapping {
            let mapping = NSPropertyMapping()
            mapping.name = name
            mapping.valueExpression = NSExpression(format: format)
            return mapping
        }
        func instances(_ mapping: String, _ key: String) -> String {
            "FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"\(mapping)\", $source.\(key))"
        }
        let people = NSEntityMapping()
        people.name = "PersonToPerson"
        people.mappingType = .customEntityMappingType
        people.sourceEntityName = "Person"
        people.destinationEntityName = "Person"
        people.entityMigrationPolicyClassName = policy
        people.attributeMappings = [property("rating", "$source.rating")]
        people.relationshipMappings = [property("notes", instances("NoteToNote", "notes"))]
        let notes = NSEntityMapping()
        notes.name = "NoteToNote"
        notes.mappingType = .transformEntityMappingType
        notes.sourceEntityName = "Note"
        notes.destinationEntityName = "Note"
        notes.sourceExpression = NSExpression(
            format: "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\", \"Note\", "
                + "\"TRUEPREDICATE\"), $manager.sourceContext, NO)")
        notes.attributeMappings = [
            property("title", "$source.title"), property("body", "$source.body"),
            property("created", "$source.created"),
        ]
        notes.relationshipMappings = [
            property("author", instances("PersonToPerson", "author")),
            property("labels", instances("LabelToLabel", "labels")),
        ]
        let labels = NSEntityMapping()
        labels.name = "LabelToLabel"
        labels.mappingType = .copyEntityMappingType
        labels.sourceEntityName = "Label"
        labels.destinationEntityName = "Label"
        labels.attributeMappings = [property("name", "$source.name")]
        labels.relationshipMappings = [property("notes", instances("NoteToNote", "notes"))]
        let model = NSMappingModel()
        model.entityMappings = [people, notes, labels]
        return model
    }

    func testAStoreRecordsItsModelsVersionHashes() throws {
        try writeVersion1()
        let version1 = try Self.journal("Journal")
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
            ofType: NSSQLiteStoreType, at: storeURL)
        XCTAssertEqual(metadata[NSStoreModelVersionHashesKey] as? [String: Data], version1.entityVersionHashesByName)
        XCTAssertEqual(metadata[NSStoreModelVersionIdentifiersKey] as? [String], ["1"])
        XCTAssertEqual(metadata[NSStoreTypeKey] as? String, NSSQLiteStoreType)
        XCTAssertNotNil(metadata[NSStoreUUIDKey] as? String)
        XCTAssertEqual(
            try NSPersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: storeURL)[NSStoreUUIDKey]
                as? String, metadata[NSStoreUUIDKey] as? String)
        XCTAssertTrue(version1.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        XCTAssertFalse(
            try Self.journal("Journal 2").isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        XCTAssertEqual(version1.entityVersionHashesByName["Writer"]?.count, 32)
        XCTAssertEqual(try Self.journal(nil).versionIdentifiers, ["3"], "the current version")
        XCTAssertEqual(
            Set(try Self.journal("Journal 2").siblingVersions.flatMap(\.versionIdentifiers)), ["1", "2", "3"],
            "every version of the .xcdatamodeld is read")
        let bundleFolder = folder.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: try Self.fixture("Journal.xcdatamodeld"), to: bundleFolder.appendingPathComponent("Journal.momd"))
        let bundle = try XCTUnwrap(Bundle(url: bundleFolder))
        XCTAssertEqual(
            NSManagedObjectModel.mergedModel(from: [bundle], forStoreMetadata: metadata)?.versionIdentifiers, ["1"])
        XCTAssertNil(NSManagedObjectModel.mergedModel(from: [bundle], forStoreMetadata: [:]))
        XCTAssertThrowsError(
            try NSPersistentStoreCoordinator.metadataForPersistentStore(
                ofType: NSSQLiteStoreType, at: folder.appendingPathComponent("Missing.sqlite")))
    }

    func testAVersionHashCoversTheSchemaOnly() throws {
        func entity(_ configure: (NSEntityDescription, NSAttributeDescription) -> Void) -> Data {
            let entity = NSEntityDescription()
            entity.name = "Thing"
            let attribute = NSAttributeDescription()
            attribute.name = "size"
            attribute.attributeType = .integer32AttributeType
            configure(entity, attribute)
            entity.properties = [attribute]
            let model = NSManagedObjectModel()
            model.entities = [entity]
            return entity.versionHash
        }
        let plain = entity { _, _ in }
        XCTAssertEqual(plain, entity { _, _ in }, "deterministic")
        XCTAssertEqual(plain, entity { _, attribute in attribute.defaultValue = 3 })
        XCTAssertEqual(plain, entity { _, attribute in attribute.renamingIdentifier = "bulk" })
        XCTAssertEqual(plain, entity { thing, _ in thing.managedObjectClassName = "Thing" })
        XCTAssertEqual(plain, entity { thing, _ in thing.renamingIdentifier = "Old" })
        XCTAssertNotEqual(plain, entity { _, attribute in attribute.attributeType = .integer64AttributeType })
        XCTAssertNotEqual(plain, entity { _, attribute in attribute.isOptional = false })
        XCTAssertNotEqual(plain, entity { _, attribute in attribute.name = "bulk" })
        XCTAssertNotEqual(plain, entity { _, attribute in attribute.isTransient = true })
        XCTAssertNotEqual(plain, entity { thing, _ in thing.name = "Other" })
        XCTAssertNotEqual(plain, entity { thing, _ in thing.versionHashModifier = "2" })
        XCTAssertEqual(plain.count, 32, "a SHA-256 digest, as Apple's hashes are")
        XCTAssertEqual(
            SHA256.hash(Data("abc".utf8)).map { String(format: "%02x", $0) }.joined(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testTheInferredMappingMatchesRenamesAndDefaults() throws {
        let mapping = try NSMappingModel.inferredMappingModel(
            forSourceModel: try Self.journal("Journal"), destinationModel: try Self.journal("Journal 2"))
        let byName = mapping.entityMappingsByName
        XCTAssertEqual(byName["LabelToLabel"]?.mappingType, .copyEntityMappingType)
        XCTAssertEqual(byName["NoteToNote"]?.mappingType, .transformEntityMappingType)
        let people = try XCTUnwrap(byName["WriterToPerson"])
        XCTAssertEqual(people.mappingType, .transformEntityMappingType)
        XCTAssertEqual(people.sourceEntityName, "Writer")
        XCTAssertEqual(people.destinationEntityName, "Person")
        XCTAssertNil(people.attributeMappingsByName["rating"]?.valueExpression, "a new attribute takes its default")
        XCTAssertEqual(people.attributeMappingsByName["name"]?.valueExpression?.description, "$source.name")
        let notes = try XCTUnwrap(byName["NoteToNote"])
        XCTAssertEqual(notes.attributeMappingsByName["body"]?.valueExpression?.description, "$source.text")
        XCTAssertEqual(
            notes.relationshipMappingsByName["author"]?.valueExpression?.description,
            "FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"WriterToPerson\", $source.writer)"
        )
        let parsed = NSExpression(
            format:
                "FUNCTION($manager, 'destinationInstancesForEntityMappingNamed:sourceInstances:', %@, $source.writer)",
            "M")
        XCTAssertEqual(parsed.expressionType, .function)
        XCTAssertEqual(parsed.operand.variable, "manager")
        XCTAssertEqual(parsed.arguments?.first?.constantValue as? String, "M")
        XCTAssertEqual(NSExpression(format: "$source.author.name").keyPath, "author.name")
        XCTAssertEqual(
            NSExpression(forKeyPath: "name").expressionValue(with: ["name": "x"], context: nil) as? String, "x")
    }

    func testVersion1MigratesLightweightToVersion2ThenThroughAPolicyToVersion3() throws {
        let keys = try writeVersion1()
        let identifier =
            try NSPersistentStoreCoordinator.metadataForPersistentStore(
                ofType: NSSQLiteStoreType, at: storeURL)[NSStoreUUIDKey] as? String

        // 1 → 2: lightweight, on open.
        let version2 = try Self.journal("Journal 2")
        var container = try open(version2)
        var people = try fetch("Person", in: container)
        XCTAssertEqual(people.count, 2)
        let ursula = try XCTUnwrap(people.first { string($0, "name") == "Ursula Le Guin" })
        XCTAssertEqual(key(ursula), keys["Ursula Le Guin"])
        XCTAssertEqual(ursula.value(forKey: "rating") as? Int16, 0, "an added attribute takes its default")
        XCTAssertNil(ursula.entity.propertiesByName["nickname"])
        try assertNotesAndLabels(in: container, keys: keys, authorKey: "author")
        let store = try XCTUnwrap(container.persistentStoreCoordinator.persistentStores.first)
        XCTAssertEqual(store.identifier, identifier, "a lightweight migration keeps the store")
        XCTAssertEqual(
            store.metadata[NSStoreModelVersionHashesKey] as? [String: Data], version2.entityVersionHashesByName)
        // New objects still get keys after the old ones.
        let octavia = try XCTUnwrap(people.first { string($0, "name") == "Octavia Butler" })
        octavia.setValue(Int16(5), forKey: "rating")
        let added = NSEntityDescription.insertNewObject(forEntityName: "Person", into: container.viewContext)
        added.setValue("Ann Leckie", forKey: "name")
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: container.viewContext)
        note.setValue("ancillary", forKey: "body")
        note.setValue(added, forKey: "author")
        try container.viewContext.save()
        XCTAssertEqual(key(added), 3, "after the two writers' keys")
        XCTAssertEqual(key(note), 4, "after the three notes' keys")
        try close(container)
        let after2 = try NSPersistentStoreCoordinator.metadataForPersistentStore(
            ofType: NSSQLiteStoreType, at: storeURL)
        XCTAssertTrue(version2.isConfiguration(withName: nil, compatibleWithStoreMetadata: after2))
        XCTAssertEqual(after2[NSStoreModelVersionIdentifiersKey] as? [String], ["2"])
        // Opening again needs no migration.
        container = try open(version2, migrate: false)
        XCTAssertEqual(try fetch("Person", in: container).count, 3)
        try close(container)

        // 2 → 3: through a mapping model and a policy, into a new file that replaces the store.
        let version3 = try Self.journal("Journal 3")
        let migrated = folder.appendingPathComponent("Journal-3.sqlite")
        let manager = NSMigrationManager(sourceModel: version2, destinationModel: version3)
        try manager.migrateStore(
            from: storeURL, sourceType: NSSQLiteStoreType, options: nil, with: Self.mappingFrom2To3(),
            toDestinationURL: migrated, destinationType: NSSQLiteStoreType, destinationOptions: nil)
        XCTAssertEqual(manager.migrationProgress, 1)
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: version3)
        try coordinator.replacePersistentStore(
            at: storeURL, destinationOptions: nil, withPersistentStoreFrom: migrated, sourceOptions: nil,
            ofType: NSSQLiteStoreType)
        let after3 = try NSPersistentStoreCoordinator.metadataForPersistentStore(
            ofType: NSSQLiteStoreType, at: storeURL)
        XCTAssertTrue(version3.isConfiguration(withName: nil, compatibleWithStoreMetadata: after3))
        container = try open(version3, migrate: false)
        people = try fetch("Person", in: container)
        XCTAssertEqual(people.count, 3)
        XCTAssertEqual(people.map { string($0, "last") }, ["Guin", "Butler", "Leckie"], "the source order is kept")
        XCTAssertEqual(people.map { string($0, "first") }, ["Ursula Le", "Octavia", "Ann"])
        XCTAssertEqual(people.map { $0.value(forKey: "rating") as? Int16 }, [0, 5, 0])
        XCTAssertEqual(people.map { key($0) }, [1, 2, 3])
        let notes = try fetch("Note", in: container)
        XCTAssertEqual(
            notes.compactMap { string($0, "body") }, ["anarchists", "kindred, untitled", "winter", "ancillary"])
        let guin = try XCTUnwrap(people.first)
        let ordered = try XCTUnwrap(guin.value(forKey: "notes") as? NSOrderedSet)
        XCTAssertEqual(ordered.array.compactMap { string($0 as? NSManagedObject, "body") }, ["winter", "anarchists"])
        XCTAssertTrue((notes[1].value(forKey: "author") as? NSManagedObject) === people[1])
        let labels = try XCTUnwrap(notes[0].value(forKey: "labels") as? NSSet)
        XCTAssertEqual(Set(labels.allObjects.compactMap { string($0 as? NSManagedObject, "name") }), ["sf", "classic"])
        XCTAssertEqual(string(notes[1], "title"), "Untitled")
        let fresh = NSEntityDescription.insertNewObject(forEntityName: "Person", into: container.viewContext)
        fresh.setValue("N.K.", forKey: "first")
        fresh.setValue("Jemisin", forKey: "last")
        try container.viewContext.save()
        XCTAssertEqual(key(fresh), 4)
    }

    func testVersion1OpensDirectlyWithVersion3WhereInferenceCan() throws {
        let keys = try writeVersion1()
        let current = try Self.journal(nil)
        XCTAssertEqual(current.versionIdentifiers, ["3"])
        let container = try open(current)
        let people = try fetch("Person", in: container)
        XCTAssertEqual(people.map { key($0) }, [keys["Ursula Le Guin"], keys["Octavia Butler"]])
        XCTAssertEqual(people.map { $0.value(forKey: "rating") as? Int16 }, [0, 0])
        XCTAssertEqual(people.map { string($0, "first") }, [nil, nil], "inference cannot split a name")
        try assertNotesAndLabels(in: container, keys: keys, authorKey: "author")
        let person = NSEntityDescription.insertNewObject(forEntityName: "Person", into: container.viewContext)
        person.setValue("Ann", forKey: "first")
        try container.viewContext.save()
        XCTAssertEqual(key(person), 3, "after the two writers' keys")
        try close(container)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
            ofType: NSSQLiteStoreType, at: storeURL)
        XCTAssertEqual(metadata[NSStoreModelVersionIdentifiersKey] as? [String], ["3"])
    }

    func testTheKeysOfDeletedObjectsAreNotGivenAgainAfterAMigration() throws {
        try writeVersion1()
        var container = try open(try Self.journal("Journal"))
        let octavia = try XCTUnwrap(try fetch("Writer", in: container).first { string($0, "name") == "Octavia Butler" })
        container.viewContext.delete(octavia)
        try container.viewContext.save()
        try close(container)
        container = try open(try Self.journal(nil))
        XCTAssertEqual(try fetch("Person", in: container).map { key($0) }, [1])
        let person = NSEntityDescription.insertNewObject(forEntityName: "Person", into: container.viewContext)
        person.setValue("Ann", forKey: "first")
        try container.viewContext.save()
        XCTAssertEqual(key(person), 3, "key 2 was Octavia's")
        XCTAssertEqual(
            container.persistentStoreCoordinator.persistentStores.first?.metadata[NSStoreModelVersionIdentifiersKey]
                as? [String], ["3"])
    }

    func testUnreadableMetadataIsALocatedErrorAndMetadataWithoutHashesOpens() throws {
        try writeVersion1()
        func setPlist(_ value: SQLiteValue) throws {
            let database = try SQLiteDatabase(path: storeURL.path)
            defer { database.close() }
            try database.execute("UPDATE Z_METADATA SET Z_PLIST = ?", [value])
        }
        try setPlist(.blob(Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0xFF, 0x00, 0x13])))
        XCTAssertThrowsError(try open(try Self.journal(nil))) { error in
            XCTAssertEqual((error as NSError).code, NSPersistentStoreOpenError)
            XCTAssertTrue("\(error)".contains("Z_PLIST") && "\(error)".contains(self.storeURL.path), "\(error)")
        }
        let odd = try PropertyListSerialization.data(
            fromPropertyList: [NSStoreModelVersionHashesKey: "not a dictionary"], format: .binary, options: 0)
        try setPlist(.blob(odd))
        // Without hashes the store is taken as written before stores recorded them: it opens,
        // and records the model that opened it.
        let container = try open(try Self.journal("Journal"), migrate: false)
        XCTAssertEqual(try fetch("Writer", in: container).count, 2)
        try close(container)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
            ofType: NSSQLiteStoreType, at: storeURL)
        XCTAssertEqual(metadata[NSStoreModelVersionIdentifiersKey] as? [String], ["1"])
    }

    func testAnIncompatibleStoreWithoutTheMigrateOptionFailsAndIsUntouched() throws {
        try writeVersion1()
        let before = try Data(contentsOf: storeURL)
        XCTAssertThrowsError(try open(try Self.journal("Journal 2"), migrate: false)) { error in
            XCTAssertEqual((error as NSError).code, NSPersistentStoreIncompatibleVersionHashError)
            XCTAssertEqual((error as NSError).domain, NSCocoaErrorDomain)
            XCTAssertTrue((error as NSError).localizedDescription.contains(self.storeURL.path))
        }
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: try Self.journal("Journal 3"))
        XCTAssertThrowsError(
            try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
        ) { error in
            XCTAssertEqual((error as NSError).code, NSPersistentStoreIncompatibleVersionHashError)
        }
        XCTAssertEqual(try Data(contentsOf: storeURL), before, "the file is byte for byte as it was")
        let container = try open(try Self.journal("Journal"), migrate: false)
        XCTAssertEqual(try fetch("Writer", in: container).count, 2)
    }

    func testAStoreOfAnUnknownModelFailsWithMissingSourceModel() throws {
        let gadget = NSEntityDescription()
        gadget.name = "Gadget"
        let label = NSAttributeDescription()
        label.name = "label"
        label.attributeType = .stringAttributeType
        gadget.properties = [label]
        let unknown = NSManagedObjectModel()
        unknown.entities = [gadget]
        var container = try open(unknown)
        NSEntityDescription.insertNewObject(forEntityName: "Gadget", into: container.viewContext)
            .setValue("spring", forKey: "label")
        try container.viewContext.save()
        try close(container)
        let before = try Data(contentsOf: storeURL)
        XCTAssertThrowsError(try open(try Self.journal(nil))) { error in
            XCTAssertEqual((error as NSError).code, NSMigrationMissingSourceModelError)
        }
        XCTAssertEqual(try Data(contentsOf: storeURL), before)
        container = try open(unknown)
        XCTAssertEqual(string(try fetch("Gadget", in: container).first, "label"), "spring")
    }

    func testAPolicyFailingHalfWayLeavesTheStoreReadable() throws {
        let keys = try writeVersion1()
        let version2 = try Self.journal("Journal 2")
        try close(try open(version2))
        let before = try Data(contentsOf: storeURL)
        let migrated = folder.appendingPathComponent("Journal-3.sqlite")
        let manager = NSMigrationManager(sourceModel: version2, destinationModel: try Self.journal("Journal 3"))
        XCTAssertThrowsError(
            try manager.migrateStore(
                from: storeURL, sourceType: NSSQLiteStoreType, options: nil,
                with: Self.mappingFrom2To3(policy: NSStringFromClass(FailingPolicy.self)), toDestinationURL: migrated,
                destinationType: NSSQLiteStoreType, destinationOptions: nil)
        ) { error in
            XCTAssertEqual(error as NSError, FailingPolicy.failure)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: migrated.path), "the unfinished store is gone")
        XCTAssertEqual(try Data(contentsOf: storeURL), before)
        let container = try open(version2, migrate: false)
        XCTAssertEqual(try fetch("Person", in: container).count, 2)
        try assertNotesAndLabels(in: container, keys: keys, authorKey: "author")

        // A policy class nobody registered is a located error, not a crash.
        try close(container)
        XCTAssertThrowsError(
            try manager.migrateStore(
                from: storeURL, sourceType: NSSQLiteStoreType, options: nil,
                with: Self.mappingFrom2To3(policy: "Nowhere.Policy"), toDestinationURL: migrated,
                destinationType: NSSQLiteStoreType, destinationOptions: nil)
        ) { error in
            XCTAssertEqual((error as NSError).code, NSEntityMigrationPolicyError)
            XCTAssertTrue("\(error)".contains("Nowhere.Policy"))
        }
        XCTAssertThrowsError(
            try manager.migrateStore(
                from: storeURL, sourceType: NSSQLiteStoreType, options: nil, with: nil, toDestinationURL: migrated,
                destinationType: NSSQLiteStoreType, destinationOptions: nil)
        ) { error in
            XCTAssertEqual((error as NSError).code, NSMigrationMissingMappingModelError)
        }
    }

    /// A model folder in the test's folder: Journal 1 beside a version `edit` makes of it.
    func modelFolder(_ name: String, _ edit: (String) -> String) throws -> NSManagedObjectModel {
        let folderURL = folder.appendingPathComponent(name + ".xcdatamodeld")
        let original = try Self.fixture("Journal.xcdatamodeld").appendingPathComponent("Journal.xcdatamodel")
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: original, to: folderURL.appendingPathComponent("Journal.xcdatamodel"))
        let changed = folderURL.appendingPathComponent(name + ".xcdatamodel")
        try FileManager.default.createDirectory(at: changed, withIntermediateDirectories: true)
        let xml = try String(contentsOf: original.appendingPathComponent("contents"), encoding: .utf8)
        try edit(xml).write(to: changed.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let list = ["_XCCurrentVersionName": name + ".xcdatamodel"]
        try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
            .write(to: folderURL.appendingPathComponent(".xccurrentversion"))
        return try XCTUnwrap(NSManagedObjectModel(contentsOf: folderURL))
    }

    func testALightweightMigrationThatCannotFinishOrInferLeavesTheFile() throws {
        try writeVersion1()
        let before = try Data(contentsOf: storeURL)
        // A new required attribute without a default: the notes have no value for it.
        let strict = try modelFolder("Strict") {
            $0.replacingOccurrences(
                of: "<attribute name=\"title\" optional=\"YES\" attributeType=\"String\"/>",
                with: "<attribute name=\"title\" optional=\"YES\" attributeType=\"String\"/>"
                    + "<attribute name=\"mood\" attributeType=\"String\"/>")
        }
        XCTAssertNotNil(strict.entitiesByName["Note"]?.attributesByName["mood"])
        XCTAssertThrowsError(try open(strict)) { error in
            XCTAssertEqual((error as NSError).code, NSMigrationError)
            XCTAssertTrue("\(error)".contains("mood"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: storeURL), before)
        // A type change inference cannot map.
        let retyped = try modelFolder("Retyped") {
            $0.replacingOccurrences(
                of: "<attribute name=\"created\" optional=\"YES\" attributeType=\"Date\" usesScalarValueType=\"NO\"/>",
                with: "<attribute name=\"created\" optional=\"YES\" attributeType=\"String\"/>")
        }
        XCTAssertThrowsError(try open(retyped)) { error in
            XCTAssertEqual((error as NSError).code, NSInferredMappingModelError)
            XCTAssertTrue("\(error)".contains("created"), "\(error)")
        }
        XCTAssertThrowsError(try open(retyped, infer: false)) { error in
            XCTAssertEqual((error as NSError).code, NSMigrationMissingMappingModelError)
        }
        XCTAssertEqual(try Data(contentsOf: storeURL), before)
        let container = try open(try Self.journal("Journal"), migrate: false)
        XCTAssertEqual(try fetch("Note", in: container).count, 3)
    }
}
