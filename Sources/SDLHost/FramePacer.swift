import CSDL2
import Foundation

/// Paces frames at the display's rate on SDL's high-resolution counter, since a window surface
/// has no vsync to wait on: each call waits for the next frame boundary and says how many frame
/// intervals passed since the last frame (1 when the last frame's work fit in its interval).
struct FramePacer {
    let interval: TimeInterval
    private let ticksPerFrame: UInt64
    private var deadline: UInt64?

    init(interval: TimeInterval) {
        self.interval = interval
        ticksPerFrame = max(1, UInt64(Double(SDL_GetPerformanceFrequency()) * interval))
    }

    /// Seconds on the counter, for timing frame work.
    static var seconds: Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    mutating func waitForNextFrame() -> Int {
        var now = SDL_GetPerformanceCounter()
        guard let due = deadline else {
            deadline = now + ticksPerFrame
            return 1
        }
        if now < due {
            Thread.sleep(forTimeInterval: Double(due - now) / Double(SDL_GetPerformanceFrequency()))
            now = max(SDL_GetPerformanceCounter(), due)
        }
        // Frames missed while the last one ran are skipped, not made up for in a burst.
        let frames = 1 + Int((now - due) / ticksPerFrame)
        deadline = due + UInt64(frames) * ticksPerFrame
        return frames
    }
}
