import Foundation

/// The pixel format a layer asks for its backing store (`CALayer.contentsFormat`). Linux: stored
/// only; the renderer keeps every backing store as 8-bit premultiplied ARGB.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name, as Core Animation spells it (`"RGBA8"`).
    public let rawValue: String

    /// A format with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A format with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Four 8-bit unsigned channels: the default.
    public static let RGBA8Uint = CALayerContentsFormat("RGBA8")
    /// Four 16-bit half-float channels, for extended-range colour.
    public static let RGBA16Float = CALayerContentsFormat("RGBAh")
    /// One 8-bit grey channel.
    public static let gray8Uint = CALayerContentsFormat("Gray8")
}
