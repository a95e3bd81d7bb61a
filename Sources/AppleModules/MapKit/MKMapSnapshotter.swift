import CoreLocation
import Foundation
import OpenUIKit

/// Makes a picture of a map region, drawn as ``MKMapView`` draws its map (the map type's
/// background and a graticule, no tiles: no map data can be fetched here). As in MapKit the
/// snapshot has no annotations or overlays; ``Snapshot/point(for:)`` says where to draw them.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    // @unchecked: the options are copied at init; the loading flag is behind `lock`.

    /// What the handler gets: the snapshot, or an error.
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void

    /// What a snapshot shows and how large it is.
    open class Options: NSObject, NSCopying, @unchecked Sendable {
        // @unchecked: set by the app before starting, copied by the snapshotter.
        private var storedRect = MKMapRect.world
        /// The region shown; setting it sets ``mapRect``.
        open var region: MKCoordinateRegion {
            get { MKCoordinateRegion(storedRect) }
            set { storedRect = newValue.mapRect }
        }
        /// The rectangle of the map shown; it is grown to the picture's aspect ratio.
        open var mapRect: MKMapRect {
            get { storedRect }
            set { storedRect = newValue }
        }
        /// The picture's size in points, 256 × 256 by default.
        open var size = CGSize(width: 256, height: 256)
        /// Pixels a point.
        open var scale: CGFloat = 1
        /// The map type, whose background the picture has.
        open var mapType: MKMapType = .standard
        /// Whether buildings show (none without map data).
        open var showsBuildings = true
        /// Which points of interest show (none without map data).
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() { super.init() }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Options()
            copy.storedRect = storedRect
            copy.size = size
            copy.scale = scale
            copy.mapType = mapType
            copy.showsBuildings = showsBuildings
            copy.pointOfInterestFilter = pointOfInterestFilter
            return copy
        }
    }

    /// A finished picture and the projection it was drawn with.
    open class Snapshot: NSObject, @unchecked Sendable {
        // @unchecked: immutable.
        /// The picture.
        public let image: UIImage
        private let mapRect: MKMapRect
        private let size: CGSize

        init(image: UIImage, mapRect: MKMapRect, size: CGSize) {
            self.image = image
            self.mapRect = mapRect
            self.size = size
            super.init()
        }

        /// Where `coordinate` is in the picture, in points.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            let point = MKMapPoint(coordinate)
            guard mapRect.width > 0, mapRect.height > 0 else { return .zero }
            return CGPoint(
                x: CGFloat((point.x - mapRect.minX) / mapRect.width) * size.width,
                y: CGFloat((point.y - mapRect.minY) / mapRect.height) * size.height)
        }
    }

    private let options: Options
    private let lock = NSLock()
    private var loading = false
    private var cancelled = false

    /// A snapshotter of a copy of `options`.
    public init(options: Options) {
        self.options = options.copy() as? Options ?? options
        super.init()
    }

    /// Whether a snapshot is being made.
    open var isLoading: Bool { lock.withLock { loading } }

    /// Makes the snapshot and hands it to `completionHandler` on the main queue.
    open func start(completionHandler: @escaping CompletionHandler) {
        start(with: .main, completionHandler: completionHandler)
    }

    /// Makes the snapshot on `queue` and hands it to `completionHandler` there. A second start
    /// while one is loading fails with `MKError(.loadingThrottled)`; a zero size fails with
    /// `MKError(.unknown)`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        let alreadyLoading = lock.withLock {
            if loading { return true }
            loading = true
            cancelled = false
            return false
        }
        let handler = MainQueueHandoff(value: completionHandler)
        guard !alreadyLoading else {
            queue.async { handler.value(nil, MKError(.loadingThrottled)) }
            return
        }
        queue.async { [self] in
            let result = render()
            let proceed = lock.withLock {
                loading = false
                return !cancelled
            }
            guard proceed else { return }
            switch result {
            case .success(let snapshot): handler.value(snapshot, nil)
            case .failure(let error): handler.value(nil, error)
            }
        }
    }

    /// Makes the snapshot.
    /// - Throws: `MKError` when the options cannot be drawn (a zero size).
    open func start() async throws -> Snapshot {
        try await withCheckedThrowingContinuation { continuation in
            start { snapshot, error in
                if let snapshot {
                    continuation.resume(returning: snapshot)
                } else {
                    continuation.resume(throwing: error ?? MKError(.unknown))
                }
            }
        }
    }

    /// Stops a snapshot in progress: its handler is not called.
    open func cancel() {
        lock.withLock { cancelled = true }
    }

    /// Draws the fitted map rectangle into an image of the options' size and scale.
    private func render() -> Result<Snapshot, MKError> {
        let size = options.size
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            return .failure(MKError(.unknown))
        }
        let mapRect = MapCanvas.fit(options.mapRect, to: size)
        let format = UIGraphicsImageRendererFormat()
        format.scale = options.scale > 0 ? options.scale : 1
        format.opaque = true
        let mapType = options.mapType
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            MapCanvas.paint(mapRect, type: mapType, size: size, in: context.cgContext)
        }
        return .success(Snapshot(image: image, mapRect: mapRect, size: size))
    }
}
