import Foundation
import OpenUIKit

extension UIColor {
    /// The colour as 0–255 red, green and blue channels, as a window shows it: what a test reads
    /// back from a picture to compare.
    @MainActor
    public var rgb: [Int] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue].map { Int(($0 * 255).rounded()) }
    }
}
