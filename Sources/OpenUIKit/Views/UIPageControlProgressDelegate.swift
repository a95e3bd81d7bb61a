import Foundation

/// What a ``UIPageControlProgress`` asks and tells its delegate (iOS 16). Both methods are
/// optional: without the first a page starts with no progress.
@preconcurrency @MainActor
public protocol UIPageControlProgressDelegate: AnyObject {
    /// The progress a page starts with when the page control moves to it, from 0 to 1.
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float
    /// The progress started or stopped showing on the current page's indicator.
    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

extension UIPageControlProgressDelegate {
    /// No progress.
    public func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
        0
    }
    /// Does nothing.
    public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
}
