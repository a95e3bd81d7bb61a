import Foundation

/// What UIKit would have raised or logged. OpenUIKit refuses the operation instead of trapping,
/// leaves the hierarchy as it was, and hands one of these to `UIKitDiagnostics.handler`.
public struct UIKitDiagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// UIKit's exception name (`NSInvalidArgumentException`, `NSInternalInconsistencyException`,
    /// `UIViewControllerHierarchyInconsistency`, `NSRangeException`), or `Warning` for a console
    /// message.
    public var name: String
    /// UIKit's reason or console text, naming the objects involved as `<Class: 0x…>`.
    public var reason: String

    /// Creates a diagnostic with UIKit's exception name (or `Warning`) and its reason.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public var description: String { "\(name): \(reason)" }

    /// The name of the exception UIKit raises for a bad argument, such as an unrecognized selector.
    public static let invalidArgument = "NSInvalidArgumentException"
    /// The name of the exception UIKit raises when an object is in a state the call does not allow.
    public static let internalInconsistency = "NSInternalInconsistencyException"
    /// The name of the exception UIKit raises when view controllers and their views are linked wrongly.
    public static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistency"
    /// The name of the exception UIKit raises for an index or range out of bounds.
    public static let range = "NSRangeException"
    /// The name of a diagnostic UIKit only logs to the console, with no exception.
    public static let warning = "Warning"
}

/// Where diagnostics go. Test suites and tools install their own handler.
public enum UIKitDiagnostics {
    /// The closure every diagnostic goes to; by default `printToStandardError`. Tests install their own to
    /// check or collect diagnostics.
    @MainActor public static var handler: (UIKitDiagnostic) -> Void = UIKitDiagnostics.printToStandardError

    /// Writes a diagnostic to standard error as `Name: reason`, the way UIKit's console shows it.
    @MainActor public static let printToStandardError: (UIKitDiagnostic) -> Void = { diagnostic in
        var stream = StandardErrorStream()
        print(diagnostic.description, to: &stream)
    }

    /// Sends a diagnostic named `name` (`UIKitDiagnostic.warning`…) to `handler`, as OpenUIKit
    /// reports its own; hosts report theirs here too.
    @_spi(Hosting) @MainActor public static func report(_ name: String, _ reason: String) {
        handler(UIKitDiagnostic(name: name, reason: reason))
    }

    /// For work UIKit does on any thread (loading and decoding images): the handler runs at
    /// once on the main thread, and later on it from any other.
    nonisolated static func reportFromAnyThread(_ name: String, _ reason: String) {
        let diagnostic = UIKitDiagnostic(name: name, reason: reason)
        if Thread.isMainThread {
            MainActor.assumeIsolated { handler(diagnostic) }
        } else {
            DispatchQueue.main.async { handler(diagnostic) }
        }
    }
}

/// Formats an object the way UIKit's messages do: `<ClassName: 0x…>`.
func objectDescription(_ object: AnyObject?) -> String {
    guard let object else { return "(null)" }
    let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
    return "<\(String(describing: type(of: object))): 0x\(String(address, radix: 16))>"
}

struct StandardErrorStream: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
