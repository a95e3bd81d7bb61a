import Foundation
import OpenUIKit

/// Core Image's colour: red, green, blue and alpha components, 0…1 in sRGB.
open class CIColor: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha component.
    public let alpha: CGFloat

    /// A colour of the components given.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// An opaque colour of the components given.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// The colour UIKit's colour resolves to in the current traits.
    public convenience init(color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// Opaque black.
    public class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    /// Opaque white.
    public class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    /// Opaque red.
    public class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    /// Opaque green.
    public class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    /// Opaque blue.
    public class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    /// Transparent black.
    public class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int { [red, green, blue, alpha].hashValue }
}
