import Foundation

/// iOS 5's background images, which apps still set to make a bar clear
/// (`setBackgroundImage(UIImage(), for: .default)` with `shadowImage = UIImage()`). They win over
/// the bar appearance's background while set (`LegacyBarBackground`).
extension UINavigationBar {
    /// The metrics the bar draws with now: compact in a compact-height environment, with a prompt
    /// when the top item has one.
    var currentBarMetrics: UIBarMetrics {
        let compact = traitCollection.verticalSizeClass == .compact
        let prompt = topItem?.prompt != nil
        return switch (compact, prompt) {
        case (false, false): .default
        case (true, false): .compact
        case (false, true): .defaultPrompt
        case (true, true): .compactPrompt
        }
    }

    /// What of the legacy customizations the background draws now.
    var legacyBackground: LegacyBarBackground {
        LegacyBarBackground(
            tint: barTintColor, image: legacyBackgroundImages.resolved(for: barPosition, currentBarMetrics),
            shadowImage: shadowImage)
    }
}
