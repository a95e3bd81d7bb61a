import Foundation

/// A row as the store has it: attribute values in their Swift types, to-one relationships as
/// the IDs of their destinations.
struct StoreRow {
    var primaryKey: Int64
    var entityName: String
    var version: Int64
    var values: [String: Any]
}

/// An object's changes as a save hands them to the store.
struct RowWrite {
    var id: NSManagedObjectID
    var entity: NSEntityDescription
    /// Attribute values, to-one destinations (their IDs, maybe temporary) and to-many
    /// destinations (arrays of IDs), by property name: all of them for an insert, the changed
    /// ones for an update.
    var values: [String: Any]
    /// The values when the object was read: a conflicting update compares them with the row.
    var committed: [String: Any]
    var expectedVersion: Int64
}

/// How a save treats a row another context changed since it was read.
enum ConflictRule {
    case fail, objectWins, storeWins, overwrite, rollback
}

/// Core Data's tables in SQLite: one per root entity (Z_PK, Z_ENT as the entity's name,
/// Z_OPT the row's version, a `Z`+NAME column per attribute and to-one relationship of the
/// entity and its sub-entities), a join table per to-many relationship (Z_SOURCE, Z_TARGET,
/// Z_ORDER), and Z_METADATA holding the store's identifier. Every method holds the store's lock:
/// contexts on any queue share it.
final class SQLiteStoreEngine: @unchecked Sendable {
    struct Table {
        var name: String
        var root: NSEntityDescription
        /// Column name by property name, for the attributes and to-one relationships of the root
        /// and its descendants.
        var columns: [String: String]
    }

    let lock = NSRecursiveLock()
    let database: SQLiteDatabase
    private(set) var tables: [String: Table] = [:]
    /// How each table's rows are read, made on first read (the tables do not change while the
    /// store is open).
    private var readPlans: [String: ReadPlan] = [:]
    let storeIdentifier: String
    weak var store: NSPersistentStore?
    let entitiesByName: [String: NSEntityDescription]

    static let metadataTable = "Z_METADATA"
    /// The name queries give an entity's table, which `StoreCondition`s name its columns by.
    static let alias = "t0"
    static let primaryKeyTable = "Z_PRIMARYKEY"

    init(path: String, entities: [NSEntityDescription]) throws {
        database = try SQLiteDatabase(path: path)
        var byName: [String: NSEntityDescription] = [:]
        for entity in entities { if let name = entity.name { byName[name] = entity } }
        entitiesByName = byName
        storeIdentifier = try Self.createSchema(database, entities: entities, tables: &tables)
    }

