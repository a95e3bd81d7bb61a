import CoreLocation
import Foundation

/// How a route travels.
public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// Directions between two places from Apple's routing service, which cannot be reached from
/// here: every calculation fails with `MKError(.serverFailure)` on the main queue, as in an
/// offline Simulator.
open class MKDirections: NSObject, @unchecked Sendable {
    // @unchecked: the request's state is behind `OfflineServiceRequest`'s lock.

    /// Where from, where to, and how.
    open class Request: NSObject, @unchecked Sendable {
        // @unchecked: set by the app before calculating.
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType: MKDirectionsTransportType = .any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?

        public override init() { super.init() }
    }

    /// The routes found (never, here).
    open class Response: NSObject, @unchecked Sendable {
        public let source: MKMapItem
        public let destination: MKMapItem

        init(source: MKMapItem, destination: MKMapItem) {
            self.source = source
            self.destination = destination
            super.init()
        }
    }

    /// What the handler gets: a response, or an error.
    public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void

    private let request: Request
    private let service = OfflineServiceRequest()

    /// Directions for `request`.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Whether a calculation is waiting for its answer.
    open var isCalculating: Bool { service.isRunning }

    /// Calculates routes: fails with `MKError(.serverFailure)`, no routing service here.
    open func calculate(completionHandler: @escaping DirectionsHandler) {
        service.start(completionHandler)
    }

    /// Calculates routes.
    /// - Throws: `MKError(.serverFailure)`: no routing service can be reached.
    open func calculate() async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            calculate { response, error in
                if let response {
                    continuation.resume(returning: response)
                } else {
                    continuation.resume(throwing: error ?? MKError(.unknown))
                }
            }
        }
    }

    /// Cancels the calculation; its handler is not called.
    open func cancel() {
        service.cancel()
    }
}
