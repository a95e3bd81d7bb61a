import CoreLocation
import Foundation

/// A suggestion a completer offers as the user types.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// The suggestion's main text.
    public let title: String
    /// The suggestion's second line.
    public let subtitle: String
    /// The ranges of `title` that match the query, as `NSValue`s of `NSRange`.
    public let titleHighlightRanges: [NSValue]
    /// The ranges of `subtitle` that match the query.
    public let subtitleHighlightRanges: [NSValue]

    init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        titleHighlightRanges = []
        subtitleHighlightRanges = []
        super.init()
    }
}

/// What a completer tells its delegate, on the main queue. Both methods are optional.
public protocol MKLocalSearchCompleterDelegate: AnyObject {
    /// The results changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// Completing the fragment failed.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests places as the user types. Apple's completion service cannot be reached from here:
/// each non-empty fragment fails with `MKError(.serverFailure)` to the delegate, as in an
/// offline Simulator, and `results` stays empty; an empty fragment updates to no results.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    // @unchecked: set and read on the main thread, as Apple's completer is used.

    /// The kinds of suggestions wanted.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }

    /// Who hears of results and failures.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The area to favour.
    open var region = MKCoordinateRegion()
    /// The kinds of suggestions wanted.
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// Which points of interest count.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The suggestions for the current fragment: none, without a service.
    public private(set) var results: [MKLocalSearchCompletion] = []
    private var generation = 0
    private var pendingGeneration: Int?

    public override init() { super.init() }

    /// What the user typed; setting it asks for suggestions.
    open var queryFragment = "" {
        didSet { complete() }
    }

    /// Whether an answer is awaited.
    open var isSearching: Bool { pendingGeneration != nil }

    /// Drops the request in flight; the delegate hears nothing of it.
    open func cancel() { pendingGeneration = nil }

    private func complete() {
        generation += 1
        let current = generation
        pendingGeneration = current
        let fragment = queryFragment
        let handoff = MainQueueHandoff(value: self)
        DispatchQueue.main.async {
            let completer = handoff.value
            guard completer.pendingGeneration == current else { return }
            completer.pendingGeneration = nil
            completer.results = []
            if fragment.trimmingCharacters(in: .whitespaces).isEmpty {
                completer.delegate?.completerDidUpdateResults(completer)
            } else {
                completer.delegate?.completer(completer, didFailWithError: MKError(.serverFailure))
            }
        }
    }
}
