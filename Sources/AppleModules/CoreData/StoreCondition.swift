internal import CSQLite
import Foundation

/// A fetch's predicate as an SQL condition on its entity's table, so the store returns only the
/// rows that match instead of every row of the entity.
///
/// Numbers, dates, booleans, UUIDs, to-one relationships and `nil` become SQL comparisons;
/// strings go through `NSPREDICATE_TEXT`, an SQL function calling the same comparison the
/// in-memory evaluation does (Foundation's case and diacritic folding, canonical equivalence,
/// `LIKE`'s and `MATCHES`'s patterns), so the two cannot disagree. Key paths through a to-one
/// relationship become a subquery on the destination's table. What is left — to-many key paths,
/// `ANY`/`ALL`, `SUBQUERY`, `@count`, variables, block predicates, transient or unknown keys —
/// is evaluated in memory on the rows the rest selects: a condition that translated only part of
/// an `AND` selects more rows than match (`isExact` is false), never fewer.
struct StoreCondition {
    var sql: String
    var values: [SQLiteValue]
    /// Whether the rows the condition selects are exactly the saved rows the predicate matches,
    /// so they need no evaluation in memory.
    var isExact: Bool

    static let matchesEverything = StoreCondition(sql: "1", values: [], isExact: false)
}

extension SQLiteStoreEngine {
    /// The condition `predicate` becomes on the table of `entity`; nil when nothing of it
    /// translates (every row of the entity is read then).
    func condition(for predicate: NSPredicate, entity: NSEntityDescription) -> StoreCondition? {
        guard let node = ParsedPredicates.shared.node(of: predicate), let table = tables[entity.rootEntityName] else {
            return nil
        }
        let translator = PredicateTranslator(engine: self, alias: Self.alias)
        return translator.condition(node, entity: entity, table: table, depth: 0)
    }
}

/// Translates a parsed predicate node by node; see `StoreCondition`.
struct PredicateTranslator {
    let engine: SQLiteStoreEngine
    let alias: String

    /// Subqueries through to-one relationships nest at most this deep.
    static let maximumDepth = 4
    /// `IN` lists longer than this are evaluated in memory (SQLite limits a statement's
    /// parameters; 999 in old builds).
    static let maximumListCount = 500

    func condition(
        _ node: PredicateNode, entity: NSEntityDescription, table: SQLiteStoreEngine.Table, depth: Int
    ) -> StoreCondition? {
        switch node {
        case .constant(let value):
            return StoreCondition(sql: value ? "1" : "0", values: [], isExact: true)
        case .not(let inner):
            guard let inner = condition(inner, entity: entity, table: table, depth: depth), inner.isExact else {
                return nil
            }
            return StoreCondition(sql: "NOT (\(inner.sql))", values: inner.values, isExact: true)
        case .and(let terms):
            let parts = terms.map { condition($0, entity: entity, table: table, depth: depth) }
            let translated = parts.compactMap { $0 }
            guard !translated.isEmpty else { return nil }
            return StoreCondition(
                sql: translated.map { "(\($0.sql))" }.joined(separator: " AND "),
                values: translated.flatMap(\.values),
                isExact: translated.count == parts.count && translated.allSatisfy(\.isExact))
        case .or(let terms):
            var translated: [StoreCondition] = []
            for term in terms {
                guard let part = condition(term, entity: entity, table: table, depth: depth) else { return nil }
                translated.append(part)
            }
            return StoreCondition(
                sql: translated.map { "(\($0.sql))" }.joined(separator: " OR "),
                values: translated.flatMap(\.values), isExact: translated.allSatisfy(\.isExact))
        case .comparison(let left, let op, let right, let options, let modifier):
            guard modifier == .direct else { return nil }
            if case .keyPath(let path) = left, let constant = Self.constant(right) {
                return comparison(path, op, constant, options, entity: entity, table: table, depth: depth)
            }
            if case .keyPath(let path) = right, let constant = Self.constant(left), let flipped = op.flipped {
                return comparison(path, flipped, constant, options, entity: entity, table: table, depth: depth)
            }
            return nil
        }
    }

