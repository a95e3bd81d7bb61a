import Foundation

/// What a save records in a store's history: who saved.
struct HistoryRecord {
    var author: String?
    var contextName: String?
}

/// Persistent history in SQLite: a row per save in `Z_HISTORYTRANSACTION` (its number, time,
/// author, context, bundle and process) and a row per object changed in `Z_HISTORYCHANGE` (the
/// entity, the row's key, insert/update/delete and an update's changed properties), written in
/// the save's own transaction, so history and data cannot disagree.
extension SQLiteStoreEngine {
    static let transactionTable = "Z_HISTORYTRANSACTION"
    static let changeTable = "Z_HISTORYCHANGE"

    /// Creates the history tables if the store has none yet.
    func enableHistory() throws {
        lock.lock()
        defer { lock.unlock() }
        try database.execute(
            "CREATE TABLE IF NOT EXISTS \(Self.transactionTable) (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, "
                + "ZTIMESTAMP REAL, ZAUTHOR TEXT, ZCONTEXTNAME TEXT, ZBUNDLEID TEXT, ZPROCESSID TEXT)")
        try database.execute(
            "CREATE TABLE IF NOT EXISTS \(Self.changeTable) (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, "
                + "ZTRANSACTION INTEGER, ZCHANGETYPE INTEGER, ZENTITY TEXT, ZENTITYPK INTEGER, ZCOLUMNS TEXT)")
        try database.execute(
            "CREATE INDEX IF NOT EXISTS Z_HISTORYCHANGE_TRANSACTION ON \(Self.changeTable) (ZTRANSACTION)")
    }

    /// Records one save; called inside the save's transaction, with the keys its inserts got.
    func recordHistory(
        _ record: HistoryRecord, inserts: [RowWrite], keys: [ObjectIDKey: Int64], updates: [RowWrite],
        deletes: [NSManagedObjectID], dropped: Set<ObjectIDKey>
    ) throws {
        let process = ProcessInfo.processInfo
        try database.execute(
            "INSERT INTO \(Self.transactionTable) (ZTIMESTAMP, ZAUTHOR, ZCONTEXTNAME, ZBUNDLEID, ZPROCESSID) "
                + "VALUES (?, ?, ?, ?, ?)",
            [
                .real(Date().timeIntervalSinceReferenceDate), record.author.map { .text($0) } ?? .null,
                record.contextName.map { .text($0) } ?? .null,
                .text(Bundle.main.bundleIdentifier ?? process.processName),
                .text(String(process.processIdentifier)),
            ])
        let number = try lastTransactionNumberLocked()
        func change(
            _ type: NSPersistentHistoryChangeType, _ entity: NSEntityDescription, _ key: Int64, _ columns: String?
        )
            throws
        {
            try database.execute(
                "INSERT INTO \(Self.changeTable) (ZTRANSACTION, ZCHANGETYPE, ZENTITY, ZENTITYPK, ZCOLUMNS) VALUES (?, ?, ?, ?, ?)",
                [
                    .integer(number), .integer(Int64(type.rawValue)), .text(entity.name ?? ""), .integer(key),
                    columns.map { .text($0) } ?? .null,
                ])
        }
        for write in inserts { if let key = keys[id: write.id] { try change(.insert, write.entity, key, nil) } }
        for write in updates where !dropped.contains(id: write.id) {
            guard let key = write.id.primaryKey else { continue }
            try change(.update, write.entity, key, write.values.keys.sorted().joined(separator: ","))
        }
        for id in deletes { if let key = id.primaryKey { try change(.delete, id.entity, key, nil) } }
    }

    private func lastTransactionNumberLocked() throws -> Int64 {
        if case .integer(let number)? = try database.query("SELECT max(Z_PK) FROM \(Self.transactionTable)").first?
            .first
        {
            return number
        }
        return 0
    }

    /// The number of the store's last transaction (0 before the first).
    func lastTransactionNumber() throws -> Int64 {
        lock.lock()
        defer { lock.unlock() }
        return try lastTransactionNumberLocked()
    }

