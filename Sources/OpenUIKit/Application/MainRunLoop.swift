import Foundation

/// The deferred work UIKit does "on the next turn of the run loop": deferred transitions,
/// animation completions for zero-length animations, layout passes. Kept in one FIFO so
/// `UIApplication.runUntilIdle()` can drain it deterministically.
@MainActor
final class MainRunLoop {
    private var queue: [() -> Void] = []
    private var head = 0
    private var layoutPassScheduled = false

    var isEmpty: Bool { head == queue.count && !layoutPassScheduled }

    func perform(_ block: @escaping () -> Void) {
        queue.append(block)
    }

    /// Asks for one layout pass over every window before the run loop goes idle.
    func scheduleLayoutPass() {
        layoutPassScheduled = true
    }

    /// Runs what was queued, including what that work queues, then the layout pass.
    /// Returns whether anything ran.
    @discardableResult
    func drain() -> Bool {
        var ran = false
        while true {
            while head < queue.count {
                let block = queue[head]
                head += 1
                block()
                ran = true
            }
            queue.removeAll(keepingCapacity: true)
            head = 0
            if layoutPassScheduled {
                layoutPassScheduled = false
                UIApplication.shared.layoutWindows()
                ran = true
                continue
            }
            if head == queue.count { return ran }
        }
    }
}
