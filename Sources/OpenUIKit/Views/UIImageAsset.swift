import Foundation

/// The images of one picture for different traits (iOS 8): light and dark, 2x and 3x, and so
/// on. `image(with:)` gives the image registered for the traits that best match: of the
/// registrations whose every specified trait the asked-for collection has, the one that
/// specifies the most traits (the last registered on a tie).
@preconcurrency @MainActor
open class UIImageAsset: NSObject {
    private var registrations: [(traits: UITraitCollection, image: UIImage)] = []

    /// Creates an empty asset.
    public override init() {
        super.init()
    }

    /// Registers `image` for `traitCollection`, in place of one registered for the same traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        registrations.removeAll { $0.traits == traitCollection }
        registrations.append((traitCollection, image))
    }

    /// Registers `image` for the configuration's traits (iOS 13).
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the image registered for exactly `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        registrations.removeAll { $0.traits == traitCollection }
    }

    /// Removes the image registered for the configuration's traits (iOS 13).
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// The image registered for the traits that best match `traitCollection`; an empty image
    /// when none matches.
    /// - Complexity: O(n) in the registrations.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        var best: (count: Int, image: UIImage)?
        for registration in registrations where traitCollection.containsTraits(in: registration.traits) {
            let count = Self.specifiedTraits(of: registration.traits)
            if best == nil || count >= best!.count { best = (count, registration.image) }
        }
        return best?.image ?? UIImage()
    }

    /// The image for the configuration's traits (iOS 13).
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// How many traits a collection specifies.
    static func specifiedTraits(of traits: UITraitCollection) -> Int {
        [
            traits.horizontalSizeClass != .unspecified, traits.verticalSizeClass != .unspecified,
            traits.userInterfaceStyle != .unspecified, traits.userInterfaceIdiom != .unspecified,
            traits.displayScale != 0, traits.layoutDirection != .unspecified,
            traits.preferredContentSizeCategory != .unspecified, traits.userInterfaceLevel != .unspecified,
            traits.accessibilityContrast != .unspecified, traits.legibilityWeight != .unspecified,
        ].filter { $0 }.count
    }
}
