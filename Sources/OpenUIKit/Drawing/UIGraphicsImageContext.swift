import Foundation

/// The image contexts `UIGraphicsBeginImageContext` pushes, one stack per thread, each on the
/// drawing stack too so `UIGraphicsGetCurrentContext()` returns it.
private let imageContexts = ThreadLocal<[ImageContextEntry]>("UIGraphicsImageContexts") { [] }

private struct ImageContextEntry {
    /// Nil headless: the image has a size and no pixels.
    var bitmap: BitmapContext?
    var size: CGSize
    var scale: CGFloat
}

/// Starts drawing into a new image of `size` points at scale 1, opaque false.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing into a new image of `size` points; a `scale` of 0 is the main screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : MainActor.assumeIsolatedIfMain { UIScreen.main.scale } ?? 1
    let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
    var entry = ImageContextEntry(bitmap: nil, size: size, scale: scale)
    if pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16_384, pixelHeight <= 16_384 {
        entry.bitmap = BitmapRenderers.renderer?.makeBitmapContext(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, opaque: opaque)
    }
    imageContexts.value.append(entry)
    if let context = entry.bitmap?.context { UIGraphicsPushContext(context) }
}

/// What the current image context holds, as an image; nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = imageContexts.value.last else { return nil }
    if let bitmap = entry.bitmap { return bitmap.makeImage() }
    return UIImage(sizeOnly: entry.size, scale: entry.scale)
}

/// Ends the current image context; one that was never begun is ignored.
public func UIGraphicsEndImageContext() {
    guard let entry = imageContexts.value.popLast() else { return }
    if entry.bitmap != nil { UIGraphicsPopContext() }
}

extension MainActor {
    /// `body` on the main actor when this is the main thread; nil elsewhere.
    static func assumeIsolatedIfMain<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        Thread.isMainThread ? MainActor.assumeIsolated(body) : nil
    }
}