    /// A reader of `engine`'s file as it is now: a second connection with a read transaction
    /// open, which SQLite's write-ahead log keeps at this moment's data while other connections
    /// write (a query generation). Only for reading; closing it ends the transaction.
    ///
    /// - Throws: `NSPersistentStoreOperationError` for a store in memory, which has no file for a
    ///   second connection to read.
    init(snapshotOf engine: SQLiteStoreEngine) throws {
        guard engine.database.path != ":memory:" else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError,
                "query generations need an SQLite store in a file (its write-ahead log keeps each reader's data)")
        }
        database = try SQLiteDatabase(path: engine.database.path)
        tables = engine.tables
        storeIdentifier = engine.storeIdentifier
        store = engine.store
        entitiesByName = engine.entitiesByName
        try database.execute("BEGIN DEFERRED")
        // The first read starts the read transaction: from here on the connection sees this data.
        _ = try database.query("SELECT count(*) FROM \(Self.metadataTable)")
    }

    /// Whether the store lives in memory (no file, so no query generations).
    var isInMemory: Bool { database.path == ":memory:" }

    static func tableName(_ entityName: String) -> String { "Z" + entityName.uppercased() }
    static func columnName(_ property: String) -> String { "Z" + property.uppercased() }
    static func joinTableName(_ relationship: NSRelationshipDescription) -> String {
        "Z_" + (relationship.entity?.name ?? "").uppercased() + "_" + relationship.name.uppercased()
    }

    static func sqlType(_ property: NSPropertyDescription) -> String {
        guard let attribute = property as? NSAttributeDescription else { return "INTEGER" }
        switch attribute.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType:
            return "INTEGER"
        case .doubleAttributeType, .floatAttributeType, .dateAttributeType: return "REAL"
        case .stringAttributeType, .decimalAttributeType, .URIAttributeType: return "TEXT"
        default: return "BLOB"
        }
    }

    /// Creates what is missing: tables of new entities, columns of new properties (lightweight
    /// migration of added attributes and entities), join tables; returns the store's identifier.
    private static func createSchema(
        _ database: SQLiteDatabase, entities: [NSEntityDescription], tables: inout [String: Table]
    ) throws -> String {
        try database.transaction {
            try database.execute(
                "CREATE TABLE IF NOT EXISTS \(metadataTable) (Z_VERSION INTEGER PRIMARY KEY, Z_UUID TEXT, Z_PLIST BLOB)"
            )
            try database.execute(
                "CREATE TABLE IF NOT EXISTS \(primaryKeyTable) (Z_NAME TEXT PRIMARY KEY, Z_MAX INTEGER)")
            let identifier: String
            if case .text(let existing)? = try database.query("SELECT Z_UUID FROM \(metadataTable) LIMIT 1").first?
                .first
            {
                identifier = existing
            } else {
                identifier = UUID().uuidString
                try database.execute(
                    "INSERT INTO \(metadataTable) (Z_VERSION, Z_UUID) VALUES (1, ?)", [.text(identifier)])
            }
            let roots = entities.filter { $0.superentity == nil || !entities.contains($0.superentity!) }
            for root in roots {
                guard let rootName = root.name else { continue }
                let name = tableName(rootName)
                var columns: [String: String] = [:]
                var declarations: [(String, String)] = []
                for entity in root.selfAndDescendants {
                    for property in entity.properties where !property.isTransient {
                        if let relationship = property as? NSRelationshipDescription, relationship.isToMany { continue }
                        if property is NSAttributeDescription || property is NSRelationshipDescription {
                            guard columns[property.name] == nil else { continue }
                            let column = columnName(property.name)
                            columns[property.name] = column
                            declarations.append((column, sqlType(property)))
                        }
                    }
                }
                let quoted = SQLiteDatabase.quote(name)
                let body =
                    (["Z_PK INTEGER PRIMARY KEY", "Z_ENT TEXT", "Z_OPT INTEGER"]
                    + declarations.map { "\(SQLiteDatabase.quote($0.0)) \($0.1)" }).joined(separator: ", ")
                try database.execute("CREATE TABLE IF NOT EXISTS \(quoted) (\(body))")
                let existing = Set(
                    try database.query("PRAGMA table_info(\(quoted))").compactMap { row -> String? in
                        if case .text(let column) = row[1] { return column.uppercased() }
                        return nil
                    })
                for (column, type) in declarations where !existing.contains(column.uppercased()) {
                    try database.execute("ALTER TABLE \(quoted) ADD COLUMN \(SQLiteDatabase.quote(column)) \(type)")
                }
                for entity in root.selfAndDescendants {
                    for property in entity.properties where property.isIndexed {
                        guard let column = columns[property.name] else { continue }
                        let index = SQLiteDatabase.quote("\(name)_\(column)_INDEX")
                        try database.execute(
                            "CREATE INDEX IF NOT EXISTS \(index) ON \(quoted) (\(SQLiteDatabase.quote(column)))")
                    }
                    for case let relationship as NSRelationshipDescription in entity.ownProperties
                    where relationship.isToMany && !relationship.isTransient {
                        let join = SQLiteDatabase.quote(joinTableName(relationship))
                        try database.execute(
                            "CREATE TABLE IF NOT EXISTS \(join) (Z_SOURCE INTEGER, Z_TARGET INTEGER, Z_ORDER INTEGER)")
                        try database.execute(
                            "CREATE INDEX IF NOT EXISTS \(SQLiteDatabase.quote(joinTableName(relationship) + "_SOURCE")) "
                                + "ON \(join) (Z_SOURCE)")
                    }
                }
                tables[rootName] = Table(name: name, root: root, columns: columns)
            }
            return identifier
        }
    }

    private func table(for entity: NSEntityDescription) throws -> Table {
        guard let table = tables[entity.rootEntityName] else {
            throw CoreDataError.store(
                NSPersistentStoreOperationError, "the store has no table for entity \(entity.name ?? "")")
        }
        return table
    }

    // MARK: Values in columns

    private func encode(_ value: Any?, for property: NSPropertyDescription) -> SQLiteValue {
        guard let value, !(value is NSNull) else { return .null }
        if property is NSRelationshipDescription {
            if let id = value as? NSManagedObjectID, let key = id.primaryKey { return .integer(key) }
            return .null
        }
        guard let attribute = property as? NSAttributeDescription else { return .null }
        switch attribute.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType:
            return NSAttributeDescription.integer(value).map { .integer($0) } ?? .null
        case .doubleAttributeType, .floatAttributeType:
            return NSAttributeDescription.double(value).map { .real($0) } ?? .null
        case .decimalAttributeType:
            return (attribute.coerce(value) as? Decimal).map { .text("\($0)") } ?? .null
        case .stringAttributeType:
            return (attribute.coerce(value) as? String).map { .text($0) } ?? .null
        case .dateAttributeType:
            return (attribute.coerce(value) as? Date).map { .real($0.timeIntervalSinceReferenceDate) } ?? .null
        case .binaryDataAttributeType:
            return (attribute.coerce(value) as? Data).map { .blob($0) } ?? .null
        case .UUIDAttributeType:
            guard let uuid = attribute.coerce(value) as? UUID else { return .null }
            return .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) })
        case .URIAttributeType:
            return (attribute.coerce(value) as? URL).map { .text($0.absoluteString) } ?? .null
        default:
            if let data = value as? Data { return .blob(data) }
            if let archived = try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: false) {
                return .blob(archived)
            }
            return .null
        }
    }

    /// `value` for `property`'s column: a value already of the attribute type's Swift type
    /// goes in without `encode(_:for:)`'s conversions; a to-one destination's temporary ID is
    /// `resolved` to the key this save gave it.
    private func encode(_ value: Any?, _ property: ColumnProperty, resolved: (Any?) -> Any?) -> SQLiteValue {
        switch property {
        case .attribute(let attribute, let type):
            switch type {
            case .stringAttributeType: if let text = value as? String { return .text(text) }
            case .integer64AttributeType: if let number = value as? Int64 { return .integer(number) }
            case .integer32AttributeType: if let number = value as? Int32 { return .integer(Int64(number)) }
            case .integer16AttributeType: if let number = value as? Int16 { return .integer(Int64(number)) }
            case .booleanAttributeType: if let flag = value as? Bool { return .integer(flag ? 1 : 0) }
            case .doubleAttributeType: if let number = value as? Double { return .real(number) }
            case .dateAttributeType: if let date = value as? Date { return .real(date.timeIntervalSinceReferenceDate) }
            default: break
            }
            return encode(value, for: attribute)
        case .toOne:
            guard let id = resolved(value) as? NSManagedObjectID, let key = id.primaryKey else { return .null }
            return .integer(key)
        case .other(let property):
            return encode(resolved(value), for: property)
        }
    }

    private func decode(_ value: SQLiteValue, for property: NSPropertyDescription) -> Any? {
        if let relationship = property as? NSRelationshipDescription {
            guard case .integer(let key) = value, let destination = relationship.destinationEntity else { return nil }
            return NSManagedObjectID(entity: destination, primaryKey: key, store: store)
        }
        guard let attribute = property as? NSAttributeDescription else { return nil }
        switch (attribute.attributeType, value) {
        case (_, .null): return nil
        case (.dateAttributeType, .real(let seconds)): return Date(timeIntervalSinceReferenceDate: seconds)
        case (.dateAttributeType, .integer(let seconds)): return Date(timeIntervalSinceReferenceDate: Double(seconds))
        case (.UUIDAttributeType, .blob(let data)) where data.count == 16:
            let bytes = [UInt8](data)
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        case (.transformableAttributeType, .blob(let data)), (.undefinedAttributeType, .blob(let data)):
            if let object = try? NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) { return object }
            return data
        case (_, .integer(let integer)): return attribute.coerce(integer)
        case (_, .real(let real)): return attribute.coerce(real)
        case (_, .text(let text)): return attribute.coerce(text)
        case (_, .blob(let data)): return attribute.coerce(data)
        }
    }

    // MARK: Reading

    /// `Z_ENT IN (…)` for `entity` and its sub-entities, and `condition`.
    private static func entityCondition(
        _ entity: NSEntityDescription, _ condition: StoreCondition?
    ) -> (String, [SQLiteValue]) {
        let names = entity.selfAndDescendants.compactMap(\.name)
        let placeholders = names.map { _ in "?" }.joined(separator: ", ")
        let values = names.map { SQLiteValue.text($0) }
        guard let condition else { return ("Z_ENT IN (\(placeholders))", values) }
        return ("Z_ENT IN (\(placeholders)) AND (\(condition.sql))", values + condition.values)
    }

    /// The primary keys, entities and versions of the rows of `entity` and its sub-entities
    /// (those `condition` selects, if given).
    func keys(
        of entity: NSEntityDescription, where condition: StoreCondition? = nil
    ) throws -> [(primaryKey: Int64, entityName: String, version: Int64)] {
        try scan(of: entity, where: condition, values: { _, _, _ in false }).map {
            ($0.primaryKey, $0.entityName, $0.version)
        }
    }

    /// A row `scan` read: its values only when they were asked for.
    struct ScannedRow {
        var primaryKey: Int64
        var entityName: String
        var version: Int64
        var values: [String: Any]?

        /// The row as a `StoreRow`, when its values were read.
        var stored: StoreRow? {
            values.map { StoreRow(primaryKey: primaryKey, entityName: entityName, version: version, values: $0) }
        }
    }

    /// The order ``StoreOrder`` gives `descriptors` on `entity`'s table, nil when the sort has
    /// to be done in memory.
    func order(for descriptors: [NSSortDescriptor], entity: NSEntityDescription) -> StoreOrder? {
        guard let table = tables[entity.rootEntityName] else { return nil }
        return StoreOrder(descriptors, entity: entity, columns: table.columns, alias: Self.alias)
    }

    /// The rows of `entity` and its sub-entities that `condition` selects (all if nil), in `order`
    /// (else by primary key), in one query. A row's values are decoded only when `values` says
    /// so for its key, entity and version: a context skips the rows it already holds at their
    /// version.
    func scan(
        of entity: NSEntityDescription, where condition: StoreCondition? = nil, order: StoreOrder? = nil,
        values wanted: (Int64, String, Int64) -> Bool = { _, _, _ in true }
    ) throws -> [ScannedRow] {
        lock.lock()
        defer { lock.unlock() }
        let table = try table(for: entity)
        let (sql, values) = Self.entityCondition(entity, condition)
        return try scan(table, where: sql, values, order: order?.sql ?? "\(Self.alias).Z_PK", wanted)
    }

    /// How a table's rows are read: the columns selected after Z_PK, Z_ENT and Z_OPT, and per
    /// entity the property each of them holds (nil for a column of another entity of the table).
    struct ReadPlan {
        var selected: String
        var names: [String]
        var properties: [String: [ColumnProperty?]]
    }

    /// A column's property with what decoding it needs, found once per table rather than cast
    /// at every row.
    enum ColumnProperty {
        case attribute(NSAttributeDescription, NSAttributeType)
        case toOne(NSEntityDescription)
        case other(NSPropertyDescription)

        init(_ property: NSPropertyDescription) {
            if let attribute = property as? NSAttributeDescription {
                self = .attribute(attribute, attribute.attributeType)
            } else if let relationship = property as? NSRelationshipDescription, !relationship.isToMany,
                let destination = relationship.destinationEntity
            {
                self = .toOne(destination)
            } else {
                self = .other(property)
            }
        }
    }

    /// Column `column` of `row` as `property`'s value: read straight from the row when the
    /// column holds the attribute type's own storage class (what this store writes), else as
    /// `decode(_:for:)` reads any value.
    private func decode(_ row: SQLiteRow, _ column: Int32, _ property: ColumnProperty) -> Any? {
        switch property {
        case .attribute(let attribute, let type):
            if row.isNull(column) { return nil }
            switch type {
            case .integer64AttributeType: if let value = row.integer(column) { return value }
            case .integer32AttributeType:
                if let value = row.integer(column) { return Int32(truncatingIfNeeded: value) }
            case .integer16AttributeType:
                if let value = row.integer(column) { return Int16(truncatingIfNeeded: value) }
            case .booleanAttributeType: if let value = row.integer(column) { return value != 0 }
            case .doubleAttributeType: if let value = row.real(column) { return value }
            case .stringAttributeType: if let value = row.text(column) { return value }
            case .dateAttributeType:
                if let value = row.real(column) { return Date(timeIntervalSinceReferenceDate: value) }
            default: break
            }
            return decode(row.value(column), for: attribute)
        case .toOne(let destination):
            guard let key = row.integer(column) else { return nil }
            return NSManagedObjectID(entity: destination, primaryKey: key, store: store)
        case .other(let property):
            return decode(row.value(column), for: property)
        }
    }

    private func readPlan(_ table: Table) -> ReadPlan {
        if let plan = readPlans[table.name] { return plan }
        let names = table.columns.keys.sorted()
        let selected = (["Z_PK", "Z_ENT", "Z_OPT"] + names.compactMap { table.columns[$0] }.map(SQLiteDatabase.quote))
            .joined(separator: ", ")
        var properties: [String: [ColumnProperty?]] = [:]
        for entity in table.root.selfAndDescendants {
            guard let name = entity.name else { continue }
            let byName = entity.propertiesByName
            properties[name] = names.map { byName[$0].map(ColumnProperty.init) }
        }
        let plan = ReadPlan(selected: selected, names: names, properties: properties)
        readPlans[table.name] = plan
        return plan
    }

    private func scan(
        _ table: Table, where condition: String, _ values: [SQLiteValue], order: String,
        _ wanted: (Int64, String, Int64) -> Bool
    ) throws -> [ScannedRow] {
        let plan = readPlan(table)
        var result: [ScannedRow] = []
        try database.forEachRow(
            "SELECT \(plan.selected) FROM \(SQLiteDatabase.quote(table.name)) \(Self.alias) WHERE \(condition) ORDER BY \(order)",
            values
        ) { row in
            guard let key = row.integer(0), let entityName = row.text(1), let properties = plan.properties[entityName]
            else { return }
            let version = row.integer(2) ?? 0
            guard wanted(key, entityName, version) else {
                result.append(ScannedRow(primaryKey: key, entityName: entityName, version: version, values: nil))
                return
            }
            var decoded: [String: Any] = [:]
            decoded.reserveCapacity(properties.count)
            for (offset, property) in properties.enumerated() {
                guard let property else { continue }
                if let value = decode(row, Int32(offset + 3), property) { decoded[plan.names[offset]] = value }
            }
            result.append(ScannedRow(primaryKey: key, entityName: entityName, version: version, values: decoded))
        }
        return result
    }

    private func readRows(_ table: Table, where condition: String, _ values: [SQLiteValue]) throws -> [StoreRow] {
        try scan(table, where: condition, values, order: "\(Self.alias).Z_PK") { _, _, _ in true }.compactMap(\.stored)
    }

    /// The row `id` names, or nil when it was deleted.
    func row(for id: NSManagedObjectID) throws -> StoreRow? {
        guard let key = id.primaryKey else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return try readRows(try table(for: id.entity), where: "Z_PK = ?", [.integer(key)]).first
    }

    /// How many rows `entity` and its sub-entities have.
    func count(of entity: NSEntityDescription) throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        let table = try table(for: entity)
        let names = entity.selfAndDescendants.compactMap(\.name)
        let placeholders = names.map { _ in "?" }.joined(separator: ", ")
        let rows = try database.query(
            "SELECT count(*) FROM \(SQLiteDatabase.quote(table.name)) WHERE Z_ENT IN (\(placeholders))",
            names.map { .text($0) })
        if case .integer(let count)? = rows.first?.first { return Int(count) }
        return 0
    }

    /// The destinations of `relationship` from the row `source`, in their saved order.
    func destinations(
        of relationship: NSRelationshipDescription, from source: NSManagedObjectID
    ) throws
        -> [NSManagedObjectID]
    {
        guard let key = source.primaryKey, let destination = relationship.destinationEntity else { return [] }
        lock.lock()
        defer { lock.unlock() }
        let join = SQLiteDatabase.quote(Self.joinTableName(relationship))
        let destinationTable = try table(for: destination)
        let rows = try database.query(
            "SELECT j.Z_TARGET, t.Z_ENT FROM \(join) j JOIN \(SQLiteDatabase.quote(destinationTable.name)) t "
                + "ON t.Z_PK = j.Z_TARGET WHERE j.Z_SOURCE = ? ORDER BY j.Z_ORDER", [.integer(key)])
        return rows.compactMap { row in
            guard case .integer(let target) = row[0] else { return nil }
            var entity = destination
            if case .text(let name) = row[1], let exact = entitiesByName[name] { entity = exact }
            return NSManagedObjectID(entity: entity, primaryKey: target, store: store)
        }
    }

    // MARK: Writing

    /// Writes one save in one transaction: inserts get primary keys (returned by temporary ID),
    /// updates are checked against the row's version, deletes remove the row and its join rows.
    ///
    /// - Throws: `NSManagedObjectMergeError` when `rule` is `.fail` and another save changed an
    ///   updated row; an SQLite error. Nothing is written then.
    /// - Returns: the primary keys of the inserts and the IDs of updates the rollback rule dropped.
    func save(
        inserts: [RowWrite], updates: [RowWrite], deletes: [NSManagedObjectID], rule: ConflictRule,
        history: HistoryRecord? = nil
    ) throws
        -> (keys: [ObjectIDKey: Int64], versions: [ObjectIDKey: Int64], dropped: Set<ObjectIDKey>)
    {
        lock.lock()
        defer { lock.unlock() }
        return try database.transaction {
            var keys: [ObjectIDKey: Int64] = [:]
            var versions: [ObjectIDKey: Int64] = [:]
            var dropped = Set<ObjectIDKey>()
            var nextKeys: [String: Int64] = [:]
            for write in inserts {
                let table = try table(for: write.entity)
                if nextKeys[table.name] == nil {
                    // Keys only grow (Z_PRIMARYKEY remembers the highest ever given), so a deleted
                    // row's key never names a new object.
                    var highest: Int64 = 0
                    let rows = try database.query("SELECT max(Z_PK) FROM \(SQLiteDatabase.quote(table.name))")
                    if case .integer(let stored)? = rows.first?.first { highest = stored }
                    let given = try database.query(
                        "SELECT Z_MAX FROM \(Self.primaryKeyTable) WHERE Z_NAME = ?", [.text(table.name)])
                    if case .integer(let stored)? = given.first?.first { highest = max(highest, stored) }
                    nextKeys[table.name] = highest + 1
                }
                let key = nextKeys[table.name] ?? 1
                nextKeys[table.name] = key + 1
                keys[id: write.id] = key
            }
            func resolved(_ value: Any?) -> Any? {
                guard let id = value as? NSManagedObjectID, id.primaryKey == nil else { return value }
                return keys[id: id].map { NSManagedObjectID(entity: id.entity, primaryKey: $0, store: store) }
            }
            for (name, next) in nextKeys {
                try database.execute(
                    "INSERT OR REPLACE INTO \(Self.primaryKeyTable) (Z_NAME, Z_MAX) VALUES (?, ?)",
                    [.text(name), .integer(next - 1)])
            }
            for write in deletes {
                guard let key = write.primaryKey else { continue }
                let table = try table(for: write.entity)
                try database.execute("DELETE FROM \(SQLiteDatabase.quote(table.name)) WHERE Z_PK = ?", [.integer(key)])
                for entity in write.entity.selfAndDescendants + (write.entity.superentity.map { [$0] } ?? []) {
                    for case let relationship as NSRelationshipDescription in entity.ownProperties
                    where relationship.isToMany && !relationship.isTransient {
                        try database.execute(
                            "DELETE FROM \(SQLiteDatabase.quote(Self.joinTableName(relationship))) WHERE Z_SOURCE = ?",
                            [.integer(key)])
                    }
                }
                for other in entitiesByName.values {
                    for case let relationship as NSRelationshipDescription in other.ownProperties
                    where relationship.isToMany && !relationship.isTransient
                        && relationship.destinationEntity.map({ write.entity.isKindOf(entity: $0) }) == true
                    {
                        try database.execute(
                            "DELETE FROM \(SQLiteDatabase.quote(Self.joinTableName(relationship))) WHERE Z_TARGET = ?",
                            [.integer(key)])
                    }
                }
            }
            // One statement per entity, its columns in one order, made once per save.
            var plans: [ObjectIdentifier: (sql: String, properties: [(String, ColumnProperty)])] = [:]
            for write in inserts {
                guard let key = keys[id: write.id] else { continue }
                let plan: (sql: String, properties: [(String, ColumnProperty)])
                if let made = plans[ObjectIdentifier(write.entity)] {
                    plan = made
                } else {
                    let table = try table(for: write.entity)
                    var columns = ["Z_PK", "Z_ENT", "Z_OPT"]
                    var properties: [(String, ColumnProperty)] = []
                    let byName = write.entity.propertiesByName
                    for (name, column) in table.columns.sorted(by: { $0.key < $1.key }) {
                        guard let property = byName[name] else { continue }
                        columns.append(SQLiteDatabase.quote(column))
                        properties.append((name, ColumnProperty(property)))
                    }
                    plan = (
                        "INSERT INTO \(SQLiteDatabase.quote(table.name)) (\(columns.joined(separator: ", "))) VALUES ("
                            + columns.map { _ in "?" }.joined(separator: ", ") + ")", properties
                    )
                    plans[ObjectIdentifier(write.entity)] = plan
                }
                var values: [SQLiteValue] = [.integer(key), .text(write.entity.name ?? ""), .integer(1)]
                values.reserveCapacity(plan.properties.count + 3)
                for (name, property) in plan.properties {
                    values.append(encode(write.values[name], property, resolved: resolved))
                }
                try database.execute(plan.sql, values)
                versions[id: write.id] = 1
                try writeJoins(write, key: key, resolved: resolved)
            }
            for write in updates {
                guard let key = write.id.primaryKey else { continue }
                let table = try table(for: write.entity)
                let current = try readRows(table, where: "Z_PK = ?", [.integer(key)]).first
                guard let current else { continue }
                var changed = write.values
                if current.version != write.expectedVersion {
                    switch rule {
                    case .fail:
                        throw CoreDataError.store(
                            NSManagedObjectMergeError,
                            "\(write.entity.name ?? "") \(write.id) was changed by another save since it was read")
                    case .rollback:
                        dropped.insert(ObjectIDKey(write.id))
                        continue
                    case .storeWins:
                        changed = changed.filter { name, _ in
                            !Self.same(current.values[name], write.committed[name])
                        }
                    case .objectWins, .overwrite:
                        break
                    }
                }
                let version = current.version + 1
                var assignments = ["Z_OPT = ?"]
                var values: [SQLiteValue] = [.integer(version)]
                let byName = write.entity.propertiesByName
                for (name, value) in changed.sorted(by: { $0.key < $1.key }) {
                    guard let column = table.columns[name], let property = byName[name] else { continue }
                    assignments.append("\(SQLiteDatabase.quote(column)) = ?")
                    values.append(encode(resolved(value), for: property))
                }
                try database.execute(
                    "UPDATE \(SQLiteDatabase.quote(table.name)) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?",
                    values + [.integer(key)])
                versions[id: write.id] = version
                try writeJoins(
                    RowWrite(
                        id: write.id, entity: write.entity, values: changed, committed: [:],
                        expectedVersion: 0), key: key, resolved: resolved)
            }
            if let history {
                try recordHistory(
                    history, inserts: inserts, keys: keys, updates: updates, deletes: deletes, dropped: dropped)
            }
            return (keys, versions, dropped)
        }
    }

    private func writeJoins(_ write: RowWrite, key: Int64, resolved: (Any?) -> Any?) throws {
        for (name, property) in write.entity.relationshipsByName where property.isToMany && !property.isTransient {
            guard let targets = write.values[name] as? [NSManagedObjectID] else { continue }
            let join = SQLiteDatabase.quote(Self.joinTableName(property))
            try database.execute("DELETE FROM \(join) WHERE Z_SOURCE = ?", [.integer(key)])
            for (order, target) in targets.enumerated() {
                guard let targetKey = (resolved(target) as? NSManagedObjectID)?.primaryKey else { continue }
                try database.execute(
                    "INSERT INTO \(join) (Z_SOURCE, Z_TARGET, Z_ORDER) VALUES (?, ?, ?)",
                    [.integer(key), .integer(targetKey), .integer(Int64(order))])
            }
        }
    }

    /// Deletes every row of `entity` (and its sub-entities) matching `keys` (all if nil).
    func deleteAll(of entity: NSEntityDescription, keys: [Int64]?) throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        let table = try table(for: entity)
        return try database.transaction {
            var removed = 0
            let names = entity.selfAndDescendants.compactMap(\.name)
            let placeholders = names.map { _ in "?" }.joined(separator: ", ")
            if let keys {
                for key in keys {
                    try database.execute(
                        "DELETE FROM \(SQLiteDatabase.quote(table.name)) WHERE Z_PK = ? AND Z_ENT IN (\(placeholders))",
                        [.integer(key)] + names.map { .text($0) })
                    removed += database.changes
                }
            } else {
                try database.execute(
                    "DELETE FROM \(SQLiteDatabase.quote(table.name)) WHERE Z_ENT IN (\(placeholders))",
                    names.map { .text($0) })
                removed = database.changes
            }
            return removed
        }
    }

    /// Sets `values` (attribute values by name) on the rows of `entity` keyed `keys`, each row's
    /// version moving on, in one transaction; returns how many rows changed.
    func updateAll(of entity: NSEntityDescription, keys: [Int64], values: [String: Any]) throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        let table = try table(for: entity)
        let byName = entity.propertiesByName
        var assignments = ["Z_OPT = Z_OPT + 1"]
        var encoded: [SQLiteValue] = []
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let column = table.columns[name], let property = byName[name] else { continue }
            assignments.append("\(SQLiteDatabase.quote(column)) = ?")
            encoded.append(encode(value, for: property))
        }
        let statement =
            "UPDATE \(SQLiteDatabase.quote(table.name)) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?"
        return try database.transaction {
            var changed = 0
            for key in keys {
                try database.execute(statement, encoded + [.integer(key)])
                changed += database.changes
            }
            return changed
        }
    }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (a as NSObject, b as NSObject): return a.isEqual(b)
        case let (a?, b?): return "\(a)" == "\(b)"
        }
    }

    func close() {
        lock.lock()
        database.close()
        lock.unlock()
    }
}
