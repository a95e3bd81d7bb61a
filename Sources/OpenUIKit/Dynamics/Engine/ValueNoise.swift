import Foundation

/// Smooth noise over the plane and time, the same every run: a hashed value at each corner of a
/// unit grid, blended smoothly between corners. Noise and turbulence fields read a direction
/// from it, two lattices apart for the two axes.
enum ValueNoise {
    /// A value in -1...1 at `point` (in grid cells) and `time` (in cycles).
    static func value(at point: CGPoint, time: CGFloat, seed: UInt64) -> CGFloat {
        let (x0, y0, t0) = (floor(point.x), floor(point.y), floor(time))
        let (fx, fy, ft) = (smooth(point.x - x0), smooth(point.y - y0), smooth(time - t0))
        func corner(_ dx: CGFloat, _ dy: CGFloat, _ dt: CGFloat) -> CGFloat {
            lattice(Int64(x0 + dx), Int64(y0 + dy), Int64(t0 + dt), seed)
        }
        func plane(_ dt: CGFloat) -> CGFloat {
            let top = mix(corner(0, 0, dt), corner(1, 0, dt), fx)
            let bottom = mix(corner(0, 1, dt), corner(1, 1, dt), fx)
            return mix(top, bottom, fy)
        }
        return mix(plane(0), plane(1), ft)
    }

    /// A direction of length up to 1 at `point` and `time`.
    static func vector(at point: CGPoint, time: CGFloat) -> CGPoint {
        CGPoint(x: value(at: point, time: time, seed: 0x9E37_79B9), y: value(at: point, time: time, seed: 0x85EB_CA6B))
    }

    private static func smooth(_ t: CGFloat) -> CGFloat { t * t * (3 - 2 * t) }
    private static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    /// SplitMix64 of the corner's coordinates, as a value in -1...1.
    private static func lattice(_ x: Int64, _ y: Int64, _ t: Int64, _ seed: UInt64) -> CGFloat {
        var z = seed &+ UInt64(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15
        z ^= UInt64(bitPattern: y) &* 0xC2B2_AE3D_27D4_EB4F
        z ^= UInt64(bitPattern: t) &* 0x1656_67B1_9E37_79F9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53) * 2 - 1
    }
}
