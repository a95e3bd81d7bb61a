import Foundation

/// A view a collection view reuses: a cell, or a supplementary view such as a section header.
/// The collection view sets its frame from the layout's attributes and calls
/// `prepareForReuse()` before handing it out again.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? StoryboardViewCoder)?.element.node["reuseIdentifier"]
        super.init(coder: coder)
    }

    /// How a collection view makes a view of a registered class: `init(frame:)` as the subclass
    /// overrides it. Swift builds an instance of a class known only by its metatype through a
    /// required initializer alone; this one is a convenience initializer, so a subclass that
    /// overrides `init(frame:)` and `init?(coder:)` inherits it and compiles as against UIKit.
    public required convenience init(reuseIdentifierForDequeuing identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    open func prepareForReuse() {}

    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
