import Foundation

/// An Objective-C exception as a value. Linux has no exception runtime to unwind the stack, so
/// `raise()` does what an uncaught exception does on iOS: it hands the exception to the handler
/// `NSSetUncaughtExceptionHandler` installed, then ends the process with the name and reason.
/// OpenUIKit's own misuse reports never raise: they go to `UIKitDiagnostics.handler`.
open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name (`NSInvalidArgumentException`…).
    public let name: NSExceptionName
    /// Why it was raised, for people.
    public let reason: String?
    /// What the raiser attached.
    public let userInfo: [AnyHashable: Any]?
    private var raisedSymbols: [String]?

    /// An exception, not yet raised.
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// The call stack where the exception was raised, as `Thread.callStackSymbols` prints it;
    /// empty before `raise()`.
    open var callStackSymbols: [String] { raisedSymbols ?? [] }

    open override var description: String { reason ?? name.rawValue }

    /// Raises the exception: the uncaught-exception handler runs, then the process ends.
    open func raise() {
        raisedSymbols = Thread.callStackSymbols
        UncaughtExceptionHandling.handler()?(self)
        fatalError("*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
    }

    /// Makes and raises an exception with a formatted reason.
    open class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }
}

/// What runs when an exception is raised and not caught, before the process ends.
public typealias NSUncaughtExceptionHandler = (NSException) -> Void

/// Installs the function that hears an uncaught exception (crash reporters install one at
/// launch), or removes it with nil.
public func NSSetUncaughtExceptionHandler(_ handler: NSUncaughtExceptionHandler?) {
    UncaughtExceptionHandling.set(handler)
}

/// The function `NSSetUncaughtExceptionHandler` installed, if any.
public func NSGetUncaughtExceptionHandler() -> NSUncaughtExceptionHandler? {
    UncaughtExceptionHandling.handler()
}

/// The installed handler, behind a lock since exceptions may be raised on any thread.
private enum UncaughtExceptionHandling {
    nonisolated(unsafe) private static var current: NSUncaughtExceptionHandler?
    private static let lock = NSLock()

    static func set(_ handler: NSUncaughtExceptionHandler?) {
        lock.withLock { current = handler }
    }

    static func handler() -> NSUncaughtExceptionHandler? {
        lock.withLock { current }
    }
}

/// Foundation's exception names that Linux's Foundation leaves out.
extension NSExceptionName {
    /// A generic exception.
    public static let genericException = NSExceptionName("NSGenericException")
    /// An index or range out of bounds.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// A bad argument, such as an unrecognized selector.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// An object in a state the call does not allow.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// Memory could not be allocated.
    public static let mallocException = NSExceptionName("NSMallocException")
    /// An object reached from the wrong thread.
    public static let objectInaccessibleException = NSExceptionName("NSObjectInaccessibleException")
    /// An object that is not available.
    public static let objectNotAvailableException = NSExceptionName("NSObjectNotAvailableException")
    /// A distributed-objects destination that is gone.
    public static let destinationInvalidException = NSExceptionName("NSDestinationInvalidException")
    /// Text that could not be converted to an encoding.
    public static let characterConversionException = NSExceptionName("NSCharacterConversionException")
    /// A property list or format that could not be parsed.
    public static let parseErrorException = NSExceptionName("NSParseErrorException")
    /// A key the object does not have (`NSUnknownKeyException`).
    public static let undefinedKeyException = NSExceptionName("NSUnknownKeyException")
}
