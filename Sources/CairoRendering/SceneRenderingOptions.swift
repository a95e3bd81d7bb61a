import Foundation
@_spi(Rendering) import OpenUIKit
import StoryboardDocument

/// What a scene is drawn on when the document's own device and appearance are not wanted: the
/// `storyboard render` command asks for another screen or the dark appearance. Nil fields keep
/// what the document says.
public struct SceneRenderingOptions: Sendable {
    /// The window's size in points.
    public var size: CGSize?
    /// A full-screen window's safe-area insets on that screen (used only with `size`).
    public var safeAreaInsets: UIEdgeInsets
    /// The Interface Builder device the size came from, for the result to name.
    public var deviceID: String?
    public var style: UIUserInterfaceStyle?

    public init(
        size: CGSize? = nil, safeAreaInsets: UIEdgeInsets = .zero, deviceID: String? = nil,
        style: UIUserInterfaceStyle? = nil
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.deviceID = deviceID
        self.style = style
    }

    /// A device's screen and insets, as Interface Builder lays out for it.
    public init(device: StoryboardDevice, style: UIUserInterfaceStyle? = nil) {
        let insets = device.safeAreaInsets
        self.init(
            size: device.screenSize,
            safeAreaInsets: UIEdgeInsets(
                top: CGFloat(insets.top), left: CGFloat(insets.left),
                bottom: CGFloat(insets.bottom), right: CGFloat(insets.right)),
            deviceID: device.id, style: style)
    }
}
