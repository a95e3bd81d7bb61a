import CoreLocation
import Foundation
import OpenUIKit

/// Draws an overlay on a map. Its drawing space is map points with the origin at the overlay's
/// bounding rectangle's corner; the map view sets up the context, so a renderer draws with
/// ``point(for:)`` and divides screen sizes by the zoom scale.
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// The opacity the overlay is drawn with.
    open var alpha: CGFloat = 1
    /// Screen pixels a point.
    open var contentScaleFactor: CGFloat = 1
    /// How the overlay blends with the map.
    open var blendMode: CGBlendMode = .normal
    /// Set by ``setNeedsDisplay()``; the map view draws its overlays again on its next display.
    weak var mapView: MKMapView?

    /// A renderer of `overlay`.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// The drawing-space point of `mapPoint`.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }

    /// The map point of a drawing-space point.
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    }

    /// The drawing-space rectangle of `mapRect`.
    open func rect(for mapRect: MKMapRect) -> CGRect {
        let corner = point(for: mapRect.origin)
        return CGRect(x: corner.x, y: corner.y, width: mapRect.width, height: mapRect.height)
    }

    /// The map rectangle of a drawing-space rectangle.
    open func mapRect(for rect: CGRect) -> MKMapRect {
        MKMapRect(origin: mapPoint(for: rect.origin), size: MKMapSize(width: rect.width, height: rect.height))
    }

    /// Whether the renderer can draw `mapRect` now; always, nothing is loaded.
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }

    /// Draws the part of the overlay in `mapRect`; the base draws nothing (subclasses draw).
    open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}

    /// Asks the map view to draw the overlay again.
    open func setNeedsDisplay() {
        let map = mapView
        DispatchQueue.main.async { MainActor.assumeIsolated { map?.setNeedsDisplay() } }
    }

    /// Asks the map view to draw the part in `mapRect` again (the whole overlay is redrawn).
    open func setNeedsDisplay(_ mapRect: MKMapRect) { setNeedsDisplay() }

    /// Asks the map view to draw the part in `mapRect` again at `zoomScale` (the whole overlay is redrawn).
    open func setNeedsDisplay(_ mapRect: MKMapRect, zoomScale: MKZoomScale) { setNeedsDisplay() }
}

/// A renderer that fills and strokes a path: the base of the polyline, polygon and circle renderers.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill; nil draws no fill.
    open var fillColor: UIColor?
    /// The outline's colour; nil draws no outline.
    open var strokeColor: UIColor?
    /// The outline's width in screen points; 0 draws the width of a road at the zoom scale.
    open var lineWidth: CGFloat = 0
    /// How outline segments join.
    open var lineJoin: CGLineJoin = .round
    /// How outline ends look.
    open var lineCap: CGLineCap = .round
    /// The limit of mitred joins.
    open var miterLimit: CGFloat = 10
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// Dash and gap lengths in screen points; nil or empty draws a solid line.
    open var lineDashPattern: [NSNumber]?
    /// Whether the path is drawn once into a bitmap and reused; stored, every draw is fresh here.
    open var shouldRasterize = false
    private var cachedPath: CGPath?

    /// The path in drawing space, made by ``createPath()`` when first needed.
    open var path: CGPath! {
        get {
            if cachedPath == nil { createPath() }
            return cachedPath
        }
        set { cachedPath = newValue }
    }

    /// Makes ``path``; subclasses build theirs from the overlay.
    open func createPath() {}

    /// Drops the path, so the next draw makes it again.
    open func invalidatePath() { cachedPath = nil }

    /// Sets the context's outline colour, width (in screen points), joins and dashes for `zoomScale`.
    open func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        let scale = zoomScale > 0 ? zoomScale : 1
        context.setStrokeColor((strokeColor ?? .clear).cgColor)
        context.setLineWidth((lineWidth > 0 ? lineWidth : MKRoadWidthAtZoomScale(scale)) / scale)
        context.setLineJoin(lineJoin)
        context.setLineCap(lineCap)
        context.setMiterLimit(miterLimit)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            context.setLineDash(phase: lineDashPhase / scale, lengths: pattern.map { CGFloat($0.doubleValue) / scale })
        }
    }

    /// Sets the context's fill colour.
    open func applyFillProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        context.setFillColor((fillColor ?? .clear).cgColor)
    }

    /// Strokes `path` in `context` with the current stroke properties.
    open func strokePath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.strokePath()
    }

    /// Fills `path` in `context` with the current fill colour.
    open func fillPath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.fillPath(using: .evenOdd)
    }

    /// Fills, then strokes, the path.
    open override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
        guard let path else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setAlpha(alpha)
        context.setBlendMode(blendMode)
        if fillColor != nil {
            applyFillProperties(to: context, atZoomScale: zoomScale)
            fillPath(path, in: context)
        }
        if strokeColor != nil {
            applyStrokeProperties(to: context, atZoomScale: zoomScale)
            strokePath(path, in: context)
        }
    }

    func path(through points: [MKMapPoint], closed: Bool) -> CGMutablePath {
        let path = CGMutablePath()
        guard let first = points.first else { return path }
        path.move(to: point(for: first))
        for next in points.dropFirst() { path.addLine(to: point(for: next)) }
        if closed { path.closeSubpath() }
        return path
    }
}

/// Draws a polyline's line.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The polyline drawn.
    public let polyline: MKPolyline
    /// Where along the line drawing starts, 0…1.
    open var strokeStart: CGFloat = 0
    /// Where along the line drawing ends, 0…1.
    open var strokeEnd: CGFloat = 1

    /// A renderer of `polyline`.
    public init(polyline: MKPolyline) {
        self.polyline = polyline
        super.init(overlay: polyline)
    }

    /// The line through the polyline's points.
    open override func createPath() { path = path(through: polyline.mapPoints, closed: false) }

    /// Polylines are not filled: only the stroke is drawn.
    open override func fillPath(_ path: CGPath, in context: CGContext) {}
}

/// Draws a polygon's fill and outline, its holes left empty.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    /// The polygon drawn.
    public let polygon: MKPolygon

    /// A renderer of `polygon`.
    public init(polygon: MKPolygon) {
        self.polygon = polygon
        super.init(overlay: polygon)
    }

    /// The outline and each hole, closed.
    open override func createPath() {
        let outline = path(through: polygon.mapPoints, closed: true)
        for hole in polygon.interiorPolygons ?? [] {
            outline.addPath(path(through: hole.mapPoints, closed: true))
        }
        path = outline
    }
}

/// Draws a circle's fill and outline.
open class MKCircleRenderer: MKOverlayPathRenderer {
    /// The circle drawn.
    public let circle: MKCircle

    /// A renderer of `circle`.
    public init(circle: MKCircle) {
        self.circle = circle
        super.init(overlay: circle)
    }

    /// The circle inscribed in its bounding rectangle.
    open override func createPath() {
        let path = CGMutablePath()
        path.addEllipse(in: rect(for: circle.boundingMapRect))
        self.path = path
    }
}
