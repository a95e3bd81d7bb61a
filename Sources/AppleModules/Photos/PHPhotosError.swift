import Foundation
import OpenUIKit

/// The error domain of the library's errors.
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

/// An error the photo library reports: a code of Apple's and a reason for people.
public struct PHPhotosError: Error, CustomNSError, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// The request was not valid.
        case invalidResource = 3302
        /// Something failed that has no code of its own.
        case internalError = -1
        /// The user cancelled.
        case userCancelled = 3072
        /// The identifier names nothing in the library.
        case identifierNotFound = 3201
        /// The change cannot be made to this object.
        case changeNotSupported = 3300
        /// A file the asset needs is missing.
        case missingResource = 3303
        /// The app may not use the library.
        case accessUserDenied = 3311
        /// Not enough room to store the change.
        case notEnoughSpace = 3305
        /// The asset does not support the request.
        case requestNotSupportedForAsset = 3306
    }

    /// The error's code.
    public let code: Code
    /// Why, in words.
    public let reason: String

    /// An error with `code` and a reason.
    public init(_ code: Code, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `PHPhotosErrorDomain`.
    public static var errorDomain: String { PHPhotosErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The reason, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }
    public var description: String { "PHPhotosError \(code.rawValue): \(reason)" }

    /// `PHPhotosError.invalidResource` and friends, as Apple's Swift overlay spells the codes.
    public static var invalidResource: Code { .invalidResource }
    /// The code of a failure that has no code of its own.
    public static var internalError: Code { .internalError }
    /// The code of an identifier that names nothing.
    public static var identifierNotFound: Code { .identifierNotFound }
    /// The code of a change the object does not support.
    public static var changeNotSupported: Code { .changeNotSupported }
    /// The code of a missing file.
    public static var missingResource: Code { .missingResource }
}
