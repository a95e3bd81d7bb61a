import Foundation
import OpenUIKit

/// A rectangle of whole pixels in Core Image's coordinates (origin at the bottom left, y up).
struct PixelRect: Equatable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The whole pixels `rect` touches; nil for an infinite, non-finite or huge rectangle.
    init?(covering rect: CGRect) {
        let r = rect.standardized
        guard !r.isNull, !r.isInfinite, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
            abs(r.minX) < 1e8, abs(r.minY) < 1e8, abs(r.maxX) < 1e8, abs(r.maxY) < 1e8
        else { return nil }
        x = Int(r.minX.rounded(.down))
        y = Int(r.minY.rounded(.down))
        width = Int(r.maxX.rounded(.up)) - x
        height = Int(r.maxY.rounded(.up)) - y
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        return PixelRect(x: minX, y: minY, width: min(maxX, other.maxX) - minX, height: min(maxY, other.maxY) - minY)
    }

    func insetBy(_ d: Int) -> PixelRect { PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

/// Premultiplied RGBA pixels as floats (0…1), covering `rect`; the first row is the bottom one.
struct PixelBuffer: Sendable {
    /// Pixels beyond this count are refused (64 megapixels): a rectangle asked for by mistake
    /// cannot exhaust memory.
    static let maximumPixelCount = 1 << 26

    let rect: PixelRect
    var pixels: [Float]

    /// Transparent pixels over `rect`; nil when it is too large.
    init?(transparent rect: PixelRect) {
        guard rect.width >= 0, rect.height >= 0,
            rect.height == 0 || rect.width <= Self.maximumPixelCount / max(rect.height, 1)
        else { return nil }
        self.rect = rect
        pixels = [Float](repeating: 0, count: rect.width * rect.height * 4)
    }

    init(rect: PixelRect, pixels: [Float]) {
        self.rect = rect
        self.pixels = pixels
    }

    /// The index of pixel (x, y), in Core Image coordinates, or nil outside.
    func index(_ x: Int, _ y: Int) -> Int? {
        guard x >= rect.x, x < rect.maxX, y >= rect.y, y < rect.maxY else { return nil }
        return ((y - rect.y) * rect.width + (x - rect.x)) * 4
    }

    /// Copies the part of `other` inside this buffer's rectangle.
    mutating func paste(_ other: PixelBuffer) {
        let common = rect.intersection(other.rect)
        guard !common.isEmpty else { return }
        for y in common.y..<common.maxY {
            guard let to = index(common.x, y), let from = other.index(common.x, y) else { continue }
            pixels.replaceSubrange(to..<(to + common.width * 4), with: other.pixels[from..<(from + common.width * 4)])
        }
    }

    /// Applies `body` to each pixel's unpremultiplied colour; alpha is kept.
    mutating func mapColors(_ body: (inout Float, inout Float, inout Float) -> Void) {
        var i = 0
        while i < pixels.count {
            let a = pixels[i + 3]
            if a > 0 {
                var r = pixels[i] / a, g = pixels[i + 1] / a, b = pixels[i + 2] / a
                body(&r, &g, &b)
                pixels[i] = Self.unit(r) * a
                pixels[i + 1] = Self.unit(g) * a
                pixels[i + 2] = Self.unit(b) * a
            }
            i += 4
        }
    }

    /// `value` clamped to 0…1; 0 for NaN (a filter's extreme parameters can make one).
    static func unit(_ value: Float) -> Float { value.isNaN ? 0 : min(max(value, 0), 1) }

    // MARK: Core Graphics

    /// The pixels of `image` (decoded if need be), its bottom row first, at the origin.
    init?(cgImage image: CGImage) {
        guard let data = image.dataProvider?.data else { return nil }
        let bytes = [UInt8](data as Data)
        let width = image.width, height = image.height
        guard bytes.count >= width * height * 4 else { return nil }
        rect = PixelRect(x: 0, y: 0, width: width, height: height)
        var pixels = [Float](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let sourceRow = height - 1 - row
            for column in 0..<width {
                let from = (sourceRow * width + column) * 4, to = (row * width + column) * 4
                // B, G, R, A premultiplied bytes.
                pixels[to] = Float(bytes[from + 2]) / 255
                pixels[to + 1] = Float(bytes[from + 1]) / 255
                pixels[to + 2] = Float(bytes[from]) / 255
                pixels[to + 3] = Float(bytes[from + 3]) / 255
            }
        }
        self.pixels = pixels
    }

    /// Premultiplied bytes in Core Graphics' row order (top first): B, G, R, A or R, G, B, A.
    func bytes(bgra: Bool, premultiplied: Bool = true) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for row in 0..<rect.height {
            let targetRow = rect.height - 1 - row
            for column in 0..<rect.width {
                let from = (row * rect.width + column) * 4, to = (targetRow * rect.width + column) * 4
                let a = Self.unit(pixels[from + 3])
                var rgb = [pixels[from], pixels[from + 1], pixels[from + 2]].map { min(Self.unit($0), a) }
                if !premultiplied { rgb = rgb.map { a > 0 ? $0 / a : 0 } }
                let r = UInt8((rgb[0] * 255).rounded()), g = UInt8((rgb[1] * 255).rounded())
                let b = UInt8((rgb[2] * 255).rounded()), alpha = UInt8((a * 255).rounded())
                if bgra {
                    out[to] = b
                    out[to + 1] = g
                    out[to + 2] = r
                } else {
                    out[to] = r
                    out[to + 1] = g
                    out[to + 2] = b
                }
                out[to + 3] = alpha
            }
        }
        return out
    }

    var cgImage: CGImage? {
        guard !rect.isEmpty, let provider = CGDataProvider(data: Data(bytes(bgra: true)) as CFData) else { return nil }
        return CGImage(
            width: rect.width, height: rect.height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: rect.width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(
                rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
