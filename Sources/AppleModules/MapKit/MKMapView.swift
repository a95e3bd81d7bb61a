import CoreLocation
import Foundation
import OpenUIKit

/// A map. With no map tiles reachable from here, it draws the map as a plain background in the
/// map type's colour with a graticule (lines of latitude and longitude), and on it the
/// overlays their renderers draw and the annotation views, each placed by Web Mercator
/// projection exactly where MapKit would put it. Regions, conversions, selection, callouts,
/// reuse and the delegate's calls behave as MapKit's; the user's location is Core Location's
/// simulated one.
@preconcurrency @MainActor
open class MKMapView: UIView {
    /// Who supplies annotation views and overlay renderers and hears of changes.
    open weak var delegate: (any MKMapViewDelegate)?
    /// What the map shows; each type draws its own background.
    open var mapType: MKMapType = .standard {
        didSet { setNeedsDisplay() }
    }
    /// Whether pinching zooms.
    open var isZoomEnabled = true
    /// Whether dragging scrolls.
    open var isScrollEnabled = true
    /// Whether two fingers rotate.
    open var isRotateEnabled = true
    /// Whether two fingers tilt.
    open var isPitchEnabled = true
    /// Whether the compass shows while rotated (the map never rotates here).
    open var showsCompass = true
    /// Whether the scale shows.
    open var showsScale = false
    /// Whether buildings are drawn (there are none to draw without map data).
    open var showsBuildings = true
    /// Whether traffic is drawn (none without map data).
    open var showsTraffic = false
    /// Which points of interest show (none without map data).
    open var pointOfInterestFilter: MKPointOfInterestFilter?

