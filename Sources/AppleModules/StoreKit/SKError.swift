import Foundation

public let SKErrorDomain = "SKErrorDomain"

/// StoreKit's errors, with Apple's codes.
public struct SKError: Error, CustomNSError, Sendable, Hashable {
    public enum Code: Int, Sendable {
        case unknown = 0
        case clientInvalid = 1
        case paymentCancelled = 2
        case paymentInvalid = 3
        case paymentNotAllowed = 4
        case storeProductNotAvailable = 5
        case cloudServicePermissionDenied = 6
        case cloudServiceNetworkConnectionFailed = 7
        case cloudServiceRevoked = 8
        case privacyAcknowledgementRequired = 9
        case unauthorizedRequestData = 10
        case invalidOfferIdentifier = 11
        case invalidSignature = 12
        case missingOfferParams = 13
        case invalidOfferPrice = 14
        case overlayCancelled = 15
        case overlayInvalidConfiguration = 16
        case overlayTimeout = 17
        case ineligibleForOffer = 18
        case unsupportedPlatform = 19
        case overlayPresentedInBackgroundScene = 20
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { SKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: "The App Store is not available on this device."]
    }

    public static let unknown = Code.unknown
    public static let paymentNotAllowed = Code.paymentNotAllowed
    public static let storeProductNotAvailable = Code.storeProductNotAvailable
}
