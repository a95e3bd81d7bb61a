import Foundation

/// What a renderer needs to pick a face for a font, beyond UIKit's public API (which answers
/// it through font descriptors). `@_spi(Rendering) import OpenUIKit` sees these.
extension UIFont {
    @_spi(Rendering) public var renderingWeight: UIFont.Weight { weight }
    @_spi(Rendering) public var renderingIsItalic: Bool { isItalic }
    @_spi(Rendering) public var renderingIsMonospaced: Bool { isMonospaced }
    /// The system font (`systemFont(ofSize:)` and its relatives), which a renderer maps to its
    /// own UI face.
    @_spi(Rendering) public var renderingIsSystemFont: Bool { isSystemFont }
    /// The system font's design (`UIFontDescriptor.withDesign(_:)`), which a renderer maps to a
    /// face of that kind.
    @_spi(Rendering) public var renderingDesign: UIFontDescriptor.SystemDesign { design }
}
