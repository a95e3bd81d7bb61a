internal import CSQLite
import Foundation

/// The rows of each table of the SQLite stores a tour left in an app's home, read through
/// SQLite's C API on a connection of the test's own.
enum StoreRowCounts {
    /// The `.sqlite` files under `home`.
    static func stores(under home: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: home, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "sqlite" }.sorted { $0.path < $1.path }
    }

    /// Rows by table of the store at `url`.
    static func counts(of url: URL) throws -> [String: Int] {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(url.path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            defer { sqlite3_close(handle) }
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        defer { sqlite3_close(handle) }
        var tables: [String] = []
        try each(handle, "SELECT name FROM sqlite_master WHERE type = 'table'") { statement in
            tables.append(String(cString: sqlite3_column_text(statement, 0)))
        }
        var counts: [String: Int] = [:]
        for table in tables {
            try each(handle, "SELECT count(*) FROM \"\(table.replacingOccurrences(of: "\"", with: "\"\""))\"") {
                counts[table] = Int(sqlite3_column_int64($0, 0))
            }
        }
        return counts
    }

    private static func each(_ handle: OpaquePointer?, _ sql: String, _ row: (OpaquePointer?) -> Void) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: String(cString: sqlite3_errmsg(handle))])
        }
        defer { sqlite3_finalize(statement) }
        while sqlite3_step(statement) == SQLITE_ROW { row(statement) }
    }
}
