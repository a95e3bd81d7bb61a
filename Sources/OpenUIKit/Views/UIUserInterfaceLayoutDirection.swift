import Foundation

/// Which way an interface reads: left to right, or right to left for languages such as Arabic and
/// Hebrew.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UIView {
    /// The direction content with `attribute` is laid out in an app whose direction is the
    /// application's (`UIApplication.userInterfaceLayoutDirection`).
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    )
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `semanticContentAttribute` is laid out in when the interface reads
    /// `layoutDirection`: playback and spatial content always left to right, forced content as forced.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection
        }
    }

    /// The direction this view lays its content out in: its semantic content attribute against its
    /// traits' layout direction (left to right where the traits give none).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let inherited: UIUserInterfaceLayoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inherited)
    }
}

extension UIApplication {
    /// The app's layout direction: left to right, as layout here always is (a right-to-left
    /// language does not flip it; see Where Linux differs).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
