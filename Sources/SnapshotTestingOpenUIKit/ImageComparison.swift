import CairoRendering
import Foundation
import OpenUIKit

/// Two pictures compared pixel by pixel, as swift-snapshot-testing compares images: a pixel
/// matches when its colours are within `perceptualPrecision` of the reference's (CIE76 ΔE in Lab,
/// out of 100), and the images match when at least `precision` of their pixels do. Nil: they
/// match; else the library's message.
enum ImageComparison {
    static func failure(reference: Data, taken: Data, precision: Float, perceptualPrecision: Float) -> String? {
        guard let old = RenderedImage(pngData: reference) else { return "Reference image could not be loaded." }
        guard let new = RenderedImage(pngData: taken) else { return "Newly-taken snapshot could not be loaded." }
        if new.width == 0 || new.height == 0 { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(size(new)) does not match reference@\(size(old))."
        }
        let tolerance = Double(max(0, 1 - perceptualPrecision)) * 100
        var differing = 0
        for index in old.pixels.indices where old.pixels[index] != new.pixels[index] {
            if tolerance == 0 || deltaE(old.pixels[index], new.pixels[index]) > tolerance { differing += 1 }
        }
        guard differing > 0 else { return nil }
        let matching = 1 - Float(differing) / Float(old.pixels.count)
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if matching >= precision { return nil }
        return "Actual image precision \(matching) is less than required \(precision)"
    }

    /// Each pixel's largest channel difference, as grey on black: where two pictures differ.
    static func difference(_ reference: Data, _ taken: Data) -> Data? {
        guard let old = RenderedImage(pngData: reference), let new = RenderedImage(pngData: taken),
            old.width == new.width, old.height == new.height
        else { return nil }
        let pixels = zip(old.pixels, new.pixels).map { a, b -> UInt32 in
            var worst: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                worst = max(worst, x > y ? x - y : y - x)
            }
            return 0xFF00_0000 | worst << 16 | worst << 8 | worst
        }
        return RenderedImage(width: old.width, height: old.height, pixels: pixels)?.pngData()
    }

    private static func size(_ image: RenderedImage) -> String {
        "(\(image.width).0, \(image.height).0)"
    }

    /// CIE76 colour difference of two premultiplied ARGB pixels, alpha taken as a fourth channel.
    private static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        let (l1, a1, b1) = lab(a), (l2, a2, b2) = lab(b)
        let alpha = Double(Int((a >> 24) & 0xFF) - Int((b >> 24) & 0xFF)) / 255 * 100
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2) + alpha * alpha).squareRoot()
    }

    private static func lab(_ pixel: UInt32) -> (Double, Double, Double) {
        func linear(_ shift: UInt32) -> Double {
            let value = Double((pixel >> shift) & 0xFF) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(16), g = linear(8), b = linear(0)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
