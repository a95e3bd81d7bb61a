import CoreLocation
import Contacts
import UIKit

/// A "tag this spot" screen as location apps write it: ask for permission, start updates, keep
/// the most accurate fix, look up its address, and tell the person what went wrong.
class TagLocationViewController: UIViewController, CLLocationManagerDelegate {
    let locationManager = CLLocationManager()
    let geocoder = CLGeocoder()
    var location: CLLocation?
    var placemark: CLPlacemark?
    var lastError: Error?
    let addressLabel = UILabel()
    let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(addressLabel)
        view.addSubview(messageLabel)
        locationManager.delegate = self
        locationManager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
        locationManager.distanceFilter = kCLDistanceFilterNone
    }

    func getLocation() {
        switch locationManager.authorizationStatus {
        case .notDetermined:
            locationManager.requestWhenInUseAuthorization()
        case .denied, .restricted:
            showLocationServicesDeniedAlert()
            return
        default:
            break
        }
        guard CLLocationManager.locationServicesEnabled() else { return }
        locationManager.startUpdatingLocation()
    }

    func showLocationServicesDeniedAlert() {
        let alert = UIAlertController(
            title: "Location Services Disabled", message: "Please enable location services for this app in Settings.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        present(alert, animated: true, completion: nil)
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        if manager.authorizationStatus == .authorizedWhenInUse || manager.authorizationStatus == .authorizedAlways {
            manager.requestLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        if (error as NSError).code == CLError.locationUnknown.rawValue {
            return
        }
        lastError = error
        switch error {
        case CLError.denied:
            messageLabel.text = "Location Services Disabled"
        case CLError.network:
            messageLabel.text = "Network unavailable"
        default:
            messageLabel.text = "Error Getting Location"
        }
        manager.stopUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let newLocation = locations.last, newLocation.horizontalAccuracy >= 0 else { return }
        var distance = CLLocationDistance(Double.greatestFiniteMagnitude)
        if let location = location {
            distance = newLocation.distance(from: location)
        }
        if location == nil || location!.horizontalAccuracy > newLocation.horizontalAccuracy {
            location = newLocation
            if newLocation.horizontalAccuracy <= locationManager.desiredAccuracy {
                manager.stopUpdatingLocation()
            }
            geocoder.reverseGeocodeLocation(newLocation) { placemarks, error in
                if let error = error {
                    self.messageLabel.text = "Address lookup failed: \(error.localizedDescription)"
                } else if let placemark = placemarks?.last {
                    self.placemark = placemark
                    self.addressLabel.text = self.string(from: placemark)
                }
            }
        } else if distance < 1 {
            manager.stopUpdatingLocation()
        }
        let coordinate = newLocation.coordinate
        messageLabel.text = String(format: "%.8f, %.8f", coordinate.latitude, coordinate.longitude)
    }

    func string(from placemark: CLPlacemark) -> String {
        if let address = placemark.postalAddress {
            return CNPostalAddressFormatter().string(from: address).replacingOccurrences(of: "\n", with: ", ")
        }
        return [placemark.subThoroughfare, placemark.thoroughfare, placemark.locality, placemark.administrativeArea,
                placemark.postalCode].compactMap { $0 }.joined(separator: " ")
    }

    func findAddress(_ text: String) async {
        do {
            let placemarks = try await geocoder.geocodeAddressString(text)
            let coordinate = placemarks.first?.location?.coordinate ?? kCLLocationCoordinate2DInvalid
            if CLLocationCoordinate2DIsValid(coordinate) {
                location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            }
        } catch CLError.geocodeFoundNoResult {
            messageLabel.text = "No such place"
        } catch {
            messageLabel.text = error.localizedDescription
        }
    }

    func isNearHome(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let home = CLCircularRegion(center: CLLocationCoordinate2DMake(37.33, -122.03), radius: 200, identifier: "home")
        return home.contains(coordinate)
    }
}
