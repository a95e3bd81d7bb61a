import Foundation

/// The name of an action method, standing in for Objective-C's `SEL`.
///
/// Linux has no Objective-C runtime, so `Selector` here carries only the
/// method name (e.g. `"backToA:"`); target–action dispatch resolves it through
/// whatever registry the caller provides. Writing a string literal where a
/// `Selector` is expected works as it does with UIKit.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Stored privately so the only public view of the name is
    /// `description` / `NSStringFromSelector`, as on Apple platforms.
    private let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String {
        name
    }
}

public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.description
}

public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
