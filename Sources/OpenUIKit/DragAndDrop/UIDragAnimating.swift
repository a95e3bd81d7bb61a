import Foundation

/// The animator of a drag's lift, drop or cancel: what a delegate adds runs alongside UIKit's
/// animation, and the completions once it is over.
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds changes to animate alongside the system's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run once the animation ends, told where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
