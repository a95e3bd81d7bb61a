import Foundation

/// A view a collection view reuses: a cell, or a supplementary view such as a section header.
/// The collection view sets its frame from the layout's attributes and calls
/// `prepareForReuse()` before handing it out again.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with, or its storyboard prototype's; `nil` for a view made directly.
    public internal(set) var reuseIdentifier: String?

    /// Creates a reusable view with the given frame.
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

    /// Called before the collection view hands the view out again from its reuse queue; the default does nothing.
    open func prepareForReuse() {}

    /// Called with the layout's attributes each time the collection view places the view, after it sets the
    /// frame, alpha, visibility and z-order; the default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Lets a self-sizing cell change the size measured for it; the default returns the attributes unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
