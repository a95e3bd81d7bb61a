import Foundation

// The plane's vector arithmetic the physics engine is written in: points stand for vectors.

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    static func * (lhs: CGFloat, rhs: CGPoint) -> CGPoint { rhs * lhs }
    static func += (lhs: inout CGPoint, rhs: CGPoint) { lhs = lhs + rhs }
    static func -= (lhs: inout CGPoint, rhs: CGPoint) { lhs = lhs - rhs }
    static prefix func - (point: CGPoint) -> CGPoint { CGPoint(x: -point.x, y: -point.y) }

    /// The dot product.
    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }
    /// The plane's cross product: the z of the 3D cross product.
    func cross(_ other: CGPoint) -> CGFloat { x * other.y - y * other.x }
    /// The length of the vector.
    var length: CGFloat { (x * x + y * y).squareRoot() }
    /// The vector of length 1 in the same direction, or zero for zero.
    var normalized: CGPoint {
        let length = self.length
        return length > 0 ? CGPoint(x: x / length, y: y / length) : .zero
    }
    /// The vector turned a quarter turn, from x towards y.
    var perpendicular: CGPoint { CGPoint(x: -y, y: x) }
    /// The vector turned by `angle` radians, from x towards y.
    func rotated(by angle: CGFloat) -> CGPoint {
        let (sine, cosine) = (sin(angle), cos(angle))
        return CGPoint(x: x * cosine - y * sine, y: x * sine + y * cosine)
    }
}

extension CGFloat {
    /// The velocity a spin of `self` radians a second gives a point `offset` from the centre.
    func crossed(with offset: CGPoint) -> CGPoint { CGPoint(x: -self * offset.y, y: self * offset.x) }
}

extension CGVector {
    /// The vector as a point, for the engine's arithmetic.
    var point: CGPoint { CGPoint(x: dx, y: dy) }
}
