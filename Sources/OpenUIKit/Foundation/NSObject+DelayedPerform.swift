import Foundation

/// `perform(_:with:afterDelay:)` and its cancellation, which Linux's Foundation lacks. The delay
/// runs on the app's animation clock, as every timer in OpenUIKit does, so tests and tours that
/// move the clock by hand see the call at the same moment every run.
extension NSObject {
    /// Pending delayed performs, by target.
    @MainActor private static var pending:
        [ObjectIdentifier: [(selector: Selector, argument: AnyObject?, timer: ClockTimer)]] = [:]

    /// Sends `aSelector` to this object with `anArgument` after `delay` seconds of the animation
    /// clock. The object is kept until then, as UIKit keeps it.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let key = ObjectIdentifier(self)
        let argument = anArgument as AnyObject?
        var timer: ClockTimer?
        timer = ClockTimer(after: delay) { [self] in
            NSObject.pending[key]?.removeAll { $0.timer === timer }
            aSelector.send(to: self, with: anArgument)
        }
        if let timer { NSObject.pending[key, default: []].append((aSelector, argument, timer)) }
    }

    /// Cancels every delayed perform sent to `aTarget`.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let key = ObjectIdentifier(aTarget as AnyObject)
        for entry in pending.removeValue(forKey: key) ?? [] { entry.timer.invalidate() }
    }

    /// Cancels the delayed performs of `aSelector` with `anArgument` (compared by identity)
    /// sent to `aTarget`.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        let key = ObjectIdentifier(aTarget as AnyObject)
        let argument = anArgument as AnyObject?
        pending[key]?.removeAll { entry in
            guard entry.selector == aSelector, entry.argument === argument else { return false }
            entry.timer.invalidate()
            return true
        }
    }
}
