import Foundation

extension UIImage {
    /// What an image is drawn for (iOS 13): the base of the symbol configuration, carrying the
    /// traits (appearance, scale, layout direction) an image is resolved with. Configurations
    /// are immutable: the methods make changed copies. UIKit's return `Self`; these return
    /// `Configuration`, which a symbol configuration's copies are.
    open class Configuration: NSObject, @unchecked Sendable {
        var traitCollectionStorage: UITraitCollection?

        /// The traits the image is resolved with; nil for none.
        open var traitCollection: UITraitCollection? { traitCollectionStorage }

        /// Creates a configuration with no traits.
        public override init() {
            super.init()
        }

        init(traitCollection: UITraitCollection?) {
            traitCollectionStorage = traitCollection
            super.init()
        }

        /// A copy with `traitCollection` in place of the traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> UIImage.Configuration {
            copying(traitCollection: traitCollection)
        }

        /// A copy with the other configuration's traits laid over these (its specified traits
        /// win); the other's own kind of settings, such as a symbol's size, come with it when it
        /// is of that kind.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            guard let otherConfiguration else { return copying(traitCollection: traitCollection) }
            let traits: UITraitCollection? =
                switch (traitCollection, otherConfiguration.traitCollection) {
                case let (mine?, theirs?): UITraitCollection(traitsFrom: [mine, theirs])
                case let (mine, theirs): theirs ?? mine
                }
            return otherConfiguration.copying(traitCollection: traits)
        }

        /// A copy of this configuration's kind with other traits.
        func copying(traitCollection: UITraitCollection?) -> UIImage.Configuration {
            UIImage.Configuration(traitCollection: traitCollection)
        }
    }
}
