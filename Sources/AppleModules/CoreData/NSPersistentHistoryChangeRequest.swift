import Foundation

/// What a history request returns.
public enum NSPersistentHistoryResultType: Int, Sendable {
    case statusOnly = 0
    case objectIDs = 1
    case count = 2
    case transactionsOnly = 3
    case changesOnly = 4
    case transactionsAndChanges = 5
}

/// Reads or deletes a store's history (its stores must have been added with
/// `NSPersistentHistoryTrackingKey`): the transactions after a date, a token or a transaction,
/// or deletes those before one. The class functions return this class rather than `Self`, so a
/// subclass needs no `required` initializer.
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest, @unchecked Sendable {
    enum Bound {
        case date(Date)
        case token(NSPersistentHistoryToken?)
        case transaction(Int64?)
    }

    let bound: Bound
    let deletes: Bool
    /// What the result holds; transactions with their changes unless set.
    open var resultType: NSPersistentHistoryResultType = .transactionsAndChanges
    /// The token the request was made with, if any.
    open var token: NSPersistentHistoryToken? {
        if case .token(let token) = bound { return token }
        return nil
    }

    init(bound: Bound, deletes: Bool) {
        self.bound = bound
        self.deletes = deletes
        super.init()
    }

    /// The transactions after `date`.
    open class func fetchHistory(after date: Date) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .date(date), deletes: false)
    }

    /// The transactions after `token` (all of them for nil).
    open class func fetchHistory(after token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .token(token), deletes: false)
    }

    /// The transactions after `transaction` (all of them for nil).
    open class func fetchHistory(
        after transaction: NSPersistentHistoryTransaction?
    ) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .transaction(transaction?.transactionNumber), deletes: false)
    }

    /// Deletes the transactions before `date`.
    open class func deleteHistory(before date: Date) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .date(date), deletes: true)
    }

    /// Deletes the transactions up to `token` (none for nil).
    open class func deleteHistory(before token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .token(token), deletes: true)
    }

    /// Deletes the transactions up to `transaction` (none for nil).
    open class func deleteHistory(
        before transaction: NSPersistentHistoryTransaction?
    ) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(bound: .transaction(transaction?.transactionNumber), deletes: true)
    }

    open override var requestType: NSPersistentStoreRequestType { .fetchRequestType }
}

/// The result of a history request: a status, a count, object IDs, transactions or changes, as
/// its `resultType` asked.
open class NSPersistentHistoryResult: NSPersistentStoreResult, @unchecked Sendable {
    open private(set) var result: Any?
    public let resultType: NSPersistentHistoryResultType

    init(result: Any?, resultType: NSPersistentHistoryResultType) {
        self.result = result
        self.resultType = resultType
        super.init()
    }
}

/// Posted after a save to a store added with `NSPersistentStoreRemoteChangeNotificationPostOptionKey`;
/// its user info has `NSStoreUUIDKey`, `NSPersistentHistoryTokenKey` (with history tracking) and
/// the store's URL under `"storeURL"`. Only this process's saves are seen here (the store has no
/// other writer that announces itself).
extension Notification.Name {
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// The history token in a remote-change notification.
public let NSPersistentHistoryTokenKey = "historyToken"
