import Foundation

/// A bar's iOS 5–12 background customizations, which still win over its bar appearance's
/// background when set: `barTintColor` in place of the blur's tint, a background image in place of
/// the whole background (an empty `UIImage()` leaves the bar clear), and a shadow image, shown
/// only with a custom background image, as UIKit documents, in place of the hairline (an empty
/// one hides it).
struct LegacyBarBackground {
    var tint: UIColor?
    var image: UIImage?
    var shadowImage: UIImage?
}

/// Background images by bar position and metrics, as `setBackgroundImage(_:for:barMetrics:)`
/// keeps them; a lookup falls back from the position to `.any` and from a prompt or compact
/// metric to `.default`, the way UIKit resolves them.
struct BarImageTable {
    private var images: [Int: UIImage] = [:]

    private static func key(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> Int {
        position.rawValue * 1000 + metrics.rawValue
    }

    /// The image set for exactly this position and metrics.
    func image(for position: UIBarPosition, _ metrics: UIBarMetrics) -> UIImage? {
        images[Self.key(position, metrics)]
    }

    mutating func set(_ image: UIImage?, for position: UIBarPosition, _ metrics: UIBarMetrics) {
        images[Self.key(position, metrics)] = image
    }

    /// The image a bar at `position` with `metrics` draws.
    func resolved(for position: UIBarPosition, _ metrics: UIBarMetrics) -> UIImage? {
        let fallbacks: [UIBarMetrics] =
            switch metrics {
            case .default: [.default]
            case .compact: [.compact, .default]
            case .defaultPrompt: [.defaultPrompt, .default]
            case .compactPrompt: [.compactPrompt, .compact, .default]
            }
        for metric in fallbacks {
            if let image = image(for: position, metric) ?? image(for: .any, metric) { return image }
        }
        return nil
    }
}
