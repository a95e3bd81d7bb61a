import Foundation

/// The time animations run on. Headless runs use `ManualAnimationClock`, moved only by
/// `UIApplication.shared.advance(by:)`; a display host installs a clock of its own and calls
/// `advance(by:)` once a frame.
@preconcurrency @MainActor
public protocol AnimationClock: AnyObject {
    /// Seconds since an arbitrary origin.
    var now: TimeInterval { get }
    /// Moves the clock forward; a clock that follows real time may ignore the step.
    func advance(by interval: TimeInterval)
}

/// A clock that stands still until told to move, so tests are deterministic.
@preconcurrency @MainActor
public final class ManualAnimationClock: AnimationClock {
    public private(set) var now: TimeInterval

    /// Creates a clock that stands at `now` seconds until it is advanced.
    public init(now: TimeInterval = 0) {
        self.now = now
    }

    public func advance(by interval: TimeInterval) {
        now += max(0, interval)
    }
}
