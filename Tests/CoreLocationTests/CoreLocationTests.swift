import Contacts
import CoreLocation
import Foundation
import XCTest

/// What a delegate heard, in order, as lines.
private final class Recorder: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    // @unchecked: called on the main queue only.
    var lines: [String] = []
    var locations: [CLLocation] = []
    var errors: [any Error] = []
    var onEvent: ((Recorder) -> Void)?

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        XCTAssertTrue(Thread.isMainThread)
        lines.append("authorization \(manager.authorizationStatus.rawValue)")
        onEvent?(self)
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        XCTAssertTrue(Thread.isMainThread)
        self.locations += locations
        for location in locations {
            lines.append(
                String(format: "location %.8f,%.7f", location.coordinate.latitude, location.coordinate.longitude))
        }
        onEvent?(self)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        errors.append(error)
        lines.append("error \((error as NSError).code)")
        onEvent?(self)
    }
}

final class CoreLocationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CLResetSimulatedLocationServices()
        unsetenv("OPENUIKIT_SIMULATED_LOCATION")
        unsetenv("OPENUIKIT_LOCATION_AUTHORIZATION")
    }

    override func tearDown() {
        unsetenv("OPENUIKIT_SIMULATED_LOCATION")
        unsetenv("OPENUIKIT_LOCATION_AUTHORIZATION")
        CLResetSimulatedLocationServices()
        super.tearDown()
    }

    func testVincentyDistanceOnWGS84MatchesTheGeodesicReference() {
        // Flinders Peak to Buninyong, Vincenty's own test line: 54 972.271 m.
        let flinders = CLLocation(
            latitude: -(37 + 57 / 60.0 + 3.72030 / 3600), longitude: 144 + 25 / 60.0 + 29.52440 / 3600)
        let buninyong = CLLocation(
            latitude: -(37 + 39 / 60.0 + 10.15610 / 3600), longitude: 143 + 55 / 60.0 + 35.38390 / 3600)
        XCTAssertEqual(flinders.distance(from: buninyong), 54_972.271, accuracy: 0.01)
        XCTAssertEqual(buninyong.distance(from: flinders), 54_972.271, accuracy: 0.01)
        XCTAssertEqual(flinders.distance(from: flinders), 0)
        // One degree of longitude along the equator is 111 319.49 m on the ellipsoid.
        XCTAssertEqual(
            CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 1)), 111_319.49,
            accuracy: 0.01)
    }

    func testNearlyAntipodalPointsStillGetADistance() {
        let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0.5, longitude: 179.7))
        XCTAssertTrue(distance.isFinite)
        XCTAssertEqual(distance, 19_950_000, accuracy: 80_000)
    }

    func testCoordinatesValidity() {
        XCTAssertTrue(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(37.3, -122)))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        XCTAssertEqual(kCLLocationAccuracyBest, -1)
        XCTAssertEqual(kCLDistanceFilterNone, -1)
    }

    func testLocationDescriptionIsApples() {
        let location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 37.33233141, longitude: -122.0312186), altitude: 0,
            horizontalAccuracy: 5, verticalAccuracy: -1, timestamp: Date(timeIntervalSince1970: 0))
        XCTAssertTrue(
            location.description.hasPrefix(
                "<+37.33233141,-122.03121860> +/- 5.00m (speed -1.00 mps / course -1.00) @ "),
            location.description)
    }

    func testErrorsMatchByCodeAndBridgeToTheirDomain() {
        XCTAssertEqual(CLError.locationUnknown.rawValue, 0)
        XCTAssertEqual(CLError.denied.rawValue, 1)
        XCTAssertEqual(CLError.network.rawValue, 2)
        do {
            throw CLError(.denied)
        } catch CLError.locationUnknown {
            XCTFail("matched the wrong code")
        } catch CLError.denied {
            // The way apps catch it.
        } catch {
            XCTFail("not matched: \(error)")
        }
        let bridged = CLError(.network) as NSError
        XCTAssertEqual(bridged.domain, kCLErrorDomain)
        XCTAssertEqual(bridged.code, 2)
        XCTAssertTrue(CLError.network ~= NSError(domain: kCLErrorDomain, code: 2))
        XCTAssertFalse(CLError.network ~= NSError(domain: "other", code: 2))
    }

    /// Runs `body` with a manager and its recorder, until `done` says the recorder heard enough.
    private func run(_ body: (CLLocationManager) -> Void, until done: @escaping (Recorder) -> Bool) -> Recorder {
        let recorder = Recorder()
        let finished = expectation(description: "delegate heard enough")
        var fulfilled = false
        recorder.onEvent = { recorder in
            if !fulfilled, done(recorder) {
                fulfilled = true
                finished.fulfill()
            }
        }
        let manager = CLLocationManager()
        manager.delegate = recorder
        body(manager)
        XCTAssertEqual(recorder.lines, [], "callbacks come later, on the main queue")
        wait(for: [finished], timeout: 10)
        withExtendedLifetime(manager) {}
        return recorder
    }

    func testWhenInUseRequestIsAllowedAndTheSimulatedLocationArrives() throws {
        let recorder = run(
            { manager in
                XCTAssertEqual(manager.authorizationStatus, .notDetermined)
                manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
                manager.requestWhenInUseAuthorization()
                manager.startUpdatingLocation()
            }, until: { !$0.locations.isEmpty })
        XCTAssertEqual(recorder.lines, ["authorization 0", "authorization 4", "location 37.33233141,-122.0312186"])
        let fix = try XCTUnwrap(recorder.locations.first)
        XCTAssertEqual(fix.horizontalAccuracy, 5)
        XCTAssertEqual(fix.sourceInformation?.isSimulatedBySoftware, true)
        XCTAssertEqual(CLLocationManager().location?.coordinate.latitude, 37.33233141)
    }

    func testDeniedAnswerFailsUpdatesWithDenied() {
        setenv("OPENUIKIT_LOCATION_AUTHORIZATION", "denied", 1)
        let recorder = run(
            { manager in
                manager.requestWhenInUseAuthorization()
                manager.startUpdatingLocation()
            }, until: { !$0.errors.isEmpty })
        XCTAssertEqual(recorder.lines, ["authorization 0", "authorization 2", "error 1"])
        guard let error = recorder.errors.first else { return XCTFail("no error") }
        XCTAssertTrue(CLError.denied ~= error)
    }

    func testNoSimulatedLocationFailsWithLocationUnknown() {
        setenv("OPENUIKIT_SIMULATED_LOCATION", "none", 1)
        let recorder = run(
            { manager in
                manager.requestAlwaysAuthorization()
                manager.requestLocation()
            }, until: { !$0.errors.isEmpty })
        XCTAssertEqual(recorder.lines, ["authorization 0", "authorization 4", "error 0"])
    }

    func testEnvironmentMovesTheSimulatedLocation() {
        setenv("OPENUIKIT_SIMULATED_LOCATION", "51.5007, -0.1246", 1)
        let recorder = run(
            { manager in
                manager.requestWhenInUseAuthorization()
                manager.requestLocation()
            }, until: { !$0.locations.isEmpty })
        XCTAssertEqual(recorder.lines.last, "location 51.50070000,-0.1246000")
    }

    func testHeadingIsUnavailable() {
        XCTAssertFalse(CLLocationManager.headingAvailable())
        let recorder = run({ $0.startUpdatingHeading() }, until: { !$0.errors.isEmpty })
        XCTAssertEqual(recorder.lines, ["authorization 0", "error 3"])
    }

    func testGeocodingFailsWithTheNetworkErrorAndCanBeCancelled() {
        let geocoder = CLGeocoder()
        let failed = expectation(description: "network error")
        geocoder.reverseGeocodeLocation(CLLocation(latitude: 37.33, longitude: -122.03)) { placemarks, error in
            XCTAssertTrue(Thread.isMainThread)
            XCTAssertNil(placemarks)
            XCTAssertEqual((error as? CLError)?.code, .network)
            failed.fulfill()
        }
        XCTAssertTrue(geocoder.isGeocoding)
        wait(for: [failed], timeout: 10)
        XCTAssertFalse(geocoder.isGeocoding)

        let cancelled = expectation(description: "cancelled")
        geocoder.geocodeAddressString("1 Infinite Loop, Cupertino") { _, error in
            XCTAssertEqual((error as? CLError)?.code, .geocodeCanceled)
            cancelled.fulfill()
        }
        geocoder.cancelGeocode()
        wait(for: [cancelled], timeout: 10)
        XCTAssertFalse(geocoder.isGeocoding)
    }

    func testCircularRegionContainsByGeodesicDistance() {
        let region = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: 37.33233141, longitude: -122.0312186), radius: 100,
            identifier: "campus")
        XCTAssertTrue(region.contains(CLLocationCoordinate2D(latitude: 37.3328, longitude: -122.0312)))
        XCTAssertFalse(region.contains(CLLocationCoordinate2D(latitude: 37.3343, longitude: -122.0312)))
    }

    func testPlacemarkPostalAddressFormats() throws {
        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        address.country = "United States"
        address.isoCountryCode = "US"
        let placemark = CLPlacemark(
            location: CLLocation(latitude: 37.33, longitude: -122.03), name: nil, postalAddress: address)
        XCTAssertEqual(placemark.subThoroughfare, "1")
        XCTAssertEqual(placemark.thoroughfare, "Infinite Loop")
        XCTAssertEqual(placemark.locality, "Cupertino")
        let again = try XCTUnwrap(placemark.postalAddress)
        XCTAssertEqual(
            CNPostalAddressFormatter().string(from: again), "1 Infinite Loop\nCupertino CA 95014\nUnited States")
        XCTAssertEqual(CLPlacemark(placemark: placemark).postalCode, "95014")
    }
}