    /// A constant side of a comparison; nil for anything evaluated per object.
    private static func constant(_ expression: PredicateExpression) -> Any?? {
        switch expression {
        case .constant(let value): return .some(value)
        case .aggregate(let elements):
            var values: [Any] = []
            for element in elements {
                guard case .constant(let value) = element else { return nil }
                values.append(value ?? NSNull())
            }
            return .some(values)
        default: return nil
        }
    }

    private func comparison(
        _ path: String, _ op: PredicateOperator, _ constant: Any?, _ options: Compare.Options,
        entity: NSEntityDescription, table: SQLiteStoreEngine.Table, depth: Int
    ) -> StoreCondition? {
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = components.first, let property = entity.propertiesByName[first], !property.isTransient,
            let column = table.columns[first]
        else { return nil }
        let quoted = "\(alias).\(SQLiteDatabase.quote(column))"
        if components.count > 1 {
            // Through a to-one relationship: the rows whose destination matches. A row with no
            // destination matches nothing then, as in memory, only for comparisons false for nil.
            guard let relationship = property as? NSRelationshipDescription, !relationship.isToMany,
                let destination = relationship.destinationEntity, depth < Self.maximumDepth,
                let destinationTable = engine.tables[destination.rootEntityName],
                !Self.holdsForNil(op, constant)
            else { return nil }
            let inner = PredicateTranslator(engine: engine, alias: "t\(depth + 1)")
            let rest = components.dropFirst().joined(separator: ".")
            guard
                let condition = inner.comparison(
                    rest, op, constant, options, entity: destination, table: destinationTable, depth: depth + 1)
            else { return nil }
            return StoreCondition(
                sql: "\(quoted) IN (SELECT \(inner.alias).Z_PK FROM \(SQLiteDatabase.quote(destinationTable.name)) "
                    + "\(inner.alias) WHERE \(condition.sql))",
                values: condition.values, isExact: condition.isExact)
        }
        if let relationship = property as? NSRelationshipDescription {
            guard !relationship.isToMany else { return nil }
            return relationshipComparison(quoted, op, constant)
        }
        guard let attribute = property as? NSAttributeDescription else { return nil }
        return attributeComparison(quoted, attribute.attributeType, op, constant, options)
    }

    /// Whether `op` against `constant` is true for a nil value (`== nil`, `!= 5`).
    private static func holdsForNil(_ op: PredicateOperator, _ constant: Any?) -> Bool {
        PredicateEvaluator(bindings: [:]).compare(nil, op, constant, [])
    }

    private func relationshipComparison(
        _ column: String, _ op: PredicateOperator, _ constant: Any?
    )
        -> StoreCondition?
    {
        func key(_ value: Any) -> Int64?? {
            if value is NSNull { return .some(nil) }
            let id = (value as? NSManagedObject)?.objectID ?? (value as? NSManagedObjectID)
            guard let id else { return nil }
            // An object not saved yet is no saved row's destination.
            return .some(id.primaryKey ?? -1)
        }
        switch op {
        case .equal, .notEqual:
            guard let constant else {
                return StoreCondition(sql: "\(column) IS \(op == .equal ? "" : "NOT ")NULL", values: [], isExact: true)
            }
            guard let key = key(constant) else { return nil }
            guard let key else {
                return StoreCondition(sql: "\(column) IS \(op == .equal ? "" : "NOT ")NULL", values: [], isExact: true)
            }
            return op == .equal
                ? StoreCondition(sql: "\(column) = ?", values: [.integer(key)], isExact: true)
                : StoreCondition(sql: "(\(column) IS NULL OR \(column) != ?)", values: [.integer(key)], isExact: true)
        case .in:
            guard let elements = KeyValue.collection(constant), elements.count <= Self.maximumListCount else {
                return nil
            }
            var keys: [Int64] = []
            for element in elements {
                guard case .some(let key?) = key(element) else { return nil }
                keys.append(key)
            }
            guard !keys.isEmpty else { return StoreCondition(sql: "0", values: [], isExact: true) }
            return StoreCondition(
                sql: "\(column) IN (\(keys.map { _ in "?" }.joined(separator: ", ")))",
                values: keys.map { .integer($0) }, isExact: true)
        default:
            return nil
        }
    }

