import Foundation

/// Colours from asset catalogs' colour sets (`AssetCatalog`), by name, as UIKit spells it.
extension UIColor {
    /// The colour set `name` in the main bundle's catalogs; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` in `bundle`'s asset catalogs (nil: the main bundle and the resource
    /// bundles beside the executable). Without traits the colour is dynamic when the set has a
    /// dark appearance; with traits it is the colour for them.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard !name.isEmpty, let color = AssetCatalog.color(named: name, in: bundle) else { return nil }
        if let traitCollection {
            self.init(storage: color.resolvedColor(with: traitCollection).cgColor, darkVariant: nil)
        } else {
            self.init(storage: color.cgColor, darkVariant: color.darkVariant)
        }
    }
}
