import Foundation

/// Which controller decides the status bar and system-gesture appearance (SB-1): from the
/// window's root, through presented controllers that capture it, then down each
/// `childFor…` link until one returns nil.
extension UIViewController {
    /// Tells the system to ask again for the status bar's appearance; here it flags the window's
    /// `statusBarAppearanceNeedsUpdate` for a display host, as Linux has no status bar.
    public func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.statusBarAppearanceNeedsUpdate = true
    }

    /// Tells the system to ask again whether to hide the home indicator; here it flags the window's
    /// `statusBarAppearanceNeedsUpdate`, as Linux has no home indicator.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        viewIfLoaded?.window?.statusBarAppearanceNeedsUpdate = true
    }

    /// Tells the system to ask again which screen edges defer system gestures; here it flags the window's
    /// `statusBarAppearanceNeedsUpdate`, as Linux has no such gestures.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        viewIfLoaded?.window?.statusBarAppearanceNeedsUpdate = true
    }

    /// Follows `link` from `self` until it returns nil.
    func resolveChain(_ link: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var steps = 0
        while let next = link(current), next !== current, steps < 10_000 {
            current = next
            steps += 1
        }
        return current
    }

    /// The top controller that captures status bar appearance: a full-screen presentation, or
    /// one that sets `modalPresentationCapturesStatusBarAppearance`.
    var statusBarAppearanceRoot: UIViewController {
        var current = self
        while let presented = current.presentedStorage {
            let style = presented.presentationControllerStorage?.adaptivePresentationStyle ?? .fullScreen
            guard
                style == .fullScreen || style == .overFullScreen
                    || presented.modalPresentationCapturesStatusBarAppearance
            else { break }
            current = presented
        }
        return current
    }
}

extension UIWindow {
    /// The controller whose `preferredStatusBarStyle` applies: what UIKit computes internally,
    /// exposed for display hosts and tests.
    public var viewControllerForStatusBarStyle: UIViewController? {
        rootViewController?.statusBarAppearanceRoot.resolveChain { $0.childForStatusBarStyle }
    }

    /// The controller whose `prefersStatusBarHidden` applies, found as for `viewControllerForStatusBarStyle`.
    public var viewControllerForStatusBarHidden: UIViewController? {
        rootViewController?.statusBarAppearanceRoot.resolveChain { $0.childForStatusBarHidden }
    }

    /// The controller whose `prefersHomeIndicatorAutoHidden` applies, found as for `viewControllerForStatusBarStyle`.
    public var viewControllerForHomeIndicatorAutoHidden: UIViewController? {
        rootViewController?.statusBarAppearanceRoot.resolveChain { $0.childForHomeIndicatorAutoHidden }
    }

    /// The controller whose `preferredScreenEdgesDeferringSystemGestures` applies, found as for
    /// `viewControllerForStatusBarStyle`.
    public var viewControllerForScreenEdgesDeferringSystemGestures: UIViewController? {
        rootViewController?.statusBarAppearanceRoot.resolveChain { $0.childForScreenEdgesDeferringSystemGestures }
    }
}
