import Foundation

/// What navigation bars, toolbars and tab bars have in common when they draw: their bar
/// appearance's background (the default one being the translucent chrome) and shadow line, item titles and images in the
/// tint colour, and the shapes standing in for images with no pixels and for the glyphs of
/// system items.
@MainActor
enum BarDrawing {
    /// The default appearance's background: a light or dark chrome, nearly opaque.
    static let chrome = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.94) : UIColor(white: 0.976, alpha: 0.94)
    })
    /// The shadow line under a top bar and over a bottom one.
    static let shadow = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    })

    enum Edge { case top, bottom }

    /// Draws `appearance`'s background over `bar`'s bounds, as UIKit layers it: the effect (its
    /// material's tint, without a blur of what lies behind; the bar's `barTintColor` in its place
    /// when set), the colour, the image, then the shadow image or the one-device-pixel shadow line
    /// along `edge`. A legacy background image replaces all of it but the shadow, which is then the
    /// legacy shadow image when there is one.
    static func drawBackground(
        of bar: UIView, appearance: UIBarAppearance, legacy: LegacyBarBackground = .init(), shadowAt edge: Edge
    ) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bounds = bar.bounds
        if let image = legacy.image {
            if image.size.width > 0, image.size.height > 0 { image.draw(in: bounds) }
            drawShadow(legacy.shadowImage, color: appearance.shadowColor, of: bar, along: edge)
            return
        }
        if let legacyTint = legacy.tint, appearance.backgroundColor == nil, appearance.backgroundEffect != nil {
            context.setFillColor(legacyTint.resolvedColor(with: .current).cgColor)
            context.fill(bounds)
        } else if let effect = appearance.backgroundEffect {
            let fill = effect.style == .systemChromeMaterial ? chrome : effect.material.tint
            context.setFillColor(fill.resolvedColor(with: .current).cgColor)
            context.fill(bounds)
        }
        if let color = appearance.backgroundColor {
            context.setFillColor(color.resolvedColor(with: .current).cgColor)
            context.fill(bounds)
        }
        if let image = appearance.backgroundImage {
            image.draw(in: placement(of: image.size, in: bounds, mode: appearance.backgroundImageContentMode))
        }
        drawShadow(appearance.shadowImage, color: appearance.shadowColor, of: bar, along: edge)
    }

    /// The shadow image stretched along `edge` (nothing for an empty image), else a line in `color`
    /// one device pixel thick.
    private static func drawShadow(_ shadowImage: UIImage?, color: UIColor?, of bar: UIView, along edge: Edge) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bounds = bar.bounds
        let pixel = 1 / max(bar.traitCollection.displayScale, 1)
        if let shadowImage {
            guard shadowImage.size.width > 0, shadowImage.size.height > 0 else { return }
            let height = max(shadowImage.size.height, pixel)
            let line = CGRect(
                x: bounds.minX, y: edge == .top ? bounds.minY : bounds.maxY - height, width: bounds.width,
                height: height)
            let tint = shadowImage.renderingMode == .alwaysTemplate ? color : nil
            shadowImage.drawContents(in: line, blendMode: .normal, alpha: 1, tint: tint)
        } else if let shadowColor = color {
            context.setFillColor(shadowColor.resolvedColor(with: .current).cgColor)
            context.fill(
                CGRect(
                    x: bounds.minX, y: edge == .top ? bounds.minY : bounds.maxY - pixel, width: bounds.width,
                    height: pixel))
        }
    }

    /// Where content of `size` goes in `bounds` for a content mode: stretched, scaled to fit or
    /// fill keeping its proportions, or at its size against the mode's edge or centre.
    static func placement(of size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let factor = mode == .scaleAspectFit ? fit : fill
            let scaled = CGSize(width: size.width * factor, height: size.height * factor)
            return CGRect(
                x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width,
                height: scaled.height)
        default:
            let x: CGFloat =
                switch mode {
                case .left, .topLeft, .bottomLeft: bounds.minX
                case .right, .topRight, .bottomRight: bounds.maxX - size.width
                default: bounds.midX - size.width / 2
                }
            let y: CGFloat =
                switch mode {
                case .top, .topLeft, .topRight: bounds.minY
                case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
                default: bounds.midY - size.height / 2
                }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Draws `text` with its left edge at `x` (or its right edge, `alignedRight`), centred on
    /// `midY`; returns the width it took.
    @discardableResult
    static func drawText(
        _ text: String, font: UIFont, color: UIColor, x: CGFloat, midY: CGFloat, alignedRight: Bool = false
    ) -> CGFloat {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = (text as NSString).size(withAttributes: attributes)
        let origin = CGPoint(x: alignedRight ? x - size.width : x, y: midY - size.height / 2)
        (text as NSString).draw(at: origin, withAttributes: attributes)
        return size.width
    }

    /// An item's image, centred in `rect` at its size (smaller when it would not fit) and, as
    /// bars draw them, as a template in `color` unless it is `alwaysOriginal`; its place, when
    /// the image has no pixels (a storyboard's image the bundle lacks, a system symbol).
    static func drawItemImage(_ image: UIImage?, in rect: CGRect, color: UIColor) {
        guard let image, image.bitmap != nil, image.size.width > 0, image.size.height > 0 else {
            drawImagePlaceholder(in: rect, color: color)
            return
        }
        let factor = min(1, rect.width / image.size.width, rect.height / image.size.height)
        let size = CGSize(width: image.size.width * factor, height: image.size.height * factor)
        let area = CGRect(
            x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        let tint = image.tintColor ?? (image.renderingMode == .alwaysOriginal ? nil : color)
        image.drawContents(in: area, blendMode: .normal, alpha: 1, tint: tint)
    }

    /// An image's place: a rounded square outline.
    static func drawImagePlaceholder(in rect: CGRect, color: UIColor) {
        color.resolvedColor(with: .current).setStroke()
        let path = UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: min(rect.width, rect.height) / 5)
        path.lineWidth = 1.5
        path.stroke()
    }

    /// A plus sign, as the add item shows.
    static func drawPlus(in rect: CGRect, color: UIColor) {
        color.resolvedColor(with: .current).setStroke()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY + 2))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 2))
        path.move(to: CGPoint(x: rect.minX + 2, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 2, y: rect.midY))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.stroke()
    }

    /// The back button's chevron, its point at the left.
    static func drawBackChevron(at x: CGFloat, midY: CGFloat, color: UIColor) {
        color.resolvedColor(with: .current).setStroke()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 10, y: midY - 10))
        path.addLine(to: CGPoint(x: x, y: midY))
        path.addLine(to: CGPoint(x: x + 10, y: midY + 10))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// Draws a bar button item with its leading edge at `x` (or its trailing edge,
    /// `alignedRight`); returns the width it took (0 for spaces). `attributes` are the bar
    /// appearance's for the item's style and state: their foreground colour and font win over the
    /// tint and the standard font, and the item's own title attributes for its state win over them.
    @discardableResult
    static func drawItem(
        _ item: UIBarButtonItem, x: CGFloat, midY: CGFloat, tint: UIColor, alignedRight: Bool = false,
        pressed: Bool = false, attributes: [NSAttributedString.Key: Any] = [:], offset: UIOffset = .zero
    ) -> CGFloat {
        let state: UIControl.State = !item.isEnabled ? .disabled : pressed ? .highlighted : .normal
        let own = (item.titleTextAttributes(for: .normal) ?? [:]).merging(
            state == .normal ? [:] : item.titleTextAttributes(for: state) ?? [:]
        ) { $1 }
        let merged = attributes.merging(own) { $1 }
        var color = item.isEnabled ? (item.tintColor ?? tint) : UIColor.tertiaryLabel
        if let chosen = merged[.foregroundColor] as? UIColor, item.isEnabled || own[.foregroundColor] != nil {
            color = chosen
        }
        if pressed { color = color.withAlphaComponent(0.2) }
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return item.width }
        if let title = item.title ?? item.systemItem?.title {
            let font = merged[.font] as? UIFont ?? BarItemSlots.font(of: item)
            return drawText(
                title, font: font, color: color, x: x + offset.horizontal, midY: midY + offset.vertical,
                alignedRight: alignedRight)
        }
        let side: CGFloat = 24
        let rect = CGRect(x: alignedRight ? x - side : x, y: midY - side / 2, width: side, height: side)
        if item.systemItem == .add {
            drawPlus(in: rect, color: color)
        } else {
            drawItemImage(item.image, in: rect, color: color)
        }
        return side
    }
}

/// A bar's background as its own view, so it can reach beyond the bar (under the status bar)
/// and lie below the bar's content.
@MainActor
final class BarBackgroundView: UIView {
    weak var navigationBar: UINavigationBar?

    override func draw(_ rect: CGRect) {
        navigationBar?.drawBarBackground(in: self)
    }
}

/// A navigation bar's title and buttons, drawn over its background.
@MainActor
final class BarContentView: UIView {
    weak var navigationBar: UINavigationBar?

    override func draw(_ rect: CGRect) {
        navigationBar?.drawBarContent()
    }
}
