import Foundation

/// The domain of WebKit's own errors (`WKError.Code`).
public let WKErrorDomain = "WKErrorDomain"

/// WebKit's errors, as `NSError`s of `WKErrorDomain` with these codes.
public struct WKError: Error, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case contentRuleListStoreCompileFailed = 6
        case contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8
        case contentRuleListStoreVersionMismatch = 9
        case attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11
        case javaScriptInvalidFrameTarget = 12
        case navigationAppBoundDomain = 13
        case javaScriptAppBoundDomain = 14
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) {
        self.code = code
    }

    /// The `NSError` WebKit hands out, with a description.
    static func error(_ code: Code, _ description: String, _ extra: [String: Any] = [:]) -> NSError {
        var info = extra
        info[NSLocalizedDescriptionKey] = description
        return NSError(domain: WKErrorDomain, code: code.rawValue, userInfo: info)
    }
}
