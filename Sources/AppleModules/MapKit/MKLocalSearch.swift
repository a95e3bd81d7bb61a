import CoreLocation
import Foundation

/// A search of Apple Maps for places matching words. Apple's search service cannot be reached
/// from here, so every search fails as it does in an iOS Simulator with no network: the handler
/// gets `MKError(.serverFailure)` on the main queue.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    // @unchecked: the request's state is behind `OfflineServiceRequest`'s lock.

    /// What the handler gets: a response, or an error.
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

    /// The kinds of results a search returns.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// What to search for, and where.
    open class Request: NSObject, NSCopying, @unchecked Sendable {
        // @unchecked: set by the app before starting.
        /// The words to search for.
        open var naturalLanguageQuery: String?
        /// The area to search near.
        open var region = MKCoordinateRegion()
        /// The kinds of results wanted.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// Which points of interest count.
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() { super.init() }

        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }

        /// A request for `naturalLanguageQuery` near `region`.
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(naturalLanguageQuery: naturalLanguageQuery)
            self.region = region
        }

        /// A request for a completer's suggestion: its title and subtitle as the query.
        public convenience init(completion: MKLocalSearchCompletion) {
            self.init()
            naturalLanguageQuery = [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(
                separator: ", ")
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request()
            copy.naturalLanguageQuery = naturalLanguageQuery
            copy.region = region
            copy.resultTypes = resultTypes
            copy.pointOfInterestFilter = pointOfInterestFilter
            return copy
        }
    }

    /// What a search found.
    open class Response: NSObject, @unchecked Sendable {
        // @unchecked: immutable.
        /// The places found.
        public let mapItems: [MKMapItem]
        /// The region holding them.
        public let boundingRegion: MKCoordinateRegion

        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
            super.init()
        }
    }

    private let request: Request
    private let service = OfflineServiceRequest()

    /// A search for a copy of `request`.
    public init(request: Request) {
        self.request = request.copy() as? Request ?? request
        super.init()
    }

    /// Whether the search is waiting for its answer.
    open var isSearching: Bool { service.isRunning }

    /// Runs the search: fails with `MKError(.serverFailure)` (no search service here) on the
    /// main queue; a search cancelled before then calls nothing.
    open func start(completionHandler: @escaping CompletionHandler) {
        service.start(completionHandler)
    }

    /// Runs the search.
    /// - Throws: `MKError(.serverFailure)`: no search service can be reached.
    open func start() async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            start { response, error in
                if let response {
                    continuation.resume(returning: response)
                } else {
                    continuation.resume(throwing: error ?? MKError(.unknown))
                }
            }
        }
    }

    /// Cancels the search; its handler is not called.
    open func cancel() {
        service.cancel()
    }
}
