import Foundation

/// Images that carry an object of another framework along, which UIKit keeps in the image
/// itself (the `CIImage` of `UIImage(ciImage:)`): the framework's module makes them and reads
/// the object back; derived images (`withRenderingMode(_:)`, …) keep it.
extension UIImage {
    /// An image of `cgImage` that carries `attachment`.
    @_spi(Frameworks) public convenience init(
        cgImage: CGImage, scale: CGFloat, orientation: Orientation, attachment: any AnyObject & Sendable
    ) {
        var contents = Contents(cgImage: cgImage, scale: scale, orientation: orientation)
        contents.attachment = attachment
        self.init(contents: contents)
    }

    /// An image of `size` points with no pixels that carries `attachment` (what is made when
    /// the pixels cannot be had, headless).
    @_spi(Frameworks) public convenience init(
        size: CGSize, scale: CGFloat, orientation: Orientation, attachment: any AnyObject & Sendable
    ) {
        var contents = Contents()
        contents.scale = scale.isFinite && scale > 0 ? scale : 1
        contents.pixelSize = CGSize(
            width: (size.width * contents.scale).rounded(), height: (size.height * contents.scale).rounded())
        contents.orientation = orientation
        contents.attachment = attachment
        self.init(contents: contents)
    }

    /// The object the image carries; nil for images made by UIKit's own initializers.
    @_spi(Frameworks) public var attachment: (any AnyObject & Sendable)? { contents.attachment }
}
