import Foundation

/// What a renderer gives OpenUIKit, as one value: the text measurer, the image decoder and the
/// bitmap renderer. OpenUIKit links no font system or image library; the backend an app starts
/// with (``UIApplicationBackend``) carries the renderer's services (CairoRendering's), and they
/// are installed together, so text is never measured by one renderer and drawn by another.
/// ``headless`` measures nothing, reads image headers only and draws no pixels.
///
/// The installed services are read from any thread (text is measured and images decoded off
/// the main thread too), so they live behind one lock: a read costs the lock and three retains.
///
/// Not UIKit API.
public struct RenderingServices: Sendable {
    /// Sizes text as it will be drawn (`UILabel`, `UIButton`, `NSString.size(withAttributes:)`).
    public var textMeasurer: any TextMeasuring
    /// Turns encoded images into pixels, the first time a `CGImage`'s pixels are needed.
    public var imageDecoder: any ImageDecoding
    /// Draws layers and offscreen contexts into pixels and encodes them; nil when headless.
    public var bitmapRenderer: (any BitmapRendering)?

    /// Services from a renderer's three parts.
    public init(
        textMeasurer: any TextMeasuring, imageDecoder: any ImageDecoding, bitmapRenderer: (any BitmapRendering)?
    ) {
        self.textMeasurer = textMeasurer
        self.imageDecoder = imageDecoder
        self.bitmapRenderer = bitmapRenderer
    }

    /// No renderer: text has no measured size, images have their headers' sizes and no pixels.
    public static var headless: RenderingServices {
        RenderingServices(
            textMeasurer: HeadlessTextMeasurer(), imageDecoder: HeadlessImageDecoder(), bitmapRenderer: nil)
    }

    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var current = headless
    nonisolated(unsafe) private static var installations = 0

    /// What OpenUIKit measures, decodes and draws with now: ``headless`` until services are installed.
    public static var installed: RenderingServices { lock.withLock { current } }

    /// Makes these the services OpenUIKit uses from now on, on every thread. Text measured
    /// before is measured again at the next layout (`generation` changes).
    public func install() {
        Self.lock.withLock {
            Self.current = self
            Self.installations += 1
        }
    }

    /// Whether `self` is what is installed, part for part.
    public var isInstalled: Bool {
        let installed = Self.installed
        return installed.textMeasurer === textMeasurer && installed.imageDecoder === imageDecoder
            && installed.bitmapRenderer === bitmapRenderer
    }

    /// Changes with every installation, so sizes cached from the measurer before are not reused.
    static var generation: Int { lock.withLock { installations } }

    /// Replaces one part of the installed services (a test's decoder), keeping the others.
    static func update(_ change: (inout RenderingServices) -> Void) {
        lock.withLock {
            change(&current)
            installations += 1
        }
    }
}
