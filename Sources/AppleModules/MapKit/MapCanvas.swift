import CoreLocation
import Foundation
import OpenUIKit

/// The map as drawn without tiles (no map data can be fetched here): a plain background in the
/// map type's colour and a graticule, lines of latitude and longitude every round number of
/// degrees that leaves about 60 to 150 points between lines. Shared by the map view and the
/// snapshotter, so a snapshot looks like the view.
enum MapCanvas {
    /// The background of each map type: Apple Maps' land colour for the standard map, a dark
    /// earth green for the satellite ones.
    static func backgroundColor(_ type: MKMapType) -> UIColor {
        switch type {
        case .standard: UIColor(red: 0.969, green: 0.953, blue: 0.922, alpha: 1)
        case .mutedStandard: UIColor(red: 0.949, green: 0.945, blue: 0.937, alpha: 1)
        case .satellite, .hybrid, .satelliteFlyover, .hybridFlyover:
            UIColor(red: 0.243, green: 0.290, blue: 0.200, alpha: 1)
        }
    }

    /// The graticule's colour on each background.
    static func lineColor(_ type: MKMapType) -> UIColor {
        switch type {
        case .standard, .mutedStandard: UIColor(red: 0.820, green: 0.800, blue: 0.761, alpha: 1)
        case .satellite, .hybrid, .satelliteFlyover, .hybridFlyover:
            UIColor(red: 0.404, green: 0.451, blue: 0.357, alpha: 1)
        }
    }

    /// The round steps, in degrees, a graticule may have.
    static let steps: [Double] = [
        0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30,
    ]
    /// The fewest points wanted between two graticule lines.
    static let minimumSpacing: CGFloat = 60

    /// The graticule step for a view `width` points wide showing `mapRect`.
    static func step(for mapRect: MKMapRect, width: CGFloat) -> Double {
        guard width > 0, mapRect.width > 0 else { return 30 }
        let degreesPerPoint = mapRect.width / MKMapSize.world.width * 360 / Double(width)
        return steps.first { $0 / degreesPerPoint >= Double(minimumSpacing) } ?? 30
    }

    /// Paints `mapRect` into `size` points of `context`, the map's top left at the origin.
    static func paint(_ mapRect: MKMapRect, type: MKMapType, size: CGSize, in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        context.setFillColor(backgroundColor(type).cgColor)
        context.fill(CGRect(origin: .zero, size: size))
        guard !mapRect.isEmpty, size.width > 0, size.height > 0 else { return }
        let scaleX = Double(size.width) / mapRect.width, scaleY = Double(size.height) / mapRect.height
        let step = step(for: mapRect, width: size.width)
        context.setStrokeColor(lineColor(type).cgColor)
        context.setLineWidth(1)

        let west = MKMapPoint(x: mapRect.minX, y: mapRect.midY).coordinate.longitude
        let east = west + mapRect.width / MKMapSize.world.width * 360
        var longitude = (west / step).rounded(.up) * step
        while longitude <= east {
            let x = (MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: longitude)).x - mapRect.minX) * scaleX
            context.move(to: CGPoint(x: x.rounded() + 0.5, y: 0))
            context.addLine(to: CGPoint(x: x.rounded() + 0.5, y: Double(size.height)))
            longitude += step
        }
        let north = MKMapPoint(x: mapRect.midX, y: mapRect.minY).coordinate.latitude
        let south = MKMapPoint(x: mapRect.midX, y: mapRect.maxY).coordinate.latitude
        var latitude = (south / step).rounded(.up) * step
        while latitude <= north {
            let y = (MKMapPoint(CLLocationCoordinate2D(latitude: latitude, longitude: 0)).y - mapRect.minY) * scaleY
            context.move(to: CGPoint(x: 0, y: y.rounded() + 0.5))
            context.addLine(to: CGPoint(x: Double(size.width), y: y.rounded() + 0.5))
            latitude += step
        }
        context.strokePath()
    }

    /// The largest map points a screen point may show: the whole world across 256 points.
    static let maximumMapPointsPerPoint = MKMapSize.world.width / 256
    /// The fewest map points a screen point may show (MapKit's closest zoom, about 1.5 cm a point).
    static let minimumMapPointsPerPoint = 0.1

    /// `rect` grown to the aspect ratio of `size` about its center, and kept between the
    /// closest and farthest zoom, as MapKit fits a region to its view.
    static func fit(_ rect: MKMapRect, to size: CGSize) -> MKMapRect {
        guard !rect.isNull, size.width > 0, size.height > 0 else { return rect }
        let aspect = Double(size.width / size.height)
        var width = rect.width, height = rect.height
        if width / max(height, .leastNonzeroMagnitude) > aspect {
            height = width / aspect
        } else {
            width = height * aspect
        }
        let perPoint = min(
            max(width / Double(size.width), minimumMapPointsPerPoint), maximumMapPointsPerPoint)
        width = perPoint * Double(size.width)
        height = perPoint * Double(size.height)
        var midY = rect.midY
        // The map's north and south edges are as far as it scrolls.
        if height < MKMapSize.world.height {
            midY = min(max(midY, height / 2), MKMapSize.world.height - height / 2)
        } else {
            midY = MKMapSize.world.height / 2
        }
        return MKMapRect(x: rect.midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