    /// The kind of SQL value a constant compares as against a column of `type`, if it compares
    /// in SQL as it does in memory.
    private static func sqlValue(_ value: Any, for type: NSAttributeType) -> SQLiteValue? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType,
            .doubleAttributeType, .floatAttributeType:
            // In memory both sides compare as doubles; SQLite compares an integer column with a
            // real the same way.
            return Compare.number(value).map { .real($0) }
        case .dateAttributeType:
            return Compare.date(value).map { .real($0.timeIntervalSinceReferenceDate) }
        case .UUIDAttributeType:
            guard let uuid = value as? UUID else { return nil }
            return .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) })
        default:
            return nil
        }
    }

    private func attributeComparison(
        _ column: String, _ type: NSAttributeType, _ op: PredicateOperator, _ constant: Any?,
        _ options: Compare.Options
    ) -> StoreCondition? {
        let isNil = constant == nil || constant is NSNull
        if isNil, op == .equal || op == .notEqual {
            return StoreCondition(sql: "\(column) IS \(op == .equal ? "" : "NOT ")NULL", values: [], isExact: true)
        }
        guard let constant, !isNil else { return nil }
        if type == .stringAttributeType { return textComparison(column, op, constant, options) }
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let value = Self.sqlValue(constant, for: type) else { return nil }
            if type == .UUIDAttributeType, op != .equal, op != .notEqual { return nil }
            if op == .notEqual {
                return StoreCondition(sql: "(\(column) IS NULL OR \(column) != ?)", values: [value], isExact: true)
            }
            let symbol =
                [
                    PredicateOperator.equal: "=", .less: "<", .lessOrEqual: "<=", .greater: ">",
                    .greaterOrEqual: ">=",
                ][op] ?? "="
            return StoreCondition(sql: "\(column) \(symbol) ?", values: [value], isExact: true)
        case .in:
            guard let elements = KeyValue.collection(constant), elements.count <= Self.maximumListCount else {
                return nil
            }
            var values: [SQLiteValue] = []
            for element in elements {
                if element is NSNull { return nil }
                guard let value = Self.sqlValue(element, for: type) else { return nil }
                values.append(value)
            }
            guard !values.isEmpty else { return StoreCondition(sql: "0", values: [], isExact: true) }
            return StoreCondition(
                sql: "\(column) IN (\(values.map { _ in "?" }.joined(separator: ", ")))", values: values,
                isExact: true)
        case .between:
            guard type != .UUIDAttributeType, let bounds = KeyValue.collection(constant), bounds.count == 2,
                let low = Self.sqlValue(bounds[0], for: type), let high = Self.sqlValue(bounds[1], for: type)
            else { return nil }
            return StoreCondition(sql: "\(column) BETWEEN ? AND ?", values: [low, high], isExact: true)
        default:
            return nil
        }
    }

    /// A string attribute against a string constant (or, for `IN`, a list of them), through the
    /// in-memory comparison itself.
    private func textComparison(
        _ column: String, _ op: PredicateOperator, _ constant: Any, _ options: Compare.Options
    ) -> StoreCondition? {
        if op == .in {
            guard let elements = KeyValue.collection(constant), elements.count <= Self.maximumListCount else {
                return nil
            }
            var texts: [String] = []
            for element in elements {
                guard let text = Self.text(element) else { return nil }
                texts.append(text)
            }
            guard !texts.isEmpty else { return StoreCondition(sql: "0", values: [], isExact: true) }
            let test =
                "\(PredicateTextFunction.name)(\(PredicateOperator.equal.rawValue), \(options.rawValue), \(column), ?)"
            return StoreCondition(
                sql: texts.map { _ in test }.joined(separator: " OR "), values: texts.map { .text($0) },
                isExact: true)
        }
        guard op != .between, let text = Self.text(constant) else { return nil }
        return StoreCondition(
            sql: "\(PredicateTextFunction.name)(\(op.rawValue), \(options.rawValue), \(column), ?)",
            values: [.text(text)], isExact: true)
    }

    private static func text(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let string = value as? NSString { return string as String }
        return nil
    }
}

