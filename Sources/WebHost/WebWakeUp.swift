import Foundation

/// What the host's frame loop sleeps on between frames: a page's message wakes it early, so a
/// frame follows the page's acknowledgement (sent at its animation frame, the browser's vsync)
/// and the input that came with it, rather than the host's own 60 Hz, which beats against the
/// browser's and leaves some frames with nothing new.
final class WebWakeUp: @unchecked Sendable {
    private let condition = NSCondition()
    private var signaled = false

    /// A message arrived (any thread).
    func signal() {
        condition.lock()
        signaled = true
        condition.signal()
        condition.unlock()
    }

    /// Sleeps until `deadline` (seconds on `FramePacer.seconds`' clock) or until a message came,
    /// but not before `earliest`; forgets the message.
    func wait(until deadline: Double, notBefore earliest: Double, now: () -> Double) {
        condition.lock()
        defer {
            signaled = false
            condition.unlock()
        }
        while true {
            let time = now()
            if time >= deadline || (signaled && time >= earliest) { return }
            let until = signaled ? earliest : deadline
            _ = condition.wait(until: Date(timeIntervalSinceNow: max(0, until - time)))
        }
    }
}
