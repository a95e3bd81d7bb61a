import Foundation

/// A blur of what lies behind the effect view, under a tint of the style's material. The
/// renderer blurs the pixels drawn behind the view (a Gaussian of the material's radius, made of
/// three box blurs, with the material's saturation boost), and the tint is drawn over them;
/// without a renderer (headless) the tint alone is what the view shows, as iOS shows it with
/// Reduce Transparency on.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur materials: the classic light and dark ones, and the adaptive system materials of
    /// iOS 13, which follow the view's light or dark appearance unless named for one.
    public enum Style: Int, Sendable {
        /// A bright, nearly white material.
        case extraLight = 0
        /// A light, translucent material.
        case light = 1
        /// A dark material.
        case dark = 2
        /// A very dark material (tvOS).
        case extraDark = 3
        /// The light or dark material the appearance calls for.
        case regular = 4
        /// A more opaque material for the appearance.
        case prominent = 5
        /// The most translucent adaptive material.
        case systemUltraThinMaterial = 6
        /// A translucent adaptive material.
        case systemThinMaterial = 7
        /// The default adaptive material.
        case systemMaterial = 8
        /// A nearly opaque adaptive material.
        case systemThickMaterial = 9
        /// The adaptive material of bars and chrome.
        case systemChromeMaterial = 10
        /// `systemUltraThinMaterial`, always light.
        case systemUltraThinMaterialLight = 11
        /// `systemThinMaterial`, always light.
        case systemThinMaterialLight = 12
        /// `systemMaterial`, always light.
        case systemMaterialLight = 13
        /// `systemThickMaterial`, always light.
        case systemThickMaterialLight = 14
        /// `systemChromeMaterial`, always light.
        case systemChromeMaterialLight = 15
        /// `systemUltraThinMaterial`, always dark.
        case systemUltraThinMaterialDark = 16
        /// `systemThinMaterial`, always dark.
        case systemThinMaterialDark = 17
        /// `systemMaterial`, always dark.
        case systemMaterialDark = 18
        /// `systemThickMaterial`, always dark.
        case systemThickMaterialDark = 19
        /// `systemChromeMaterial`, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The material the effect shows.
    let style: Style

    /// A blur of the given material.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material's look: the blur's radius in points, the saturation boost, and the tint
    /// laid over the blur in each appearance.
    var material: BlurMaterial { BlurMaterial(style) }
}

/// How one blur style looks, as iOS's materials look: a Gaussian blur of `radius` points, colours
/// made `saturation` times as vivid, under a tint of white (light) or near-black (dark) at the
/// material's opacity.
struct BlurMaterial: Equatable {
    var radius: CGFloat
    var saturation: CGFloat
    var lightTint: (white: CGFloat, alpha: CGFloat)
    var darkTint: (white: CGFloat, alpha: CGFloat)
    /// Nil for a style that follows the appearance; else whether it is always dark.
    var fixedDark: Bool?

    static func == (a: BlurMaterial, b: BlurMaterial) -> Bool {
        a.radius == b.radius && a.saturation == b.saturation && a.lightTint == b.lightTint
            && a.darkTint == b.darkTint && a.fixedDark == b.fixedDark
    }

    init(_ style: UIBlurEffect.Style) {
        saturation = 1.8
        fixedDark = nil
        let light = 1.0, dark = 0.11
        switch style {
        case .extraLight:
            (radius, lightTint, darkTint, fixedDark) = (10, (0.97, 0.8), (0.97, 0.8), false)
        case .light:
            (radius, lightTint, darkTint, fixedDark) = (10, (light, 0.3), (light, 0.3), false)
        case .dark:
            (radius, lightTint, darkTint, fixedDark) = (10, (dark, 0.73), (dark, 0.73), true)
        case .extraDark:
            (radius, lightTint, darkTint, fixedDark) = (10, (0.06, 0.85), (0.06, 0.85), true)
        case .regular:
            (radius, lightTint, darkTint) = (10, (light, 0.45), (dark, 0.73))
        case .prominent:
            (radius, lightTint, darkTint) = (10, (light, 0.65), (dark, 0.85))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
            (radius, lightTint, darkTint) = (8, (light, 0.35), (0.13, 0.4))
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark:
            (radius, lightTint, darkTint) = (10, (light, 0.55), (0.13, 0.6))
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark:
            (radius, lightTint, darkTint) = (12, (light, 0.72), (0.12, 0.75))
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark:
            (radius, lightTint, darkTint) = (14, (light, 0.85), (0.11, 0.87))
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark:
            (radius, lightTint, darkTint) = (12, (0.97, 0.78), (0.1, 0.8))
        }
        switch style {
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            fixedDark = false
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            fixedDark = true
        default:
            break
        }
    }

    /// The tint over the blur: fixed, or resolved against the view's appearance.
    var tint: UIColor {
        let light = UIColor(white: lightTint.white, alpha: lightTint.alpha)
        let dark = UIColor(white: darkTint.white, alpha: darkTint.alpha)
        switch fixedDark {
        case true?: return dark
        case false?: return light
        case nil: return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
        }
    }
}
