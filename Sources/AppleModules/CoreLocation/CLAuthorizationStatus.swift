/// What the user let the app do with location.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The app has not asked yet.
    case notDetermined = 0
    /// A policy (parental controls) keeps the app from location.
    case restricted = 1
    /// The user said no, or location services are off.
    case denied = 2
    /// Location at any time, in the background too.
    case authorizedAlways = 3
    /// Location while the app is in use.
    case authorizedWhenInUse = 4

    /// The old name of ``authorizedAlways``.
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether the app gets precise or approximate locations.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise locations.
    case fullAccuracy = 0
    /// Approximate locations, within a few kilometers.
    case reducedAccuracy = 1
}

/// What the app uses location for, so the system can pause updates wisely.
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

/// Which way the device faces, for heading.
public enum CLDeviceOrientation: Int32, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6
}
