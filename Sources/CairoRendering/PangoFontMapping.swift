import CPango
import Foundation
@_spi(Rendering) import OpenUIKit

/// Which installed face draws a `UIFont`. Apple's faces are not on Linux: the system font is
/// drawn in Inter (close to SF Pro in shape; spaced and lined as SF Pro, see `SystemFontTracking`),
/// the monospaced system font in DejaVu Sans Mono, its serif design in DejaVu Serif, and a named
/// font in its own family when installed, else its metric twin in Liberation (Helvetica, Arial,
/// Times, Courier) or a stand-in of its kind.
/// `make deps` installs both families, so pictures are the same on every machine.
enum PangoFontMapping {
    static let systemFamily = "Inter"
    static let monospacedFamily = "DejaVu Sans Mono"
    static let serifFamily = "DejaVu Serif"

    /// Sizes Pango is asked for stay within what a screen can show.
    static let sizeRange: ClosedRange<CGFloat> = 0.5...2000

    /// A new description; the caller frees it with `pango_font_description_free`.
    static func description(for font: UIFont) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, family(for: font))
        pango_font_description_set_weight(description, PangoWeight(rawValue: cssWeight(font.renderingWeight)))
        pango_font_description_set_style(description, font.renderingIsItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let size = font.pointSize.isFinite ? min(max(font.pointSize, sizeRange.lowerBound), sizeRange.upperBound) : 12
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        return description
    }

    /// The letter spacing the system font is drawn with (`SystemFontTracking`): none for the
    /// monospaced system font and named fonts, which keep their own spacing.
    static func tracking(for font: UIFont, figures: Bool = false) -> CGFloat {
        guard standsInForSFPro(font) else { return 0 }
        return SystemFontTracking.tracking(pointSize: font.pointSize, figures: figures)
    }

    /// Whether the font's figures are spaced apart from its letters (the system font at display sizes).
    static func spacesFiguresApart(_ font: UIFont) -> Bool {
        standsInForSFPro(font) && SystemFontTracking.displayBlend(font.pointSize) > 0
    }

    /// The proportional system font: Inter drawn as SF Pro.
    private static func standsInForSFPro(_ font: UIFont) -> Bool {
        font.renderingIsSystemFont && !font.renderingIsMonospaced && font.renderingDesign != .serif
    }

    /// The line height the system font is laid out with: SF Pro's (`UIFont.lineHeight`, which
    /// Xcode's saved label heights follow), where Inter's own would make each line 1.5% taller.
    /// Nil for other fonts, which keep their own.
    static func lineHeight(for font: UIFont) -> CGFloat? {
        guard standsInForSFPro(font), font.lineHeight.isFinite, font.lineHeight > 0 else { return nil }
        return font.lineHeight
    }

    /// Family lists by family name, worked out once: every layout asks.
    private nonisolated(unsafe) static var families: [String: String] = [:]
    private static let familiesLock = NSLock()

    /// A family list: the font's own family first, then the stand-in for its kind.
    static func family(for font: UIFont) -> String {
        if font.renderingIsSystemFont {
            if font.renderingIsMonospaced { return monospacedFamily }
            // New York has no stand-in of its own: a serif the machine has. SF Pro Rounded has
            // none installed either, so it stays in the system face.
            return font.renderingDesign == .serif ? serifFamily : systemFamily
        }
        let familyName = font.familyName
        if let known = familiesLock.withLock({ families[familyName] }) { return known }
        let list = familyList(for: familyName)
        familiesLock.withLock { families[familyName] = list }
        return list
    }

    private static func familyList(for familyName: String) -> String {
        let name = familyName.lowercased()
        let fallback: String
        if ["courier", "menlo", "monaco", "mono", "consolas"].contains(where: name.contains) {
            fallback = monospacedFamily
        } else if ["times", "georgia", "baskerville", "palatino", "serif", "charter", "didot", "bodoni"].contains(
            where: name.contains)
        {
            fallback = serifFamily
        } else {
            fallback = systemFamily
        }
        // Helvetica, Arial, Times and Courier have metric twins in Liberation (fontconfig's own
        // aliases for them rank below a fallback named in the list, so the twin is named first).
        let twin =
            ["helvetica", "arial"].contains(where: name.hasPrefix)
            ? "Liberation Sans,"
            : name.hasPrefix("times") ? "Liberation Serif," : name.hasPrefix("courier") ? "Liberation Mono," : ""
        // Commas separate families in Pango's list; a name must not add its own.
        return familyName.replacingOccurrences(of: ",", with: " ") + "," + twin + fallback
    }

    /// UIKit's -1…1 weight scale onto CSS's 100…900, nearest named weight.
    static func cssWeight(_ weight: UIFont.Weight) -> UInt32 {
        let named: [(UIFont.Weight, UInt32)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        let value = weight.rawValue.isFinite ? weight.rawValue : 0
        return named.min { abs($0.0.rawValue - value) < abs($1.0.rawValue - value) }?.1 ?? 400
    }
}
