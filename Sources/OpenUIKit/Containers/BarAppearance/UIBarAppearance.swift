import Foundation

/// What a bar looks like behind its content: a blur, a colour and an image, and the shadow line
/// at its edge. Bars keep a copy of the appearance they are given (`@NSCopying` in UIKit), so
/// changing an appearance after assigning it leaves the bar as it was. Not an `NSObject`
/// subclass here, so that `copy()` returning `Self` is not ambiguous with Foundation's
/// `NSObject.copy() -> Any` (Objective-C's `instancetype` settles that on Apple platforms).
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The kind of device the appearance is for; bars here draw every idiom alike.
    public private(set) var idiom: UIUserInterfaceIdiom
    /// The blur behind the colour and image, or nil for none. A bar here draws a material as its
    /// tint without blurring what lies behind it (the default chrome is UIKit's nearly opaque one).
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the effect, or nil for none.
    open var backgroundColor: UIColor?
    /// The image over the colour, or nil for none, drawn as `backgroundImageContentMode` says.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar: `.scaleToFill` stretches it, `.center` and the
    /// edge modes place it at its size, the aspect modes scale it keeping its proportions.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the one-pixel shadow line at the bar's edge, or nil for no line.
    open var shadowColor: UIColor?
    /// An image drawn along the edge in place of the line, tinted with `shadowColor` when it is a
    /// template; nil for the line.
    open var shadowImage: UIImage?

    /// An appearance for `idiom` with the default background: the chrome blur and the shadow line.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// An appearance for the current device's idiom with the default background.
    public convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance with `barAppearance`'s background, shadow and idiom; when it is of this class
    /// (a navigation bar appearance made from another), everything else it has is copied too.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        copyValues(from: barAppearance)
    }

    /// An appearance with the default background; nothing is decoded (OpenUIKit archives none).
    public required init?(coder: NSCoder) {
        idiom = UIDevice.current.userInterfaceIdiom
        configureWithDefaultBackground()
    }

    /// A copy of the same class with the same values, nested button and item appearances copied
    /// too, so changing one leaves the other as it is. O(number of text attributes).
    open func copy() -> Self {
        guard let copy = type(of: self).init(coder: ArchivelessCoder()) else { return self }
        copy.copyValues(from: self)
        return copy
    }

    /// The values this class has, taken from `other`; subclasses add theirs.
    func copyValues(from other: UIBarAppearance) {
        idiom = other.idiom
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The system's translucent look: the chrome material, no colour or image, the shadow line.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = BarDrawing.shadow
        shadowImage = nil
    }

    /// An opaque look: the system background colour with no blur, and the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = BarDrawing.shadow
        shadowImage = nil
    }

    /// No background and no shadow line: what lies behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy with a transparent background: what a bar managed by a controller shows at the
    /// scroll edge when it has no scroll edge appearance.
    func transparentCopy() -> Self {
        let transparent: Self = copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }
}
