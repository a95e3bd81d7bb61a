import Foundation
import OpenUIKitContracts

/// What stands in for the device's location hardware and the privacy prompt, as the iOS
/// Simulator's "Features › Location" does: one fixed location, and an authorization answer.
///
/// - `OPENUIKIT_SIMULATED_LOCATION`: `"lat,lon"` in degrees (such as `"51.5007,-0.1246"`), or
///   `"none"` for no fix (updates fail with `CLError.locationUnknown`). Unset, or not two
///   numbers in range, it is the Simulator's default "Apple" location, 37.33233141, −122.0312186.
/// - `OPENUIKIT_LOCATION_AUTHORIZATION`: how the prompt is answered: `whenInUse` (the default, as
///   a person tapping "Allow While Using App"), `always`, `denied` or `restricted`.
///
/// The status is the app's, shared by every manager in the process, and starts `.notDetermined`
/// each launch (a fresh install: no answer is stored across launches).
enum SimulatedLocationServices {
    /// The Simulator's default location: Apple's former headquarters at 1 Infinite Loop.
    static let defaultCoordinate = CLLocationCoordinate2D(latitude: 37.33233141, longitude: -122.0312186)
    /// The accuracy the Simulator reports for its fixed location, in meters.
    static let simulatedAccuracy: CLLocationAccuracy = 5

    private static let lock = NSLock()
    nonisolated(unsafe) private static var status = CLAuthorizationStatus.notDetermined
    nonisolated(unsafe) private static var lastFix: CLLocation?
    nonisolated(unsafe) private static var managers: [WeakManager] = []

    private struct WeakManager {
        weak var manager: CLLocationManager?
    }

    static var authorizationStatus: CLAuthorizationStatus { lock.withLock { status } }
    static var lastLocation: CLLocation? { lock.withLock { lastFix } }

    /// The simulated coordinate, or nil for "none".
    static var coordinate: CLLocationCoordinate2D? {
        guard let value = ProcessInfo.processInfo.environment[.simulatedLocation] else {
            return defaultCoordinate
        }
        let text = value.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "none" { return nil }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else { return defaultCoordinate }
        let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        return CLLocationCoordinate2DIsValid(coordinate) ? coordinate : defaultCoordinate
    }

    /// A fix at the simulated location taken now, remembered as the last one; nil without one.
    static func takeFix() -> CLLocation? {
        guard let coordinate else { return nil }
        let fix = CLLocation(
            coordinate: coordinate, altitude: 0, horizontalAccuracy: simulatedAccuracy, verticalAccuracy: -1,
            course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: Date(),
            sourceInfo: CLLocationSourceInformation(softwareSimulationState: true, andExternalAccessoryState: false))
        lock.withLock { lastFix = fix }
        return fix
    }

    /// How the prompt is answered for a request of `always` or when-in-use access.
    static func answer(always: Bool) -> CLAuthorizationStatus {
        switch ProcessInfo.processInfo.environment[.locationAuthorization]?.lowercased() {
        case "denied": .denied
        case "restricted": .restricted
        case "always": .authorizedAlways
        default: .authorizedWhenInUse
        }
    }

    static func register(_ manager: CLLocationManager) {
        lock.withLock {
            managers.removeAll { $0.manager == nil }
            managers.append(WeakManager(manager: manager))
        }
    }

    /// Sets the status; every live manager hears of a change.
    static func setStatus(_ newStatus: CLAuthorizationStatus) {
        let listeners: [CLLocationManager] = lock.withLock {
            guard status != newStatus else { return [] }
            status = newStatus
            return managers.compactMap(\.manager)
        }
        for manager in listeners { manager.authorizationDidChange() }
    }

    /// Back to a fresh launch: not determined, no last fix. For tests.
    package static func reset() {
        lock.withLock {
            status = .notDetermined
            lastFix = nil
        }
    }
}

/// Back to a fresh launch of the simulated location services (no answer, no last fix): what a
/// test calls between cases.
package func CLResetSimulatedLocationServices() {
    SimulatedLocationServices.reset()
}
