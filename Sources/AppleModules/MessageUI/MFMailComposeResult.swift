import Foundation

/// How a mail compose sheet ended, as its delegate hears it. Raw values are MessageUI's.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0
    case saved = 1
    case sent = 2
    case failed = 3
}

/// Why a compose sheet failed: MessageUI's error domain and codes.
public struct MFMailComposeError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case saveFailed = 0
        case sendFailed = 1
    }
    public static let errorDomain = "MFMailComposeErrorDomain"
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let saveFailed = Code.saveFailed
    public static let sendFailed = Code.sendFailed
}

/// MessageUI's error domain string.
public let MFMailComposeErrorDomain = MFMailComposeError.errorDomain
