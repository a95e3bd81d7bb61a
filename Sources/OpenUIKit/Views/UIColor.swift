import Foundation

// MARK: - CGColor

/// A minimal stand-in for Core Graphics' colour object, which Linux lacks.
///
/// It records just what UIKit-level code inspects — the colour model and its
/// components — so `layer.backgroundColor = color.cgColor` style code compiles
/// and round-trips. RGB colours are treated as (extended) sRGB and gray ones
/// as extended gray, the spaces UIKit itself uses for `UIColor`.
public final class CGColor: Hashable, Sendable {
    /// Which component layout `components` uses; mirrors the colour-space
    /// model a real CGColor would carry.
    enum ColorModel: Hashable, Sendable {
        case gray
        case rgb
    }

    let model: ColorModel
    /// Colour components followed by alpha, as `components` reports them.
    private let storedComponents: [CGFloat]

    init(model: ColorModel, components: [CGFloat]) {
        self.model = model
        self.storedComponents = components
    }

    /// Creates an RGB colour (treated as extended sRGB); alpha is clamped to 0...1, the components are not.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: .rgb, components: [red, green, blue, clampUnit(alpha)])
    }

    /// Creates an sRGB colour; the same as `init(red:green:blue:alpha:)` here.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey colour with the given white level; alpha is clamped to 0...1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(model: .gray, components: [gray, clampUnit(alpha)])
    }

    /// Opaque black, in the grey model.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in the grey model.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, in the grey model.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour's opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat {
        storedComponents[storedComponents.count - 1]
    }

    /// Optional because Core Graphics declares it so (pattern colours have
    /// none); this stand-in always has components.
    public var components: [CGFloat]? {
        storedComponents
    }

    /// The number of components, alpha included: 2 for a grey colour, 4 for an RGB one.
    public var numberOfComponents: Int {
        storedComponents.count
    }

    /// Optional to match Core Graphics' signature; never nil here.
    public func copy(alpha: CGFloat) -> CGColor? {
        var copied = storedComponents
        copied[copied.count - 1] = clampUnit(alpha)
        return CGColor(model: model, components: copied)
    }

    /// The colour as extended-sRGB `(r, g, b, a)`, whatever its model.
    var extendedSRGBComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch model {
        case .gray:
            let white = storedComponents[0]
            return (white, white, white, storedComponents[1])
        case .rgb:
            return (storedComponents[0], storedComponents[1], storedComponents[2], storedComponents[3])
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.model == rhs.model && lhs.storedComponents == rhs.storedComponents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(storedComponents)
    }
}

/// UIKit and Core Graphics clamp alpha (only alpha) into 0...1.
private func clampUnit(_ value: CGFloat) -> CGFloat {
    Swift.min(Swift.max(value, 0), 1)
}

// MARK: - UIColor

/// An immutable colour, in extended sRGB or extended gray as on iOS 10+
/// (components are never clamped, so wide-gamut values survive).
///
/// Semantic and system colours carry their dark-appearance value in
/// `darkVariant`, which `resolvedColor(with:)` picks for dark traits; every
/// other accessor (`cgColor`, `getRed`, …) reports the light value.
open class UIColor: NSObject, @unchecked Sendable {
    // @unchecked: all stored state is immutable `let`s of Sendable types;
    // the checker only refuses because the class is open to subclassing.

    /// First, so Core Foundation can tell a colour in an attributed string from its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    private let storage: CGColor

    /// Dark-appearance value for dynamic system colours; nil for colours
    /// that look the same in every appearance.
    let darkVariant: UIColor?

    init(storage: CGColor, darkVariant: UIColor?) {
        self.storage = storage
        self.darkVariant = darkVariant
    }

