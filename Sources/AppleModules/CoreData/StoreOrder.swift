internal import CSQLite
import Foundation

/// The ORDER BY a fetch's sort descriptors become, so the store hands rows back sorted and the
/// context need not sort them again (a sort in memory reads every object's keys: the largest
/// cost of a sorted fetch).
///
/// Only orders SQLite gives exactly as ``SortOrder`` gives them in memory are made: plain
/// descriptors (no comparator or selector of the app's) of attributes of the entity whose
/// column holds numbers (compared as doubles, `CAST(… AS REAL)`, so integers too large for a
/// double tie as they tie in memory), dates, booleans, or strings (through the
/// ``SortTextCollation``, which compares with Swift's `<` as ``SortKey`` does). NULL sorts
/// first ascending and last descending in both; ties keep the store's order (Z_PK), as the
/// stable sort in memory keeps it. Anything else (key paths, decimals, UUIDs, transformables)
/// gives nil and the sort stays in memory.
struct StoreOrder {
    var sql: String

    init?(_ descriptors: [NSSortDescriptor], entity: NSEntityDescription, columns: [String: String], alias: String) {
        guard !descriptors.isEmpty else { return nil }
        var terms: [String] = []
        for descriptor in descriptors {
            guard let key = SortOrder.plainKey(of: descriptor),
                let attribute = entity.attributesByName[key], !attribute.isTransient, let column = columns[key]
            else { return nil }
            let name = "\(alias).\(SQLiteDatabase.quote(column))"
            let expression: String
            switch attribute.attributeType {
            case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType,
                .doubleAttributeType, .floatAttributeType, .dateAttributeType:
                expression = "CAST(\(name) AS REAL)"
            case .stringAttributeType:
                expression = "\(name) COLLATE \(SortTextCollation.name)"
            default:
                return nil
            }
            terms.append(expression + (descriptor.ascending ? " ASC" : " DESC"))
        }
        sql = (terms + ["\(alias).Z_PK"]).joined(separator: ", ")
    }
}

/// The collation ``StoreOrder`` sorts strings with: Swift's `<` on the two strings (Unicode
/// canonical ordering), which is what ``SortKey`` compares in memory, not SQLite's byte order.
enum SortTextCollation {
    static let name = "NSSORT_TEXT"

    static func register(on handle: OpaquePointer) {
        sqlite3_create_collation_v2(handle, name, SQLITE_UTF8, nil, compare, nil)
    }

    private static let compare:
        @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32 = {
            _, leftCount, left, rightCount, right in
            let a = text(left, leftCount)
            let b = text(right, rightCount)
            return a < b ? -1 : (a == b ? 0 : 1)
        }

    private static func text(_ bytes: UnsafeRawPointer?, _ count: Int32) -> String {
        guard let bytes, count > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
    }
}
