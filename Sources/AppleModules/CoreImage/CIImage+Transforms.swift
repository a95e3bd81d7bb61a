import Foundation
import ImageIO
import OpenUIKit

/// Crops, affine transforms, orientation, compositing and clamping: new recipes over an
/// image's pixels.
extension CIImage {
    /// The part of the image inside `rect`; transparent outside.
    public func cropped(to rect: CGRect) -> CIImage {
        let extent = self.extent.intersection(rect)
        guard !extent.isNull, !extent.isEmpty else { return CIImage.empty() }
        let bounds = PixelRect(covering: extent)
        return CIImage(extent: extent, properties: properties) { [self] rect in
            guard let bounds else { return self.render(rect) }
            let inside = rect.intersection(bounds)
            guard var out = PixelBuffer(transparent: rect) else { return nil }
            if !inside.isEmpty, let pixels = self.render(inside) { out.paste(pixels) }
            return out
        }
    }

    /// The image moved, scaled, rotated or skewed by `matrix` (in Core Image's coordinates),
    /// sampled bilinearly; whole-pixel translations copy pixels exactly.
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        transformed(by: matrix, highQualityDownsample: false)
    }

    /// The image transformed by `matrix`; down-sampling is bilinear either way here.
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        let extent = self.extent.isInfinite ? CGRect.infinite : self.extent.applying(matrix)
        let inverse = matrix.inverted()
        let isTranslation =
            matrix.a == 1 && matrix.b == 0 && matrix.c == 0 && matrix.d == 1
            && matrix.tx == matrix.tx.rounded() && matrix.ty == matrix.ty.rounded() && abs(matrix.tx) < 1e8
            && abs(matrix.ty) < 1e8
        return CIImage(extent: extent, properties: properties) { [self] rect in
            if isTranslation {
                let dx = Int(matrix.tx), dy = Int(matrix.ty)
                guard
                    let moved = self.render(
                        PixelRect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height))
                else { return nil }
                return PixelBuffer(rect: rect, pixels: moved.pixels)
            }
            guard var out = PixelBuffer(transparent: rect), !rect.isEmpty else { return PixelBuffer(transparent: rect) }
            // The input pixels the output rectangle needs, one pixel round for bilinear taps.
            var needed = rect.cgRect.applying(inverse).insetBy(dx: -1, dy: -1)
            if !self.extent.isInfinite { needed = needed.intersection(self.extent.insetBy(dx: -1, dy: -1)) }
            guard !needed.isNull, let inputRect = PixelRect(covering: needed), !inputRect.isEmpty,
                let input = self.render(inputRect)
            else { return out }
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                    guard let to = out.index(x, y) else { continue }
                    Self.sample(input, at: p, into: &out.pixels, at: to)
                }
            }
            return out
        }
    }

    /// Bilinear sampling at `point` (pixel centres at half-integers), transparent outside.
    static func sample(_ buffer: PixelBuffer, at point: CGPoint, into pixels: inout [Float], at index: Int) {
        let fx = Float(point.x) - 0.5, fy = Float(point.y) - 0.5
        guard fx.isFinite, fy.isFinite, abs(fx) < 1e8, abs(fy) < 1e8 else { return }
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Float(x0), ty = fy - Float(y0)
        for c in 0..<4 {
            func at(_ x: Int, _ y: Int) -> Float { buffer.index(x, y).map { buffer.pixels[$0 + c] } ?? 0 }
            let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
            let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
            pixels[index + c] = top * (1 - ty) + bottom * ty
        }
    }

    /// The transform that turns an image stored with `orientation` upright, its result's
    /// extent starting at the origin (Core Image's coordinates, y up).
    public func orientationTransform(for orientation: CGImagePropertyOrientation) -> CGAffineTransform {
        let w = extent.width, h = extent.height
        let ox = extent.minX, oy = extent.minY
        let toOrigin = CGAffineTransform(translationX: -ox, y: -oy)
        let turn: CGAffineTransform
        switch orientation {
        case .up: turn = .identity
        case .upMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        // Turned 90° clockwise to display upright: (x, y) → (y, w − x), with y up.
        case .right: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        // Turned 90° counterclockwise: (x, y) → (h − y, x).
        case .left: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        // Transposed about the top-left to bottom-right diagonal: (x, y) → (h − y, w − x).
        case .leftMirrored: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        // Transposed about the other diagonal: (x, y) → (y, x).
        case .rightMirrored: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        }
        return toOrigin.concatenating(turn)
    }

    /// The image turned upright from `orientation`.
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        guard orientation != .up else { return self }
        return transformed(by: orientationTransform(for: orientation))
    }

    /// The image turned upright from an Exif orientation code (1–8); itself for other codes.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard orientation > 0, let value = CGImagePropertyOrientation(rawValue: UInt32(orientation)) else {
            return self
        }
        return oriented(value)
    }

    /// The image drawn over `dest` with source-over blending.
    public func composited(over dest: CIImage) -> CIImage {
        let extent = self.extent.union(dest.extent)
        return CIImage(extent: extent, properties: properties) { [self] rect in
            guard var out = dest.render(rect), let top = self.render(rect) else { return nil }
            for i in stride(from: 0, to: out.pixels.count, by: 4) {
                let a = top.pixels[i + 3]
                for c in 0..<4 { out.pixels[i + c] = top.pixels[i + c] + out.pixels[i + c] * (1 - a) }
            }
            return out
        }
    }

    /// The image extended forever by repeating its edge pixels (an infinite extent).
    public func clampedToExtent() -> CIImage {
        guard let bounds = PixelRect(covering: extent), !bounds.isEmpty else { return self }
        return CIImage(extent: .infinite, properties: properties) { [self] rect in
            guard var out = PixelBuffer(transparent: rect), !rect.isEmpty else { return PixelBuffer(transparent: rect) }
            // Only the part of the source the clamped coordinates reach is rendered.
            let reach = PixelRect(
                x: min(max(rect.x, bounds.x), bounds.maxX - 1), y: min(max(rect.y, bounds.y), bounds.maxY - 1),
                width: 0, height: 0)
            let far = (
                x: min(max(rect.maxX - 1, bounds.x), bounds.maxX - 1),
                y: min(max(rect.maxY - 1, bounds.y), bounds.maxY - 1)
            )
            let inputRect = PixelRect(x: reach.x, y: reach.y, width: far.x - reach.x + 1, height: far.y - reach.y + 1)
            guard let input = self.render(inputRect) else { return nil }
            for y in rect.y..<rect.maxY {
                let sy = min(max(y, inputRect.y), inputRect.maxY - 1)
                for x in rect.x..<rect.maxX {
                    let sx = min(max(x, inputRect.x), inputRect.maxX - 1)
                    guard let to = out.index(x, y), let from = input.index(sx, sy) else { continue }
                    for c in 0..<4 { out.pixels[to + c] = input.pixels[from + c] }
                }
            }
            return out
        }
    }
}
