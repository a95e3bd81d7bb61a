import Foundation

/// Blurs an 8-bit coverage mask with three box blurs, which together come within a few percent
/// of a Gaussian: how Core Animation's soft shadows are made here.
enum GaussianBlur {
    /// Box widths whose three passes approximate a Gaussian of `sigma` (each odd).
    static func boxWidths(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let lowerCount =
            ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
            .rounded()
        return (0..<3).map { Double($0) < lowerCount ? lower : upper }
    }

    /// Blurs `mask` (width × height, one byte a pixel, rows `stride` apart) in place.
    static func blur(_ mask: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for box in boxWidths(sigma: sigma) where box > 1 {
            let radius = box / 2
            for y in 0..<height {
                blurLine(&mask, start: y * stride, step: 1, count: width, radius: radius, scratch: &scratch)
            }
            for x in 0..<width {
                blurLine(&mask, start: x, step: stride, count: height, radius: radius, scratch: &scratch)
            }
        }
    }

    /// One pass of a moving average along a row or column (outside counts as zero).
    private static func blurLine(
        _ data: inout [UInt8], start: Int, step: Int, count: Int, radius: Int, scratch: inout [UInt8]
    ) {
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(data[start + i * step]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(data[start + entering * step]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int(data[start + leaving * step]) }
            scratch[i] = UInt8((sum + window / 2) / window)
        }
        for i in 0..<count { data[start + i * step] = scratch[i] }
    }
}
