import Foundation

/// The ways a save resolves a row another save changed since it was read.
public enum NSMergePolicyType: UInt, Sendable {
    /// The save fails with `NSManagedObjectMergeError`.
    case errorMergePolicyType = 0
    /// For each property both changed, the store's value wins; the others merge.
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    /// For each property both changed, the object's value wins; the others merge.
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    /// The object's values replace the row's.
    case overwriteMergePolicyType = 3
    /// The object's changes are dropped and it takes the row's values.
    case rollbackMergePolicyType = 4
}

/// How a context's save settles conflicts with other saves.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The policy's kind.
    open private(set) var mergeType: NSMergePolicyType

    /// A policy of `ty`.
    public init(merge ty: NSMergePolicyType) {
        mergeType = ty
        super.init()
    }

    /// Saves fail on conflicts: every context's default.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The store's changed values win, property by property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The object's changed values win, property by property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The object replaces the row.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The row replaces the object.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)

    var conflictRule: ConflictRule {
        switch mergeType {
        case .errorMergePolicyType: return .fail
        case .mergeByPropertyStoreTrumpMergePolicyType: return .storeWins
        case .mergeByPropertyObjectTrumpMergePolicyType: return .objectWins
        case .overwriteMergePolicyType: return .overwrite
        case .rollbackMergePolicyType: return .rollback
        }
    }
}

/// The policies as Core Data's Objective-C constants spell them.
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
