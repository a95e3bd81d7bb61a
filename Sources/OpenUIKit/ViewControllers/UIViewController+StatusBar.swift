import Foundation

/// Which controller decides the status bar and system-gesture appearance (SB-1): from the
/// window's root, through presented controllers that capture it, then down each
/// `childFor…` link until one returns nil.
extension UIViewController {
    public func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.statusBarAppearanceNeedsUpdate = true
    }

    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        viewIfLoaded?.window?.statusBarAppearanceNeedsUpdate = true
    }

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

    public var viewControllerForStatusBarHidden: UIViewController? {
        rootViewController?.statusBarAppearanceRoot.resolveChain { $0.childForStatusBarHidden }
    }

    public var viewControllerForHomeIndicatorAutoHidden: UIViewController? {
        rootViewController?.statusBarAppearanceRoot.resolveChain { $0.childForHomeIndicatorAutoHidden }
    }

    public var viewControllerForScreenEdgesDeferringSystemGestures: UIViewController? {
        rootViewController?.statusBarAppearanceRoot.resolveChain { $0.childForScreenEdgesDeferringSystemGestures }
    }
}
