import Foundation

/// A two-dimensional vector: an offset (XCUITest's normalized offsets), a direction with a
/// magnitude. CoreGraphics declares it; swift-corelibs-foundation has CGPoint, CGSize and CGRect
/// but not this.
public struct CGVector: Hashable, Sendable, Codable {
    /// The vector's horizontal component.
    public var dx: CGFloat
    /// The vector's vertical component.
    public var dy: CGFloat

    /// Creates a zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector()
}
