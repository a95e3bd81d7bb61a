import Foundation

/// What a dynamic animator tells as it stops and starts.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again: a behavior was added or something set an item moving.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator stopped: everything came to rest (or its last behavior went).
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing unless the delegate implements it (UIKit's requirement is optional).
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
        _ = animator
    }

    /// Does nothing unless the delegate implements it (UIKit's requirement is optional).
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        _ = animator
    }
}
