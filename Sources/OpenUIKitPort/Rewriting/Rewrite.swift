import Foundation

/// One change the port made to an app's file: where, what it was, what it became, and why
/// Swift needed it off Apple platforms. `PORTING.md` lists them all.
public struct Rewrite: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case outlet = "@IBOutlet → @Outlet"
        case action = "@IBAction → @Action"
        case connectable = "@Connectable added"
        case objc = "@objc removed"
        case selector = "#selector → Selector"
        case applicationMain = "@UIApplicationMain → @main"
        case applicationMainCall = "UIApplicationMain(…) → OpenUIKitGenerated.applicationMain(…)"
        case movedOverride = "member moved into its class"
        case widenedAccess = "private → internal"
        case importRenamed = "import renamed"
        case dynamicInit = "Self(nibName:bundle:) → Self.openUIKitInit"
        case managed = "@NSManaged → managed accessors"
        case keyPath = "#keyPath → string"
        case foundationInit = "NSObject's init() → Linux Foundation's initializer"
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var kind: Kind
    public var before: String
    public var after: String
}

/// Something the port could not carry over by itself: a framework Linux lacks, an API
/// OpenUIKit does not have, a construct only a person can rewrite.
public struct PortGap: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The symbol or construct, as written.
    public var symbol: String
    public var reason: String
}
