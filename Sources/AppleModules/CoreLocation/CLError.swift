import Foundation

/// The error domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// A Core Location error as Swift imports it: a struct with a ``Code``, a static shortcut per
/// code (`CLError.denied` is `CLError.Code.denied`), and pattern matching so that
/// `catch CLError.denied` and `case CLError.locationUnknown` match errors of that code. As an
/// `NSError` its domain is ``kCLErrorDomain`` and its code the code's raw value.
public struct CLError: Error, CustomNSError, Hashable, Sendable {
    /// What went wrong, with Apple's raw values.
    public enum Code: Int, Sendable, Equatable {
        /// No fix could be had right now (the simulated location is "none").
        case locationUnknown = 0
        /// The user denied the app location access.
        case denied = 1
        /// The network could not be reached (geocoding: no service here).
        case network = 2
        /// No heading could be had (no magnetometer).
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        /// The geocoder found nothing.
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        /// The geocode was cancelled.
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    /// The error's code.
    public let code: Code
    /// The `NSError` user info.
    public let userInfo: [String: any Sendable]

    /// An error of `code`.
    public init(_ code: Code, userInfo: [String: any Sendable] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }

    public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
    public static var regionMonitoringFailure: Code { .regionMonitoringFailure }
    public static var regionMonitoringSetupDelayed: Code { .regionMonitoringSetupDelayed }
    public static var regionMonitoringResponseDelayed: Code { .regionMonitoringResponseDelayed }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var deferredFailed: Code { .deferredFailed }
    public static var deferredNotUpdatingLocation: Code { .deferredNotUpdatingLocation }
    public static var deferredAccuracyTooLow: Code { .deferredAccuracyTooLow }
    public static var deferredDistanceFiltered: Code { .deferredDistanceFiltered }
    public static var deferredCanceled: Code { .deferredCanceled }
    public static var rangingUnavailable: Code { .rangingUnavailable }
    public static var rangingFailure: Code { .rangingFailure }
    public static var promptDeclined: Code { .promptDeclined }
    public static var historicalLocationError: Code { .historicalLocationError }
}

extension CLError.Code {
    /// Whether `error` is a Core Location error of this code (a `CLError`, or an `NSError` in
    /// ``kCLErrorDomain``): what `catch CLError.denied` matches with.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        if let error = error as? CLError { return error.code == code }
        let bridged = error as NSError
        return bridged.domain == kCLErrorDomain && bridged.code == code.rawValue
    }
}
