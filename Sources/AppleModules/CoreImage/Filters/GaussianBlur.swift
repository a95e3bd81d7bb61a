import Foundation
import OpenUIKit

/// `CIGaussianBlur`: a separable Gaussian of standard deviation `inputRadius` pixels, on
/// premultiplied pixels; the output's extent grows by three deviations on every side, as
/// Core Image's does, and pixels beyond the input are transparent (`clampedToExtent()` first
/// to blur without dark edges).
enum GaussianBlur {
    static let filter = BuiltInFilter(
        name: "CIGaussianBlur", displayName: "Gaussian Blur",
        categories: [kCICategoryBlur, kCICategoryStillImage, kCICategoryVideo, kCICategoryBuiltIn],
        parameters: [.init(key: kCIInputRadiusKey, defaultValue: 10, range: 0...100)]
    ) { input, values in
        let sigma = min(max(values[kCIInputRadiusKey] ?? 10, 0), 500)
        guard sigma > 0.01 else { return input }
        let kernel = weights(sigma)
        let reach = kernel.count / 2
        let extent =
            input.extent.isInfinite ? input.extent : input.extent.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach))
        return CIImage(extent: extent, properties: input.properties) { rect in
            let padded = rect.insetBy(-reach)
            guard let source = input.render(padded) else { return nil }
            // Across, then down.
            var across = [Float](repeating: 0, count: rect.width * padded.height * 4)
            for row in 0..<padded.height {
                for column in 0..<rect.width {
                    var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (k, weight) in kernel.enumerated() {
                        let from = (row * padded.width + column + k) * 4
                        sums.0 += source.pixels[from] * weight
                        sums.1 += source.pixels[from + 1] * weight
                        sums.2 += source.pixels[from + 2] * weight
                        sums.3 += source.pixels[from + 3] * weight
                    }
                    let to = (row * rect.width + column) * 4
                    across[to] = sums.0
                    across[to + 1] = sums.1
                    across[to + 2] = sums.2
                    across[to + 3] = sums.3
                }
            }
            var out = [Float](repeating: 0, count: rect.width * rect.height * 4)
            for row in 0..<rect.height {
                for column in 0..<rect.width {
                    var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (k, weight) in kernel.enumerated() {
                        let from = ((row + k) * rect.width + column) * 4
                        sums.0 += across[from] * weight
                        sums.1 += across[from + 1] * weight
                        sums.2 += across[from + 2] * weight
                        sums.3 += across[from + 3] * weight
                    }
                    let to = (row * rect.width + column) * 4
                    out[to] = sums.0
                    out[to + 1] = sums.1
                    out[to + 2] = sums.2
                    out[to + 3] = sums.3
                }
            }
            return PixelBuffer(rect: rect, pixels: out)
        }
    }

    /// Normalised weights out to three deviations either side.
    static func weights(_ sigma: Double) -> [Float] {
        let reach = Int((sigma * 3).rounded(.up))
        let raw = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { Float($0 / total) }
    }
}
