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

    /// The block the current transaction runs when its animations have ended, or nil.
    public class func completionBlock() -> (() -> Void)? {
        open.last?.completion
    }

    /// A value kept with the current transaction under `key`, as `setValue(_:forKey:)` stored it.
    public class func value(forKey key: String) -> Any? {
        open.last?.values[key]
    }

    /// Keeps `anObject` with the current transaction under `key`, for `value(forKey:)`.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        current.values[key] = anObject
    }

    /// The duration given animations of no duration of their own added in the current
    /// transaction (an inner one takes an outer one's): 0.25 s unless set.
    public class func animationDuration() -> CFTimeInterval {
        (inherited(kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the current transaction's `animationDuration()`.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function set for the current transaction, or nil. Core Animation gives it to
    /// implicit animations, which layers here do not make, so it is kept for the app to read.
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        inherited(kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the current transaction's `animationTimingFunction()`.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether implicit animations are turned off in the current transaction. Layers here make
    /// no implicit animations (a property set outside an animation block changes at once, as
    /// with this set to true), so the flag is kept for the app to read.
    public class func disableActions() -> Bool {
        (inherited(kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Sets the current transaction's `disableActions()`.
    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    private static let threadLock = NSRecursiveLock()

    /// Takes the transaction lock, which other threads changing layers take too; recursive.
    public class func lock() { threadLock.lock() }

    /// Gives the transaction lock back.
    public class func unlock() { threadLock.unlock() }

    /// The value under `key` in the innermost open transaction that has one.
    private static func inherited(_ key: String) -> Any? {
        for batch in open.reversed() {
            if let value = batch.values[key] { return value }
        }
        return nil
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

/// The transaction value key of `animationDuration()`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction value key of `disableActions()`.
public let kCATransactionDisableActions = "disableActions"
/// The transaction value key of `animationTimingFunction()`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction value key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
