import Foundation

/// Fonts made from descriptors, and the descriptors fonts give back.
extension UIFont {
    /// The font `descriptor` matches, at `pointSize` (the descriptor's own size when 0, and 12
    /// points when it names none either). Weight, slant, monospacing and the system font's design
    /// reach the drawn face; a descriptor with a text style makes a font that follows Dynamic
    /// Type from the size it has at the current traits' content size category.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let face = descriptor.resolvedFace
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        let scaling = face.textStyle.map { style in
            let category = DynamicTypeSizes.category(for: nil)
            return ContentSizeScaling(
                style: style,
                sizeAtLarge: size * DynamicTypeSizes.pointSize(of: style, at: .large)
                    / DynamicTypeSizes.pointSize(of: style, at: category),
                maximumPointSize: nil)
        }
        self.init(
            fontName: face.name,
            familyName: face.family,
            pointSize: size,
            weight: face.weight,
            isItalic: face.isItalic,
            isMonospaced: face.isMonospaced,
            hasMonospacedDigits: face.isMonospaced,
            isSystemFont: face.isSystemFont,
            textStyle: face.textStyle,
            design: face.design,
            contentSizeScaling: scaling
        )
    }

    /// The attributes `fontDescriptor` reports: the face name and size, the system font's
    /// family, weight and design, and the text style of a Dynamic Type font.
    func makeFontDescriptor() -> UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: fontName, .size: pointSize]
        if isSystemFont {
            attributes[.family] = familyName
            var traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
            if design != .default { traits[.design] = design.rawValue }
            attributes[.traits] = traits
        }
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }
}
