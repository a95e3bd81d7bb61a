import Foundation

/// Core Data's error codes in `NSCocoaErrorDomain`, as its headers number them.
public let NSManagedObjectValidationError: Int = 1550
public let NSValidationMissingMandatoryPropertyError: Int = 1570
public let NSValidationRelationshipLacksMinimumCountError: Int = 1580
public let NSValidationRelationshipExceedsMaximumCountError: Int = 1590
public let NSValidationRelationshipDeniedDeleteError: Int = 1600
public let NSValidationMultipleErrorsError: Int = 1560
public let NSManagedObjectContextLockingError: Int = 132_000
public let NSPersistentStoreCoordinatorLockingError: Int = 132_010
public let NSManagedObjectReferentialIntegrityError: Int = 133_000
public let NSManagedObjectExternalRelationshipError: Int = 133_010
public let NSManagedObjectMergeError: Int = 133_020
public let NSManagedObjectConstraintMergeError: Int = 133_021
public let NSPersistentStoreInvalidTypeError: Int = 134_000
public let NSPersistentStoreTypeMismatchError: Int = 134_010
public let NSPersistentStoreIncompatibleSchemaError: Int = 134_020
public let NSPersistentStoreSaveError: Int = 134_030
public let NSPersistentStoreIncompleteSaveError: Int = 134_040
public let NSPersistentStoreOperationError: Int = 134_070
public let NSPersistentStoreOpenError: Int = 134_080
public let NSPersistentStoreTimeoutError: Int = 134_090
public let NSPersistentStoreIncompatibleVersionHashError: Int = 134_100
public let NSMigrationError: Int = 134_110
public let NSMigrationConstraintViolationError: Int = 134_111
public let NSMigrationCancelledError: Int = 134_120
public let NSMigrationMissingSourceModelError: Int = 134_130
public let NSMigrationMissingMappingModelError: Int = 134_140
public let NSMigrationManagerSourceStoreError: Int = 134_150
public let NSMigrationManagerDestinationStoreError: Int = 134_160
public let NSEntityMigrationPolicyError: Int = 134_170
public let NSInferredMappingModelError: Int = 134_190
public let NSCoreDataError: Int = 134_060
public let NSSQLiteError: Int = 134_180

/// The `userInfo` keys of a validation error.
public let NSValidationObjectErrorKey = "NSValidationErrorObject"
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
public let NSValidationPredicateErrorKey = "NSValidationErrorPredicate"
public let NSValidationValueErrorKey = "NSValidationErrorValue"
public let NSAffectedStoresErrorKey = "NSAffectedStoresErrorKey"
public let NSAffectedObjectsErrorKey = "NSAffectedObjectsErrorKey"
public let NSDetailedErrorsKey = "NSDetailedErrors"
public let NSPersistentStoreSaveConflictsErrorKey = "conflictList"
public let NSSQLiteErrorDomain = "NSSQLiteErrorDomain"

extension CocoaError.Code {
    public static var managedObjectValidation: CocoaError.Code { .init(rawValue: NSManagedObjectValidationError) }
    public static var validationMissingMandatoryProperty: CocoaError.Code {
        .init(rawValue: NSValidationMissingMandatoryPropertyError)
    }
    public static var validationRelationshipDeniedDelete: CocoaError.Code {
        .init(rawValue: NSValidationRelationshipDeniedDeleteError)
    }
    public static var validationMultipleErrors: CocoaError.Code { .init(rawValue: NSValidationMultipleErrorsError) }
    public static var managedObjectMerge: CocoaError.Code { .init(rawValue: NSManagedObjectMergeError) }
    public static var persistentStoreInvalidType: CocoaError.Code { .init(rawValue: NSPersistentStoreInvalidTypeError) }
    public static var persistentStoreIncompatibleSchema: CocoaError.Code {
        .init(rawValue: NSPersistentStoreIncompatibleSchemaError)
    }
    public static var persistentStoreSave: CocoaError.Code { .init(rawValue: NSPersistentStoreSaveError) }
    public static var persistentStoreOpen: CocoaError.Code { .init(rawValue: NSPersistentStoreOpenError) }
    public static var persistentStoreOperation: CocoaError.Code { .init(rawValue: NSPersistentStoreOperationError) }
    public static var coreData: CocoaError.Code { .init(rawValue: NSCoreDataError) }
    public static var persistentStoreIncompatibleVersionHash: CocoaError.Code {
        .init(rawValue: NSPersistentStoreIncompatibleVersionHashError)
    }
    public static var migration: CocoaError.Code { .init(rawValue: NSMigrationError) }
    public static var migrationCancelled: CocoaError.Code { .init(rawValue: NSMigrationCancelledError) }
    public static var migrationMissingSourceModel: CocoaError.Code {
        .init(rawValue: NSMigrationMissingSourceModelError)
    }
    public static var migrationMissingMappingModel: CocoaError.Code {
        .init(rawValue: NSMigrationMissingMappingModelError)
    }
    public static var migrationManagerSourceStore: CocoaError.Code {
        .init(rawValue: NSMigrationManagerSourceStoreError)
    }
    public static var migrationManagerDestinationStore: CocoaError.Code {
        .init(rawValue: NSMigrationManagerDestinationStoreError)
    }
    public static var entityMigrationPolicy: CocoaError.Code { .init(rawValue: NSEntityMigrationPolicyError) }
    public static var inferredMappingModel: CocoaError.Code { .init(rawValue: NSInferredMappingModelError) }
    public static var sqlite: CocoaError.Code { .init(rawValue: NSSQLiteError) }
}

/// The NSErrors Core Data throws, built in one place.
enum CoreDataError {
    static func validation(code: Int, object: NSManagedObject, key: String, message: String) -> NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: code,
            userInfo: [
                NSLocalizedDescriptionKey: message, NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: key,
            ])
    }

    static func store(_ code: Int, _ message: String, sqliteCode: Int32? = nil) -> NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: message]
        if let sqliteCode { info[NSSQLiteErrorDomain] = Int(sqliteCode) }
        return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
    }

    /// A migration's error, located by the store file it concerns and carrying the error that
    /// caused it (a policy's, SQLite's) under `NSUnderlyingErrorKey`.
    static func migration(_ code: Int, _ message: String, url: URL? = nil, underlying: (any Error)? = nil) -> NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: url.map { "\($0.path): \(message)" } ?? message]
        if let url { info[NSURLErrorKey] = url }
        if let underlying { info[NSUnderlyingErrorKey] = underlying as NSError }
        return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
    }
}
