import CairoRendering
import CoreLocation
import Foundation
import MapKit
import OpenUIKit
import TestSupport
import XCTest

/// What a map view told its delegate, and the views it supplies.
@MainActor
private final class MapRecorder: NSObject, MKMapViewDelegate {
    var lines: [String] = []
    var made = 0
    var located: XCTestExpectation?

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        guard !(annotation is MKUserLocation) else { return nil }
        if let view = mapView.dequeueReusableAnnotationView(withIdentifier: "place") {
            lines.append("reused \(annotation.title.flatMap { $0 } ?? "")")
            view.annotation = annotation
            return view
        }
        made += 1
        let view = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "place")
        view.canShowCallout = true
        view.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        return view
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        lines.append("didSelect \(view.annotation?.title.flatMap { $0 } ?? "")")
    }

    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {
        lines.append("didDeselect \(view.annotation?.title.flatMap { $0 } ?? "")")
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {
        lines.append("accessory \(view.annotation?.title.flatMap { $0 } ?? "")")
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        lines.append("regionDidChange \(animated)")
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        guard let line = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
        let renderer = MKPolylineRenderer(polyline: line)
        renderer.strokeColor = .red
        renderer.lineWidth = 6
        return renderer
    }

    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
        lines.append(String(format: "didUpdate %.8f", userLocation.coordinate.latitude))
        located?.fulfill()
    }
}

final class MapKitTests: UIKitTestCase {
    private static let campus = CLLocationCoordinate2D(latitude: 37.33233141, longitude: -122.0312186)

