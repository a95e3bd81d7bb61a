import Foundation

/// The directions a `CAScrollLayer` may scroll in (`CAScrollLayer.scrollMode`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"both"`).
    public let rawValue: String

    /// A mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A mode with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not at all: scrolling leaves the bounds' origin where it is.
    public static let none = CAScrollLayerScrollMode("none")
    /// Along x only.
    public static let horizontally = CAScrollLayerScrollMode("horizontally")
    /// Along y only.
    public static let vertically = CAScrollLayerScrollMode("vertically")
    /// Along both axes: the default.
    public static let both = CAScrollLayerScrollMode("both")
}
