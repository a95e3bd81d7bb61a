import Foundation

/// How an image puts its pixels into the current context: upright whatever its orientation (the
/// bitmap turned as EXIF says), its shape filled with a tint when it has one, and a resizable
/// image's caps kept at their size while the parts between them stretch or tile.
extension UIImage {
    /// Draws into the current context (nothing without one, or without pixels) at `alpha` with
    /// `blendMode`; `tint`, when given, fills the image's shape instead of its colours.
    func drawContents(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, tint: UIColor?) {
        guard let context = UIGraphicsGetCurrentContext(), var image = bitmap else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) else { return }
        if let tint { image = image.filled(with: tint.resolvedColor(with: .current).cgColor) }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if isResizable, imageOrientation == .up {
            drawSlices(of: image, in: r, context: context)
        } else {
            context.drawImage(image, pixelTransform: uprightTransform(for: image, in: r), tiled: false)
        }
    }

    /// `drawAsPattern(in:)`: the image at its size in points, repeated from the context's origin.
    func drawPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), var image = bitmap else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, size.width > 0, size.height > 0 else { return }
        if let tintColor { image = image.filled(with: tintColor.resolvedColor(with: .current).cgColor) }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: r)
        context.drawImage(
            image, pixelTransform: uprightTransform(for: image, in: CGRect(origin: .zero, size: size)), tiled: true)
    }

    /// Takes the bitmap's pixels to `rect` upright: the orientation's turn or mirror first, then
    /// a scale to the rectangle.
    func uprightTransform(for image: CGImage, in rect: CGRect) -> CGAffineTransform {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let turned: CGAffineTransform
        let uprightSize: CGSize
        switch imageOrientation {
        case .up: turned = .identity
        case .down: turned = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .upMirrored: turned = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: turned = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        // A quarter turn: the bitmap's rows become columns.
        case .left: turned = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .right: turned = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .leftMirrored: turned = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: turned = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        }
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: uprightSize = CGSize(width: h, height: w)
        case .up, .down, .upMirrored, .downMirrored: uprightSize = CGSize(width: w, height: h)
        }
        return
            turned
            .concatenating(
                CGAffineTransform(scaleX: rect.width / uprightSize.width, y: rect.height / uprightSize.height)
            )
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    }

    /// Nine parts: the corners at their size, the edges stretched or tiled along their length,
    /// the centre both ways. Caps wider than `rect` shrink in proportion.
    private func drawSlices(of image: CGImage, in rect: CGRect, context: CGContext) {
        let scale = CGFloat(image.width) / max(size.width, .leastNonzeroMagnitude)
        let insets = capInsets
        func clampedCaps(
            _ first: CGFloat, _ second: CGFloat, within length: CGFloat, imageLength: CGFloat
        ) -> (CGFloat, CGFloat) {
            var a = min(max(first.isFinite ? first : 0, 0), imageLength),
                b = min(max(second.isFinite ? second : 0, 0), imageLength - a)
            if a + b > length, a + b > 0 {
                let shrink = length / (a + b)
                a *= shrink
                b *= shrink
            }
            return (a, b)
        }
        // Source caps in points of the image; destination caps shrink when the rectangle is small.
        let (left, right) = clampedCaps(insets.left, insets.right, within: .infinity, imageLength: size.width)
        let (top, bottom) = clampedCaps(insets.top, insets.bottom, within: .infinity, imageLength: size.height)
        let (destLeft, destRight) = clampedCaps(left, right, within: rect.width, imageLength: size.width)
        let (destTop, destBottom) = clampedCaps(top, bottom, within: rect.height, imageLength: size.height)
        let sourceColumns = [(0, left), (left, size.width - right), (size.width - right, size.width)]
        let sourceRows = [(0, top), (top, size.height - bottom), (size.height - bottom, size.height)]
        let destColumns = [
            (rect.minX, rect.minX + destLeft), (rect.minX + destLeft, rect.maxX - destRight),
            (rect.maxX - destRight, rect.maxX),
        ]
        let destRows = [
            (rect.minY, rect.minY + destTop), (rect.minY + destTop, rect.maxY - destBottom),
            (rect.maxY - destBottom, rect.maxY),
        ]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceColumns[column].0 * scale, y: sourceRows[row].0 * scale,
                    width: (sourceColumns[column].1 - sourceColumns[column].0) * scale,
                    height: (sourceRows[row].1 - sourceRows[row].0) * scale)
                let destination = CGRect(
                    x: destColumns[column].0, y: destRows[row].0,
                    width: destColumns[column].1 - destColumns[column].0,
                    height: destRows[row].1 - destRows[row].0)
                guard source.width >= 1, source.height >= 1, destination.width > 0, destination.height > 0,
                    let part = image.cropping(to: source)
                else { continue }
                let tileAcross = resizingMode == .tile && column == 1
                let tileDown = resizingMode == .tile && row == 1
                if tileAcross || tileDown {
                    // A tile is the part at its size along a tiled axis, the destination's along the other.
                    let tile = CGSize(
                        width: tileAcross ? CGFloat(part.width) / scale : destination.width,
                        height: tileDown ? CGFloat(part.height) / scale : destination.height)
                    context.saveGState()
                    context.clip(to: destination)
                    context.drawImage(
                        part,
                        pixelTransform: CGAffineTransform(
                            scaleX: tile.width / CGFloat(part.width),
                            y: tile.height / CGFloat(part.height)
                        )
                        .concatenating(CGAffineTransform(translationX: destination.minX, y: destination.minY)),
                        tiled: true)
                    context.restoreGState()
                } else {
                    context.drawImage(
                        part,
                        pixelTransform: CGAffineTransform(
                            scaleX: destination.width / CGFloat(part.width),
                            y: destination.height / CGFloat(part.height)
                        )
                        .concatenating(CGAffineTransform(translationX: destination.minX, y: destination.minY)),
                        tiled: false)
                }
            }
        }
    }
}
