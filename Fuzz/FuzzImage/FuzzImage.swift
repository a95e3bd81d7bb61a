import CairoRendering
import Foundation
import FuzzSupport
import OpenUIKit

/// Image bytes from untrusted input through `UIImage(data:)`, every format OpenUIKit reads (PNG,
/// JPEG, GIF), decoded to pixels by the installed renderer's decoder.
@MainActor
enum ImageFuzzing {
    static func run(_ data: Data) {
        CairoRendering.install()
        UIKitDiagnostics.handler = { _ in }
        guard let image = UIImage(data: data, scale: 2) else { return }
        // Drawing asks for the pixels.
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        _ = CairoRenderer.render(view, scale: 1)
    }
}
