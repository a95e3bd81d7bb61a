import Foundation

/// iOS 15's thumbnails: an image redrawn at a smaller size once, so a cell shows a large photo
/// without keeping its full-size pixels. The thumbnail is exactly `size` points at the image's
/// scale, as UIKit's is: an image of another aspect ratio is stretched to it (callers fit the size
/// first, `AVMakeRect(aspectRatio:insideRect:)` or their own arithmetic).
extension UIImage {
    /// A new image of `size` drawn from this one, or nil when it has no pixels to draw (no
    /// `cgImage`, damaged data) or `size` is empty.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, let cgImage, cgImage.decodePixels() else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        let thumbnail = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
        return thumbnail.withRenderingMode(renderingMode)
    }

    /// Draws the thumbnail (see `preparingThumbnail(of:)`) on another thread and hands it to
    /// `completionHandler` there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// The thumbnail of `preparingThumbnail(of:)`, drawn off the caller's actor.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareThumbnail(of: size) { continuation.resume(returning: $0) }
        }
    }
}
