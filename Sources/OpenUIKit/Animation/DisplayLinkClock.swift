import Foundation

/// The animation clock of a display a host shows the app on (SDLHost's window, WebHost's
/// tabs). Like `CADisplayLink`'s timestamps it moves once a frame, by the display intervals that
/// passed, and stands still while a frame is worked on, so every animation a frame draws is
/// sampled at the same instant and a slow frame skips ahead instead of slowing the animation
/// down. Tests advance it by exact frames, which keeps them deterministic.
///
/// Not UIKit API: on iOS the system's display link drives the clock.
@MainActor
public final class DisplayLinkClock: AnimationClock {
    public private(set) var now: TimeInterval
    /// The display's refresh interval: 1/60 s.
    public let frameInterval: TimeInterval

    /// Creates a clock that stands at `now` seconds, for a display that refreshes `framesPerSecond`
    /// times a second (at least once).
    public init(now: TimeInterval = 0, framesPerSecond: Int = 60) {
        self.now = now
        self.frameInterval = 1 / Double(max(1, framesPerSecond))
    }

    /// The animation scheduler moves the clock to each animation's end within a frame's step.
    public func advance(by interval: TimeInterval) {
        now += max(0, interval)
    }

    /// The app's clock, made a display's if it is not one yet, starting where the old one stood
    /// so animations already running keep their times.
    public static func installed() -> DisplayLinkClock {
        let application = UIApplication.shared
        if let clock = application.animationClock as? DisplayLinkClock { return clock }
        let clock = DisplayLinkClock(now: application.animationClock.now)
        application.animationClock = clock
        return clock
    }
}
