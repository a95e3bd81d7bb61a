import CCairo
import Foundation

/// A rendered picture: pixels in Cairo's ARGB32 layout (premultiplied alpha, one `UInt32` a
/// pixel, rows top to bottom), with PNG encoding and decoding and a pixel-by-pixel comparison
/// for snapshot tests.
public struct RenderedImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// The largest side accepted, decoding or rendering: beyond it the memory is not worth it.
    public static let maximumDimension = 16_384

    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Nil for anything that is not a PNG Cairo reads, or one larger than `maximumDimension`.
    public init?(pngData: Data) {
        // The header's size is checked first, so a hostile file cannot ask for gigabytes.
        let bytes = [UInt8](pngData.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func field(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard (1...Self.maximumDimension).contains(field(16)), (1...Self.maximumDimension).contains(field(20)) else {
            return nil
        }
        let reader = PNGReader(data: pngData)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
                    return reader.read(into: buffer, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface)
    }

    /// Copies an image surface's pixels (converted to ARGB32 if it has another format).
    init?(surface: OpaquePointer) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension else { return nil }
        var source = surface
        var converted: OpaquePointer?
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                let cr = cairo_create(copy)
            else {
                return nil
            }
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            converted = copy
            source = copy
        }
        defer { if let converted { cairo_surface_destroy(converted) } }
        cairo_surface_flush(source)
        guard let data = cairo_image_surface_get_data(source) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(source))
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at (`x`, `y`) as straight (not premultiplied) 0–255 channels; clear outside.
    public func color(atX x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let pixel = pixels[y * width + x]
        let alpha = UInt32(pixel >> 24)
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 { UInt8(min(255, ((pixel >> shift) & 0xFF) * 255 / alpha)) }
        return (channel(16), channel(8), channel(0), UInt8(alpha))
    }

    /// How far two pictures of the same size are apart: the pixels whose largest channel
    /// difference exceeds `tolerance`, and the largest difference of all. Nil when the sizes
    /// differ.
    public func difference(
        from other: RenderedImage, tolerance: Int = 0
    ) -> (differingPixels: Int, largestDifference: Int)? {
        guard width == other.width, height == other.height else { return nil }
        var differing = 0, largest = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            var worst = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
            largest = max(largest, worst)
            if worst > tolerance { differing += 1 }
        }
        return (differing, largest)
    }

    /// The picture as PNG bytes.
    public func pngData() -> Data? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = pixels[y * width + x] }
        }
        cairo_surface_mark_dirty(surface)
        return Self.encodePNG(surface)
    }

    static func encodePNG(_ surface: OpaquePointer) -> Data? {
        let writer = PNGWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<PNGWriter>.fromOpaque(closure).takeUnretainedValue().data.append(
                        bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }
}

/// Hands Cairo's PNG reader the bytes of a `Data`, in order (for pictures and for decoding images).
final class PNGReader {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, offset + count <= data.count else { return false }
        data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
        offset += count
        return true
    }
}

/// Collects what Cairo's PNG writer writes.
private final class PNGWriter {
    var data = Data()
}
