import Foundation

/// System symbols (`UIImage(systemName:)`). Apple's SF Symbols are its own fonts, not on Linux,
/// so OpenUIKit draws the common ones itself as template line drawings on a 24-point grid
/// (plus, xmark, chevrons, arrows, star, heart, trash, share, gear, magnifying glass, person,
/// house, info, ellipsis, pencil, photo, camera, sidebar, play, pause, bell, envelope, calendar,
/// clock, list); any other name gets a placeholder (a dashed rounded square) of the same size,
/// so layouts and taps work and the gap shows. Images are drawn by the installed renderer;
/// headless they have their size and no pixels.
extension UIImage {
    /// A symbol's size relative to the point size, for matching the text beside it.
    public enum SymbolScale: Int, Sendable {
        /// The default scale, drawn as `.medium`.
        case `default` = -1
        /// No scale given; drawn as `.medium`.
        case unspecified
        /// A smaller symbol, a little under the point size.
        case small
        /// The standard symbol size, a fifth larger than the point size.
        case medium
        /// A larger symbol, about half again the point size.
        case large
    }
    /// The thickness of a symbol's strokes, matching the font weights.
    public enum SymbolWeight: Int, Sendable {
        /// No weight given; drawn as `.regular`.
        case unspecified
        /// The thinnest strokes, drawn here as `.thin` is.
        case ultraLight
        /// Thin strokes.
        case thin
        /// Light strokes.
        case light
        /// The standard stroke weight.
        case regular
        /// Medium strokes, slightly heavier than regular.
        case medium
        /// Semibold strokes.
        case semibold
        /// Bold strokes; `.heavy` and `.black` draw the same here.
        case bold
        /// Heavy strokes, drawn here as `.bold` is.
        case heavy
        /// The heaviest strokes, drawn here as `.bold` is.
        case black
    }

    /// A symbol's weight, scale and size, as UIKit configures them: an image configuration of
    /// its own kind.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The size of the text the symbol accompanies, in points; the image's side is this size adjusted by `scale`.
        public let pointSize: CGFloat
        /// The thickness of the symbol's strokes.
        public let weight: UIImage.SymbolWeight
        /// The symbol's size relative to the point size.
        public let scale: UIImage.SymbolScale

        /// Creates a configuration for symbols beside text of the given point size, weight and scale.
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight = .regular, scale: UIImage.SymbolScale = .default)
        {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init(traitCollection: nil)
        }

        /// A copy with the same size, weight and scale and other traits.
        override func copying(traitCollection: UITraitCollection?) -> UIImage.Configuration {
            let copy = SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale)
            copy.traitCollectionStorage = traitCollection
            return copy
        }

        /// Creates a configuration with the given scale, at 17 points and regular weight.
        public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: 17, scale: scale) }
        /// Creates a configuration with the given weight, at 17 points and the default scale.
        public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: 17, weight: weight) }
        /// Creates a configuration at the point size of the text style's preferred font (17 points off the main
        /// thread), with the given scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale = .default) {
            self.init(
                pointSize: MainActor.assumeIsolatedIfMain { UIFont.preferredFont(forTextStyle: textStyle).pointSize }
                    ?? 17, scale: scale)
        }
        /// Creates a configuration at the font's point size, with the given scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale = .default) {
            self.init(pointSize: font.pointSize, scale: scale)
        }

        /// The image's side: the point size a little enlarged, as a symbol sits in its line.
        var side: CGFloat {
            let factor: CGFloat =
                switch scale {
                case .small: 0.95
                case .large: 1.55
                case .medium, .default, .unspecified: 1.2
                }
            return (pointSize * factor).rounded()
        }

        /// The stroke width on the 24-point grid, thicker for heavier weights.
        var strokeWidth: CGFloat {
            switch weight {
            case .ultraLight, .thin: 1.2
            case .light: 1.5
            case .unspecified, .regular: 2
            case .medium: 2.3
            case .semibold: 2.6
            case .bold, .heavy, .black: 3
            }
        }
    }

    /// Creates the named system symbol as a template image at 17 points; a name OpenUIKit does not draw gives a
    /// placeholder rather than `nil`, and only an empty name gives `nil`.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Creates the named system symbol drawn with the configuration; a name OpenUIKit does not draw gives a
    /// placeholder, and only an empty name gives `nil`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        let configuration = configuration ?? SymbolConfiguration(pointSize: 17)
        let image = SystemSymbols.image(name, configuration: configuration)
        self.init(contents: image.contents)
    }

    /// Creates the named system symbol; the trait collection is ignored here.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether the image is one of the symbols OpenUIKit draws (false for placeholders).
    public static func isDrawnSystemSymbol(_ name: String) -> Bool {
        SystemSymbols.shapes[SystemSymbols.canonical(name)] != nil
    }
}

