import Foundation

/// The device's accelerometer, before Core Motion (deprecated since iOS 5). Linux has no
/// accelerometer, so, as on the iOS Simulator, the delegate is never called: the device
/// reports no motion at any update interval.
@preconcurrency @MainActor
open class UIAccelerometer: NSObject {
    private static let sharedAccelerometer = UIAccelerometer()

    /// How often readings would be delivered, in seconds; kept, though none come.
    open var updateInterval: TimeInterval = 0.1
    /// The object readings would go to; held weakly, and never called here.
    open weak var delegate: (any UIAccelerometerDelegate)?

    private override init() {
        super.init()
    }

    /// The app's accelerometer.
    open class func shared() -> UIAccelerometer { sharedAccelerometer }
}

/// The object an accelerometer reports its readings to (deprecated since iOS 5).
@preconcurrency @MainActor
public protocol UIAccelerometerDelegate: AnyObject {
    /// A new reading; never delivered on Linux, which has no accelerometer.
    func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration)
}

extension UIAccelerometerDelegate {
    /// Does nothing.
    public func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration) {}
}