    /// The part of the world shown, in map points; the one source of the region and center.
    private var visibleRect = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 37.13283, longitude: -95.78558),
        span: MKCoordinateSpan(latitudeDelta: 53.16, longitudeDelta: 61.26)
    ).mapRect
    /// The bounds size the visible rectangle was last fitted to; zero before the first layout.
    private var fittedSize = CGSize.zero

    private var annotationList: [any MKAnnotation] = []
    private var views: [ObjectIdentifier: MKAnnotationView] = [:]
    private var reuseQueues: [String: [MKAnnotationView]] = [:]
    private var registeredClasses: [String: MKAnnotationView.Type] = [:]
    private var selected: [any MKAnnotation] = []
    private var callout: MKCalloutView?
    private var overlayList: [any MKOverlay] = []
    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    private var hookedControls: Set<ObjectIdentifier> = []

    /// The device's location as an annotation; its location is set once Core Location delivers it.
    public let userLocation = MKUserLocation()
    private var locator: CLLocationManager?
    private var locatorDelegate: UserLocator?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        isOpaque = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        isOpaque = true
    }

    // MARK: Region

    /// The area shown, as a center and span; setting it fits it to the view's aspect ratio.
    open var region: MKCoordinateRegion {
        get { MKCoordinateRegion(visibleRect) }
        set { setRegion(newValue, animated: false) }
    }

    /// Shows `region`, grown to the view's aspect ratio (see ``regionThatFits(_:)``); the delegate
    /// hears `regionWillChangeAnimated` and `regionDidChangeAnimated`. Animation is not drawn:
    /// the map is at the new region at once.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(region.center), region.span.latitudeDelta >= 0,
            region.span.longitudeDelta >= 0
        else {
            UIKitDiagnostics.handler(
                UIKitDiagnostic(
                    name: UIKitDiagnostic.invalidArgument,
                    reason:
                        "Invalid Region <center:\(region.center.latitude), \(region.center.longitude) span:\(region.span.latitudeDelta), \(region.span.longitudeDelta)>"
                ))
            return
        }
        changeVisibleRect(to: region.mapRect, animated: animated)
    }

    /// The coordinate at the map's center.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { MKMapPoint(x: visibleRect.midX, y: visibleRect.midY).coordinate }
        set { setCenter(newValue, animated: false) }
    }

    /// Moves the map so `coordinate` is at its center, keeping the zoom.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(coordinate) else { return }
        let point = MKMapPoint(coordinate)
        changeVisibleRect(
            to: MKMapRect(
                x: point.x - visibleRect.width / 2, y: point.y - visibleRect.height / 2, width: visibleRect.width,
                height: visibleRect.height), animated: animated)
    }

    /// The part of the world shown, in map points.
    open var visibleMapRect: MKMapRect {
        get { visibleRect }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// Shows `mapRect`, fitted to the view's aspect ratio.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        guard !mapRect.isNull else { return }
        changeVisibleRect(to: mapRect, animated: animated)
    }

    /// Shows `mapRect` with `insets` points of margin around it.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        changeVisibleRect(to: padded(mapRect, insets), animated: animated)
    }

    /// `region` grown to the view's aspect ratio, as ``setRegion(_:animated:)`` would show it.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        MKCoordinateRegion(MapCanvas.fit(region.mapRect, to: bounds.size))
    }

    /// `mapRect` grown to the view's aspect ratio.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect { MapCanvas.fit(mapRect, to: bounds.size) }

    /// `mapRect` with `insets` of margin, grown to the view's aspect ratio.
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        MapCanvas.fit(padded(mapRect, insets), to: bounds.size)
    }

    private func padded(_ mapRect: MKMapRect, _ insets: UIEdgeInsets) -> MKMapRect {
        let inner = CGSize(
            width: max(bounds.width - insets.left - insets.right, 1),
            height: max(bounds.height - insets.top - insets.bottom, 1))
        guard bounds.width > 0, bounds.height > 0 else { return mapRect }
        let fitted = MapCanvas.fit(mapRect, to: inner)
        let perPoint = fitted.width / Double(inner.width)
        return MKMapRect(
            x: fitted.minX - Double(insets.left) * perPoint, y: fitted.minY - Double(insets.top) * perPoint,
            width: Double(bounds.width) * perPoint, height: Double(bounds.height) * perPoint)
    }

    private func changeVisibleRect(to mapRect: MKMapRect, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        if bounds.width > 0, bounds.height > 0 {
            visibleRect = MapCanvas.fit(mapRect, to: bounds.size)
            fittedSize = bounds.size
        } else {
            visibleRect = mapRect
            fittedSize = .zero
        }
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// The map's zoom: view points per map point.
    var zoomScale: MKZoomScale {
        visibleRect.width > 0 ? bounds.width / CGFloat(visibleRect.width) : 0
    }

    // MARK: Conversions

    /// Where `mapPoint` is in the map view's bounds.
    func viewPoint(for mapPoint: MKMapPoint) -> CGPoint {
        guard visibleRect.width > 0, visibleRect.height > 0 else { return .zero }
        var x = mapPoint.x
        // Of the world's copies side by side, the one nearest the visible center.
        let world = MKMapSize.world.width
        while x - visibleRect.midX > world / 2 { x -= world }
        while visibleRect.midX - x > world / 2 { x += world }
        return CGPoint(
            x: bounds.minX + CGFloat((x - visibleRect.minX) / visibleRect.width) * bounds.width,
            y: bounds.minY + CGFloat((mapPoint.y - visibleRect.minY) / visibleRect.height) * bounds.height)
    }

    func mapPoint(forViewPoint point: CGPoint) -> MKMapPoint {
        guard bounds.width > 0, bounds.height > 0 else { return MKMapPoint(x: visibleRect.midX, y: visibleRect.midY) }
        return MKMapPoint(
            x: visibleRect.minX + Double((point.x - bounds.minX) / bounds.width) * visibleRect.width,
            y: visibleRect.minY + Double((point.y - bounds.minY) / bounds.height) * visibleRect.height)
    }

    /// Where `coordinate` is in `view`'s coordinates (the map view's own when `view` is nil).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let point = viewPoint(for: MKMapPoint(coordinate))
        guard let view else { return point }
        return convert(point, to: view)
    }

    /// The coordinate under `point`, which is in `view`'s coordinates (the map view's when nil).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = view.map { convert(point, from: $0) } ?? point
        return mapPoint(forViewPoint: local).coordinate
    }

    /// The rectangle `region` covers, in `view`'s coordinates.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let rect = region.mapRect
        let topLeft = viewPoint(for: rect.origin)
        let bottomRight = viewPoint(for: MKMapPoint(x: rect.maxX, y: rect.maxY))
        let local = CGRect(
            x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
        guard let view else { return local }
        return convert(local, to: view)
    }

    /// The region under `rect`, which is in `view`'s coordinates.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let local = view.map { convert(rect, from: $0) } ?? rect
        let topLeft = mapPoint(forViewPoint: local.origin)
        let bottomRight = mapPoint(forViewPoint: CGPoint(x: local.maxX, y: local.maxY))
        return MKCoordinateRegion(
            MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y))
    }

    // MARK: Annotations

    /// Every annotation on the map, the user location among them while it is shown and located.
    open var annotations: [any MKAnnotation] { annotationList }

    /// Adds `annotation`; its view is made at the next layout if it is in view.
    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

    /// Adds each annotation not already on the map.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !contains(annotation) { annotationList.append(annotation) }
        setNeedsLayout()
    }

    /// Removes `annotation` and its view (deselecting it first).
    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    /// Removes each annotation and its view.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            if selected.contains(where: { $0 === annotation }) { deselectAnnotation(annotation, animated: false) }
            annotationList.removeAll { $0 === annotation }
            if let view = views.removeValue(forKey: ObjectIdentifier(annotation)) { recycle(view) }
        }
        setNeedsLayout()
    }

    /// The annotations whose coordinates lie in `mapRect`.
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotationList.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { $0 as? AnyHashable })
    }

    /// The view showing `annotation`, or nil while it has none (off screen, or not laid out yet).
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { views[ObjectIdentifier(annotation)] }

    /// The rectangle annotation views are placed in: the bounds.
    open var annotationVisibleRect: CGRect { bounds }

    /// Moves and zooms the map so every one of `annotations` shows, with a margin.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        for annotation in annotations where !contains(annotation) { annotationList.append(annotation) }
        let points = annotations.map { MKMapPoint($0.coordinate) }
        guard let first = points.first else { return }
        var rect = MKMapRect(origin: first, size: MKMapSize())
        for point in points.dropFirst() { rect = rect.union(MKMapRect(origin: point, size: MKMapSize())) }
        // A lone annotation keeps the zoom; several get a margin of 44 points around them.
        if points.count == 1 {
            changeVisibleRect(
                to: MKMapRect(
                    x: first.x - visibleRect.width / 2, y: first.y - visibleRect.height / 2,
                    width: visibleRect.width, height: visibleRect.height), animated: animated)
        } else {
            changeVisibleRect(
                to: padded(rect, UIEdgeInsets(top: 44, left: 44, bottom: 44, right: 44)), animated: animated)
        }
    }

    private func contains(_ annotation: any MKAnnotation) -> Bool { annotationList.contains { $0 === annotation } }

    // MARK: Reuse

    /// A queued view for `identifier`, or nil when none is waiting.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard var queue = reuseQueues[identifier], !queue.isEmpty else { return nil }
        let view = queue.removeLast()
        reuseQueues[identifier] = queue
        return view
    }

    /// A queued view for `identifier` showing `annotation`, or a new one of the class registered
    /// for it. MapKit raises for an identifier nothing was registered for; here that is reported
    /// as a diagnostic and a plain marker view is returned.
    open func dequeueReusableAnnotationView(
        withIdentifier identifier: String, for annotation: any MKAnnotation
    )
        -> MKAnnotationView
    {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        guard let type = registeredClasses[identifier] else {
            UIKitDiagnostics.handler(
                UIKitDiagnostic(
                    name: UIKitDiagnostic.invalidArgument,
                    reason:
                        "unable to dequeue an annotation view with identifier \(identifier) - must register a class for the identifier"
                ))
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        return type.init(annotationForDequeuing: annotation, reuseIdentifier: identifier)
    }

    /// Registers the class new views for `identifier` are made of; nil removes it.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = viewClass as? MKAnnotationView.Type
    }

    private func recycle(_ view: MKAnnotationView) {
        view.removeFromSuperview()
        if callout?.owner === view { removeCallout() }
        guard let identifier = view.reuseIdentifier else { return }
        view.prepareForReuse()
        view.annotation = nil
        reuseQueues[identifier, default: []].append(view)
    }

    // MARK: Selection

    /// The selected annotations (at most one).
    open var selectedAnnotations: [any MKAnnotation] {
        get { selected }
        set {
            for annotation in selected { deselectAnnotation(annotation, animated: false) }
            if let first = newValue.first { selectAnnotation(first, animated: false) }
        }
    }

    /// Selects `annotation`, deselecting the one selected before; its view shows the callout when
    /// it can and the annotation has a title. The delegate hears `didSelect`.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard contains(annotation), !selected.contains(where: { $0 === annotation }) else { return }
        for other in selected { deselectAnnotation(other, animated: animated) }
        layoutIfNeeded()
        let view = views[ObjectIdentifier(annotation)] ?? makeView(for: annotation)
        guard view.isEnabled else { return }
        selected = [annotation]
        view.setSelected(true, animated: animated)
        if view.canShowCallout, let title = annotation.title ?? nil, !title.isEmpty { showCallout(for: view) }
        delegate?.mapView(self, didSelect: view)
        delegate?.mapView(self, didSelect: annotation)
    }

    /// Deselects `annotation` and hides its callout; the delegate hears `didDeselect`.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation, selected.contains(where: { $0 === annotation }) else { return }
        selected.removeAll { $0 === annotation }
        let view = views[ObjectIdentifier(annotation)]
        view?.setSelected(false, animated: animated)
        if callout?.owner === view { removeCallout() }
        if let view { delegate?.mapView(self, didDeselect: view) }
        delegate?.mapView(self, didDeselect: annotation)
    }

    private func showCallout(for view: MKAnnotationView) {
        removeCallout()
        let bubble = MKCalloutView(owner: view)
        for control in [view.leftCalloutAccessoryView, view.rightCalloutAccessoryView].compactMap({ $0 as? UIControl })
        where !hookedControls.contains(ObjectIdentifier(control)) {
            hookedControls.insert(ObjectIdentifier(control))
            control.addAction(
                UIAction { [weak self, weak control] _ in
                    guard let self, let control, let owner = self.callout?.owner,
                        owner.leftCalloutAccessoryView === control || owner.rightCalloutAccessoryView === control
                    else { return }
                    self.delegate?.mapView(self, annotationView: owner, calloutAccessoryControlTapped: control)
                }, for: .touchUpInside)
        }
        addSubview(bubble)
        callout = bubble
        placeCallout()
    }

    private func removeCallout() {
        callout?.removeFromSuperview()
        callout = nil
    }

    private func placeCallout() {
        guard let callout, let owner = callout.owner else { return }
        let size = callout.fittingSize
        let anchor = CGPoint(x: owner.frame.midX + owner.calloutOffset.x, y: owner.frame.minY + owner.calloutOffset.y)
        callout.frame = CGRect(
            x: anchor.x - size.width / 2, y: anchor.y - size.height - 4, width: size.width, height: size.height)
        bringSubviewToFront(callout)
    }

    // MARK: Overlays

    /// The overlays, bottom first.
    open var overlays: [any MKOverlay] { overlayList }

    /// Adds `overlay` on top of the others; its renderer is asked of the delegate when it is drawn.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlays([overlay]) }

    /// Adds each overlay on top.
    open func addOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays where !overlayList.contains(where: { $0 === overlay }) { overlayList.append(overlay) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Inserts `overlay` at `index` of the list.
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
        guard !overlayList.contains(where: { $0 === overlay }) else { return }
        overlayList.insert(overlay, at: min(max(index, 0), overlayList.count))
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Removes `overlay` and its renderer.
    open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }

    /// Removes each overlay and its renderer.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays {
            overlayList.removeAll { $0 === overlay }
            renderers[ObjectIdentifier(overlay)] = nil
        }
        setNeedsDisplay()
    }

    /// The renderer drawing `overlay`, or nil before the map asked the delegate for one.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { renderers[ObjectIdentifier(overlay)] }

    private func ensureRenderers() {
        var added: [MKOverlayRenderer] = []
        for overlay in overlayList where renderers[ObjectIdentifier(overlay)] == nil {
            let renderer = delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
            renderer.mapView = self
            renderers[ObjectIdentifier(overlay)] = renderer
            added.append(renderer)
        }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    // MARK: User location

    /// Whether the user's location shows: true starts Core Location updates (they wait for the
    /// app's authorization, as MapKit's do) and, once located, adds ``userLocation`` to the
    /// annotations.
    open var showsUserLocation = false {
        didSet {
            guard showsUserLocation != oldValue else { return }
            if showsUserLocation { startLocating() } else { stopLocating() }
        }
    }

    /// Whether the user's location is on screen.
    open var isUserLocationVisible: Bool {
        guard showsUserLocation, userLocation.location != nil else { return false }
        return visibleRect.contains(MKMapPoint(userLocation.coordinate))
    }

    /// Whether the map follows the user.
    open var userTrackingMode: MKUserTrackingMode {
        get { trackingMode }
        set { setUserTrackingMode(newValue, animated: false) }
    }
    private var trackingMode = MKUserTrackingMode.none

    /// Follows the user (turning on the user location) or stops following.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        guard mode != trackingMode else { return }
        trackingMode = mode
        if mode != .none {
            showsUserLocation = true
            if userLocation.location != nil { setCenter(userLocation.coordinate, animated: animated) }
        }
        delegate?.mapView(self, didChange: mode, animated: animated)
    }

    private func startLocating() {
        let manager = CLLocationManager()
        let proxy = UserLocator(map: self)
        manager.delegate = proxy
        locator = manager
        locatorDelegate = proxy
        userLocation.isUpdating = true
        delegate?.mapViewWillStartLocatingUser(self)
        manager.startUpdatingLocation()
    }

    private func stopLocating() {
        locator?.stopUpdatingLocation()
        locator = nil
        locatorDelegate = nil
        userLocation.isUpdating = false
        userLocation.location = nil
        removeAnnotations([userLocation])
        delegate?.mapViewDidStopLocatingUser(self)
    }

    fileprivate func located(_ location: CLLocation) {
        guard showsUserLocation else { return }
        userLocation.location = location
        if !contains(userLocation) { annotationList.append(userLocation) }
        if trackingMode != .none { setCenter(location.coordinate, animated: false) }
        setNeedsLayout()
        delegate?.mapView(self, didUpdate: userLocation)
    }

    fileprivate func failedToLocate(_ error: any Error) {
        guard showsUserLocation else { return }
        delegate?.mapView(self, didFailToLocateUserWithError: error)
    }

    // MARK: Layout and drawing

    /// Refits the visible rectangle to a new size (keeping the center and zoom once fitted),
    /// makes views for annotations in view and recycles those out of it, and places each at its
    /// coordinate's projection plus its center offset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != fittedSize, bounds.width > 0, bounds.height > 0 {
            if fittedSize == .zero {
                visibleRect = MapCanvas.fit(visibleRect, to: bounds.size)
            } else {
                let perPoint = visibleRect.width / Double(fittedSize.width)
                let width = perPoint * Double(bounds.width), height = perPoint * Double(bounds.height)
                visibleRect = MKMapRect(
                    x: visibleRect.midX - width / 2, y: visibleRect.midY - height / 2, width: width, height: height)
            }
            fittedSize = bounds.size
            setNeedsDisplay()
        }
        ensureRenderers()
        let margin: CGFloat = 64
        let area = bounds.insetBy(dx: -margin, dy: -margin)
        var added: [MKAnnotationView] = []
        for annotation in annotationList {
            let key = ObjectIdentifier(annotation)
            let point = viewPoint(for: MKMapPoint(annotation.coordinate))
            let isSelected = selected.contains { $0 === annotation }
            guard area.contains(point) || isSelected else {
                if let view = views.removeValue(forKey: key) { recycle(view) }
                continue
            }
            let view: MKAnnotationView
            if let existing = views[key] {
                view = existing
            } else {
                view = makeView(for: annotation)
                added.append(view)
            }
            view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
        }
        if let userView = views[ObjectIdentifier(userLocation)] { bringSubviewToFront(userView) }
        placeCallout()
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    @discardableResult
    private func makeView(for annotation: any MKAnnotation) -> MKAnnotationView {
        let view: MKAnnotationView
        if let supplied = delegate?.mapView(self, viewFor: annotation) {
            view = supplied
        } else if annotation is MKUserLocation {
            view = MKUserLocationView(annotation: annotation, reuseIdentifier: nil)
        } else {
            view = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
        }
        view.annotation = annotation
        view.prepareForDisplay()
        views[ObjectIdentifier(annotation)] = view
        if view.superview !== self {
            if let callout { insertSubview(view, belowSubview: callout) } else { addSubview(view) }
        }
        let point = viewPoint(for: MKMapPoint(annotation.coordinate))
        view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
        return view
    }

    /// Draws the map (background and graticule) and then each overlay through its renderer,
    /// in map points scaled to the view.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        MapCanvas.paint(visibleRect, type: mapType, size: bounds.size, in: context)
        let scale = zoomScale
        guard scale > 0 else { return }
        for overlay in overlayList where overlay.intersects(visibleRect) {
            guard let renderer = renderers[ObjectIdentifier(overlay)] else { continue }
            let origin = overlay.boundingMapRect.origin
            let corner = viewPoint(for: origin)
            context.saveGState()
            context.translateBy(x: corner.x, y: corner.y)
            context.scaleBy(x: scale, y: scale)
            if renderer.canDraw(visibleRect, zoomScale: scale) {
                renderer.draw(visibleRect, zoomScale: scale, in: context)
            }
            context.restoreGState()
        }
    }
}

