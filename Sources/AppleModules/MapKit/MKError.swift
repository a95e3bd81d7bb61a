import Foundation

/// The error domain of MapKit's errors.
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit error as Swift imports it: a struct with a ``Code``, static shortcuts, and
/// `catch MKError.serverFailure` pattern matching. Search, completion and directions fail with
/// ``Code/serverFailure`` here: no Apple Maps service can be reached, as in a Simulator offline.
public struct MKError: Error, CustomNSError, Hashable, Sendable {
    /// What went wrong, with Apple's raw values.
    public enum Code: UInt, Sendable {
        case unknown = 1
        /// The map service could not be reached or failed.
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: "The operation couldn’t be completed. (MKErrorDomain error \(code.rawValue).)"]
    }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }
}

extension MKError.Code {
    /// Whether `error` is a MapKit error of this code: what `catch MKError.serverFailure` matches with.
    public static func ~= (code: MKError.Code, error: any Error) -> Bool {
        if let error = error as? MKError { return error.code == code }
        let bridged = error as NSError
        return bridged.domain == MKErrorDomain && bridged.code == Int(code.rawValue)
    }
}

/// Wraps a value that is handed across to the main queue once and used only there.
struct MainQueueHandoff<Value>: @unchecked Sendable {
    let value: Value
}
