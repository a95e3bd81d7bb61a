import CoreFoundation
import Foundation

/// A resolution a screen can show: its size in pixels and the shape of a pixel.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The size in pixels.
    public let size: CGSize
    /// A pixel's width over its height; 1 for square pixels, which every Linux display has.
    public let pixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }

    /// Two modes are equal when their size and pixel shape are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return other.size == size && other.pixelAspectRatio == pixelAspectRatio
    }

    /// Hashes the size, so equal modes hash alike.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }
}
