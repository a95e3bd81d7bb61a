import Foundation

/// What navigation bars, toolbars and tab bars have in common when they draw: the default
/// appearance's translucent chrome with its one-pixel shadow line, item titles and images in the
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

    /// Fills `bounds` with the bar's colour and draws the shadow line one device pixel thick
    /// along `edge`.
    static func drawBackground(of bar: UIView, barTintColor: UIColor?, shadowAt edge: Edge) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bounds = bar.bounds
        context.setFillColor((barTintColor ?? chrome).resolvedColor(with: .current).cgColor)
        context.fill(bounds)
        let pixel = 1 / max(bar.traitCollection.displayScale, 1)
        context.setFillColor(shadow.resolvedColor(with: .current).cgColor)
        context.fill(
            CGRect(
                x: bounds.minX, y: edge == .top ? bounds.minY : bounds.maxY - pixel, width: bounds.width, height: pixel)
        )
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
    /// `alignedRight`); returns the width it took (0 for spaces).
    @discardableResult
    static func drawItem(
        _ item: UIBarButtonItem, x: CGFloat, midY: CGFloat, tint: UIColor, alignedRight: Bool = false,
        pressed: Bool = false
    ) -> CGFloat {
        var color = item.isEnabled ? (item.tintColor ?? tint) : UIColor.tertiaryLabel
        if pressed { color = color.withAlphaComponent(0.2) }
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return item.width }
        if let title = item.title ?? item.systemItem?.title {
            return drawText(
                title, font: BarItemSlots.font(of: item), color: color, x: x, midY: midY, alignedRight: alignedRight)
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
    var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    var shadowEdge: BarDrawing.Edge = .bottom { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        BarDrawing.drawBackground(of: self, barTintColor: barTintColor, shadowAt: shadowEdge)
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
