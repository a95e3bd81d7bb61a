import Foundation

public let LPErrorDomain = "LPErrorDomain"

/// Why fetching a link's metadata failed, with Apple's codes.
public struct LPError: Error, CustomNSError, Sendable, Hashable {
    public enum Code: Int, Sendable {
        case unknown = 1
        case metadataFetchFailed = 2
        case metadataFetchCancelled = 3
        case metadataFetchTimedOut = 4
        case metadataFetchNotAllowed = 5
    }

    public let code: Code
    /// What went wrong underneath (the URL loading error), when there was one.
    let underlying: (any Error)?

    public init(_ code: Code) { self.init(code, underlying: nil) }

    init(_ code: Code, underlying: (any Error)?) {
        self.code = code
        self.underlying = underlying
    }

    public static var errorDomain: String { LPErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: Self.descriptions[code] ?? "Metadata fetch failed."]
        if let underlying { info[NSUnderlyingErrorKey] = underlying as NSError }
        return info
    }

    public static func == (lhs: LPError, rhs: LPError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    private static let descriptions: [Code: String] = [
        .unknown: "An unknown error occurred.",
        .metadataFetchFailed: "The metadata fetch failed.",
        .metadataFetchCancelled: "The metadata fetch was cancelled.",
        .metadataFetchTimedOut: "The metadata fetch timed out.",
        .metadataFetchNotAllowed: "The metadata fetch was not allowed.",
    ]

    public static let unknown = Code.unknown
    public static let metadataFetchFailed = Code.metadataFetchFailed
    public static let metadataFetchCancelled = Code.metadataFetchCancelled
    public static let metadataFetchTimedOut = Code.metadataFetchTimedOut
    public static let metadataFetchNotAllowed = Code.metadataFetchNotAllowed
}