    /// Creates a colour from extended sRGB components; alpha is clamped to 0...1, the others are kept as given.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        darkVariant = nil
    }

    /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components, as Xcode's colour picker writes them.
    /// Designated, so a subclass that declares no initializers inherits it.
    public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        storage = CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        darkVariant = nil
    }

    /// Creates a grey colour from a white level (0 black, 1 white) and an opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = CGColor(gray: white, alpha: alpha)
        darkVariant = nil
    }

    /// Hue wraps around (1.0 is red again); saturation and brightness are
    /// taken as given, like UIKit's extended-range colours.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = hsbToRGB(hue: hue, saturation: saturation, brightness: brightness)
        storage = CGColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
        darkVariant = nil
    }

    /// Stores the Display P3 colour as its extended-sRGB equivalent, so
    /// saturated P3 values come back from `getRed` outside 0...1 exactly as
    /// UIKit reports them.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = DisplayP3.toExtendedSRGB(red: red, green: green, blue: blue)
        storage = CGColor(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
        darkVariant = nil
    }

    /// Creates a colour with the `CGColor`'s model and components, the same in every appearance.
    public init(cgColor: CGColor) {
        storage = cgColor
        darkVariant = nil
    }

    /// A colour that depends on traits. The provider is asked once for the light and once for
    /// the dark appearance, and the answers are kept: this implementation tells appearances
    /// apart by `userInterfaceStyle` only.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let lightTraits = UITraitCollection(userInterfaceStyle: .light)
        let darkTraits = UITraitCollection(userInterfaceStyle: .dark)
        let light = dynamicProvider(lightTraits).resolvedColor(with: lightTraits)
        let dark = dynamicProvider(darkTraits).resolvedColor(with: darkTraits)
        self.init(storage: light.cgColor, darkVariant: dark == light ? nil : dark)
    }

    /// The colour as it appears with `traitCollection`: the dark variant in dark appearance,
    /// the light one otherwise (an unspecified style counts as light, as in UIKit).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let darkVariant else { return self }
        return traitCollection.userInterfaceStyle == .dark ? darkVariant : UIColor(storage: storage, darkVariant: nil)
    }

    /// The colour's light-appearance value as a `CGColor`; call `resolvedColor(with:)` first for dark appearance.
    open var cgColor: CGColor {
        storage
    }

    /// Gray colours convert (r = g = b = white), so this succeeds for every
    /// colour this implementation can hold. The result is discardable because
    /// Objective-C imports are, and UIKit code routinely ignores it.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = storage.extendedSRGBComponents
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Succeeds only for gray colours: UIKit converts only from a
    /// "compatible" (grayscale) space and leaves the outputs untouched
    /// otherwise.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard storage.model == .gray, let components = storage.components else { return false }
        white?.pointee = components[0]
        alpha?.pointee = components[1]
        return true
    }

    /// Hue is reported in 0..<1; achromatic colours report hue 0 and
    /// saturation 0.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?,
        saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = storage.extendedSRGBComponents
        let hsb = rgbToHSB(red: rgba.red, green: rgba.green, blue: rgba.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Keeps the colour model, and applies the alpha to the dark variant too
    /// so a dynamic colour stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(
            storage: storage.copy(alpha: alpha) ?? storage,
            darkVariant: darkVariant?.withAlphaComponent(alpha)
        )
    }

    /// UIKit's format: colour-space name, then components and alpha as `%g`.
    open override var description: String {
        let space: String
        switch storage.model {
        case .gray: space = "UIExtendedGrayColorSpace"
        case .rgb: space = "UIExtendedSRGBColorSpace"
        }
        let numbers = (storage.components ?? []).map { value -> String in
            // Adding 0 turns -0 into 0 so it prints as UIKit would.
            String(format: "%g", Double(value + 0))
        }
        return ([space] + numbers).joined(separator: " ")
    }

    /// Equal when the colour model and components match in every
    /// appearance; so, as in UIKit, `UIColor.white` (gray) differs from
    /// `UIColor(red: 1, green: 1, blue: 1, alpha: 1)` (RGB).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        return storage == other.storage && darkVariant == other.darkVariant
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(storage)
        hasher.combine(darkVariant)
        return hasher.finalize()
    }

    // MARK: Named colours
    // Declared in the class body rather than an extension so subclasses can
    // override them, as they can in UIKit.

    /// A dynamic colour from 0–255 sRGB bytes, the form Apple's design
    /// resources publish.
    fileprivate static func system(
        _ light: (CGFloat, CGFloat, CGFloat, CGFloat),
        dark: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> UIColor {
        UIColor(
            storage: CGColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
            darkVariant: UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        )
    }

    /// Black (white level 0).
    open class var black: UIColor { Palette.black }
    /// Dark grey (white level 1/3).
    open class var darkGray: UIColor { Palette.darkGray }
    /// Light grey (white level 2/3).
    open class var lightGray: UIColor { Palette.lightGray }
    /// White (white level 1).
    open class var white: UIColor { Palette.white }
    /// Grey (white level 0.5).
    open class var gray: UIColor { Palette.gray }
    /// Pure red (RGB 1, 0, 0).
    open class var red: UIColor { Palette.red }
    /// Pure green (RGB 0, 1, 0).
    open class var green: UIColor { Palette.green }
    /// Pure blue (RGB 0, 0, 1).
    open class var blue: UIColor { Palette.blue }
    /// Cyan (RGB 0, 1, 1).
    open class var cyan: UIColor { Palette.cyan }
    /// Yellow (RGB 1, 1, 0).
    open class var yellow: UIColor { Palette.yellow }
    /// Magenta (RGB 1, 0, 1).
    open class var magenta: UIColor { Palette.magenta }
    /// Orange (RGB 1, 0.5, 0).
    open class var orange: UIColor { Palette.orange }
    /// Purple (RGB 0.5, 0, 0.5).
    open class var purple: UIColor { Palette.purple }
    /// Brown (RGB 0.6, 0.4, 0.2).
    open class var brown: UIColor { Palette.brown }
    /// Fully transparent (white level 0, alpha 0).
    open class var clear: UIColor { Palette.clear }

    /// The system red, a little lighter in dark appearance.
    open class var systemRed: UIColor { Palette.systemRed }
    /// The system green, a little lighter in dark appearance.
    open class var systemGreen: UIColor { Palette.systemGreen }
    /// The system blue, the default tint colour; a little lighter in dark appearance.
    open class var systemBlue: UIColor { Palette.systemBlue }
    /// The system orange, a little lighter in dark appearance.
    open class var systemOrange: UIColor { Palette.systemOrange }
    /// The system yellow, a little lighter in dark appearance.
    open class var systemYellow: UIColor { Palette.systemYellow }
    /// The system pink, a little lighter in dark appearance.
    open class var systemPink: UIColor { Palette.systemPink }
    /// The system purple, a little lighter in dark appearance.
    open class var systemPurple: UIColor { Palette.systemPurple }
    /// The system teal, a little lighter in dark appearance.
    open class var systemTeal: UIColor { Palette.systemTeal }
    /// The system indigo, a little lighter in dark appearance.
    open class var systemIndigo: UIColor { Palette.systemIndigo }
    /// The system brown, a little lighter in dark appearance.
    open class var systemBrown: UIColor { Palette.systemBrown }
    /// The system mint, a little lighter in dark appearance.
    open class var systemMint: UIColor { Palette.systemMint }
    /// The system cyan, a little lighter in dark appearance.
    open class var systemCyan: UIColor { Palette.systemCyan }

    /// The base system grey, the same in both appearances.
    open class var systemGray: UIColor { Palette.systemGray }
    /// A second-level system grey: lighter than `systemGray` in light appearance, darker in dark.
    open class var systemGray2: UIColor { Palette.systemGray2 }
    /// A third-level system grey: lighter than `systemGray2` in light appearance, darker in dark.
    open class var systemGray3: UIColor { Palette.systemGray3 }
    /// A fourth-level system grey: lighter than `systemGray3` in light appearance, darker in dark.
    open class var systemGray4: UIColor { Palette.systemGray4 }
    /// A fifth-level system grey: lighter than `systemGray4` in light appearance, darker in dark.
    open class var systemGray5: UIColor { Palette.systemGray5 }
    /// A sixth-level system grey, nearest the background: near white in light appearance, near black in dark.
    open class var systemGray6: UIColor { Palette.systemGray6 }

    /// The colour for primary text: black in light appearance, white in dark.
    open class var label: UIColor { Palette.label }
    /// The colour for secondary text: a grey at 60% opacity.
    open class var secondaryLabel: UIColor { Palette.secondaryLabel }
    /// The colour for tertiary text: a grey at 30% opacity.
    open class var tertiaryLabel: UIColor { Palette.tertiaryLabel }
    /// The colour for quaternary text: a grey at 18% opacity (16% in dark appearance).
    open class var quaternaryLabel: UIColor { Palette.quaternaryLabel }

    /// The background of the main interface: white in light appearance, black in dark.
    open class var systemBackground: UIColor { Palette.systemBackground }
    /// The background of content layered on `systemBackground`.
    open class var secondarySystemBackground: UIColor { Palette.secondarySystemBackground }
    /// The background of content layered on `secondarySystemBackground`.
    open class var tertiarySystemBackground: UIColor { Palette.tertiarySystemBackground }
    /// The background of a grouped interface, such as a grouped table: light grey, or black in dark appearance.
    open class var systemGroupedBackground: UIColor { Palette.systemGroupedBackground }
    /// The background of content layered on `systemGroupedBackground`, such as a grouped table's cells.
    open class var secondarySystemGroupedBackground: UIColor { Palette.secondarySystemGroupedBackground }
    /// The background of content layered on `secondarySystemGroupedBackground`.
    open class var tertiarySystemGroupedBackground: UIColor { Palette.tertiarySystemGroupedBackground }

    /// A translucent grey fill for thin and small shapes, such as a slider's track.
    open class var systemFill: UIColor { Palette.systemFill }
    /// A translucent grey fill for medium-size shapes, such as a switch's background.
    open class var secondarySystemFill: UIColor { Palette.secondarySystemFill }
    /// A translucent grey fill for large shapes, such as input fields and buttons.
    open class var tertiarySystemFill: UIColor { Palette.tertiarySystemFill }
    /// A translucent grey fill for large areas with complex content, such as expanded table cells.
    open class var quaternarySystemFill: UIColor { Palette.quaternarySystemFill }

    /// The colour of thin separators, such as table separators; translucent, so content shows through.
    open class var separator: UIColor { Palette.separator }
    /// An opaque colour for separators that must hide what is beneath them.
    open class var opaqueSeparator: UIColor { Palette.opaqueSeparator }
    /// The colour of links: the system blue.
    open class var link: UIColor { Palette.link }
    /// The colour of placeholder text in fields and views: a grey at 30% opacity.
    open class var placeholderText: UIColor { Palette.placeholderText }
    /// Translucent white (60% opacity) for text on dark backgrounds, the same in both appearances.
    open class var lightText: UIColor { Palette.lightText }
    /// Opaque black for text on light backgrounds, the same in both appearances.
    open class var darkText: UIColor { Palette.darkText }

    /// UIKit resolves this to the tint of the view using it; without a view
    /// the app-wide default tint, system blue, is the right answer.
    open class var tintColor: UIColor { Palette.systemBlue }

    /// Deprecated in UIKit, where it has aliased the grouped background
    /// since iOS 13.
    open class var groupTableViewBackground: UIColor { Palette.systemGroupedBackground }
}

