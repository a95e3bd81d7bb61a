import Foundation

/// What a toolbar draws of iOS 5's images: a background and a shadow image per toolbar position (and metrics for
/// the background), which win over the toolbar appearance's background while set
/// (`LegacyBarBackground`).
extension UIToolbar {
    /// What of the legacy customizations the toolbar draws now.
    var legacyBackground: LegacyBarBackground {
        let metrics: UIBarMetrics = traitCollection.verticalSizeClass == .compact ? .compact : .default
        return LegacyBarBackground(
            tint: barTintColor, image: legacyBackgroundImages.resolved(for: barPosition, metrics),
            shadowImage: legacyShadowImages.resolved(for: barPosition, .default))
    }
}
