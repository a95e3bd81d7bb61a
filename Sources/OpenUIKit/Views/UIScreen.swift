import Foundation

/// The display. Headless runs get an iPhone-sized portrait screen (390 × 844 points at 3×);
/// a display host replaces `main` before creating windows.
@preconcurrency @MainActor
open class UIScreen {
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    open var bounds: CGRect
    open var scale: CGFloat
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The insets the system reserves on this screen (status bar, home indicator), which a new
    /// window starts with: none headless, a simulated device's on a tour.
    @_spi(Tooling) public var systemSafeAreaInsets: UIEdgeInsets = .zero
    open var brightness: CGFloat = 1
    open var maximumFramesPerSecond = 60
    private let idiom: UIUserInterfaceIdiom

    public init(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom = .phone) {
        self.bounds = bounds
        self.scale = scale
        self.idiom = idiom
    }

    open var traitCollection: UITraitCollection {
        var values = UITraitCollection.Values()
        values.displayScale = scale
        values.userInterfaceIdiom = idiom
        values.horizontalSizeClass = bounds.width >= 600 ? .regular : .compact
        values.verticalSizeClass = bounds.height >= 600 ? .regular : .compact
        return UITraitCollection(values: values)
    }
}
