import Foundation

/// The domain of the errors scene requests fail with (`UISceneError`).
public let UISceneErrorDomain = "UISceneErrorDomain"

/// Why a scene request failed: an activation the app cannot have (it does not support multiple
/// scenes), a request the system refuses, or a geometry it cannot take. Handed to the request's
/// `errorHandler`; `error as NSError` has UIKit's domain and code.
public struct UISceneError: CustomNSError, Hashable, @unchecked Sendable {
    /// The kinds of failure, with UIKit's raw values.
    public enum Code: Int, Sendable {
        /// The app asked for another scene but does not support multiple scenes
        /// (`UIApplicationSupportsMultipleScenes` is not set).
        case multipleScenesNotSupported = 0
        /// The system refused the request, as for a session that is no longer open.
        case requestDenied = 1
        /// The geometry asked for is not one this kind of scene can take.
        case geometryRequestUnsupported = 100
        /// The geometry asked for is not allowed right now, as an orientation no controller supports.
        case geometryRequestDenied = 101
    }

    /// What failed.
    public let code: Code
    /// The error's user info: its description under `NSLocalizedDescriptionKey`.
    public let errorUserInfo: [String: Any]

    /// An error of `code` with `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.errorUserInfo = userInfo
    }

    /// `UISceneErrorDomain`.
    public static var errorDomain: String { UISceneErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// The app does not support multiple scenes.
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    /// The system refused the request.
    public static var requestDenied: Code { .requestDenied }
    /// The geometry asked for is not one the scene can take.
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    /// The geometry asked for is not allowed right now.
    public static var geometryRequestDenied: Code { .geometryRequestDenied }

    /// Two errors are the same when their codes are.
    public static func == (lhs: UISceneError, rhs: UISceneError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// An error of `code` whose description is `message`.
    static func make(_ code: Code, _ message: String) -> UISceneError {
        UISceneError(code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}

extension UISceneError.Code {
    /// Lets `catch UISceneError.multipleScenesNotSupported` match, as for Apple's error structs.
    public static func ~= (code: UISceneError.Code, error: any Error) -> Bool {
        (error as? UISceneError)?.code == code
    }
}