extension PredicateOperator {
    /// The operator with its sides swapped (`5 < x` is `x > 5`); nil where swapping changes the
    /// meaning (`'abc' CONTAINS x`).
    var flipped: PredicateOperator? {
        switch self {
        case .equal, .notEqual: return self
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        default: return nil
        }
    }
}

/// `NSPREDICATE_TEXT(operator, options, value, pattern)`: 1 when the predicate evaluator's
/// comparison of the column's text with the pattern holds, else 0. Registered on every
/// connection a store opens.
enum PredicateTextFunction {
    static let name = "NSPREDICATE_TEXT"

    static func register(on handle: OpaquePointer) {
        sqlite3_create_function_v2(
            handle, name, 4, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, evaluate, nil, nil, nil)
    }

    private static let evaluate: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void =
        { context, count, arguments in
            guard count == 4, let arguments,
                let op = PredicateOperator(rawValue: Int(sqlite3_value_int(arguments[0])))
            else {
                sqlite3_result_int(context, 0)
                return
            }
            let options = Compare.Options(rawValue: Int(sqlite3_value_int(arguments[1])))
            if let holds = PlainText.compare(arguments[2], op, arguments[3], options) {
                sqlite3_result_int(context, holds ? 1 : 0)
                return
            }
            let value = text(arguments[2])
            let pattern = text(arguments[3])
            let holds = PredicateEvaluator(bindings: [:]).compare(value, op, pattern, options)
            sqlite3_result_int(context, holds ? 1 : 0)
        }

    private static func text(_ value: OpaquePointer?) -> String? {
        guard sqlite3_value_type(value) != SQLITE_NULL, let bytes = sqlite3_value_text(value) else { return nil }
        let length = Int(sqlite3_value_bytes(value))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
}

/// What ``PredicateTextFunction`` answers from the bytes alone: both texts plain ASCII (no
/// carriage return, which starts the one ASCII grapheme of two characters), where Swift's
/// Unicode comparisons and folding are byte comparisons and ASCII case folding. Nil for
/// anything else, which the predicate evaluator answers. No string is made: a fetch calls this
/// once per row.
enum PlainText {
    static func compare(
        _ value: OpaquePointer?, _ op: PredicateOperator, _ pattern: OpaquePointer?, _ options: Compare.Options
    ) -> Bool? {
        switch op {
        case .equal, .notEqual, .beginsWith, .endsWith, .contains: break
        default: return nil
        }
        guard sqlite3_value_type(value) == SQLITE_TEXT, sqlite3_value_type(pattern) == SQLITE_TEXT,
            let valueBytes = sqlite3_value_text(value), let patternBytes = sqlite3_value_text(pattern)
        else { return nil }
        let text = UnsafeBufferPointer(start: valueBytes, count: Int(sqlite3_value_bytes(value)))
        let part = UnsafeBufferPointer(start: patternBytes, count: Int(sqlite3_value_bytes(pattern)))
        guard isPlain(text), isPlain(part) else { return nil }
        let folds = options.contains(.caseInsensitive)
        func same(_ a: UInt8, _ b: UInt8) -> Bool { folds ? lower(a) == lower(b) : a == b }
        func matches(at start: Int) -> Bool {
            for index in 0..<part.count where !same(text[start + index], part[index]) { return false }
            return true
        }
        switch op {
        case .equal, .notEqual:
            let equal = text.count == part.count && matches(at: 0)
            return op == .equal ? equal : !equal
        case .beginsWith: return part.count <= text.count && matches(at: 0)
        case .endsWith: return part.count <= text.count && matches(at: text.count - part.count)
        default:
            guard !part.isEmpty, part.count <= text.count else { return false }
            return (0...(text.count - part.count)).contains(where: matches(at:))
        }
    }

    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
