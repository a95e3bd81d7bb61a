import Contacts
import Foundation

/// What a geocoder's completion handler gets: placemarks, or an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into addresses and back, through Apple's geocoding service. That service
/// cannot be reached from here, so every request fails as it does in an iOS Simulator with no
/// network: the handler gets `CLError.network` on the main queue, a moment later. A request
/// cancelled first gets `CLError.geocodeCanceled` instead. One request runs at a time, as on iOS.
open class CLGeocoder: NSObject, @unchecked Sendable {
    // @unchecked: the in-flight request is behind `lock`.
    private let lock = NSLock()
    private var pending: (id: UUID, handler: CLGeocodeCompletionHandler)?

    public override init() { super.init() }

    /// Whether a request is waiting for its answer.
    open var isGeocoding: Bool { lock.withLock { pending != nil } }

    /// Looks up the address at `location`: fails with `CLError.network` (no geocoding service).
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up the address at `location` in `locale`'s language: fails with `CLError.network`.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        submit(completionHandler)
    }

    /// Looks up the places named by `addressString`: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up `addressString` near `region`: fails with `CLError.network`.
    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        submit(completionHandler)
    }

    /// Looks up `addressString` near `region` in `locale`'s language: fails with `CLError.network`.
    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
        completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        submit(completionHandler)
    }

    /// Looks up `postalAddress`: fails with `CLError.network`.
    open func geocodePostalAddress(
        _ postalAddress: CNPostalAddress, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        submit(completionHandler)
    }

    /// The placemarks at `location`.
    /// - Throws: `CLError.network`: no geocoding service can be reached.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            reverseGeocodeLocation(location) { placemarks, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: placemarks ?? [])
                }
            }
        }
    }

    /// The placemarks `addressString` names.
    /// - Throws: `CLError.network`: no geocoding service can be reached.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            geocodeAddressString(addressString) { placemarks, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: placemarks ?? [])
                }
            }
        }
    }

    /// Cancels the request in flight: its handler gets `CLError.geocodeCanceled` at once.
    open func cancelGeocode() {
        let cancelled = lock.withLock {
            defer { pending = nil }
            return pending
        }
        cancelled?.handler(nil, CLError(.geocodeCanceled))
    }

    private func submit(_ handler: @escaping CLGeocodeCompletionHandler) {
        let id = UUID()
        let busy = lock.withLock {
            if pending != nil { return true }
            pending = (id, handler)
            return false
        }
        if busy {
            // iOS refuses a second request while one is in flight, with the network error.
            let refused = Handoff(value: handler)
            DispatchQueue.main.async { refused.value(nil, CLError(.network)) }
            return
        }
        DispatchQueue.main.async { [self] in
            let current = lock.withLock { () -> CLGeocodeCompletionHandler? in
                guard let pending, pending.id == id else { return nil }
                self.pending = nil
                return pending.handler
            }
            current?(nil, CLError(.network))
        }
    }
}
