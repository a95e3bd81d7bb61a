import Foundation

/// Core Animation's transactions: a batch of changes, and a completion block that runs once every
/// animation added by the batch has ended. The common use is an animated call with a completion of
/// its own, which UIKit's API lacks:
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { print("pushed") }
/// navigationController.pushViewController(detail, animated: true)
/// CATransaction.commit()
/// ```
/// As in Core Animation, a committed transaction is part of the run loop's implicit transaction
/// until that commits at the end of the turn, so it counts the animations UIKit starts later in
/// the same turn (the push's transition, started on the next pass of the queue). The animations
/// counted are view animations (`UIView.animate` and the UIKit transitions made of them), on
/// OpenUIKit's animation clock; a block with none to wait for runs when the turn ends. A completion
/// block set with no transaction begun belongs to the implicit transaction.
@preconcurrency @MainActor
open class CATransaction {
    /// One transaction, open or committed.
    @MainActor final class Batch {
        var completion: (() -> Void)?
        var values: [String: Any] = [:]
        var running = 0
        /// Committed and its turn of the run loop over: it counts no more animations.
        var closed = false

        /// Runs the completion once the batch is closed and nothing it waits for runs.
        func finishIfDone() {
            guard closed, running == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The transactions begun and not committed, innermost last.
    private static var open: [Batch] = []
    /// Transactions committed (or the implicit one) in this turn of the run loop: they count the
    /// animations started until the turn ends.
    private static var committed: [Batch] = []

    /// Begins a transaction nested in the current one.
    public class func begin() {
        open.append(Batch())
    }

    /// Commits the innermost transaction begun with `begin()`; its completion block runs when the
    /// animations it added have ended. A commit with no transaction begun does nothing, as in
    /// Core Animation.
    public class func commit() {
        guard let batch = open.popLast() else { return }
        endWithTheTurn(batch)
    }

    /// The block to run when the current transaction's animations have ended.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion = block
    }

    public class func completionBlock() -> (() -> Void)? {
        open.last?.completion
    }

    /// A value kept with the current transaction under `key`, as `setValue(_:forKey:)` stored it.
    public class func value(forKey key: String) -> Any? {
        open.last?.values[key]
    }

    public class func setValue(_ anObject: Any?, forKey key: String) {
        current.values[key] = anObject
    }

    /// The innermost open transaction, else this turn's implicit one.
    private static var current: Batch {
        if let batch = open.last { return batch }
        let batch = Batch()
        endWithTheTurn(batch)
        return batch
    }

    private static func endWithTheTurn(_ batch: Batch) {
        if committed.isEmpty {
            UIApplication.shared.runLoop.performAtEndOfTurn {
                let ended = committed
                committed.removeAll()
                for batch in ended {
                    batch.closed = true
                    batch.finishIfDone()
                }
            }
        }
        committed.append(batch)
    }

    /// Counts `group` in every transaction that is open or ends with this turn: each one's
    /// completion waits for it.
    static func track(_ group: AnimationGroup) {
        let batches = open + committed
        guard !batches.isEmpty else { return }
        for batch in batches { batch.running += 1 }
        let completion = group.completion
        group.completion = { finished in
            completion?(finished)
            for batch in batches {
                batch.running -= 1
                batch.finishIfDone()
            }
        }
    }
}
