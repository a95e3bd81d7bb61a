import Foundation

/// One reading of the accelerometer, in g along each axis of the device (deprecated since
/// iOS 5 for Core Motion). Linux has no accelerometer, so none is ever reported.
@preconcurrency @MainActor
open class UIAcceleration: NSObject {
    /// When the reading was taken.
    open private(set) var timestamp: TimeInterval
    /// The acceleration along the device's x axis, in g.
    open private(set) var x: UIAccelerationValue
    /// The acceleration along the device's y axis, in g.
    open private(set) var y: UIAccelerationValue
    /// The acceleration along the device's z axis, in g.
    open private(set) var z: UIAccelerationValue

    init(timestamp: TimeInterval, x: UIAccelerationValue, y: UIAccelerationValue, z: UIAccelerationValue) {
        self.timestamp = timestamp
        self.x = x
        self.y = y
        self.z = z
        super.init()
    }
}

/// An acceleration along one axis, in g.
public typealias UIAccelerationValue = Double
