import Foundation

/// What a ``UIPageControlTimerProgress`` asks and tells its delegate (iOS 16), besides what every
/// progress does. Both methods are optional: without the second the timer always advances.
@preconcurrency @MainActor
public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
    /// The timer moved its progress (each frame while it runs, and when it starts, pauses or
    /// reaches a page's end).
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
    /// Whether the timer, at the end of a page, moves the page control to `page`; false stops
    /// the timer there.
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
}

extension UIPageControlTimerProgressDelegate {
    /// Does nothing.
    public func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {}
    /// Always advances.
    public func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
    {
        true
    }
}
