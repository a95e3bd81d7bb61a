import Foundation

/// Images made from pixels an app lays out itself (`CGImage(width:…provider:…)`), and the
/// pixels of any image read back (`dataProvider`), in the layouts Core Graphics names.
extension CGImage {
    /// An image of the pixels `provider` holds, laid out as the arguments say. 8-bit components
    /// in the layouts apps use: 32 bits a pixel (RGBA, ARGB, with alpha premultiplied or not, or
    /// skipped, in either byte order), 24 (RGB) and 8 (gray, or an alpha-only mask drawn
    /// black). Nil for other layouts and for a provider with fewer bytes than the rows need.
    /// `decode` and `intent` are not applied (colours are painted as sRGB); the pixels are
    /// converted once, to the premultiplied form every image here is drawn from.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                space: space, bitmapInfo: bitmapInfo),
            let bitmap = ConvertedBitmap(
                width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, bytes: provider.bytes)
        else { return nil }
        self.init(bitmap: bitmap)
    }

    /// How the pixels `dataProvider` gives are laid out: alpha first and premultiplied, in
    /// 32-bit words stored little-endian (bytes B, G, R, A), as Cairo and iOS keep bitmaps.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// Where the pixels keep alpha: first, premultiplied (see `bitmapInfo`).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }

    /// The byte order of the pixels' 32-bit words: little-endian.
    public var byteOrderInfo: CGImageByteOrderInfo { .order32Little }

    /// The image's pixels, `bytesPerRow` apart, laid out as `bitmapInfo` says. An image made
    /// from encoded bytes is decoded for this (as iOS does); nil when it cannot be, which is
    /// always the case headless, where no decoder is installed.
    public var dataProvider: CGDataProvider? {
        guard let source = renderingSource else { return nil }
        var out = Data(count: source.width * source.height * 4)
        let fill = source.fillColor.map(Self.premultipliedBGRA)
        source.bitmap.withUnsafePixels { pixels, rowBytes in
            out.withUnsafeMutableBytes { raw in
                guard let target = raw.bindMemory(to: UInt8.self).baseAddress else { return }
                for row in 0..<source.height {
                    let from = (source.y + row) * rowBytes + source.x * 4
                    guard from >= 0, from + source.width * 4 <= pixels.count else { continue }
                    for column in 0..<source.width {
                        let at = from + column * 4
                        let to = (row * source.width + column) * 4
                        // Native ARGB32 words, written out little-endian: B, G, R, A.
                        let word = pixels.loadUnaligned(fromByteOffset: at, as: UInt32.self)
                        var bgra = [
                            UInt8(word & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word >> 16 & 0xFF), UInt8(word >> 24),
                        ]
                        if let fill {
                            let alpha = Int(bgra[3])
                            bgra = fill.map { UInt8((Int($0) * alpha + 127) / 255) }
                        }
                        for index in 0..<4 { target[to + index] = bgra[index] }
                    }
                }
            }
        }
        return CGDataProvider(bytes: out)
    }

    /// A colour as premultiplied B, G, R, A bytes.
    private static func premultipliedBGRA(_ color: CGColor) -> [UInt8] {
        let components = color.components ?? [0, 1]
        let rgb: [CGFloat] =
            components.count >= 4 ? Array(components[0..<3]) : Array(repeating: components[0], count: 3)
        let alpha = min(max(color.alpha, 0), 1)
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * alpha * 255).rounded()) }
        return [byte(rgb[2]), byte(rgb[1]), byte(rgb[0]), UInt8((alpha * 255).rounded())]
    }
}

/// Where the components of one pixel are, for the layouts `CGImage(width:…provider:…)` reads.
struct PixelLayout {
    enum Kind {
        /// Four bytes in memory order; `red`, `green`, `blue`, `alpha` index them (alpha nil when skipped).
        case rgba(red: Int, green: Int, blue: Int, alpha: Int?, premultiplied: Bool)
        /// Three bytes, R, G, B.
        case rgb
        /// One byte of gray.
        case gray
        /// One byte of alpha.
        case alphaOnly
    }

    let kind: Kind
    let bytesPerPixel: Int

