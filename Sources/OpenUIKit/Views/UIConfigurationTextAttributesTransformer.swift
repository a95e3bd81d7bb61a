import Foundation

/// A function from text attributes to text attributes that a button configuration applies to
/// its title or subtitle (to set a font, say), as UIKit's does.
public struct UIConfigurationTextAttributesTransformer {
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
