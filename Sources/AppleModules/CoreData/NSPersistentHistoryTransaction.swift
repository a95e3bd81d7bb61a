import Foundation

/// One save a store with history tracking recorded: when, by whom, and what it changed.
open class NSPersistentHistoryTransaction: NSObject, NSCopying, @unchecked Sendable {
    /// When the save was written.
    open private(set) var timestamp: Date
    /// What it changed (nil when the request asked for transactions only).
    open internal(set) var changes: [NSPersistentHistoryChange]?
    /// Its number in the store's history: later saves have larger ones.
    open private(set) var transactionNumber: Int64
    /// The identifier of the store it was written to.
    open private(set) var storeID: String
    /// The bundle identifier of the app that wrote it.
    open private(set) var bundleID: String
    /// The process that wrote it.
    open private(set) var processID: String
    /// The saving context's `name`.
    open private(set) var contextName: String?
    /// The saving context's `transactionAuthor`.
    open private(set) var author: String?

    init(
        timestamp: Date, transactionNumber: Int64, storeID: String, bundleID: String, processID: String,
        contextName: String?, author: String?
    ) {
        self.timestamp = timestamp
        self.transactionNumber = transactionNumber
        self.storeID = storeID
        self.bundleID = bundleID
        self.processID = processID
        self.contextName = contextName
        self.author = author
        super.init()
    }

    /// The point in history just after this transaction.
    open var token: NSPersistentHistoryToken {
        NSPersistentHistoryToken(storeIdentifier: storeID, transactionNumber: transactionNumber)
    }

    /// A `NSManagedObjectContextDidSave`-shaped notification of the changes' object IDs (sets
    /// under `NSInsertedObjectsKey`, `NSUpdatedObjectsKey`, `NSDeletedObjectsKey`), for
    /// `mergeChanges(fromContextDidSave:)`.
    open func objectIDNotification() -> Notification {
        var inserted: [NSManagedObjectID] = []
        var updated: [NSManagedObjectID] = []
        var deleted: [NSManagedObjectID] = []
        for change in changes ?? [] {
            switch change.changeType {
            case .insert: inserted.append(change.changedObjectID)
            case .update: updated.append(change.changedObjectID)
            case .delete: deleted.append(change.changedObjectID)
            }
        }
        return Notification(
            name: .NSManagedObjectContextDidSave, object: nil,
            userInfo: [
                NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated),
                NSDeletedObjectsKey: Set(deleted),
            ])
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// How an object changed in a transaction.
public enum NSPersistentHistoryChangeType: Int, Sendable {
    case insert = 0
    case update = 1
    case delete = 2
}

/// One object's change in a transaction.
open class NSPersistentHistoryChange: NSObject, NSCopying, @unchecked Sendable {
    /// Its number in the store's history.
    open private(set) var changeID: Int64
    /// The object changed.
    open private(set) var changedObjectID: NSManagedObjectID
    /// Inserted, updated or deleted.
    open private(set) var changeType: NSPersistentHistoryChangeType
    /// A deleted object's preserved values: none are kept here (no attribute is marked to be
    /// preserved after deletion in a model this reads), so nil.
    open private(set) var tombstone: [AnyHashable: Any]?
    /// The transaction it belongs to.
    open internal(set) weak var transaction: NSPersistentHistoryTransaction?
    /// The properties an update changed (nil for inserts and deletes).
    open private(set) var updatedProperties: Set<NSPropertyDescription>?

    init(
        changeID: Int64, changedObjectID: NSManagedObjectID, changeType: NSPersistentHistoryChangeType,
        updatedProperties: Set<NSPropertyDescription>?
    ) {
        self.changeID = changeID
        self.changedObjectID = changedObjectID
        self.changeType = changeType
        self.updatedProperties = updatedProperties
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
