import CCairo
import CPixman
import Foundation

/// The coverage of a rounded rectangle (or of its border's ring) for one corner radius and
/// border width in device pixels, rasterized once by Cairo on a rectangle just large enough to
/// hold the four corners, and cut into the pieces any larger rectangle with those corners is
/// made of: the four corners, taken from the mask, and the straight edges and the middle, where
/// each run of equal coverage is a plain rectangle. A rounded rectangle is then a few Pixman
/// calls instead of a path Cairo scan-converts row by row, with the same pixels: Cairo's
/// coverage of a straight edge is the same all along it. Shapes are kept across frames and
/// shared by every layer with the same corners, whatever its size and colour.
@MainActor
final class RoundedShapeMask {
    /// A side of the pixel rectangle a piece is measured from, and how far in.
    private struct Edge {
        var fromMax: Bool
        var offset: Int32

        func value(min: Int32, max: Int32) -> Int32 { fromMax ? max - offset : min + offset }
    }

    private struct Piece {
        var x0: Edge, y0: Edge, x1: Edge, y1: Edge

        func rect(in frame: PixelRect) -> PixelRect {
            PixelRect(
                minX: x0.value(min: frame.minX, max: frame.maxX), minY: y0.value(min: frame.minY, max: frame.maxY),
                maxX: x1.value(min: frame.minX, max: frame.maxX), maxY: y1.value(min: frame.minY, max: frame.maxY))
        }
    }

    private struct Key: Hashable {
        var radius: Double
        var ring: Double?
    }

    /// The side of each corner's square, in pixels.
    let corner: Int32
    private let surface: OpaquePointer
    private let image: OpaquePointer
    /// The straight parts, grouped by coverage (0–255).
    private let pieces: [(coverage: UInt8, pieces: [Piece])]

    private static var cache: [Key: RoundedShapeMask] = [:]
    /// Corners larger than this are drawn by Cairo directly: a mask that size saves nothing.
    private static let largestCorner: Int32 = 256
    private static let cacheLimit = 128

    /// The mask for a rounded rectangle's fill (`ring` nil) or for a border of width `ring`
    /// inside it; nil for values no mask is made for.
    static func mask(radius: Double, ring: Double?) -> RoundedShapeMask? {
        guard radius.isFinite, radius >= 0, ring.map({ $0.isFinite && $0 > 0 }) ?? true else { return nil }
        let key = Key(radius: radius, ring: ring)
        if let cached = cache[key] { return cached }
        let corner = Int32(max(radius, ring ?? 0).rounded(.up))
        guard corner <= largestCorner, let mask = RoundedShapeMask(radius: radius, ring: ring, corner: corner) else {
            return nil
        }
        if cache.count >= cacheLimit { cache.removeAll() }
        cache[key] = mask
        return mask
    }

    static func discardAll() {
        cache.removeAll()
    }

    private init?(radius: Double, ring: Double?, corner k: Int32) {
        let side = 2 * k + 1
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, side, side) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The same path the layer painter gives Cairo, at the same size in device pixels.
        let rect = CGRect(x: 0, y: 0, width: Int(side), height: Int(side))
        cairo_new_path(cr)
        CairoGeometry.appendRoundedRect(cr, rect, radius: CGFloat(radius))
        if let ring {
            let width = CGFloat(ring)
            CairoGeometry.appendRoundedRect(
                cr, rect.insetBy(dx: width, dy: width), radius: max(CGFloat(radius) - width, 0))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface),
            let image = pixman_image_create_bits(
                PIXMAN_a8, side, side, UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                Int32(stride))
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.image = image
        corner = k
        pieces = Self.pieces(of: data, stride: stride, corner: k)
    }

    isolated deinit {
        pixman_image_unref(image)
        cairo_surface_destroy(surface)
    }

    /// The edges and middle as rectangles: each strip is read along the middle row or column
    /// of the mask, where nothing of the corners reaches.
    private static func pieces(
        of data: UnsafeMutablePointer<UInt8>, stride: Int, corner k: Int32
    ) -> [(coverage: UInt8, pieces: [Piece])] {
        let middle = Int(k)
        func at(_ x: Int, _ y: Int) -> UInt8 { data[y * stride + x] }
        var byCoverage: [UInt8: [Piece]] = [:]
        let inner = Edge(fromMax: false, offset: k), innerEnd = Edge(fromMax: true, offset: k)
        /// Runs of equal, nonzero coverage along one strip of `k` pixels.
        func runs(_ coverage: (Int) -> UInt8, _ make: (Int32, Int32) -> Piece) {
            var start = 0
            while start < middle {
                var end = start + 1
                while end < middle, coverage(end) == coverage(start) { end += 1 }
                let value = coverage(start)
                if value > 0 { byCoverage[value, default: []].append(make(Int32(start), Int32(end))) }
                start = end
            }
        }
        // Top and bottom strips: rows of the middle column.
        runs({ at(middle, $0) }) { a, b in
            Piece(x0: inner, y0: Edge(fromMax: false, offset: a), x1: innerEnd, y1: Edge(fromMax: false, offset: b))
        }
        runs({ at(middle, middle + 1 + $0) }) { a, b in
            Piece(
                x0: inner, y0: Edge(fromMax: true, offset: k - a), x1: innerEnd, y1: Edge(fromMax: true, offset: k - b))
        }
        // Left and right strips: columns of the middle row.
        runs({ at($0, middle) }) { a, b in
            Piece(x0: Edge(fromMax: false, offset: a), y0: inner, x1: Edge(fromMax: false, offset: b), y1: innerEnd)
        }
        runs({ at(middle + 1 + $0, middle) }) { a, b in
            Piece(
                x0: Edge(fromMax: true, offset: k - a), y0: inner, x1: Edge(fromMax: true, offset: k - b), y1: innerEnd)
        }
        let center = at(middle, middle)
        if center > 0 {
            byCoverage[center, default: []].append(Piece(x0: inner, y0: inner, x1: innerEnd, y1: innerEnd))
        }
        return byCoverage.keys.sorted(by: >).map { ($0, byCoverage[$0]!) }
    }

    /// Whether a rectangle of this size has straight parts between its corners.
    func fits(_ frame: PixelRect) -> Bool {
        frame.width >= 2 * corner + 1 && frame.height >= 2 * corner + 1
    }

    /// Paints the shape filling `frame` in `color`.
    func draw(in frame: PixelRect, color: PremultipliedColor, on target: PixmanTarget, clip: PixelRect) {
        guard frame.intersects(clip) else { return }
        for (coverage, pieces) in pieces {
            target.fill(pieces.map { $0.rect(in: frame) }, color: color.scaled(by: coverage), clip: clip)
        }
        guard corner > 0 else { return }
        var pixmanColor = color.pixmanColor
        guard let solid = pixman_image_create_solid_fill(&pixmanColor) else { return }
        defer { pixman_image_unref(solid) }
        let k = corner, far = corner + 1
        for (sx, sy, x, y) in [
            (0, 0, frame.minX, frame.minY), (far, 0, frame.maxX - k, frame.minY),
            (0, far, frame.minX, frame.maxY - k), (far, far, frame.maxX - k, frame.maxY - k),
        ] {
            target.composite(solid, mask: image, sourceX: sx, sourceY: sy, at: x, y, width: k, height: k, clip: clip)
        }
    }
}
