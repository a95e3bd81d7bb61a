import Foundation

/// Decoding before drawing: an image decodes when first drawn, on the thread that draws it,
/// unless it was decoded ahead (`UIImage.preparingForDisplay()`, or an image loaded by name,
/// which starts decoding on another core at once).
extension CGImage {
    /// Decodes the pixels now, once for all the images that share them; whether there are any.
    func decodePixels() -> Bool {
        if case .success = pixels.bitmap() { return true }
        return false
    }

    /// Starts decoding on another core while the caller goes on: an image loaded by name is
    /// about to be shown, and drawing it then waits at most for what is left (the pixels' lock
    /// keeps it to one decode). Headless nothing is drawn, so nothing is decoded.
    func decodeInBackground() {
        guard pixels.encoded != nil, !pixels.isDecoded, !(ImageDecoders.decoder is HeadlessImageDecoder) else { return }
        let pixels = self.pixels
        DispatchQueue.global(qos: .userInitiated).async { _ = pixels.bitmap() }
    }
}
