import Foundation

/// Core Animation's time: seconds on the application's animation clock, the clock `UIView`
/// animations, `CAAnimation` begin times and `CADisplayLink` timestamps all read. On iOS it is the
/// host's uptime; here it is `UIApplication.shared.animationClock.now`, which a display host moves
/// once a frame and tests move with `advance(by:)`, so a game loop that measures frame times with
/// it runs the same way every time. Headless, the clock stands still between advances: code that
/// times its own work with it measures 0.
///
/// Callable from any thread, as on iOS: on the main thread it reads the clock, elsewhere the time
/// the clock was last moved to (published with every move, under a lock).
public func CACurrentMediaTime() -> CFTimeInterval {
    if Thread.isMainThread {
        return MainActor.assumeIsolated { UIApplication.shared.animationClock.now }
    }
    return MediaTime.published
}

/// The animation clock's time for other threads, published by the scheduler whenever it moves
/// the clock.
enum MediaTime {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var latest: CFTimeInterval = 0

    static var published: CFTimeInterval { lock.withLock { latest } }

    static func publish(_ now: CFTimeInterval) {
        lock.withLock { latest = now }
    }
}
