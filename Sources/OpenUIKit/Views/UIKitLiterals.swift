import Foundation

/// Xcode's colour and image literals: `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`
/// and `#imageLiteral(resourceName:)` a `UIImage`, as they do with UIKit, which names these two
/// classes the literals' default types.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

/// The initializers live in the class bodies (`required`, as a non-final class's literal
/// initializer must be).
extension UIColor: _ExpressibleByColorLiteral {}

extension UIImage: _ExpressibleByImageLiteral {}
