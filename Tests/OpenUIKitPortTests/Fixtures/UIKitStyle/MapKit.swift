import CoreLocation
import MapKit
import UIKit

/// A place pinned on a map, as apps model them.
class PinnedPlace: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?
    let subtitle: String?

    init(name: String, cuisine: String, latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        title = name
        subtitle = cuisine
    }
}

/// A restaurant map: pins with callouts and a detail button, a route line, the user's location,
/// a snapshot of a place for a header, and a search field with completions.
class PlacesMapViewController: UIViewController, MKMapViewDelegate, MKLocalSearchCompleterDelegate {
    let mapView = MKMapView()
    let headerImageView = UIImageView()
    let completer = MKLocalSearchCompleter()
    var suggestions: [MKLocalSearchCompletion] = []
    var places = [
        PinnedPlace(name: "Pasta Place", cuisine: "Italian", latitude: 42.3601, longitude: -71.0589),
        PinnedPlace(name: "Noodle Bar", cuisine: "Thai", latitude: 42.3611, longitude: -71.0570),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.delegate = self
        mapView.showsUserLocation = true
        mapView.mapType = .mutedStandard
        mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "marker")
        view.addSubview(mapView)
        let span = MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
        mapView.setRegion(MKCoordinateRegion(center: places[0].coordinate, span: span), animated: true)
        mapView.addAnnotations(places)
        var coordinates = places.map { $0.coordinate }
        mapView.addOverlay(MKPolyline(coordinates: &coordinates, count: coordinates.count))
        mapView.addOverlay(MKCircle(center: places[0].coordinate, radius: 300))
        completer.delegate = self
    }

    func showAll() {
        mapView.showAnnotations(mapView.annotations, animated: true)
        let region = MKCoordinateRegion(
            center: mapView.userLocation.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
        mapView.setRegion(mapView.regionThatFits(region), animated: true)
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        guard !annotation.isKind(of: MKUserLocation.self) else { return nil }
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: "marker", for: annotation)
        if let marker = view as? MKMarkerAnnotationView {
            marker.markerTintColor = .systemOrange
            marker.glyphText = "🍝"
        }
        view.canShowCallout = true
        view.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        return view
    }

    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
        guard let place = mapView.selectedAnnotations.first as? PinnedPlace else { return }
        takeSnapshot(of: place.coordinate)
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        if let line = overlay as? MKPolyline {
            let renderer = MKPolylineRenderer(polyline: line)
            renderer.strokeColor = .systemBlue
            renderer.lineWidth = 4
            return renderer
        }
        if let circle = overlay as? MKCircle {
            let renderer = MKCircleRenderer(circle: circle)
            renderer.fillColor = UIColor.systemBlue.withAlphaComponent(0.2)
            return renderer
        }
        return MKOverlayRenderer(overlay: overlay)
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        let center = mapView.convert(mapView.centerCoordinate, toPointTo: view)
        print("center at \(center), visible \(mapView.visibleMapRect.size.width) map points")
    }

    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
        print("user at \(userLocation.coordinate.latitude)")
    }

    func takeSnapshot(of coordinate: CLLocationCoordinate2D) {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 500, longitudinalMeters: 500)
        options.size = CGSize(width: 340, height: 208)
        options.scale = UIScreen.main.scale
        options.pointOfInterestFilter = .includingAll
        MKMapSnapshotter(options: options).start { snapshot, error in
            guard let snapshot = snapshot else { return }
            UIGraphicsBeginImageContextWithOptions(options.size, true, 0)
            snapshot.image.draw(at: .zero)
            let pin = MKPinAnnotationView(annotation: nil, reuseIdentifier: nil)
            var point = snapshot.point(for: coordinate)
            point.x += pin.centerOffset.x - pin.bounds.width / 2
            point.y += pin.centerOffset.y - pin.bounds.height / 2
            pin.image?.draw(at: point)
            self.headerImageView.image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
        }
    }

    func search(_ text: String) {
        completer.queryFragment = text
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        suggestions = completer.results
    }

    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
        print("completion failed: \(error.localizedDescription)")
    }

    func open(_ suggestion: MKLocalSearchCompletion) async {
        let search = MKLocalSearch(request: MKLocalSearch.Request(completion: suggestion))
        do {
            let response = try await search.start()
            guard let item = response.mapItems.first else { return }
            let placemark = item.placemark
            print(item.name ?? placemark.title ?? "", placemark.locality ?? "", placemark.isoCountryCode ?? "")
            item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking])
        } catch MKError.serverFailure {
            print("offline")
        } catch {
            print(error)
        }
    }
}