    /// The pixel's channels within one of `expected` (Cairo rounds colours through 16 bits).
    private static func assertColor(
        _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ expected: [Int], line: UInt = #line
    ) {
        let actual = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        XCTAssertTrue(
            zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(actual) is not \(expected)", line: line)
    }

    /// Interface Builder's `<mapView>` element is an MKMapView, as on iOS: a storyboard's outlet
    /// to it gets the map, not a plain view.
    func testAStoryboardsMapViewElementIsAMap() throws {
        try MainActor.assumeIsolated {
            let controller = try XCTUnwrap(
                loadController(
                    subviews: """
                        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="the-map">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="400"/>
                        </mapView>
                        """))
            let map = try XCTUnwrap(controller.view.subviews.first)
            XCTAssertTrue(map is MKMapView, "\(type(of: map))")
            XCTAssertEqual(map.frame, CGRect(x: 0, y: 0, width: 390, height: 400))
        }
    }

    func testWebMercatorProjection() {
        let world = MKMapSize.world.width
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        XCTAssertEqual(origin.x, world / 2, accuracy: 1e-6)
        XCTAssertEqual(origin.y, world / 2, accuracy: 1e-6)
        let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 85.0511287798066, longitude: -180))
        XCTAssertEqual(corner.x, 0, accuracy: 1e-6)
        XCTAssertEqual(corner.y, 0, accuracy: 1)
        let back = MKMapPoint(Self.campus).coordinate
        XCTAssertEqual(back.latitude, Self.campus.latitude, accuracy: 1e-9)
        XCTAssertEqual(back.longitude, Self.campus.longitude, accuracy: 1e-9)
        // A map point at the equator is 2πa / 2²⁸ meters, about 0.149 m.
        XCTAssertEqual(MKMetersPerMapPointAtLatitude(0), 0.149_291, accuracy: 1e-6)
        XCTAssertEqual(MKMetersPerMapPointAtLatitude(60), 0.149_291 / 2, accuracy: 1e-6)
    }

    func testRegionFromMetersUsesTheEllipsoid() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 1000, longitudinalMeters: 1000
        )
        XCTAssertEqual(region.span.longitudeDelta, 1000 / 111_319.49, accuracy: 1e-7)
        XCTAssertEqual(region.span.latitudeDelta, 1000 / 110_574.28, accuracy: 1e-6)
        let rect = MKMapRect(x: 100, y: 200, width: 50, height: 50)
        XCTAssertTrue(rect.contains(MKMapPoint(x: 120, y: 220)))
        XCTAssertTrue(rect.intersection(MKMapRect(x: 500, y: 500, width: 1, height: 1)).isNull)
        XCTAssertEqual(rect.union(MKMapRect(x: 0, y: 0, width: 10, height: 10)).width, 150)
    }

    func testAnnotationViewsArePlacedByProjection() throws {
        try MainActor.assumeIsolated {
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let recorder = MapRecorder()
            map.delegate = recorder
            map.setRegion(
                MKCoordinateRegion(
                    center: Self.campus, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.1)),
                animated: false)
            XCTAssertEqual(recorder.lines, ["regionDidChange false"])
            // A square view shows the wider span: 0.1° of longitude across 400 points, and as
            // many points of latitude (0.1° × cos 37.33°, about 0.0795°).
            XCTAssertEqual(map.region.span.longitudeDelta, 0.1, accuracy: 1e-9)
            XCTAssertEqual(map.region.span.latitudeDelta, 0.0795, accuracy: 0.0002)
            XCTAssertEqual(map.centerCoordinate.latitude, Self.campus.latitude, accuracy: 1e-9)

            let center = MKPointAnnotation(coordinate: Self.campus, title: "Center", subtitle: nil)
            let east = MKPointAnnotation(
                coordinate: CLLocationCoordinate2D(
                    latitude: Self.campus.latitude, longitude: Self.campus.longitude + 0.025),
                title: "East", subtitle: nil)
            map.addAnnotations([center, east])
            XCTAssertNil(map.view(for: center), "views are made at layout")
            map.layoutIfNeeded()
            let centerView = try XCTUnwrap(map.view(for: center))
            XCTAssertTrue(centerView is MKMarkerAnnotationView)
            XCTAssertTrue(centerView.superview === map)
            // The marker's point is on the coordinate: its center is half its height above.
            XCTAssertEqual(centerView.center.x, 200, accuracy: 1e-6)
            XCTAssertEqual(centerView.center.y, 200 - 20, accuracy: 1e-6)
            XCTAssertEqual(try XCTUnwrap(map.view(for: east)).center.x, 300, accuracy: 1e-6)
            XCTAssertEqual(map.convert(east.coordinate, toPointTo: nil).x, 300, accuracy: 1e-6)
            let under = map.convert(CGPoint(x: 300, y: 200), toCoordinateFrom: map)
            XCTAssertEqual(under.longitude, east.coordinate.longitude, accuracy: 1e-9)
            XCTAssertEqual(under.latitude, Self.campus.latitude, accuracy: 1e-9)
            XCTAssertEqual(recorder.made, 2)
        }
    }

    func testViewsScrolledAwayAreReused() throws {
        try MainActor.assumeIsolated {
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let recorder = MapRecorder()
            map.delegate = recorder
            map.region = MKCoordinateRegion(
                center: Self.campus, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
            let here = MKPointAnnotation(coordinate: Self.campus, title: "Here", subtitle: nil)
            let far = CLLocationCoordinate2D(latitude: 40.7128, longitude: -74.006)
            let there = MKPointAnnotation(coordinate: far, title: "There", subtitle: nil)
            map.addAnnotations([here, there])
            map.layoutIfNeeded()
            let first = try XCTUnwrap(map.view(for: here))
            XCTAssertNil(map.view(for: there), "off screen: no view")
            map.setCenter(far, animated: false)
            map.layoutIfNeeded()
            XCTAssertNil(map.view(for: here))
            XCTAssertTrue(map.view(for: there) === first, "the view scrolled away shows the new annotation")
            XCTAssertEqual(recorder.made, 1)
            XCTAssertEqual(recorder.lines.filter { $0.hasPrefix("reused") }, ["reused There"])
            map.register(MKPinAnnotationView.self, forAnnotationViewWithReuseIdentifier: "pin")
            XCTAssertTrue(map.dequeueReusableAnnotationView(withIdentifier: "pin", for: here) is MKPinAnnotationView)
        }
    }

    func testSelectionShowsTheCalloutAndItsAccessoryReportsTaps() throws {
        try MainActor.assumeIsolated {
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let recorder = MapRecorder()
            map.delegate = recorder
            map.region = MKCoordinateRegion(
                center: Self.campus, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
            let first = MKPointAnnotation(coordinate: Self.campus, title: "First", subtitle: "Cupertino")
            let second = MKPointAnnotation(
                coordinate: CLLocationCoordinate2D(latitude: 37.34, longitude: -122.04), title: "Second", subtitle: nil)
            map.addAnnotations([first, second])
            map.layoutIfNeeded()
            recorder.lines = []
            map.selectAnnotation(first, animated: false)
            XCTAssertTrue(map.selectedAnnotations.first === first)
            let view = try XCTUnwrap(map.view(for: first))
            XCTAssertTrue(view.isSelected)
            let button = try XCTUnwrap(view.rightCalloutAccessoryView as? UIButton)
            XCTAssertNotNil(button.superview, "the callout shows the accessory")
            XCTAssertTrue(button.superview?.superview === map)
            button.sendActions(for: .touchUpInside)
            map.selectAnnotation(second, animated: false)
            XCTAssertFalse(view.isSelected)
            XCTAssertNil(button.superview?.superview, "the first callout is gone")
            XCTAssertEqual(
                recorder.lines, ["didSelect First", "accessory First", "didDeselect First", "didSelect Second"])
            map.removeAnnotation(second)
            XCTAssertTrue(map.selectedAnnotations.isEmpty)
            XCTAssertEqual(map.annotations.count, 1)
        }
    }

    @MainActor
    func testSnapshotIsDrawnLikeTheMap() async throws {
        CairoRendering.install()
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(
            center: Self.campus, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
        options.size = CGSize(width: 200, height: 100)
        options.scale = 1
        let snapshot = try await MKMapSnapshotter(options: options).start()
        XCTAssertEqual(snapshot.image.size, CGSize(width: 200, height: 100))
        let center = snapshot.point(for: Self.campus)
        XCTAssertEqual(center.x, 100, accuracy: 1e-6)
        XCTAssertEqual(center.y, 50, accuracy: 1e-6)
        let pixels = try XCTUnwrap(snapshot.image.pngData().flatMap(RenderedImage.init(pngData:)))
        XCTAssertEqual(pixels.width, 200)
        // The 2:1 picture grows the span to about 0.025° of longitude: graticule lines every 0.01°.
        let line = snapshot.point(for: CLLocationCoordinate2D(latitude: Self.campus.latitude, longitude: -122.03))
        XCTAssertEqual(line.x, 100 + 0.0012186 / 0.0251 * 200, accuracy: 1.5)
        let lineX = Int(line.x.rounded())
        let onLine = pixels.color(atX: lineX, y: 50)
        Self.assertColor(onLine, [209, 204, 194])
        let between = pixels.color(atX: lineX + 10, y: 5)
        Self.assertColor(between, [247, 243, 235])
    }

    func testOverlayRendererDrawsTheLineInTheMapView() throws {
        try MainActor.assumeIsolated {
            CairoRendering.install()
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let recorder = MapRecorder()
            map.delegate = recorder
            map.region = MKCoordinateRegion(
                center: Self.campus, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
            var ends = [
                CLLocationCoordinate2D(latitude: Self.campus.latitude, longitude: Self.campus.longitude - 0.004),
                CLLocationCoordinate2D(latitude: Self.campus.latitude, longitude: Self.campus.longitude + 0.004),
            ]
            let line = MKPolyline(coordinates: &ends, count: ends.count)
            map.addOverlay(line)
            map.layoutIfNeeded()
            XCTAssertTrue(map.renderer(for: line) is MKPolylineRenderer)
            let image = UIGraphicsImageRenderer(size: map.bounds.size).image { _ in
                _ = map.drawHierarchy(in: map.bounds, afterScreenUpdates: true)
            }
            let pixels = try XCTUnwrap(image.pngData().flatMap(RenderedImage.init(pngData:)))
            let scale = pixels.width / 200
            let onLine = pixels.color(atX: 100 * scale, y: 100 * scale)
            XCTAssertEqual([onLine.red, onLine.green, onLine.blue].map { Int($0) > 200 }, [true, false, false])
            let offLine = pixels.color(atX: 100 * scale, y: 130 * scale)
            Self.assertColor(offLine, [247, 243, 235])
        }
    }

    func testSearchAndCompletionFailAsOffline() {
        let searched = expectation(description: "search")
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "coffee"))
        search.start { response, error in
            XCTAssertNil(response)
            XCTAssertTrue(MKError.serverFailure ~= (error ?? MKError(.unknown)))
            XCTAssertEqual((error as NSError?)?.domain, MKErrorDomain)
            searched.fulfill()
        }
        wait(for: [searched], timeout: 10)
        XCTAssertFalse(MKMapItem(placemark: MKPlacemark(coordinate: Self.campus)).openInMaps())
        let user: any MKAnnotation = MKUserLocation()
        let point: any MKAnnotation = MKPointAnnotation()
        XCTAssertTrue(user.isKind(of: MKUserLocation.self))
        XCTAssertTrue(point.isKind(of: MKShape.self))
        XCTAssertFalse(point.isKind(of: MKUserLocation.self))
    }

    @MainActor
    func testUserLocationComesFromCoreLocation() async {
        CLResetSimulatedLocationServices()
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let recorder = MapRecorder()
        map.delegate = recorder
        let located = XCTestExpectation(description: "located")
        recorder.located = located
        let permission = CLLocationManager()
        permission.requestWhenInUseAuthorization()
        map.showsUserLocation = true
        XCTAssertTrue(map.userLocation.isUpdating)
        XCTAssertNil(map.userLocation.location)
        await fulfillment(of: [located], timeout: 10)
        XCTAssertEqual(recorder.lines, ["didUpdate 37.33233141"])
        XCTAssertTrue(map.annotations.contains { $0 === map.userLocation })
        map.setCenter(map.userLocation.coordinate, animated: false)
        XCTAssertTrue(map.isUserLocationVisible)
        map.layoutIfNeeded()
        XCTAssertTrue(map.view(for: map.userLocation) is MKUserLocationView)
        withExtendedLifetime(permission) {}
        CLResetSimulatedLocationServices()
    }
}
