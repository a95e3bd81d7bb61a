import Foundation

/// Distances on the WGS 84 ellipsoid, the datum GPS coordinates are in.
enum Geodesy {
    /// The ellipsoid's semi-major axis (equatorial radius), in meters.
    static let equatorialRadius = 6_378_137.0
    /// The ellipsoid's flattening.
    static let flattening = 1 / 298.257_223_563
    /// The semi-minor axis (polar radius), in meters.
    static let polarRadius = equatorialRadius * (1 - flattening)
    /// The mean radius (2a + b) / 3, for the spherical fallback.
    static let meanRadius = (2 * equatorialRadius + polarRadius) / 3

    /// The geodesic distance in meters between two coordinates: Vincenty's inverse formula on the
    /// ellipsoid (millimeter accuracy), or the haversine on the mean radius where Vincenty's
    /// iteration does not converge (nearly antipodal points). A few dozen floating-point
    /// operations per iteration; rarely more than five iterations.
    static func distance(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance {
        vincenty(from, to) ?? haversine(from, to)
    }

    static func haversine(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance {
        let phi1 = from.latitude * .pi / 180, phi2 = to.latitude * .pi / 180
        let dPhi = phi2 - phi1, dLambda = (to.longitude - from.longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * meanRadius * asin(min(1, sqrt(h)))
    }

    static func vincenty(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance? {
        let a = equatorialRadius, b = polarRadius, f = flattening
        let L = (to.longitude - from.longitude) * .pi / 180
        let U1 = atan((1 - f) * tan(from.latitude * .pi / 180))
        let U2 = atan((1 - f) * tan(to.latitude * .pi / 180))
        let sinU1 = sin(U1), cosU1 = cos(U1), sinU2 = sin(U2), cosU2 = cos(U2)
        var lambda = L
        for _ in 0..<200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            let sinSigma = sqrt(
                (cosU2 * sinLambda) * (cosU2 * sinLambda)
                    + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda))
            if sinSigma == 0 { return 0 }  // the same point
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSqAlpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cosSqAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha : 0  // on the equator
            let C = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda =
                L + (1 - C) * f * sinAlpha
                * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
                let A = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
                let B = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
                let deltaSigma =
                    B * sinSigma
                    * (cos2SigmaM + B / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - B / 6 * cos2SigmaM
                            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * A * (sigma - deltaSigma)
            }
        }
        return nil
    }
}