/// Shared instances so the class properties hand out the same object each
/// time, as UIKit's do. Values are iOS 13–18's light (and dark) appearance
/// in sRGB.
private enum Palette {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)

    static let systemRed = UIColor.system((255, 59, 48, 1), dark: (255, 69, 58, 1))
    static let systemGreen = UIColor.system((52, 199, 89, 1), dark: (48, 209, 88, 1))
    static let systemBlue = UIColor.system((0, 122, 255, 1), dark: (10, 132, 255, 1))
    static let systemOrange = UIColor.system((255, 149, 0, 1), dark: (255, 159, 10, 1))
    static let systemYellow = UIColor.system((255, 204, 0, 1), dark: (255, 214, 10, 1))
    static let systemPink = UIColor.system((255, 45, 85, 1), dark: (255, 55, 95, 1))
    static let systemPurple = UIColor.system((175, 82, 222, 1), dark: (191, 90, 242, 1))
    static let systemTeal = UIColor.system((48, 176, 199, 1), dark: (64, 200, 224, 1))
    static let systemIndigo = UIColor.system((88, 86, 214, 1), dark: (94, 92, 230, 1))
    static let systemBrown = UIColor.system((162, 132, 94, 1), dark: (172, 142, 104, 1))
    static let systemMint = UIColor.system((0, 199, 190, 1), dark: (99, 230, 226, 1))
    static let systemCyan = UIColor.system((50, 173, 230, 1), dark: (100, 210, 255, 1))

    static let systemGray = UIColor.system((142, 142, 147, 1), dark: (142, 142, 147, 1))
    static let systemGray2 = UIColor.system((174, 174, 178, 1), dark: (99, 99, 102, 1))
    static let systemGray3 = UIColor.system((199, 199, 204, 1), dark: (72, 72, 74, 1))
    static let systemGray4 = UIColor.system((209, 209, 214, 1), dark: (58, 58, 60, 1))
    static let systemGray5 = UIColor.system((229, 229, 234, 1), dark: (44, 44, 46, 1))
    static let systemGray6 = UIColor.system((242, 242, 247, 1), dark: (28, 28, 30, 1))

    static let label = UIColor.system((0, 0, 0, 1), dark: (255, 255, 255, 1))
    static let secondaryLabel = UIColor.system((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    static let tertiaryLabel = UIColor.system((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let quaternaryLabel = UIColor.system((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))

    static let systemBackground = UIColor.system((255, 255, 255, 1), dark: (0, 0, 0, 1))
    static let secondarySystemBackground = UIColor.system((242, 242, 247, 1), dark: (28, 28, 30, 1))
    static let tertiarySystemBackground = UIColor.system((255, 255, 255, 1), dark: (44, 44, 46, 1))
    static let systemGroupedBackground = UIColor.system((242, 242, 247, 1), dark: (0, 0, 0, 1))
    static let secondarySystemGroupedBackground = UIColor.system((255, 255, 255, 1), dark: (28, 28, 30, 1))
    static let tertiarySystemGroupedBackground = UIColor.system((242, 242, 247, 1), dark: (44, 44, 46, 1))

    static let systemFill = UIColor.system((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    static let secondarySystemFill = UIColor.system((120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    static let tertiarySystemFill = UIColor.system((118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    static let quaternarySystemFill = UIColor.system((116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    static let separator = UIColor.system((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    static let opaqueSeparator = UIColor.system((198, 198, 200, 1), dark: (56, 56, 58, 1))
    static let link = UIColor.system((0, 122, 255, 1), dark: (9, 132, 255, 1))
    static let placeholderText = UIColor.system((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let darkText = UIColor(white: 0, alpha: 1)
}

// MARK: - Colour maths

/// Standard HSB (HSV) to RGB; hue is a fraction of a turn.
private func hsbToRGB(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat
)
    -> (red: CGFloat, green: CGFloat, blue: CGFloat)
{
    let turns = hue.isFinite ? hue - hue.rounded(.down) : 0
    let sector = turns * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let v = brightness
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
}

private func rgbToHSB(
    red: CGFloat, green: CGFloat, blue: CGFloat
)
    -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
{
    let maximum = Swift.max(red, green, blue)
    let minimum = Swift.min(red, green, blue)
    let delta = maximum - minimum
    let saturation = maximum == 0 ? 0 : delta / maximum
    guard delta != 0 else { return (0, saturation, maximum) }
    var sixths: CGFloat
    if maximum == red {
        sixths = (green - blue) / delta
    } else if maximum == green {
        sixths = (blue - red) / delta + 2
    } else {
        sixths = (red - green) / delta + 4
    }
    if sixths < 0 { sixths += 6 }
    return (sixths / 6, saturation, maximum)
}

/// Display P3 → extended sRGB. Both spaces share the sRGB transfer curve and
/// the D65 white point and differ only in primaries, so the conversion is:
/// decode, multiply by a 3x3 primaries matrix, re-encode (mirrored for
/// negative values, as extended sRGB defines).
private enum DisplayP3 {
    typealias Matrix = [[Double]]

    /// Linear P3 → linear sRGB, derived from the published chromaticities
    /// rather than typed in, so it is exact to double precision.
    static let toSRGBLinear: Matrix = {
        let whiteD65 = (x: 0.3127, y: 0.3290)
        let p3 = rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: whiteD65)
        let srgb = rgbToXYZ(red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: whiteD65)
        return multiply(invert(srgb), p3)
    }()

    static func toExtendedSRGB(
        red: CGFloat, green: CGFloat, blue: CGFloat
    )
        -> (red: CGFloat, green: CGFloat, blue: CGFloat)
    {
        let linear = [decode(Double(red)), decode(Double(green)), decode(Double(blue))]
        let m = toSRGBLinear
        func row(_ i: Int) -> CGFloat {
            CGFloat(encode(m[i][0] * linear[0] + m[i][1] * linear[1] + m[i][2] * linear[2]))
        }
        return (row(0), row(1), row(2))
    }

    /// sRGB electro-optical transfer function, odd-extended to negatives.
    static func decode(_ value: Double) -> Double {
        let magnitude = Swift.abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : Foundation.pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Inverse of `decode`.
    static func encode(_ value: Double) -> Double {
        let magnitude = Swift.abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * Foundation.pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// The matrix taking linear RGB in the given primaries to CIE XYZ, with
    /// RGB (1, 1, 1) landing on the white point at Y = 1.
    static func rgbToXYZ(
        red: (Double, Double), green: (Double, Double), blue: (Double, Double),
        white: (x: Double, y: Double)
    ) -> Matrix {
        func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let r = xyz(red), g = xyz(green), b = xyz(blue)
        let primaries: Matrix = [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]]
        let w = xyz((white.x, white.y))
        let inv = invert(primaries)
        let scale = (0..<3).map { i in inv[i][0] * w[0] + inv[i][1] * w[1] + inv[i][2] * w[2] }
        return primaries.map { rowValues in (0..<3).map { j in rowValues[j] * scale[j] } }
    }

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func invert(_ m: Matrix) -> Matrix {
        let cofactors: Matrix = (0..<3).map { i in
            (0..<3).map { j in
                let r0 = (i + 1) % 3, r1 = (i + 2) % 3, c0 = (j + 1) % 3, c1 = (j + 2) % 3
                return m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0]
            }
        }
        let determinant = m[0][0] * cofactors[0][0] + m[0][1] * cofactors[0][1] + m[0][2] * cofactors[0][2]
        // Inverse is the transposed cofactor matrix over the determinant.
        return (0..<3).map { i in (0..<3).map { j in cofactors[j][i] / determinant } }
    }
}
