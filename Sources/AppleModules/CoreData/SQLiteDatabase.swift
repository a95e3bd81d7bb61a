internal import CSQLite
import Foundation

/// A value in or out of an SQLite column.
enum SQLiteValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// One SQLite connection through the C API: statements prepared once and cached, errors as
/// NSErrors carrying SQLite's message. Not thread-safe: its store serializes every use.
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    private var last: (sql: String, statement: OpaquePointer)?
    let path: String

    /// Opens (creating it if needed) the database at `path`; `":memory:"` is a database in memory.
    ///
    /// - Throws: `NSPersistentStoreOpenError` when SQLite cannot open the file or it is not a
    ///   database.
    init(path: String) throws {
        self.path = path
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(connection)
            throw CoreDataError.store(NSPersistentStoreOpenError, "\(path): \(message)", sqliteCode: status)
        }
        handle = connection
        sqlite3_busy_timeout(connection, 5_000)
        PredicateTextFunction.register(on: connection)
        SortTextCollation.register(on: connection)
        do {
            // Reading the schema is the first thing that fails on a file that is not a database.
            _ = try query("SELECT count(*) FROM sqlite_master")
            if path != ":memory:" { _ = try query("PRAGMA journal_mode=WAL") }
            try execute("PRAGMA foreign_keys=OFF")
        } catch {
            close()
            throw CoreDataError.store(
                NSPersistentStoreOpenError, "\(path) is not a readable SQLite store: \(error.localizedDescription)",
                sqliteCode: SQLITE_NOTADB)
        }
    }

    deinit { close() }

    func close() {
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        last = nil
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    private func failure(_ message: String, _ status: Int32) -> NSError {
        let detail = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed"
        return CoreDataError.store(NSSQLiteError, "\(message): \(detail)", sqliteCode: status)
    }

    private func prepare(_ sql: String) throws -> OpaquePointer {
        // A save runs one insert per row: the same string, compared by identity before hashing.
        if let last, last.sql == sql {
            sqlite3_reset(last.statement)
            sqlite3_clear_bindings(last.statement)
            return last.statement
        }
        let statement = try cachedStatement(sql)
        last = (sql, statement)
        return statement
    }

    private func cachedStatement(_ sql: String) throws -> OpaquePointer {
        if let cached = statements[sql] {
            sqlite3_reset(cached)
            sqlite3_clear_bindings(cached)
            return cached
        }
        guard let handle else { throw failure("the store is closed", SQLITE_MISUSE) }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw failure("cannot prepare \(sql)", status) }
        statements[sql] = statement
        return statement
    }

    private func bind(_ values: [SQLiteValue], to statement: OpaquePointer) throws {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(statement, index)
            case .integer(let integer): status = sqlite3_bind_int64(statement, index, integer)
            case .real(let real): status = sqlite3_bind_double(statement, index, real)
            case .text(let text): status = sqlite3_bind_text(statement, index, text, -1, openuikit_sqlite_transient())
            case .blob(let data):
                status = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(
                        statement, index, bytes.baseAddress, Int32(bytes.count), openuikit_sqlite_transient())
                }
            }
            guard status == SQLITE_OK else { throw failure("cannot bind a value", status) }
        }
    }

    /// Runs `sql` (one statement, `?` placeholders for `values`) for its effect.
    func execute(_ sql: String, _ values: [SQLiteValue] = []) throws {
        let statement = try prepare(sql)
        defer { sqlite3_reset(statement) }
        try bind(values, to: statement)
        var status = sqlite3_step(statement)
        while status == SQLITE_ROW { status = sqlite3_step(statement) }
        guard status == SQLITE_DONE else { throw failure("cannot run \(sql)", status) }
    }

    /// The rows `sql` selects, each a list of its columns' values.
    func query(_ sql: String, _ values: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        defer { sqlite3_reset(statement) }
        try bind(values, to: statement)
        var rows: [[SQLiteValue]] = []
        let columns = sqlite3_column_count(statement)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure("cannot run \(sql)", status) }
            var row: [SQLiteValue] = []
            row.reserveCapacity(Int(columns))
            for column in 0..<columns { row.append(Self.value(statement, column)) }
            rows.append(row)
        }
        return rows
    }

    /// Steps the rows `sql` selects, handing each to `body` while it is current: its columns
    /// are read in place, and only those `body` asks for (what a fetch of many rows saves).
    func forEachRow(_ sql: String, _ values: [SQLiteValue] = [], _ body: (SQLiteRow) throws -> Void) throws {
        let statement = try prepare(sql)
        defer { sqlite3_reset(statement) }
        try bind(values, to: statement)
        let row = SQLiteRow(statement: statement)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure("cannot run \(sql)", status) }
            try body(row)
        }
    }

    fileprivate static func value(_ statement: OpaquePointer, _ column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, column) else { return .text("") }
            return .text(String(cString: text))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let bytes = sqlite3_column_blob(statement, column), count > 0 else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    /// The rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }

    /// Runs `body` in one transaction: committed if it returns, rolled back if it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// An identifier quoted for SQL.
    static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// The current row of a statement ``SQLiteDatabase/forEachRow(_:_:_:)`` steps; valid only inside
/// its call.
struct SQLiteRow {
    fileprivate let statement: OpaquePointer

    /// Column `column`'s value.
    func value(_ column: Int32) -> SQLiteValue { SQLiteDatabase.value(statement, column) }

    /// Column `column` as an integer, nil when it holds none.
    func integer(_ column: Int32) -> Int64? {
        sqlite3_column_type(statement, column) == SQLITE_INTEGER ? sqlite3_column_int64(statement, column) : nil
    }

    /// Column `column` as a double, nil when it holds no floating-point number.
    func real(_ column: Int32) -> Double? {
        sqlite3_column_type(statement, column) == SQLITE_FLOAT ? sqlite3_column_double(statement, column) : nil
    }

    /// Whether column `column` is NULL.
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// Column `column` as text, nil when it holds none.
    func text(_ column: Int32) -> String? {
        guard sqlite3_column_type(statement, column) == SQLITE_TEXT, let bytes = sqlite3_column_text(statement, column)
        else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
