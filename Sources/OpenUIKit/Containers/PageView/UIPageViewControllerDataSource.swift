import Foundation

/// Supplies the pages next to the current one, for the paging gesture (not for
/// `setViewControllers`, PG-1).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// Returns the page before the given one, or `nil` at the first page; asked when the paging gesture turns back.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// Returns the page after the given one, or `nil` at the last page; asked when the paging gesture turns forward.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of pages, for a page indicator; not asked here, where no page indicator is shown.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the current page, for a page indicator; not asked here, where no page indicator is shown.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

public extension UIPageViewControllerDataSource {
    /// Returns 0: no page indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// Returns 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears gesture-driven page turns. Every method is optional in UIKit.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Tells the delegate that the paging gesture started turning to the given pages.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Tells the delegate that a turn by the paging gesture ended, and whether it completed or was cancelled.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Asks the delegate where the spine goes for an interface orientation; not asked here, where the interface never
    /// rotates.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
}

public extension UIPageViewControllerDelegate {
    /// Does nothing.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Returns `.min`.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { .min }
}
