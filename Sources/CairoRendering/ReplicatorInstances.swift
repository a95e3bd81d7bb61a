import Foundation
@_spi(Rendering) import OpenUIKit

/// The copies a `CAReplicatorLayer` draws of its sublayers, read once per paint: how many, and
/// each one's transform and colour.
@MainActor
struct ReplicatorInstances {
    /// How many copies are drawn.
    let count: Int
    private let layer: CAReplicatorLayer

    init(_ layer: CAReplicatorLayer) {
        self.layer = layer
        count = max(layer.instanceCount, 0)
    }

    /// Copy `index`'s transform in the replicator's bounds space.
    func transform(_ index: Int) -> CGAffineTransform { layer.instanceAffineTransform(index) }

    /// How far behind the first copy `index` shows its sublayers' animations.
    func delay(_ index: Int) -> CFTimeInterval { layer.instanceDelay * CFTimeInterval(index) }

    /// Copy `index`'s colour, or nil when it is opaque white (the copy is drawn as it is).
    func color(_ index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        let color = layer.instanceColorComponents(index)
        return color == (1, 1, 1, 1) ? nil : color
    }
}

extension CGGradient {
    /// The gradient's colour at `location` (0...1), blended between its stops.
    func colorComponents(at location: CGFloat) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        guard let firstLocation = locations.first, let firstColor = colors.first else { return (0, 0, 0, 0) }
        if location <= firstLocation { return CairoGeometry.rgba(firstColor) }
        for index in 1..<max(colors.count, 1) where location <= locations[index] {
            let a = CairoGeometry.rgba(colors[index - 1]), b = CairoGeometry.rgba(colors[index])
            let span = locations[index] - locations[index - 1]
            let t = Double(span > 0 ? (location - locations[index - 1]) / span : 1)
            return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t, a.3 + (b.3 - a.3) * t)
        }
        return CairoGeometry.rgba(colors[colors.count - 1])
    }
}
