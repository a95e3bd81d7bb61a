import Foundation

/// The user's contacts. Here, as on a fresh iOS Simulator, the store is empty: there is no
/// address book on Linux to read. Asking for access is answered yes (as a person tapping
/// "Allow" would), once per process; fetches then succeed with no contacts.
open class CNContactStore: NSObject, @unchecked Sendable {
    // @unchecked: the only state is the process-wide authorization, behind a lock.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var granted = false

    /// A store over the user's (empty) contacts.
    public override init() { super.init() }

    /// `.notDetermined` until an app's store asks, then `.authorized`.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        lock.withLock { granted } ? .authorized : .notDetermined
    }

    /// Asks for access: granted, as the person allowed it. The handler runs on another queue, as
    /// Apple's does.
    open func requestAccess(
        for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void
    ) {
        Self.lock.withLock { Self.granted = true }
        let handler = Handoff(value: completionHandler)
        DispatchQueue.global().async { handler.value(true, nil) }
    }

    /// Asks for access and returns whether it was granted (it is).
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        Self.lock.withLock { Self.granted = true }
        return true
    }

    /// The contacts that match `predicate`: none, the store being empty.
    /// - Throws: `CNError(.authorizationDenied)` before access was granted.
    open func unifiedContacts(
        matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]
    ) throws
        -> [CNContact]
    {
        try checkAccess()
        return []
    }

    /// The contact with `identifier`.
    /// - Throws: `CNError(.recordDoesNotExist)`, the store being empty.
    open func unifiedContact(
        withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]
    ) throws
        -> CNContact
    {
        try checkAccess()
        throw CNError(.recordDoesNotExist)
    }

    /// Back to a fresh launch: access not asked yet. For tests.
    package static func resetAuthorization() {
        lock.withLock { granted = false }
    }

    /// The identifier of the store's only container.
    open func defaultContainerIdentifier() -> String { "OpenUIKitLocalContainer" }

    private func checkAccess() throws {
        guard Self.lock.withLock({ Self.granted }) else { throw CNError(.authorizationDenied) }
    }
}

/// The error domain of Contacts' errors.
public let CNErrorDomain = "CNErrorDomain"

/// A Contacts error, with Apple's codes.
public struct CNError: Error, CustomNSError, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case communicationError = 1
        case dataAccessError = 2
        case authorizationDenied = 100
        case noAccessableWritableContainers = 101
        case unauthorizedKeys = 102
        case featureDisabledByUser = 103
        case featureNotAvailable = 104
        case recordDoesNotExist = 200
        case insertedRecordAlreadyExists = 201
        case containmentCycle = 202
        case containmentScope = 203
        case parentRecordDoesNotExist = 204
        case recordIdentifierInvalid = 205
        case recordNotWritable = 206
        case parentContainerNotWritable = 207
        case validationMultipleErrors = 300
        case validationTypeMismatch = 301
        case validationConfigurationError = 302
        case predicateInvalid = 400
        case policyViolation = 500
        case clientIdentifierInvalid = 600
        case clientIdentifierDoesNotExist = 601
        case clientIdentifierCollision = 602
        case changeHistoryExpired = 603
        case changeHistoryInvalidAnchor = 604
        case changeHistoryInvalidFetchRequest = 605
        case vCardMalformed = 700
        case vCardSummarizationError = 701
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { CNErrorDomain }
    public var errorCode: Int { code.rawValue }
}
