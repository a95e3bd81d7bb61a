import Foundation
import OpenUIKit

/// Colour filters. Sepia, colour controls, invert and mono follow Core Image's documented
/// formulas (Rec. 709 luma); the photo effects' tone curves are Apple's own and unpublished,
/// so each is approximated by the look it is named for: Noir is high-contrast gray, Tonal soft
/// gray, Fade lifted and desaturated, Chrome saturated, Process cool, Transfer and Instant warm.
enum ColorFilters {
    static func luma(_ r: Float, _ g: Float, _ b: Float) -> Float { 0.2126 * r + 0.7152 * g + 0.0722 * b }

    static func contrast(_ v: inout Float, _ amount: Float) { v = (v - 0.5) * amount + 0.5 }

    static let all: [BuiltInFilter] = [
        BuiltInFilter.colorFilter(
            "CISepiaTone", "Sepia Tone",
            parameters: [.init(key: kCIInputIntensityKey, defaultValue: 1, range: 0...1)]
        ) { values, r, g, b in
            let k = Float(values[kCIInputIntensityKey] ?? 1)
            let sr = 0.393 * r + 0.769 * g + 0.189 * b
            let sg = 0.349 * r + 0.686 * g + 0.168 * b
            let sb = 0.272 * r + 0.534 * g + 0.131 * b
            r += (sr - r) * k
            g += (sg - g) * k
            b += (sb - b) * k
        },
        BuiltInFilter.colorFilter(
            "CIColorControls", "Color Controls",
            parameters: [
                .init(key: kCIInputSaturationKey, defaultValue: 1, range: 0...2),
                .init(key: kCIInputBrightnessKey, defaultValue: 0, range: -1...1),
                .init(key: kCIInputContrastKey, defaultValue: 1, range: 0.25...4),
            ]
        ) { values, r, g, b in
            let saturation = Float(values[kCIInputSaturationKey] ?? 1)
            let brightness = Float(values[kCIInputBrightnessKey] ?? 0)
            let amount = Float(values[kCIInputContrastKey] ?? 1)
            let y = luma(r, g, b)
            r = y + (r - y) * saturation + brightness
            g = y + (g - y) * saturation + brightness
            b = y + (b - y) * saturation + brightness
            contrast(&r, amount)
            contrast(&g, amount)
            contrast(&b, amount)
        },
        BuiltInFilter.colorFilter("CIColorInvert", "Color Invert") { _, r, g, b in
            r = 1 - r
            g = 1 - g
            b = 1 - b
        },
        BuiltInFilter.colorFilter("CIPhotoEffectMono", "Photo Effect Mono") { _, r, g, b in
            let y = luma(r, g, b)
            (r, g, b) = (y, y, y)
        },
        BuiltInFilter.colorFilter("CIPhotoEffectNoir", "Photo Effect Noir") { _, r, g, b in
            var y = luma(r, g, b)
            contrast(&y, 1.6)
            y = min(max(y, 0), 1)
            (r, g, b) = (y, y, y)
        },
        BuiltInFilter.colorFilter("CIPhotoEffectTonal", "Photo Effect Tonal") { _, r, g, b in
            var y = luma(r, g, b)
            contrast(&y, 0.9)
            (r, g, b) = (y, y, y)
        },
        BuiltInFilter.colorFilter("CIPhotoEffectFade", "Photo Effect Fade") { _, r, g, b in
            let y = luma(r, g, b)
            r = (y + (r - y) * 0.6) * 0.85 + 0.1
            g = (y + (g - y) * 0.6) * 0.85 + 0.1
            b = (y + (b - y) * 0.6) * 0.85 + 0.1
        },
        BuiltInFilter.colorFilter("CIPhotoEffectChrome", "Photo Effect Chrome") { _, r, g, b in
            let y = luma(r, g, b)
            r = y + (r - y) * 1.3
            g = y + (g - y) * 1.3
            b = y + (b - y) * 1.3
            contrast(&r, 1.1)
            contrast(&g, 1.1)
            contrast(&b, 1.1)
        },
        BuiltInFilter.colorFilter("CIPhotoEffectProcess", "Photo Effect Process") { _, r, g, b in
            r = r * 0.92
            g = g * 1.0 + 0.02
            b = b * 1.08 + 0.04
            contrast(&r, 1.1)
            contrast(&g, 1.1)
            contrast(&b, 1.1)
        },
        BuiltInFilter.colorFilter("CIPhotoEffectTransfer", "Photo Effect Transfer") { _, r, g, b in
            r = r * 1.06 + 0.03
            g = g * 1.0 + 0.01
            b = b * 0.88
        },
        BuiltInFilter.colorFilter("CIPhotoEffectInstant", "Photo Effect Instant") { _, r, g, b in
            let y = luma(r, g, b)
            r = (y + (r - y) * 0.8) * 0.9 + 0.1
            g = (y + (g - y) * 0.8) * 0.9 + 0.07
            b = (y + (b - y) * 0.8) * 0.85 + 0.04
        },
    ]
}
