import Foundation

/// The display. Headless runs get an iPhone-sized portrait screen (390 × 844 points at 3×);
/// a display host replaces `main` before creating windows.
@preconcurrency @MainActor
open class UIScreen {
    /// The device's main screen: headless, a 390 × 844-point portrait screen at 3×; a display host replaces it
    /// before creating windows.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rectangle in points, with its origin at zero.
    open var bounds: CGRect
    /// The number of pixels to a point on this screen.
    open var scale: CGFloat
    /// The screen's pixels per point as the hardware has them; the same as `scale` here.
    open var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels: `bounds` multiplied by `scale`.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The insets the system reserves on this screen (status bar, home indicator), which a new
    /// window starts with: none headless, a simulated device's on a tour.
    @_spi(Tooling) public var systemSafeAreaInsets: UIEdgeInsets = .zero
    /// The screen's brightness from 0 to 1; stored, and changing it changes no display here.
    open var brightness: CGFloat = 1
    /// The most frames per second the screen can show; 60 unless a host sets it.
    open var maximumFramesPerSecond = 60
    private let idiom: UIUserInterfaceIdiom
    /// The mode set with `currentMode`, once one is (`UIScreen+Modes`).
    var chosenMode: UIScreenMode?
    /// How the screen makes up for a television's overscan; `.scale` by default.
    open var overscanCompensation: UIScreen.OverscanCompensation = .scale

    /// Creates a screen of the given size in points, pixels per point and idiom; for display hosts and tests,
    /// as UIKit apps do not create screens.
    public init(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom = .phone) {
        self.bounds = bounds
        self.scale = scale
        self.idiom = idiom
    }

    /// The screen's traits: its scale and idiom, and size classes from its width and height (regular from 600
    /// points).
    open var traitCollection: UITraitCollection {
        var values = UITraitCollection.Values()
        values.displayScale = scale
        values.userInterfaceIdiom = idiom
        values.set(UITraitDisplayGamut.self, to: .SRGB)
        values.horizontalSizeClass = bounds.width >= 600 ? .regular : .compact
        values.verticalSizeClass = bounds.height >= 600 ? .regular : .compact
        return UITraitCollection(values: values)
    }
}
