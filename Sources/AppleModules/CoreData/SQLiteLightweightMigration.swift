import Foundation

/// Lightweight migration of an SQLite store in place: an inferred mapping model turned into
/// SQL run in one transaction on the file.
///
/// Each destination table is built beside the old ones (`Z_MIGRATING_n`), filled with one
/// `INSERT … SELECT` per entity mapping (primary keys, Z_OPT and to-one columns copied, so
/// object IDs and references stay; renamed entities get their new Z_ENT; added attributes
/// their default), join tables are copied the same way, then the old tables are dropped and
/// the new ones renamed. Z_PRIMARYKEY and the metadata's version hashes are updated in the
/// same transaction, so a failure (a required value missing, an SQLite error) leaves the file
/// as it was. Costs one copy of every row inside SQLite, no object in memory; indexes are
/// made again by the store's schema creation when it opens.
struct SQLiteLightweightMigration {
    let url: URL
    let mapping: NSMappingModel
    /// The entities the store holds, in the source model.
    let sourceEntities: [NSEntityDescription]
    /// The entities the store will hold, in the destination model.
    let destinationEntities: [NSEntityDescription]

    /// One root entity's table: its name and the column of each stored to-one or attribute.
    struct TableLayout {
        var name: String
        var root: NSEntityDescription
        var columns: [(property: String, column: String, type: String)]
    }

    /// The tables `entities` are stored in, as `SQLiteStoreEngine.createSchema` lays them out.
    static func layouts(of entities: [NSEntityDescription]) -> [TableLayout] {
        let roots = entities.filter { entity in
            guard let parent = entity.superentity else { return true }
            return !entities.contains { $0 === parent }
        }
        return roots.compactMap { root in
            guard let rootName = root.name else { return nil }
            var seen = Set<String>()
            var columns: [(property: String, column: String, type: String)] = []
            for entity in root.selfAndDescendants {
                for property in entity.properties where !property.isTransient {
                    if let relationship = property as? NSRelationshipDescription, relationship.isToMany { continue }
                    guard property is NSAttributeDescription || property is NSRelationshipDescription,
                        seen.insert(property.name).inserted
                    else { continue }
                    columns.append(
                        (
                            property.name, SQLiteStoreEngine.columnName(property.name),
                            SQLiteStoreEngine.sqlType(property)
                        ))
                }
            }
            return TableLayout(name: SQLiteStoreEngine.tableName(rootName), root: root, columns: columns)
        }
    }

    private func failure(_ code: Int, _ message: String, _ underlying: (any Error)? = nil) -> NSError {
        CoreDataError.migration(code, message, url: url, underlying: underlying)
    }

    /// Migrates the file and records `metadata` in it.
    ///
    /// - Throws: `NSMigrationError` when a required value is missing after the migration, the
    ///   mapping needs more than SQL (a custom policy, an expression other than `$source.name`)
    ///   or SQLite fails; `NSInferredMappingModelError` when entities move between tables
    ///   (a changed hierarchy). The file is unchanged then.
    func run(recording metadata: [String: Any]) throws {
        let database = try SQLiteDatabase(path: url.path)
        defer { database.close() }
        do {
            try database.transaction { try migrate(database, metadata: metadata) }
        } catch let error as NSError where error.domain == NSCocoaErrorDomain && error.code != NSSQLiteError {
            throw error
        } catch {
            throw failure(NSMigrationError, "the store could not be migrated", error)
        }
    }

