import Foundation

/// Vibrancy for content laid over a blur: text and glyphs in the vibrancy effect view's
/// `contentView` take their colour from what lies behind. Here the content is drawn at the
/// style's opacity over the blur (label 100%, secondary label 60%, tertiary 40%, quaternary 20%,
/// fills 30%, 20% and 10%, separators 35%) rather than blended with it, which keeps it legible
/// the way iOS's vibrancy does and shows the blur through the lighter styles.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content lies over.
    let blurEffect: UIBlurEffect
    /// How strongly the content shows.
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, at the label style's strength.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy for content over `blurEffect`, at `style`'s strength (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The share of its own opacity the content keeps.
    var contentOpacity: Float {
        switch style {
        case .label: return 1
        case .secondaryLabel: return 0.6
        case .tertiaryLabel: return 0.4
        case .quaternaryLabel: return 0.2
        case .fill: return 0.3
        case .secondaryFill: return 0.2
        case .tertiaryFill: return 0.1
        case .separator: return 0.35
        }
    }
}

/// How strongly vibrant content shows over a blur.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Thin or small shapes.
    case fill = 4
    /// Medium shapes.
    case secondaryFill = 5
    /// Large shapes.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
}
