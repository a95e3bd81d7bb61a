import Foundation

/// iOS 15's decoding ahead of display, so a table cell or a page shows its image without
/// decoding it on the main thread. Pixels are decoded once per image however many views show it.
extension UIImage {
    /// The image with its pixels decoded, or nil when they cannot be (damaged data, or no
    /// renderer installed to decode them).
    public func preparingForDisplay() -> UIImage? {
        guard let cgImage, cgImage.decodePixels() else { return nil }
        return self
    }

    /// Decodes on another thread and hands the result (see `preparingForDisplay()`) to
    /// `completionHandler` there.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingForDisplay()) }
    }

    /// Decodes the image off the main actor and returns it ready to draw, or `nil` when its pixels cannot be decoded.
    public func byPreparingForDisplay() async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareForDisplay { continuation.resume(returning: $0) }
        }
    }
}
