import Foundation
import OpenUIKit

/// The animation clock of a window on screen. Like `CADisplayLink`'s timestamps it moves once a
/// frame, by the display intervals that passed, and stands still while a frame is worked on, so
/// every animation a frame draws is sampled at the same instant and a slow frame skips ahead
/// instead of slowing the animation down. Tests advance it by exact frames, which keeps them
/// deterministic.
@MainActor
public final class DisplayLinkClock: AnimationClock {
    public private(set) var now: TimeInterval
    /// The display's refresh interval: 1/60 s.
    public let frameInterval: TimeInterval

    public init(now: TimeInterval = 0, framesPerSecond: Int = 60) {
        self.now = now
        self.frameInterval = 1 / Double(max(1, framesPerSecond))
    }

    /// The animation scheduler moves the clock to each animation's end within a frame's step.
    public func advance(by interval: TimeInterval) {
        now += max(0, interval)
    }
}
