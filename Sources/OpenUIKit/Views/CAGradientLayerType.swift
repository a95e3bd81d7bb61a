import Foundation

/// The shape of a `CAGradientLayer`'s gradient (`CAGradientLayer.type`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation spells it (`"axial"`).
    public let rawValue: String

    /// A type with the given name; an unknown name is drawn as `.axial`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A type with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A linear gradient along the line from `startPoint` to `endPoint`: the default.
    public static let axial = CAGradientLayerType("axial")
    /// An elliptical gradient from `startPoint` out to the ellipse whose radii are the offsets of
    /// `endPoint` from it; the renderer draws it with Cairo's radial gradient, scaled to the ellipse.
    public static let radial = CAGradientLayerType("radial")
    /// A gradient swept clockwise about `startPoint`, starting on the line towards `endPoint`;
    /// the renderer draws it as 256 thin wedges (Cairo has no conic gradient).
    public static let conic = CAGradientLayerType("conic")
}
