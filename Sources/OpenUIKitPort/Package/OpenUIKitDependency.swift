import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder

/// Where a ported package gets OpenUIKit: a local checkout (a path) or a git URL, and the
/// package identity SwiftPM gives it, which `.product(name:package:)` must spell.
public struct OpenUIKitDependency: Sendable {
    public var location: String

    public init(_ location: String) {
        self.location = location
    }

    public var isRemote: Bool { location.contains("://") || location.hasPrefix("git@") }

    /// SwiftPM's identity: the last path component, without `.git`, lowercased.
    public var identity: String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// The `.package(…)` line.
    var manifestEntry: String {
        isRemote ? ".package(url: \(literal(location)), branch: \"main\")" : ".package(path: \(literal(location)))"
    }

    /// The OpenUIKit checkout this tool was built from: three folders up from this file.
    public static var ownCheckout: OpenUIKitDependency {
        OpenUIKitDependency(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().path)
    }
}

/// A Swift string literal of `text`, escaped (or raw) as swift-syntax writes one.
func literal(_ text: String) -> String {
    StringLiteralExprSyntax(content: text).description
}