    /// The SQL condition on a transaction's number and time a history request's bound makes:
    /// after it to fetch, up to it to delete.
    private func condition(_ bound: NSPersistentHistoryChangeRequest.Bound, deleting: Bool) -> (String, [SQLiteValue]) {
        switch bound {
        case .date(let date):
            return (deleting ? "ZTIMESTAMP < ?" : "ZTIMESTAMP > ?", [.real(date.timeIntervalSinceReferenceDate)])
        case .token(let token):
            let number = token.map { $0.storeIdentifier == storeIdentifier ? $0.transactionNumber : 0 } ?? 0
            return (deleting ? "Z_PK <= ?" : "Z_PK > ?", [.integer(number)])
        case .transaction(let number):
            return (deleting ? "Z_PK <= ?" : "Z_PK > ?", [.integer(number ?? 0)])
        }
    }

    /// The transactions `bound` selects, oldest first, with their changes if `withChanges`.
    func history(
        _ bound: NSPersistentHistoryChangeRequest.Bound, withChanges: Bool
    ) throws -> [NSPersistentHistoryTransaction] {
        lock.lock()
        defer { lock.unlock() }
        let (sql, values) = condition(bound, deleting: false)
        let rows = try database.query(
            "SELECT Z_PK, ZTIMESTAMP, ZAUTHOR, ZCONTEXTNAME, ZBUNDLEID, ZPROCESSID FROM \(Self.transactionTable) "
                + "WHERE \(sql) ORDER BY Z_PK", values)
        var transactions: [NSPersistentHistoryTransaction] = []
        var byNumber: [Int64: NSPersistentHistoryTransaction] = [:]
        func text(_ value: SQLiteValue) -> String? {
            if case .text(let text) = value { return text }
            return nil
        }
        for row in rows {
            guard case .integer(let number) = row[0] else { continue }
            var seconds = 0.0
            if case .real(let stored) = row[1] { seconds = stored }
            let transaction = NSPersistentHistoryTransaction(
                timestamp: Date(timeIntervalSinceReferenceDate: seconds), transactionNumber: number,
                storeID: storeIdentifier, bundleID: text(row[4]) ?? "", processID: text(row[5]) ?? "",
                contextName: text(row[3]), author: text(row[2]))
            transactions.append(transaction)
            byNumber[number] = transaction
        }
        guard withChanges, let first = transactions.first?.transactionNumber else { return transactions }
        let changes = try database.query(
            "SELECT Z_PK, ZTRANSACTION, ZCHANGETYPE, ZENTITY, ZENTITYPK, ZCOLUMNS FROM \(Self.changeTable) "
                + "WHERE ZTRANSACTION >= ? ORDER BY Z_PK", [.integer(first)])
        for transaction in transactions { transaction.changes = [] }
        for row in changes {
            guard case .integer(let id) = row[0], case .integer(let number) = row[1],
                let transaction = byNumber[number], case .integer(let rawType) = row[2],
                let type = NSPersistentHistoryChangeType(rawValue: Int(rawType)), let entityName = text(row[3]),
                let entity = entitiesByName[entityName], case .integer(let key) = row[4]
            else { continue }
            let properties = text(row[5]).map { columns in
                Set(columns.split(separator: ",").compactMap { entity.propertiesByName[String($0)] })
            }
            let change = NSPersistentHistoryChange(
                changeID: id, changedObjectID: NSManagedObjectID(entity: entity, primaryKey: key, store: store),
                changeType: type, updatedProperties: type == .update ? properties ?? [] : nil)
            change.transaction = transaction
            transaction.changes?.append(change)
        }
        return transactions
    }

    /// Deletes the transactions (and their changes) `bound` reaches; returns how many.
    func deleteHistory(_ bound: NSPersistentHistoryChangeRequest.Bound) throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        let (sql, values) = condition(bound, deleting: true)
        return try database.transaction {
            try database.execute(
                "DELETE FROM \(Self.changeTable) WHERE ZTRANSACTION IN (SELECT Z_PK FROM \(Self.transactionTable) WHERE \(sql))",
                values)
            try database.execute("DELETE FROM \(Self.transactionTable) WHERE \(sql)", values)
            return database.changes
        }
    }
}
