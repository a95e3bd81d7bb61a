import Foundation

/// Delivers the device's location to a delegate. Here the device is the iOS Simulator's: a
/// fixed simulated location (`SimulatedLocationServices.swift`: the environment variable
/// `OPENUIKIT_SIMULATED_LOCATION`, Apple's Cupertino campus by default) and an authorization
/// prompt answered as a person allowing "While Using App" (`OPENUIKIT_LOCATION_AUTHORIZATION`
/// changes the answer). Every delegate callback is made later on the main queue, never inside
/// the call that caused it, as Core Location does for a manager made on the main thread.
///
/// A fixed location is delivered once per `startUpdatingLocation()`, as the Simulator does:
/// without movement there is nothing new to report.
open class CLLocationManager: NSObject, @unchecked Sendable {
    // @unchecked: the update flags are behind `lock`; the settings are plain values set from
    // one thread, as Apple documents for its manager.

    /// Who hears of locations, errors and authorization changes.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for; the simulated fix is always 5 meters.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance in meters the device must move before a new update; a fixed location never moves.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// What the app uses location for.
    open var activityType: CLActivityType = .other
    /// Whether updates may pause when the device stops moving.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether updates continue in the background (stored; there is no background here).
    open var allowsBackgroundLocationUpdates = false
    /// Whether the status bar shows a background-location indicator.
    open var showsBackgroundLocationIndicator = false
    /// The degrees the heading must change before an update.
    open var headingFilter: CLLocationDegrees = 1
    /// The device orientation headings are measured against.
    open var headingOrientation: CLDeviceOrientation = .portrait

    private let lock = NSLock()
    private var updating = false
    private var oneShotRequested = false
    private var regions: Set<CLRegion> = []

    /// A manager; its delegate hears the current authorization soon after it is set, as iOS 14
    /// and later call `locationManagerDidChangeAuthorization(_:)` for a new manager.
    public override init() {
        super.init()
        SimulatedLocationServices.register(self)
        DispatchQueue.main.async { [self] in notifyAuthorization() }
    }

    // MARK: Authorization

    /// The app's location authorization.
    open var authorizationStatus: CLAuthorizationStatus { SimulatedLocationServices.authorizationStatus }

    /// Precise locations, always: the simulated location is not fuzzed.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// The app's location authorization; the class-level spelling from before iOS 14.
    @available(*, deprecated, message: "Use the instance property authorizationStatus")
    open class func authorizationStatus() -> CLAuthorizationStatus { SimulatedLocationServices.authorizationStatus }

    /// Whether location services are on for the device: they are, as in the Simulator.
    open class func locationServicesEnabled() -> Bool { true }

    /// Whether the device reports headings: false, there is no magnetometer (as in the Simulator).
    open class func headingAvailable() -> Bool { false }

    /// Whether significant-change monitoring works: it does, delivering the fixed location.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }

    /// Whether regions of `regionClass` can be monitored: circular regions can.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool {
        regionClass == CLCircularRegion.self
    }

    /// Whether beacons can be ranged: no Bluetooth beacons here.
    open class func isRangingAvailable() -> Bool { false }

    /// Asks for access while the app is in use. When not yet determined, the prompt is answered
    /// (allowed, unless the environment says otherwise) and the delegate hears the new status;
    /// once determined, nothing happens, as on iOS.
    open func requestWhenInUseAuthorization() {
        DispatchQueue.main.async {
            guard SimulatedLocationServices.authorizationStatus == .notDetermined else { return }
            SimulatedLocationServices.setStatus(SimulatedLocationServices.answer(always: false))
        }
    }

    /// Asks for access at any time. From not determined it is answered as the when-in-use prompt
    /// (iOS shows "Allow While Using App" first); from when-in-use, the second prompt is allowed
    /// and the status becomes `.authorizedAlways`.
    open func requestAlwaysAuthorization() {
        DispatchQueue.main.async {
            switch SimulatedLocationServices.authorizationStatus {
            case .notDetermined: SimulatedLocationServices.setStatus(SimulatedLocationServices.answer(always: true))
            case .authorizedWhenInUse:
                if SimulatedLocationServices.answer(always: true) != .denied {
                    SimulatedLocationServices.setStatus(.authorizedAlways)
                }
            default: break
            }
        }
    }

    /// Asks for precise locations for a while: granted, they always are.
    open func requestTemporaryFullAccuracyAuthorization(
        withPurposeKey purposeKey: String, completion: (((any Error)?) -> Void)? = nil
    ) {
        let handler = Handoff(value: completion)
        DispatchQueue.main.async { handler.value?(nil) }
    }

    /// The last fix any manager of the app received; nil before the first.
    open var location: CLLocation? { SimulatedLocationServices.lastLocation }

    // MARK: Updates

    /// Starts updates: the delegate gets the simulated fix in `locationManager(_:didUpdateLocations:)`,
    /// or `didFailWithError` with `CLError.denied` when the app is not allowed, or
    /// `CLError.locationUnknown` when the simulated location is "none". Before the user answered
    /// the prompt, the fix waits for the answer.
    open func startUpdatingLocation() {
        lock.withLock { updating = true }
        DispatchQueue.main.async { [self] in deliver() }
    }

    /// Stops updates; a fix not yet delivered is dropped.
    open func stopUpdatingLocation() {
        lock.withLock { updating = false }
    }

    /// Asks for one location: delivered once (or an error), then the request ends.
    open func requestLocation() {
        lock.withLock { oneShotRequested = true }
        DispatchQueue.main.async { [self] in deliver() }
    }

    /// Significant-change monitoring: the same single delivery as `startUpdatingLocation()`.
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }

    /// Stops significant-change monitoring.
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

    // MARK: Heading

    /// The latest heading: nil, none is ever measured.
    open var heading: CLHeading? { nil }

    /// Starts heading updates: there is no magnetometer, so the delegate gets
    /// `didFailWithError` with `CLError.headingFailure`.
    open func startUpdatingHeading() {
        DispatchQueue.main.async { [self] in delegate?.locationManager(self, didFailWithError: CLError(.headingFailure))
        }
    }

    /// Stops heading updates (there are none).
    open func stopUpdatingHeading() {}

    /// Hides the compass-calibration screen; there is none to hide.
    open func dismissHeadingCalibrationDisplay() {}

    // MARK: Regions

    /// The regions being monitored.
    open var monitoredRegions: Set<CLRegion> { lock.withLock { regions } }

    /// The largest radius a monitored region may have, in meters.
    open var maximumRegionMonitoringDistance: CLLocationDistance { 200_000 }

    /// Monitors `region`: with always authorization the delegate hears
    /// `locationManager(_:didStartMonitoringFor:)`; otherwise `monitoringDidFailFor` with
    /// `CLError.regionMonitoringDenied`, as iOS refuses monitoring without it.
    open func startMonitoring(for region: CLRegion) {
        let allowed = authorizationStatus == .authorizedAlways
        if allowed { lock.withLock { _ = regions.insert(region) } }
        DispatchQueue.main.async { [self] in
            if allowed {
                delegate?.locationManager(self, didStartMonitoringFor: region)
            } else {
                delegate?.locationManager(
                    self, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
            }
        }
    }

    /// Stops monitoring `region`.
    open func stopMonitoring(for region: CLRegion) {
        lock.withLock { _ = regions.remove(region) }
    }

    /// Tells the delegate whether the simulated location is inside `region`.
    open func requestState(for region: CLRegion) {
        DispatchQueue.main.async { [self] in
            let state: CLRegionState
            if let circle = region as? CLCircularRegion, let coordinate = SimulatedLocationServices.coordinate {
                state = circle.contains(coordinate) ? .inside : .outside
            } else {
                state = .unknown
            }
            delegate?.locationManager(self, didDetermineState: state, for: region)
        }
    }

    // MARK: Delivery

    /// Called on the main queue, as the prompt is answered: the delegate hears the new status at
    /// once, then a fix waiting for the answer is delivered.
    func authorizationDidChange() {
        notifyAuthorization()
        deliver()
    }

    private func notifyAuthorization() {
        let status = authorizationStatus
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: status)
    }

    /// Delivers what a started update or a requested location is owed, once.
    private func deliver() {
        let status = authorizationStatus
        let owed: Bool = lock.withLock {
            guard updating || oneShotRequested, status != .notDetermined else { return false }
            oneShotRequested = false
            updating = false  // a fixed location is reported once per start
            return true
        }
        guard owed else { return }
        switch status {
        case .denied, .restricted:
            delegate?.locationManager(self, didFailWithError: CLError(.denied))
        default:
            if let fix = SimulatedLocationServices.takeFix() {
                delegate?.locationManager(self, didUpdateLocations: [fix])
            } else {
                delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
            }
        }
    }
}