    init?(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents),
            let alpha = bitmapInfo.alphaInfo, let order = bitmapInfo.byteOrder
        else { return nil }
        switch bitsPerPixel {
        case 32:
            guard space.model == .rgb, alpha != .alphaOnly else { return nil }
            // Components in word order (as their name reads), then as they sit in memory.
            let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
            var word = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]  // word position of R, G, B, A
            if order == .order32Little { word = word.map { 3 - $0 } }
            guard order == .orderDefault || order == .order32Big || order == .order32Little else { return nil }
            let hasAlpha = alpha != .none && alpha != .noneSkipFirst && alpha != .noneSkipLast
            guard alpha != .none else { return nil }  // 32 bits with no alpha and no skip is not a layout
            kind = .rgba(
                red: word[0], green: word[1], blue: word[2], alpha: hasAlpha ? word[3] : nil,
                premultiplied: alpha == .premultipliedFirst || alpha == .premultipliedLast)
            bytesPerPixel = 4
        case 24:
            guard space.model == .rgb, alpha == .none else { return nil }
            kind = .rgb
            bytesPerPixel = 3
        case 8:
            if alpha == .alphaOnly {
                kind = .alphaOnly
            } else {
                guard space.model == .monochrome, alpha == .none else { return nil }
                kind = .gray
            }
            bytesPerPixel = 1
        default:
            return nil
        }
    }
}

extension PixelLayout {
    /// Writes one premultiplied native ARGB32 pixel at `target` in this layout: colours
    /// divided by alpha where the layout is not premultiplied, and over black where it has no alpha.
    func store(argb word: UInt32, at target: UnsafeMutableRawPointer) {
        let a = Int(word >> 24), r = Int(word >> 16 & 0xFF), g = Int(word >> 8 & 0xFF), b = Int(word & 0xFF)
        let bytes = target.assumingMemoryBound(to: UInt8.self)
        func straight(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        switch kind {
        case .rgba(let red, let green, let blue, let alpha, let isPremultiplied):
            if let alpha {
                bytes[red] = isPremultiplied ? UInt8(r) : straight(r)
                bytes[green] = isPremultiplied ? UInt8(g) : straight(g)
                bytes[blue] = isPremultiplied ? UInt8(b) : straight(b)
                bytes[alpha] = UInt8(a)
            } else {
                bytes[red] = UInt8(r)
                bytes[green] = UInt8(g)
                bytes[blue] = UInt8(b)
                bytes[6 - red - green - blue] = 255
            }
        case .rgb:
            bytes[0] = UInt8(r)
            bytes[1] = UInt8(g)
            bytes[2] = UInt8(b)
        case .gray:
            bytes[0] = UInt8(min(255, (r * 2126 + g * 7152 + b * 722 + 5000) / 10000))
        case .alphaOnly:
            bytes[0] = UInt8(a)
        }
    }
}

/// Pixels an app supplied, converted to premultiplied native ARGB32 words.
final class ConvertedBitmap: DecodedBitmap {
    let pixelWidth: Int
    let pixelHeight: Int
    private let words: [UInt32]

    /// Pixels beyond this count are refused rather than allocated (64 megapixels).
    static let maximumPixelCount = 1 << 26

    init?(width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout, bytes: Data) {
        let (rowNeed, o1) = width.multipliedReportingOverflow(by: layout.bytesPerPixel)
        guard width > 0, height > 0, !o1, bytesPerRow >= rowNeed,
            width <= Self.maximumPixelCount / height
        else { return nil }
        let (lastRow, o2) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard !o2, lastRow <= Int.max - rowNeed, bytes.count >= lastRow + rowNeed else { return nil }
        pixelWidth = width
        pixelHeight = height
        var words = [UInt32](repeating: 0, count: width * height)
        bytes.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            for y in 0..<height {
                for x in 0..<width {
                    let at = y * bytesPerRow + x * layout.bytesPerPixel
                    var r: UInt32, g: UInt32, b: UInt32, a: UInt32 = 255
                    var premultiplied = false
                    switch layout.kind {
                    case .rgba(let red, let green, let blue, let alpha, let isPremultiplied):
                        r = UInt32(source[at + red])
                        g = UInt32(source[at + green])
                        b = UInt32(source[at + blue])
                        if let alpha { a = UInt32(source[at + alpha]) }
                        premultiplied = isPremultiplied
                    case .rgb:
                        r = UInt32(source[at])
                        g = UInt32(source[at + 1])
                        b = UInt32(source[at + 2])
                    case .gray:
                        r = UInt32(source[at])
                        g = r
                        b = r
                    case .alphaOnly:
                        a = UInt32(source[at])
                        r = 0
                        g = 0
                        b = 0
                    }
                    if premultiplied {
                        r = min(r, a)
                        g = min(g, a)
                        b = min(b, a)
                    } else if a < 255 {
                        r = (r * a + 127) / 255
                        g = (g * a + 127) / 255
                        b = (b * a + 127) / 255
                    }
                    words[y * width + x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        self.words = words
    }

    func withUnsafePixels<Result>(
        _ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> Result
    ) rethrows -> Result {
        try words.withUnsafeBytes { try body($0, pixelWidth * 4) }
    }
}
