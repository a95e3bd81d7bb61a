import Foundation

/// What a location manager tells its delegate, on the main queue. Every method is optional, as
/// in Objective-C: the extension's defaults do nothing.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New fixes, oldest first.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A new heading (never, here: there is no magnetometer).
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Whether the compass-calibration screen may show.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    /// Whether the device is inside `region`, after `requestState(for:)` or a crossing.
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// The device entered `region`.
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left `region`.
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// Updates failed: `CLError.denied`, `.locationUnknown`, `.headingFailure`…
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// Monitoring `region` failed.
    func locationManager(
        _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    /// The app's authorization as it was before iOS 14 reported it.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// The app's authorization changed (or the manager was just made).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// Monitoring of `region` began.
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// Updates paused.
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Updates resumed.
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    /// Deferred updates ended.
    func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    public func locationManager(
        _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion
    ) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManager(
        _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error
    ) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?) {}
}
