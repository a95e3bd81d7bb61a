import Foundation

/// The grid of a color picker, as iOS's "Grid" tab lays it out: twelve columns by ten rows, a
/// row of greys from white to black on top, then each hue from dark to pale down its column. The
/// chosen swatch is outlined; a tap chooses the swatch under the finger.
@MainActor
final class ColorPickerGridView: UIView {
    static let columns = 12
    static let rows = 10

    /// The swatch colors, row by row.
    static let palette: [UIColor] = (0..<rows).flatMap { row in
        (0..<columns).map { column in color(row: row, column: column) }
    }

    /// The color of one swatch.
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 {
            return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1)
        }
        let hue = (0.58 + CGFloat(column) / CGFloat(columns)).truncatingRemainder(dividingBy: 1)
        let shade = CGFloat(row - 1) / CGFloat(rows - 2)
        if shade < 0.5 { return UIColor(hue: hue, saturation: 1, brightness: 0.35 + 1.3 * shade, alpha: 1) }
        return UIColor(hue: hue, saturation: 1 - (shade - 0.5) * 1.6, brightness: 1, alpha: 1)
    }

    /// The index of the chosen swatch in `palette`, if the chosen color is one of them.
    var selectedIndex: Int? { didSet { setNeedsDisplay() } }
    /// Called with the index of a tapped swatch.
    var onSelect: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        layer.cornerRadius = 8
        clipsToBounds = true
        addGestureRecognizer(
            UITapGestureRecognizer { [weak self] recognizer in
                guard let self, let index = self.index(at: recognizer.location(in: self)) else { return }
                self.onSelect?(index)
            })
    }

    required init?(coder: NSCoder) { nil }

    /// A swatch's rectangle.
    func cellFrame(at index: Int) -> CGRect {
        let width = bounds.width / CGFloat(Self.columns), height = bounds.height / CGFloat(Self.rows)
        return CGRect(
            x: CGFloat(index % Self.columns) * width, y: CGFloat(index / Self.columns) * height, width: width,
            height: height)
    }

    /// The swatch under `point`.
    func index(at point: CGPoint) -> Int? {
        guard bounds.contains(point), bounds.width > 0, bounds.height > 0 else { return nil }
        let column = min(Self.columns - 1, Int(point.x / (bounds.width / CGFloat(Self.columns))))
        let row = min(Self.rows - 1, Int(point.y / (bounds.height / CGFloat(Self.rows))))
        return row * Self.columns + column
    }

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        for (index, color) in Self.palette.enumerated() {
            color.setFill()
            UIRectFill(cellFrame(at: index))
        }
        guard let selectedIndex else { return }
        let outline = UIBezierPath(roundedRect: cellFrame(at: selectedIndex).insetBy(dx: 1.5, dy: 1.5), cornerRadius: 3)
        outline.lineWidth = 3
        UIColor.white.setStroke()
        outline.stroke()
    }
}