    private func migrate(_ database: SQLiteDatabase, metadata: [String: Any]) throws {
        let existingTables = Set(
            try database.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { row -> String? in
                if case .text(let name) = row[0] { return name.uppercased() }
                return nil
            })
        func columns(of table: String) throws -> Set<String> {
            Set(
                try database.query("PRAGMA table_info(\(SQLiteDatabase.quote(table)))").compactMap { row -> String? in
                    if case .text(let column) = row[1] { return column.uppercased() }
                    return nil
                })
        }
        let sourceLayouts = Self.layouts(of: sourceEntities)
        let destinationLayouts = Self.layouts(of: destinationEntities)
        func layout(of entity: NSEntityDescription, in layouts: [TableLayout]) -> TableLayout? {
            layouts.first { table in table.root.selfAndDescendants.contains { $0 === entity } }
        }
        let sourceByName = Dictionary(sourceEntities.compactMap { e in e.name.map { ($0, e) } }) { a, _ in a }
        // The mapping each destination entity migrates through, with its source.
        var mappingFor: [ObjectIdentifier: (NSEntityMapping, NSEntityDescription)] = [:]
        for entityMapping in mapping.entityMappings ?? [] {
            guard entityMapping.mappingType != .addEntityMappingType,
                entityMapping.mappingType != .removeEntityMappingType,
                let destinationName = entityMapping.destinationEntityName,
                let destination = destinationEntities.first(where: { $0.name == destinationName }),
                let sourceName = entityMapping.sourceEntityName, let source = sourceByName[sourceName]
            else { continue }
            if entityMapping.mappingType == .customEntityMappingType
                || (entityMapping.entityMigrationPolicyClassName.map { !$0.isEmpty && $0 != "NSEntityMigrationPolicy" }
                    ?? false)
            {
                throw failure(
                    NSMigrationError,
                    "entity mapping \(entityMapping.name ?? "") needs a policy, not a lightweight migration")
            }
            mappingFor[ObjectIdentifier(destination)] = (entityMapping, source)
        }

        var temporaryNames: [String: String] = [:]
        var highestKeys: [String: Int64] = [:]
        let storedKeys = try database.query("SELECT Z_NAME, Z_MAX FROM \(SQLiteStoreEngine.primaryKeyTable)")
        var storedMax: [String: Int64] = [:]
        for row in storedKeys {
            if case .text(let name) = row[0], case .integer(let max) = row[1] { storedMax[name.uppercased()] = max }
        }
        for (index, table) in destinationLayouts.enumerated() {
            let temporary = "Z_MIGRATING_\(index)"
            temporaryNames[table.name] = temporary
            let body =
                (["Z_PK INTEGER PRIMARY KEY", "Z_ENT TEXT", "Z_OPT INTEGER"]
                + table.columns.map { "\(SQLiteDatabase.quote($0.column)) \($0.type)" }).joined(separator: ", ")
            try database.execute("DROP TABLE IF EXISTS \(SQLiteDatabase.quote(temporary))")
            try database.execute("CREATE TABLE \(SQLiteDatabase.quote(temporary)) (\(body))")
            var feeding = Set<String>()
            for destination in table.root.selfAndDescendants {
                guard let destinationName = destination.name,
                    let (entityMapping, source) = mappingFor[ObjectIdentifier(destination)],
                    let sourceTable = layout(of: source, in: sourceLayouts),
                    existingTables.contains(sourceTable.name.uppercased())
                else { continue }
                feeding.insert(sourceTable.name)
                guard feeding.count == 1 else {
                    throw failure(
                        NSInferredMappingModelError,
                        "entities of two source tables move into \(table.name): a changed entity hierarchy is not "
                            + "migrated lightweight here")
                }
                let sourceColumns = try columns(of: sourceTable.name)
                var targets = ["Z_PK", "Z_ENT", "Z_OPT"]
                var selections = ["Z_PK", "?", "Z_OPT"]
                var values: [SQLiteValue] = [.text(destinationName)]
                let attributeMappings = entityMapping.attributeMappingsByName
                let relationshipMappings = entityMapping.relationshipMappingsByName
                for (name, column, _) in table.columns {
                    guard let property = destination.propertiesByName[name] else { continue }
                    let propertyMapping =
                        property is NSAttributeDescription ? attributeMappings[name] : relationshipMappings[name]
                    var sourceColumn: String?
                    if let expression = propertyMapping?.valueExpression {
                        guard let sourceName = expression.sourcePropertyName else {
                            throw failure(
                                NSMigrationError,
                                "\(destinationName).\(name) is computed by \(expression), which a lightweight "
                                    + "migration cannot run")
                        }
                        let candidate = SQLiteStoreEngine.columnName(sourceName)
                        if source.propertiesByName[sourceName] != nil, sourceColumns.contains(candidate.uppercased()) {
                            sourceColumn = candidate
                        }
                    }
                    targets.append(SQLiteDatabase.quote(column))
                    let attribute = property as? NSAttributeDescription
                    let fallback = attribute?.defaultValue.flatMap { Self.storedValue($0, for: attribute!) }
                    switch (sourceColumn, fallback) {
                    case (let sourceColumn?, let fallback?) where !property.isOptional:
                        selections.append("COALESCE(\(SQLiteDatabase.quote(sourceColumn)), ?)")
                        values.append(fallback)
                    case (let sourceColumn?, _):
                        selections.append(SQLiteDatabase.quote(sourceColumn))
                    case (nil, let fallback?):
                        selections.append("?")
                        values.append(fallback)
                    case (nil, nil):
                        selections.append("NULL")
                    }
                }
                values.append(.text(source.name ?? ""))
                try database.execute(
                    "INSERT INTO \(SQLiteDatabase.quote(temporary)) (\(targets.joined(separator: ", "))) "
                        + "SELECT \(selections.joined(separator: ", ")) FROM \(SQLiteDatabase.quote(sourceTable.name)) "
                        + "WHERE Z_ENT = ?", values)
                // A required value still missing fails the migration, as Apple's validation does.
                for property in destination.properties where !property.isOptional && !property.isTransient {
                    if let relationship = property as? NSRelationshipDescription, relationship.isToMany { continue }
                    let missing = try database.query(
                        "SELECT count(*) FROM \(SQLiteDatabase.quote(temporary)) WHERE Z_ENT = ? AND "
                            + "\(SQLiteDatabase.quote(SQLiteStoreEngine.columnName(property.name))) IS NULL",
                        [.text(destinationName)])
                    if case .integer(let count)? = missing.first?.first, count > 0 {
                        throw failure(
                            NSMigrationError,
                            "\(count) \(destinationName) object(s) would have no value for the required "
                                + "\(property.name) (give it a default value in the new model version)")
                    }
                }
            }
            var highest: Int64 = 0
            for source in feeding { highest = max(highest, storedMax[source.uppercased()] ?? 0) }
            if case .integer(let key)? = try database.query("SELECT max(Z_PK) FROM \(SQLiteDatabase.quote(temporary))")
                .first?.first
            {
                highest = max(highest, key)
            }
            highestKeys[table.name] = highest
        }

        // Join tables: one per to-many relationship, its rows copied from the source relationship's.
        var joinRenames: [(String, String)] = []
        for (index, relationship) in destinationEntities.flatMap(\.ownProperties).compactMap({
            $0 as? NSRelationshipDescription
        }).filter({ $0.isToMany && !$0.isTransient }).enumerated() {
            let temporary = "Z_MIGRATING_J\(index)"
            let final = SQLiteStoreEngine.joinTableName(relationship)
            joinRenames.append((temporary, final))
            try database.execute("DROP TABLE IF EXISTS \(SQLiteDatabase.quote(temporary))")
            try database.execute(
                "CREATE TABLE \(SQLiteDatabase.quote(temporary)) (Z_SOURCE INTEGER, Z_TARGET INTEGER, Z_ORDER INTEGER)")
            guard let owner = relationship.entity, let (entityMapping, source) = mappingFor[ObjectIdentifier(owner)],
                let expression = entityMapping.relationshipMappingsByName[relationship.name]?.valueExpression,
                let sourceName = expression.sourcePropertyName,
                let sourceRelationship = source.relationshipsByName[sourceName], sourceRelationship.isToMany,
                existingTables.contains(SQLiteStoreEngine.joinTableName(sourceRelationship).uppercased()),
                let ownerTable = layout(of: owner, in: destinationLayouts),
                let target = relationship.destinationEntity,
                let targetTable = layout(of: target, in: destinationLayouts),
                let ownerTemporary = temporaryNames[ownerTable.name],
                let targetTemporary = temporaryNames[targetTable.name]
            else { continue }
            try database.execute(
                "INSERT INTO \(SQLiteDatabase.quote(temporary)) (Z_SOURCE, Z_TARGET, Z_ORDER) "
                    + "SELECT Z_SOURCE, Z_TARGET, Z_ORDER FROM "
                    + "\(SQLiteDatabase.quote(SQLiteStoreEngine.joinTableName(sourceRelationship))) "
                    + "WHERE Z_SOURCE IN (SELECT Z_PK FROM \(SQLiteDatabase.quote(ownerTemporary))) "
                    + "AND Z_TARGET IN (SELECT Z_PK FROM \(SQLiteDatabase.quote(targetTemporary))) "
                    + "ORDER BY Z_SOURCE, Z_ORDER")
        }

        // The old tables go, the new ones take their names.
        var dropped = Set(sourceLayouts.map { $0.name.uppercased() })
        for relationship in sourceEntities.flatMap(\.ownProperties).compactMap({ $0 as? NSRelationshipDescription })
        where relationship.isToMany && !relationship.isTransient {
            dropped.insert(SQLiteStoreEngine.joinTableName(relationship).uppercased())
        }
        for table in existingTables where dropped.contains(table) {
            try database.execute("DROP TABLE \(SQLiteDatabase.quote(table))")
        }
        let renames = destinationLayouts.compactMap { table in temporaryNames[table.name].map { ($0, table.name) } }
        for (temporary, final) in renames + joinRenames {
            try database.execute("DROP TABLE IF EXISTS \(SQLiteDatabase.quote(final))")
            try database.execute(
                "ALTER TABLE \(SQLiteDatabase.quote(temporary)) RENAME TO \(SQLiteDatabase.quote(final))")
        }
        for name in dropped {
            try database.execute(
                "DELETE FROM \(SQLiteStoreEngine.primaryKeyTable) WHERE upper(Z_NAME) = ?", [.text(name)])
        }
        for (name, highest) in highestKeys {
            try database.execute(
                "INSERT OR REPLACE INTO \(SQLiteStoreEngine.primaryKeyTable) (Z_NAME, Z_MAX) VALUES (?, ?)",
                [.text(name), .integer(highest)])
        }
        var list = metadata
        list[NSStoreUUIDKey] = nil
        let data = try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
        try database.execute("UPDATE \(SQLiteStoreEngine.metadataTable) SET Z_PLIST = ?", [.blob(data)])
    }

    /// A default value as its column holds it (what the store engine writes for the attribute).
    static func storedValue(_ value: Any, for attribute: NSAttributeDescription) -> SQLiteValue? {
        guard let value = attribute.coerce(value) else { return nil }
        switch attribute.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType:
            return NSAttributeDescription.integer(value).map { .integer($0) }
        case .doubleAttributeType, .floatAttributeType: return NSAttributeDescription.double(value).map { .real($0) }
        case .decimalAttributeType: return (value as? Decimal).map { .text("\($0)") }
        case .stringAttributeType: return (value as? String).map { .text($0) }
        case .dateAttributeType: return (value as? Date).map { .real($0.timeIntervalSinceReferenceDate) }
        case .binaryDataAttributeType: return (value as? Data).map { .blob($0) }
        case .UUIDAttributeType:
            return (value as? UUID).map { uuid in .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) }) }
        case .URIAttributeType: return (value as? URL).map { .text($0.absoluteString) }
        default: return nil
        }
    }
}
