import CPango
import Foundation
@_spi(Rendering) import OpenUIKit

/// Which installed face draws a `UIFont`. Apple's faces are not on Linux: the system font is
/// drawn in Inter (close to SF Pro in shape and metrics), the monospaced system font in DejaVu
/// Sans Mono, and a named font in its own family when installed, else a stand-in of its kind.
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

    /// Family lists by family name, worked out once: every layout asks.
    private nonisolated(unsafe) static var families: [String: String] = [:]
    private static let familiesLock = NSLock()

    /// A family list: the font's own family first, then the stand-in for its kind.
    static func family(for font: UIFont) -> String {
        if font.renderingIsSystemFont {
            return font.renderingIsMonospaced ? monospacedFamily : systemFamily
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
        // Commas separate families in Pango's list; a name must not add its own.
        return familyName.replacingOccurrences(of: ",", with: " ") + "," + fallback
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
