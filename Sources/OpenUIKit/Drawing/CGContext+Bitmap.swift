import Foundation

/// Core Graphics' bitmap contexts over memory an app owns (`CGContext(data:width:…)`): drawing
/// lands in the app's bytes, laid out as its bitmap info says, and `makeImage()` copies them.
///
/// The pixels are painted by the installed renderer (`BitmapRenderers`) into a bitmap of its
/// own, and copied into the app's memory after every drawing call, converted to its layout:
/// what the app reads after drawing is what Core Graphics leaves there, at the cost of one copy
/// a call. Headless there is no renderer, so the initializer returns nil.
extension CGContext {
    /// A context drawing into `data` (allocated by the context when nil), `bytesPerRow` apart,
    /// in 8-bit RGBA/ARGB layouts (either byte order, premultiplied or skipped alpha) or 8-bit
    /// gray; user space is y-up with the origin at the bottom left, as Core Graphics' is. What
    /// `data` holds already is the starting picture. Nil for other layouts or headless.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let bitsPerPixel = space.model == .monochrome || info.alphaInfo == .alphaOnly ? 8 : 32
        guard
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: info),
            width > 0, height > 0, width <= ConvertedBitmap.maximumPixelCount / height
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel, rowBytes <= Int.max / height,
            let renderer = BitmapRenderers.renderer,
            let bitmap = renderer.makeBitmapContext(pixelWidth: width, pixelHeight: height, scale: 1, opaque: false)
        else { return nil }
        let memory = BitmapMemory(
            data: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout, bitmapInfo: info,
            space: space, bitmap: bitmap)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        self.init(backend: MemoryBackend(inner: bitmap.context.backend, memory: memory), baseTransform: flip)
        if data != nil, let start = memory.currentPixels() {
            // The memory's picture, copied in as it is (its first row is the top one).
            saveGState()
            setBlendMode(.copy)
            drawImage(
                start, pixelTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)),
                tiled: false)
            restoreGState()
        }
    }

    private var memory: BitmapMemory? { (backend as? MemoryBackend)?.memory }

    /// The bytes a bitmap context draws into; nil for other contexts.
    public var data: UnsafeMutableRawPointer? { memory?.pointer }
    /// A bitmap context's width in pixels; 0 for other contexts.
    public var width: Int { memory?.width ?? 0 }
    /// A bitmap context's height in pixels; 0 for other contexts.
    public var height: Int { memory?.height ?? 0 }
    /// The bytes between rows of a bitmap context; 0 for other contexts.
    public var bytesPerRow: Int { memory?.bytesPerRow ?? 0 }
    /// The bits in each component of a bitmap context; 0 for other contexts.
    public var bitsPerComponent: Int { memory == nil ? 0 : 8 }
    /// The bits in each pixel of a bitmap context; 0 for other contexts.
    public var bitsPerPixel: Int { (memory?.layout.bytesPerPixel ?? 0) * 8 }
    /// A bitmap context's layout, as it was made with.
    public var bitmapInfo: CGBitmapInfo { memory?.bitmapInfo ?? CGBitmapInfo([]) }
    /// A bitmap context's alpha arrangement.
    public var alphaInfo: CGImageAlphaInfo { memory?.bitmapInfo.alphaInfo ?? .none }
    /// A bitmap context's colour space; nil for other contexts.
    public var colorSpace: CGColorSpace? { memory?.space }

    /// A copy of a bitmap context's pixels as an image; nil for other contexts.
    public func makeImage() -> CGImage? {
        memory?.currentPixels()
    }
}

/// The app's memory behind a bitmap context, and the renderer's bitmap it copies from.
final class BitmapMemory {
    let pointer: UnsafeMutableRawPointer
    private let owned: Bool
    let width: Int, height: Int, bytesPerRow: Int
    let layout: PixelLayout
    let bitmapInfo: CGBitmapInfo
    let space: CGColorSpace
    private let bitmap: BitmapContext

    init(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout,
        bitmapInfo: CGBitmapInfo, space: CGColorSpace, bitmap: BitmapContext
    ) {
        if let data {
            pointer = data
            owned = false
        } else {
            pointer = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            pointer.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            owned = true
        }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.layout = layout
        self.bitmapInfo = bitmapInfo
        self.space = space
        self.bitmap = bitmap
    }

    deinit {
        if owned { pointer.deallocate() }
    }

    /// The memory's pixels as an image; nil when they are all zero (nothing to copy in).
    func currentPixels() -> CGImage? {
        let bytes = Data(bytes: pointer, count: bytesPerRow * height)
        guard bytes.contains(where: { $0 != 0 }),
            let converted = ConvertedBitmap(
                width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, bytes: bytes)
        else { return nil }
        return CGImage(bitmap: converted)
    }

    /// Copies the renderer's pixels into the memory, converted to its layout.
    func writeBack() {
        guard let image = bitmap.makeImage()?.cgImage?.renderingSource else { return }
        image.bitmap.withUnsafePixels { pixels, rowBytes in
            for y in 0..<min(height, image.bitmap.pixelHeight) {
                for x in 0..<min(width, image.bitmap.pixelWidth) {
                    let from = y * rowBytes + x * 4
                    guard from + 4 <= pixels.count else { continue }
                    let word = pixels.loadUnaligned(fromByteOffset: from, as: UInt32.self)
                    layout.store(argb: word, at: pointer.advanced(by: y * bytesPerRow + x * layout.bytesPerPixel))
                }
            }
        }
    }
}

/// Forwards drawing to the renderer's backend, and copies the pixels into the app's memory after each call.
final class MemoryBackend: CGContextBackend {
    let inner: any CGContextBackend
    let memory: BitmapMemory

    init(inner: any CGContextBackend, memory: BitmapMemory) {
        self.inner = inner
        self.memory = memory
    }

    func saveGState() { inner.saveGState() }
    func restoreGState() { inner.restoreGState() }
    func clip(to path: CGPath, using rule: CGPathFillRule) { inner.clip(to: path, using: rule) }
    var clipBoundingBox: CGRect { inner.clipBoundingBox }

    func fillPath(_ path: CGPath, using rule: CGPathFillRule, state: CGContext.GraphicsState) {
        inner.fillPath(path, using: rule, state: state)
        memory.writeBack()
    }

    func strokePath(_ path: CGPath, state: CGContext.GraphicsState) {
        inner.strokePath(path, state: state)
        memory.writeBack()
    }

    func clear(_ path: CGPath) {
        inner.clear(path)
        memory.writeBack()
    }

    func drawText(
        _ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions, state: CGContext.GraphicsState
    ) {
        inner.drawText(text, in: rect, options: options, state: state)
        memory.writeBack()
    }

    func drawImage(_ image: CGImage, transform: CGAffineTransform, tiled: Bool, state: CGContext.GraphicsState) {
        inner.drawImage(image, transform: transform, tiled: tiled, state: state)
        memory.writeBack()
    }

    func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions,
        state: CGContext.GraphicsState
    ) {
        inner.drawLinearGradient(gradient, start: start, end: end, options: options, state: state)
        memory.writeBack()
    }

    func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {
        inner.drawRadialGradient(
            gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius,
            options: options, state: state)
        memory.writeBack()
    }
}