/// The symbols' drawings, each on a 24-point grid.
enum SystemSymbols {
    /// Filled, or stroked with round caps and joins.
    struct Shape {
        var path: UIBezierPath
        var filled: Bool
    }

    /// `chevron.backward` draws as `chevron.left`, and so on.
    static func canonical(_ name: String) -> String {
        name.replacingOccurrences(of: "backward", with: "left").replacingOccurrences(of: "forward", with: "right")
            .replacingOccurrences(of: "gearshape", with: "gear")
    }

    static func image(_ name: String, configuration: UIImage.SymbolConfiguration) -> UIImage {
        let side = configuration.side
        let size = CGSize(width: side, height: side)
        let shapes = self.shapes[canonical(name)] ?? placeholder
        let format = UIGraphicsImageRendererFormat()
        let image = UIGraphicsImageRenderer(size: size, format: format).image { renderer in
            let context = renderer.cgContext
            context.scaleBy(x: side / 24, y: side / 24)
            UIColor.black.setFill()
            UIColor.black.setStroke()
            for shape in shapes() {
                if shape.filled {
                    shape.path.fill()
                } else {
                    shape.path.lineWidth = configuration.strokeWidth
                    shape.path.lineCapStyle = .round
                    shape.path.lineJoinStyle = .round
                    shape.path.stroke()
                }
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    // MARK: Drawings

    private static func line(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> UIBezierPath {
        let path = UIBezierPath()
        for (index, point) in points.enumerated() {
            let p = CGPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        if closed { path.close() }
        return path
    }

    private static func stroked(_ paths: UIBezierPath...) -> [Shape] { paths.map { Shape(path: $0, filled: false) } }
    private static func filled(_ paths: UIBezierPath...) -> [Shape] { paths.map { Shape(path: $0, filled: true) } }

    private static func star() -> UIBezierPath {
        var points: [(CGFloat, CGFloat)] = []
        for index in 0..<10 {
            let radius: CGFloat = index % 2 == 0 ? 10 : 4.2
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            points.append((12 + radius * cos(angle), 12.5 + radius * sin(angle)))
        }
        return line(points, closed: true)
    }

    private static func heart() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 12, y: 20.5))
        path.addCurve(to: CGPoint(x: 3, y: 9), controlPoint1: CGPoint(x: 6, y: 16), controlPoint2: CGPoint(x: 3, y: 13))
        path.addCurve(
            to: CGPoint(x: 12, y: 6.5), controlPoint1: CGPoint(x: 3, y: 4), controlPoint2: CGPoint(x: 9.5, y: 3))
        path.addCurve(
            to: CGPoint(x: 21, y: 9), controlPoint1: CGPoint(x: 14.5, y: 3), controlPoint2: CGPoint(x: 21, y: 4))
        path.addCurve(
            to: CGPoint(x: 12, y: 20.5), controlPoint1: CGPoint(x: 21, y: 13), controlPoint2: CGPoint(x: 18, y: 16))
        path.close()
        return path
    }

    private static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    static let shapes: [String: @Sendable () -> [Shape]] = [
        "plus": { stroked(line([(12, 4), (12, 20)]), line([(4, 12), (20, 12)])) },
        "minus": { stroked(line([(4, 12), (20, 12)])) },
        "xmark": { stroked(line([(5, 5), (19, 19)]), line([(19, 5), (5, 19)])) },
        "checkmark": { stroked(line([(4, 12.5), (9.5, 18), (20, 6)])) },
        "chevron.left": { stroked(line([(15, 4), (7, 12), (15, 20)])) },
        "chevron.right": { stroked(line([(9, 4), (17, 12), (9, 20)])) },
        "chevron.up": { stroked(line([(4, 15), (12, 7), (20, 15)])) },
        "chevron.down": { stroked(line([(4, 9), (12, 17), (20, 9)])) },
        "arrow.left": { stroked(line([(20, 12), (4, 12)]), line([(10, 6), (4, 12), (10, 18)])) },
        "arrow.right": { stroked(line([(4, 12), (20, 12)]), line([(14, 6), (20, 12), (14, 18)])) },
        "arrow.up": { stroked(line([(12, 20), (12, 4)]), line([(6, 10), (12, 4), (18, 10)])) },
        "arrow.down": { stroked(line([(12, 4), (12, 20)]), line([(6, 14), (12, 20), (18, 14)])) },
        "star": { stroked(star()) },
        "star.fill": { filled(star()) },
        "heart": { stroked(heart()) },
        "heart.fill": { filled(heart()) },
        "circle": { stroked(circle(12, 12, 9)) },
        "circle.fill": { filled(circle(12, 12, 9.5)) },
        "square": {
            stroked(UIBezierPath(roundedRect: CGRect(x: 3.5, y: 3.5, width: 17, height: 17), cornerRadius: 3))
        },
        "square.fill": {
            filled(UIBezierPath(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 3.5))
        },
        "plus.circle": { stroked(circle(12, 12, 9), line([(12, 7.5), (12, 16.5)]), line([(7.5, 12), (16.5, 12)])) },
        "xmark.circle": {
            stroked(circle(12, 12, 9), line([(8.5, 8.5), (15.5, 15.5)]), line([(15.5, 8.5), (8.5, 15.5)]))
        },
        "info.circle": { stroked(circle(12, 12, 9), line([(12, 11), (12, 16.5)])) + filled(circle(12, 7.8, 1.3)) },
        "exclamationmark.triangle": {
            stroked(line([(12, 3.5), (21.5, 19.5), (2.5, 19.5)], closed: true), line([(12, 9), (12, 13.5)]))
                + filled(circle(12, 16.6, 1.2))
        },
        "trash": {
            stroked(
                line([(4, 6.5), (20, 6.5)]), line([(9.5, 6.5), (9.5, 4), (14.5, 4), (14.5, 6.5)]),
                line([(6, 6.5), (7, 20.5), (17, 20.5), (18, 6.5)]), line([(10, 10), (10, 17)]),
                line([(14, 10), (14, 17)]))
        },
        "square.and.arrow.up": {
            stroked(
                line([(8.5, 9.5), (5.5, 9.5), (5.5, 21), (18.5, 21), (18.5, 9.5), (15.5, 9.5)]),
                line([(12, 15), (12, 3)]), line([(8, 7), (12, 3), (16, 7)]))
        },
        "gear": {
            var shapes = stroked(circle(12, 12, 3), circle(12, 12, 7))
            for index in 0..<8 {
                let angle = CGFloat(index) * .pi / 4
                shapes += stroked(
                    line([(12 + 7 * cos(angle), 12 + 7 * sin(angle)), (12 + 9.5 * cos(angle), 12 + 9.5 * sin(angle))]))
            }
            return shapes
        },
        "magnifyingglass": { stroked(circle(10, 10, 6.5), line([(14.8, 14.8), (20.5, 20.5)])) },
        "person": {
            stroked(
                circle(12, 8, 4), line([(4.5, 21), (4.5, 19)]),
                UIBezierPath(
                    arcCenter: CGPoint(x: 12, y: 21), radius: 7.5, startAngle: .pi, endAngle: 0, clockwise: true))
        },
        "person.fill": {
            filled(
                circle(12, 8, 4.5),
                UIBezierPath(
                    arcCenter: CGPoint(x: 12, y: 21.5), radius: 8, startAngle: .pi, endAngle: 0, clockwise: true))
        },
        "house": {
            stroked(
                line([(3, 11.5), (12, 3.5), (21, 11.5)]), line([(5.5, 9.5), (5.5, 20.5), (18.5, 20.5), (18.5, 9.5)]),
                line([(10, 20.5), (10, 14.5), (14, 14.5), (14, 20.5)]))
        },
        "house.fill": {
            filled(line([(12, 3), (21.5, 11.5), (19, 11.5), (19, 21), (5, 21), (5, 11.5), (2.5, 11.5)], closed: true))
        },
        "ellipsis": { filled(circle(5, 12, 1.8), circle(12, 12, 1.8), circle(19, 12, 1.8)) },
        "ellipsis.circle": {
            stroked(circle(12, 12, 9)) + filled(circle(7.5, 12, 1.3), circle(12, 12, 1.3), circle(16.5, 12, 1.3))
        },
        "pencil": {
            stroked(
                line([(4, 20), (5, 15.5), (16, 4.5), (19.5, 8), (8.5, 19)], closed: true),
                line([(13.5, 7), (17, 10.5)]))
        },
        "photo": {
            stroked(
                UIBezierPath(roundedRect: CGRect(x: 3, y: 5, width: 18, height: 14), cornerRadius: 2.5),
                line([(3.5, 17), (9, 11.5), (13, 15.5), (15.5, 13), (20.5, 18)])) + filled(circle(15.5, 9, 1.6))
        },
        "camera": {
            stroked(
                line([(3, 8), (7.5, 8), (9, 5), (15, 5), (16.5, 8), (21, 8), (21, 19), (3, 19)], closed: true),
                circle(12, 13, 3.5))
        },
        "sidebar.left": {
            stroked(
                UIBezierPath(roundedRect: CGRect(x: 2.5, y: 4.5, width: 19, height: 15), cornerRadius: 2.5),
                line([(9, 4.5), (9, 19.5)]), line([(4.8, 8.5), (6.8, 8.5)]), line([(4.8, 11.5), (6.8, 11.5)]))
        },
        "play.fill": { filled(line([(7, 4), (20, 12), (7, 20)], closed: true)) },
        "pause.fill": {
            filled(
                UIBezierPath(roundedRect: CGRect(x: 6, y: 4, width: 4, height: 16), cornerRadius: 1),
                UIBezierPath(roundedRect: CGRect(x: 14, y: 4, width: 4, height: 16), cornerRadius: 1))
        },
        "bell": {
            stroked(
                line([(4, 17.5), (20, 17.5)]),
                UIBezierPath(
                    arcCenter: CGPoint(x: 12, y: 10.5), radius: 6, startAngle: .pi, endAngle: 0, clockwise: true),
                line([(6, 10.5), (6, 17.5)]), line([(18, 10.5), (18, 17.5)]), line([(10, 20.5), (14, 20.5)]))
        },
        "envelope": {
            stroked(
                UIBezierPath(roundedRect: CGRect(x: 3, y: 5.5, width: 18, height: 13), cornerRadius: 2),
                line([(3.5, 6.5), (12, 13), (20.5, 6.5)]))
        },
        "calendar": {
            stroked(
                UIBezierPath(roundedRect: CGRect(x: 3.5, y: 5, width: 17, height: 15.5), cornerRadius: 2.5),
                line([(3.5, 9.5), (20.5, 9.5)]), line([(8, 3), (8, 6.5)]), line([(16, 3), (16, 6.5)]))
        },
        "clock": { stroked(circle(12, 12, 9), line([(12, 6.5), (12, 12), (15.5, 14)])) },
        "list.bullet": {
            stroked(line([(9, 6), (20, 6)]), line([(9, 12), (20, 12)]), line([(9, 18), (20, 18)]))
                + filled(circle(4.5, 6, 1.4), circle(4.5, 12, 1.4), circle(4.5, 18, 1.4))
        },
        "line.3.horizontal": {
            stroked(line([(4, 6.5), (20, 6.5)]), line([(4, 12), (20, 12)]), line([(4, 17.5), (20, 17.5)]))
        },
    ]

    /// Any symbol OpenUIKit does not draw: a dashed rounded square.
    static let placeholder: @Sendable () -> [Shape] = {
        let path = UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 16, height: 16), cornerRadius: 3)
        let dashes: [CGFloat] = [2.5, 2.5]
        path.setLineDash(dashes, count: dashes.count, phase: 0)
        return stroked(path)
    }
}
