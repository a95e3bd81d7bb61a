import Foundation

/// A function from text attributes to text attributes that a button configuration applies to
/// its title or subtitle (to set a font, say), as UIKit's does.
public struct UIConfigurationTextAttributesTransformer {
    /// The function that makes the new attributes.
    public let transform: (AttributeContainer) -> AttributeContainer

    /// Creates a transformer that applies the function.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes the function makes from `input`, so the transformer can be called like a function.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
