import Foundation

/// Where a hovering Apple Pencil was when it was tapped or squeezed: its point over the
/// screen, height and angles. A pose exists only for gestures injected with one, as no Pencil
/// hovers here.
@preconcurrency @MainActor
open class UIPencilHoverPose: NSObject {
    /// The point under the Pencil's tip, in the interaction's view's coordinates.
    open private(set) var location: CGPoint
    /// How far above the screen the tip is, from 0 (touching) to 1.
    open private(set) var zOffset: CGFloat
    /// The direction the Pencil points in the screen's plane, in radians.
    open private(set) var azimuthAngle: CGFloat
    /// A unit vector in the direction of `azimuthAngle`.
    open var azimuthUnitVector: CGVector { CGVector(dx: cos(azimuthAngle), dy: sin(azimuthAngle)) }
    /// The angle between the Pencil and the screen, in radians; π/2 is upright.
    open private(set) var altitudeAngle: CGFloat
    /// How far the barrel is turned, in radians.
    open private(set) var rollAngle: CGFloat

    /// A pose, as a test injecting Pencil gestures makes one.
    init(location: CGPoint, zOffset: CGFloat, azimuthAngle: CGFloat, altitudeAngle: CGFloat, rollAngle: CGFloat) {
        self.location = location
        self.zOffset = zOffset
        self.azimuthAngle = azimuthAngle
        self.altitudeAngle = altitudeAngle
        self.rollAngle = rollAngle
        super.init()
    }
}
