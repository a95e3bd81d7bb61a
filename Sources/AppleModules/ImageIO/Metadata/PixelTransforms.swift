import Foundation
import OpenUIKit

/// Thumbnails made on the pixels: scaled down by averaging the source pixels each thumbnail
/// pixel covers, and turned by an Exif orientation.
enum PixelTransforms {
    /// Premultiplied B, G, R, A bytes, `width * 4` a row.
    struct Bitmap {
        var width: Int, height: Int
        var bytes: [UInt8]

        init(width: Int, height: Int, bytes: [UInt8]) {
            self.width = width
            self.height = height
            self.bytes = bytes
        }

        init?(_ image: CGImage) {
            guard let data = image.dataProvider?.data else { return nil }
            let bytes = [UInt8](data as Data)
            guard bytes.count == image.width * image.height * 4 else { return nil }
            self.init(width: image.width, height: image.height, bytes: bytes)
        }

        var image: CGImage? {
            guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
            return CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(
                    rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
                provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
    }

    /// `image` no larger than `maxPixelSize` on its longer side and turned upright from
    /// `orientation`; the image itself when neither changes it, nil when its pixels cannot be had.
    static func thumbnail(of image: CGImage, maxPixelSize: Int?, orientation: CGImagePropertyOrientation) -> CGImage? {
        let longer = max(image.width, image.height)
        let limit = maxPixelSize.map { max($0, 1) } ?? longer
        if longer <= limit, orientation == .up { return image }
        guard var bitmap = Bitmap(image) else { return nil }
        if longer > limit {
            let factor = Double(limit) / Double(longer)
            bitmap = scaled(
                bitmap, width: max(1, Int((Double(bitmap.width) * factor).rounded())),
                height: max(1, Int((Double(bitmap.height) * factor).rounded())))
        }
        return oriented(bitmap, orientation).image
    }

    /// Area-averaged down-scaling (each target pixel the mean of the source pixels it covers).
    static func scaled(_ source: Bitmap, width: Int, height: Int) -> Bitmap {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let y0 = y * source.height / height, y1 = max(y0 + 1, (y + 1) * source.height / height)
            for x in 0..<width {
                let x0 = x * source.width / width, x1 = max(x0 + 1, (x + 1) * source.width / width)
                var sums = [Int](repeating: 0, count: 4)
                for sy in y0..<min(y1, source.height) {
                    for sx in x0..<min(x1, source.width) {
                        let at = (sy * source.width + sx) * 4
                        for c in 0..<4 { sums[c] += Int(source.bytes[at + c]) }
                    }
                }
                let n = max(1, (min(y1, source.height) - y0) * (min(x1, source.width) - x0))
                for c in 0..<4 { out[(y * width + x) * 4 + c] = UInt8((sums[c] + n / 2) / n) }
            }
        }
        return Bitmap(width: width, height: height, bytes: out)
    }

    /// The pixels turned so that an image stored with `orientation` displays upright.
    static func oriented(_ source: Bitmap, _ orientation: CGImagePropertyOrientation) -> Bitmap {
        guard orientation != .up else { return source }
        let swaps = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let width = swaps ? source.height : source.width
        let height = swaps ? source.width : source.height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let w = source.width, h = source.height
        for y in 0..<height {
            for x in 0..<width {
                // The stored pixel that shows at (x, y) upright.
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (w - 1 - x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .leftMirrored: (sx, sy) = (y, x)
                case .right: (sx, sy) = (y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .left: (sx, sy) = (w - 1 - y, x)
                }
                let from = (sy * w + sx) * 4, to = (y * width + x) * 4
                for c in 0..<4 { out[to + c] = source.bytes[from + c] }
            }
        }
        return Bitmap(width: width, height: height, bytes: out)
    }
}
