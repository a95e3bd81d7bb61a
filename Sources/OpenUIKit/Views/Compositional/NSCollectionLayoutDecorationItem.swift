import Foundation

/// A view a compositional layout draws behind a section, such as its background: made by the
/// layout from the class or nib registered for its element kind, as large as the section
/// (headers and footers included) less its `contentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the decoration view is registered under with the layout.
    public let elementKind: String
    /// The decoration's position along the z-axis; the views of decorations with the same value
    /// show behind the section's cells, as in UIKit.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A decoration that fills its section's background: a view of the kind registered with the layout.
    ///
    /// UIKit returns `Self`; here the method returns the class itself, which is what call sites get anyway.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
