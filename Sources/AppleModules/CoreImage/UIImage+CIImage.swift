import Foundation
@_spi(Frameworks) import OpenUIKit

/// `UIImage(ciImage:)` and `ciImage`, which UIKit declares and Core Image fills.
extension UIImage {
    /// An image of `ciImage`'s pixels over its extent. UIKit keeps the recipe and renders
    /// it when drawn; here it is rendered at once (on the CPU), so `cgImage` has the pixels
    /// too, and `ciImage` gives the recipe back. An image whose pixels cannot be had (an
    /// infinite extent, or source bytes headless) has the extent's size and nothing to draw.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of `ciImage` at `scale`, displayed with `orientation`.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let cgImage = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: cgImage, scale: scale, orientation: orientation, attachment: ciImage)
        } else {
            let size = ciImage.extent.isInfinite || ciImage.extent.isNull ? .zero : ciImage.extent.size
            let s = scale.isFinite && scale > 0 ? scale : 1
            self.init(
                size: CGSize(width: size.width / s, height: size.height / s), scale: s, orientation: orientation,
                attachment: ciImage)
        }
    }

    /// The Core Image image this image was made from; nil for other images, as in UIKit.
    public var ciImage: CIImage? { ciImageAttachment }

    var ciImageAttachment: CIImage? { attachment as? CIImage }
}
