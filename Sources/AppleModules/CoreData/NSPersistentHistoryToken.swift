import Foundation

/// A point in a store's history: the transactions after it are what a
/// `NSPersistentHistoryChangeRequest.fetchHistory(after:)` returns. Tokens of one store order by
/// their transaction number; they are kept (archived) by apps between launches.
open class NSPersistentHistoryToken: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The store whose history it is.
    let storeIdentifier: String
    /// The number of the last transaction it includes (0: before every one).
    let transactionNumber: Int64

    init(storeIdentifier: String, transactionNumber: Int64) {
        self.storeIdentifier = storeIdentifier
        self.transactionNumber = transactionNumber
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(storeIdentifier as NSString, forKey: "store")
        coder.encode(transactionNumber, forKey: "transaction")
    }

    public required init?(coder: NSCoder) {
        guard let store = coder.decodeObject(of: NSString.self, forKey: "store") else { return nil }
        storeIdentifier = store as String
        transactionNumber = coder.decodeInt64(forKey: "transaction")
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSPersistentHistoryToken else { return false }
        return other.storeIdentifier == storeIdentifier && other.transactionNumber == transactionNumber
    }

    open override var hash: Int { storeIdentifier.hashValue ^ transactionNumber.hashValue }

    open override var description: String { "<NSPersistentHistoryToken: \(storeIdentifier) #\(transactionNumber)>" }
}
