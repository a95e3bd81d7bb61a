import Foundation
import ImageIO
import OpenUIKit

/// The pixel formats Core Image renders to, with its raw values.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    /// The raw value, as Apple defines it.
    public let rawValue: Int32

    /// Creates a value from its raw value.

    /// Creates a value from its raw value.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// 8-bit B, G, R, A.
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// 8-bit R, G, B, A.
    public static let RGBA8 = CIFormat(rawValue: 264)
    /// 8-bit A, R, G, B.
    public static let ARGB8 = CIFormat(rawValue: 262)
}

/// Core Image's rendering context: runs an image's recipe for a rectangle and hands back
/// pixels, a `CGImage`, or encoded bytes. Every context renders on the CPU here, whatever
/// its options (Metal and OpenGL contexts are Apple's).
open class CIContext: NSObject, @unchecked Sendable {
    // @unchecked: immutable; rendering shares nothing between calls.
    private let options: [CIContextOption: Any]

    /// A context with the default options.
    public override init() {
        options = [:]
        super.init()
    }

    /// A context with `options`, recorded (they change nothing here).
    public init(options: [CIContextOption: Any]?) {
        self.options = options ?? [:]
        super.init()
    }

    /// The image's pixels in `fromRect` (Core Image's coordinates) as a `CGImage`; nil for an
    /// empty or infinite rectangle, or when the source pixels cannot be had (an image from
    /// encoded bytes headless, with no decoder installed).
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let rect = PixelRect(covering: fromRect), !rect.isEmpty, let pixels = image.render(rect) else {
            return nil
        }
        return pixels.cgImage
    }

    /// The image's pixels in `fromRect` as a `CGImage`; 8-bit formats only, sRGB whatever the space.
    open func createCGImage(
        _ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?
    ) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// Writes the pixels of `bounds` into `data`, `rowBytes` apart, in `format` (RGBA8, BGRA8 or
    /// ARGB8, premultiplied), top row first as Core Graphics lays bitmaps out.
    open func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
        colorSpace: CGColorSpace?
    ) {
        guard let rect = PixelRect(covering: bounds), !rect.isEmpty, rowBytes >= rect.width * 4,
            let pixels = image.render(rect)
        else { return }
        let bytes = pixels.bytes(bgra: format == .BGRA8)
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let from = (row * rect.width + column) * 4
                let to = data.advanced(by: row * rowBytes + column * 4).assumingMemoryBound(to: UInt8.self)
                if format == .ARGB8 {
                    to[0] = bytes[from + 3]
                    to[1] = bytes[from]
                    to[2] = bytes[from + 1]
                    to[3] = bytes[from + 2]
                } else {
                    for c in 0..<4 { to[c] = bytes[from + c] }
                }
            }
        }
    }

    /// The image (its extent) as JPEG bytes, its `properties` written as Exif; the quality is
    /// `kCGImageDestinationLossyCompressionQuality` in `options` (0.9 when absent). Encoding
    /// needs the installed renderer: nil headless.
    open func jpegRepresentation(
        of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        encode(image, type: "public.jpeg", options: options)
    }

    /// The image (its extent) as PNG bytes in `format`; nil headless (no renderer to encode).
    open func pngRepresentation(
        of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        encode(image, type: "public.png", options: options)
    }

    /// Writes `jpegRepresentation` to `url`.
    open func writeJPEGRepresentation(
        of image: CIImage, to url: URL, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) throws {
        guard let data = jpegRepresentation(of: image, colorSpace: colorSpace, options: options) else {
            throw CocoaError(.fileWriteUnknown)
        }
        try data.write(to: url)
    }

    /// Writes `pngRepresentation` to `url`.
    open func writePNGRepresentation(
        of image: CIImage, to url: URL, format: CIFormat, colorSpace: CGColorSpace,
        options: [CIImageRepresentationOption: Any] = [:]
    ) throws {
        guard let data = pngRepresentation(of: image, format: format, colorSpace: colorSpace, options: options) else {
            throw CocoaError(.fileWriteUnknown)
        }
        try data.write(to: url)
    }

    private func encode(_ image: CIImage, type: String, options: [CIImageRepresentationOption: Any]) -> Data? {
        guard let cgImage = createCGImage(image, from: image.extent) else { return nil }
        let output = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(output, type, 1, nil) else { return nil }
        var properties: [String: Any] = image.properties
        properties[kCGImagePropertyOrientation] = nil
        properties[kCGImageDestinationLossyCompressionQuality] =
            options[CIImageRepresentationOption(rawValue: kCGImageDestinationLossyCompressionQuality)] ?? 0.9
        CGImageDestinationAddImage(destination, cgImage, properties)
        guard CGImageDestinationFinalize(destination) else { return nil }
        return output as Data
    }
}

/// The keys of the options image representations are written with; Image I/O's destination
/// keys (`kCGImageDestinationLossyCompressionQuality`) are among them.
public struct CIImageRepresentationOption: RawRepresentable, Hashable, Sendable {
    /// The raw value, as Apple defines it.
    public let rawValue: String

    /// Creates a value from its raw value.

    /// Creates a value from its raw value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
