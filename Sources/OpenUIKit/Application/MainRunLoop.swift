import Foundation

/// The deferred work UIKit does "on the next turn of the run loop": deferred transitions,
/// animation completions for zero-length animations, layout passes. Kept in one FIFO so
/// `UIApplication.runUntilIdle()` can drain it deterministically.
@MainActor
final class MainRunLoop {
    private var queue: [() -> Void] = []
    private var head = 0
    private var layoutPassScheduled = false
    /// Work for when the queue and the layout pass are done (Core Animation's implicit
    /// transaction commits then).
    private var endOfTurn: [() -> Void] = []
    /// Layout passes in a row that asked for another pass with nothing else run between them.
    /// A layout that keeps changing what it lays out (a feedback loop, which a storyboard can
    /// describe) would otherwise never let the run loop go idle; UIKit's own loop detector
    /// stops at a threshold the same way.
    static let layoutFeedbackLoopThreshold = 100

    var isEmpty: Bool { head == queue.count && !layoutPassScheduled && endOfTurn.isEmpty }

    func perform(_ block: @escaping () -> Void) {
        queue.append(block)
    }

    /// Runs `block` once this turn's queued work and layout are done, before the run loop goes
    /// idle; what it queues runs in the same turn.
    func performAtEndOfTurn(_ block: @escaping () -> Void) {
        endOfTurn.append(block)
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
        var passesInARow = 0
        while true {
            if head < queue.count { passesInARow = 0 }
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
                passesInARow += 1
                guard passesInARow <= Self.layoutFeedbackLoopThreshold else {
                    UIKitDiagnostics.report(
                        UIKitDiagnostic.warning,
                        "Layout feedback loop: \(Self.layoutFeedbackLoopThreshold) layout passes in a row each asked for another; layout stops until something else changes"
                    )
                    return ran
                }
                UIApplication.shared.layoutWindows()
                ran = true
                continue
            }
            if !endOfTurn.isEmpty {
                let blocks = endOfTurn
                endOfTurn.removeAll()
                for block in blocks { block() }
                ran = true
                continue
            }
            if head == queue.count { return ran }
        }
    }
}
