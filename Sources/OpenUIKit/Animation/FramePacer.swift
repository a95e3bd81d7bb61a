import Foundation

/// Paces a host's frames at the display's rate on the system's monotonic clock, for hosts with
/// no vsync to wait on (SDLHost's window surface; WebHost follows the page's acknowledgements
/// instead and uses only `seconds`): each call waits for the next frame
/// boundary and says how many frame intervals passed since the last frame (1 when the last
/// frame's work fit in its interval).
///
/// Not UIKit API.
public struct FramePacer: Sendable {
    /// The length of one frame in seconds: the display's refresh interval.
    public let interval: TimeInterval
    private let nanosecondsPerFrame: UInt64
    private var deadline: UInt64?

    /// Creates a pacer for frames `interval` seconds long.
    public init(interval: TimeInterval) {
        self.interval = interval
        nanosecondsPerFrame = max(1, UInt64(interval * 1e9))
    }

    /// Seconds on the monotonic clock, for timing frame work.
    public static var seconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Sleeps until the next frame boundary and returns how many frame intervals passed since the last
    /// frame: 1 when the last frame's work fit, more when frames were missed (the first call returns 1 at once).
    public mutating func waitForNextFrame() -> Int {
        var now = DispatchTime.now().uptimeNanoseconds
        guard let due = deadline else {
            deadline = now + nanosecondsPerFrame
            return 1
        }
        if now < due {
            Thread.sleep(forTimeInterval: Double(due - now) / 1e9)
            now = max(DispatchTime.now().uptimeNanoseconds, due)
        }
        // Frames missed while the last one ran are skipped, not made up for in a burst.
        let frames = 1 + Int((now - due) / nanosecondsPerFrame)
        deadline = due + UInt64(frames) * nanosecondsPerFrame
        return frames
    }
}
