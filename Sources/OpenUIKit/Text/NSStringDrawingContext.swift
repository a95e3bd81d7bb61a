import Foundation

/// What a string-drawing call reports back. Text is never shrunk to fit here, so the actual
/// scale factor is always 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to, to fit; stored but not used here, where text is never shrunk.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the last call drew or measured the text at; always 1 here.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text the last call measured or drew.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
