import Foundation

/// A range of floating-point values, as UIKit's content-size and slider APIs take one.
public struct UIFloatRange: Hashable, Sendable {
    /// The smallest value.
    public var minimum: CGFloat
    /// The largest value.
    public var maximum: CGFloat

    /// Makes a range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Makes the empty range at zero.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// The range from zero to zero.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The range from minus to plus infinity.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
