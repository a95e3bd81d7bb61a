import Foundation

/// Hears the user's tab selections (not programmatic ones, T-3) and may veto them. Every
/// method is optional in UIKit.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asks the delegate whether to select the tab of the controller the user tapped; return `false` to refuse.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Tells the delegate that the user selected a tab, even the one already selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Asks the delegate for an object that animates a switch between two tabs, or `nil` to switch at once.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// Asks the delegate whether to select the tab the user tapped, for controllers made from `UITab`s.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    /// Tells the delegate that the user selected a tab, for controllers made from `UITab`s.
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    /// The orientations the tab bar controller supports, in place of its own answer.
    func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController
    )
        -> UIInterfaceOrientationMask
    /// The orientation to present the tab bar controller full screen in, in place of its own answer.
    func tabBarControllerPreferredInterfaceOrientationForPresentation(
        _ tabBarController: UITabBarController
    )
        -> UIInterfaceOrientation
}

public extension UITabBarControllerDelegate {
    /// Returns `true`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    { true }
    /// Does nothing.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Returns `nil`, so tabs switch without animation.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Returns `true`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
    /// Does nothing.
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    {}
    /// Returns an empty mask, meaning "not answered": the tab bar controller's own applies.
    func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController
    )
        -> UIInterfaceOrientationMask
    { [] }
    /// Returns `.unknown`, meaning "not answered": the tab bar controller's own applies.
    func tabBarControllerPreferredInterfaceOrientationForPresentation(
        _ tabBarController: UITabBarController
    )
        -> UIInterfaceOrientation
    { .unknown }
}