/// Hears the map view's Core Location manager and hands fixes to the map on the main actor.
private final class UserLocator: NSObject, CLLocationManagerDelegate {
    weak var map: MKMapView?

    init(map: MKMapView) {
        self.map = map
        super.init()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last, let map else { return }
        MainActor.assumeIsolated { map.located(last) }
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        guard let map else { return }
        MainActor.assumeIsolated { map.failedToLocate(error) }
    }
}

/// The blue dot of the user's location, in a white ring.
@preconcurrency @MainActor
open class MKUserLocationView: MKAnnotationView {
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = CGSize(width: 22, height: 22)
        canShowCallout = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = CGSize(width: 22, height: 22)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: bounds)
        context.setFillColor(UIColor(red: 0, green: 0.478, blue: 1, alpha: 1).cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
    }
}

/// The bubble above a selected annotation view: the title, the subtitle (or the detail view),
/// and the accessory views at its sides.
@preconcurrency @MainActor
final class MKCalloutView: UIView {
    weak var owner: MKAnnotationView?
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private static let padding: CGFloat = 10

    init(owner: MKAnnotationView) {
        self.owner = owner
        super.init(frame: .zero)
        backgroundColor = .white
        layer.cornerRadius = 12
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.text = owner.annotation?.title ?? nil
        subtitleLabel.font = UIFont.systemFont(ofSize: 13)
        subtitleLabel.textColor = .gray
        subtitleLabel.text = owner.annotation?.subtitle ?? nil
        addSubview(titleLabel)
        if let detail = owner.detailCalloutAccessoryView { addSubview(detail) } else { addSubview(subtitleLabel) }
        for accessory in [owner.leftCalloutAccessoryView, owner.rightCalloutAccessoryView].compactMap({ $0 }) {
            addSubview(accessory)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private var accessorySizes: (left: CGSize, right: CGSize) {
        func size(_ view: UIView?) -> CGSize {
            guard let view else { return .zero }
            let fitted = view.sizeThatFits(.zero)
            return fitted == .zero ? view.bounds.size : fitted
        }
        return (size(owner?.leftCalloutAccessoryView), size(owner?.rightCalloutAccessoryView))
    }

    /// The bubble's size: its text and accessories with padding, at most 320 points wide.
    var fittingSize: CGSize {
        let title = titleLabel.sizeThatFits(.zero)
        let lower = owner?.detailCalloutAccessoryView?.bounds.size ?? subtitleLabel.sizeThatFits(.zero)
        let (left, right) = accessorySizes
        let textWidth = max(title.width, lower.width)
        let width =
            Self.padding * 2 + textWidth + (left.width > 0 ? left.width + 8 : 0)
            + (right.width > 0 ? right.width + 8 : 0)
        let height = Self.padding * 2 + max(title.height + lower.height, left.height, right.height)
        return CGSize(width: min(width, 320), height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let (left, right) = accessorySizes
        var x = Self.padding
        if let view = owner?.leftCalloutAccessoryView {
            view.frame = CGRect(x: x, y: (bounds.height - left.height) / 2, width: left.width, height: left.height)
            x += left.width + 8
        }
        if let view = owner?.rightCalloutAccessoryView {
            view.frame = CGRect(
                x: bounds.width - Self.padding - right.width, y: (bounds.height - right.height) / 2, width: right.width,
                height: right.height)
        }
        let textWidth = bounds.width - x - Self.padding - (right.width > 0 ? right.width + 8 : 0)
        let title = titleLabel.sizeThatFits(.zero)
        titleLabel.frame = CGRect(x: x, y: Self.padding, width: textWidth, height: title.height)
        let lowerView: UIView = owner?.detailCalloutAccessoryView ?? subtitleLabel
        let lower = owner?.detailCalloutAccessoryView?.bounds.size ?? subtitleLabel.sizeThatFits(.zero)
        lowerView.frame = CGRect(x: x, y: Self.padding + title.height, width: textWidth, height: lower.height)
    }
}
