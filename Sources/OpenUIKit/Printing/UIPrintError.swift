import Foundation

/// The domain of the errors printing reports (`UIPrintError`).
public let UIPrintErrorDomain = "UIPrintErrorDomain"

/// Why a print job failed, as `UIPrintInteractionController`'s completion handler reports it.
public struct UIPrintError: CustomNSError, Hashable, Error {
    /// The kinds of printing failure, with UIKit's raw values.
    public enum Code: Int, Sendable {
        /// Printing is not available: here, no renderer that writes PDF is installed.
        case notAvailable = 1
        /// There was nothing to print: no page renderer, formatter or printing item.
        case noContent = 2
        /// A printing item was neither an image nor a PDF (data, a file URL or a `UIImage`).
        case unknownImageFormat = 3
        /// The job could not be written (the printer's folder is not writable) or made.
        case jobFailed = 4
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) {
        self.code = code
    }

    /// The domain of printing errors, `UIPrintErrorDomain`.
    public static var errorDomain: String { UIPrintErrorDomain }
    /// The code's raw value, as `NSError` carries it.
    public var errorCode: Int { code.rawValue }
    /// A sentence saying what went wrong, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] {
        let text: String
        switch code {
        case .notAvailable: text = "Printing is not available."
        case .noContent: text = "There is nothing to print."
        case .unknownImageFormat: text = "The item to print is not an image or a PDF."
        case .jobFailed: text = "The print job failed."
        }
        return [NSLocalizedDescriptionKey: text]
    }

    /// Printing is not available.
    public static var notAvailable: Code { .notAvailable }
    /// There was nothing to print.
    public static var noContent: Code { .noContent }
    /// A printing item was neither an image nor a PDF.
    public static var unknownImageFormat: Code { .unknownImageFormat }
    /// The job could not be written.
    public static var jobFailed: Code { .jobFailed }
}
