import Foundation

/// A two-dimensional vector: an offset (XCUITest's normalized offsets), a direction with a
/// magnitude. CoreGraphics declares it; swift-corelibs-foundation has CGPoint, CGSize and CGRect
/// but not this.
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public static let zero = CGVector()
}
