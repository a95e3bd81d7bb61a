import OpenUIKit

/// How video fills a layer.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// The layer a player's video shows in. Video frames are decoded and not drawn yet: the layer
/// stays clear (its background colour shows), and `isReadyForDisplay` stays false, as a layer
/// whose player has no video track is on iOS. Sound plays.
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var isReadyForDisplay: Bool { false }
    /// Where the video would be drawn: nothing is, so the rectangle is empty.
    open var videoRect: CGRect { .zero }

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}
