import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves
/// (a button's background, say), as UIKit's does.
public struct UIConfigurationColorTransformer {
    /// The function that makes the new colour.
    public let transform: (UIColor) -> UIColor

    /// Creates a transformer that applies the function.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour the function makes from `input`, so the transformer can be called like a function.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of equal luminance, alpha kept.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
        }
    }
}
