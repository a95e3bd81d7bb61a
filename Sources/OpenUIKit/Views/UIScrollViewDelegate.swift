import Foundation

/// What a scroll view tells its delegate. Every method is optional, as in UIKit: the defaults do
/// nothing (or answer as UIKit does when the method is missing). A table or collection view's
/// delegate is one of these too, set through the same `delegate` property.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Tells the delegate that the content offset changed, by a drag, a deceleration, an animation or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells the delegate that the zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Tells the delegate that the user is about to start dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` in points per millisecond, as UIKit gives it; set `targetContentOffset.pointee`
    /// to end elsewhere.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Tells the delegate that the user lifted the finger from a drag, and whether the content will coast on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the content is about to coast after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that the content came to rest after coasting.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that an animation from `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
    /// ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asks the delegate for the view that zooming scales; `nil` means the content does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Tells the delegate that a pinch is about to zoom the view.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Tells the delegate that a pinch ended, with the zoom scale the view settled at.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Asks the delegate whether a tap on the status bar may scroll the content to the top; not asked here, as
    /// there is no status bar.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Tells the delegate that the content scrolled to the top after a status bar tap; not sent here, as there is
    /// no status bar.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Tells the delegate that `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns `nil`, so the content does not zoom unless the delegate names a view.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing unless the delegate implements it.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Returns `true`, letting the content scroll to the top.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing unless the delegate implements it.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
