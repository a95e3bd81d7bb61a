import Foundation

/// Drawing bitmaps: Core Graphics' `draw(_:in:byTiling:)`, and the upright drawing `UIImage`
/// builds on.
extension CGContext {
    /// Draws `image` scaled into `rect` as Core Graphics does, with its first row at the rect's
    /// `maxY`. In the flipped coordinates UIKit hands `draw(_:)` (origin at the top left) that is
    /// upside down, exactly as on iOS, so code that flips the context first
    /// (`translateBy(x: 0, y: rect.height)`, `scaleBy(x: 1, y: -1)`) comes out upright here too;
    /// `UIImage.draw(in:)` draws upright without it. `byTiling` repeats the image at `rect`'s
    /// size over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard image.width > 0, image.height > 0, r.width > 0, r.height > 0,
            r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
        else { return }
        let pixelToUser = CGAffineTransform(
            a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
            tx: r.minX, ty: r.maxY)
        drawImage(image, pixelTransform: pixelToUser, tiled: byTiling)
    }

    /// Paints `image` with `pixelTransform` taking its pixels to user space.
    func drawImage(_ image: CGImage, pixelTransform: CGAffineTransform, tiled: Bool) {
        let device = pixelTransform.concatenating(state.ctm)
        let values = [device.a, device.b, device.c, device.d, device.tx, device.ty]
        guard values.allSatisfy(\.isFinite), device.a * device.d - device.b * device.c != 0 else { return }
        backend.drawImage(image, transform: device, tiled: tiled, state: state)
    }
}
