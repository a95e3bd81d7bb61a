import Foundation

/// A type whose instances can hold the views an appearance proxy made with
/// `appearance(whenContainedInInstancesOf:)` styles: views and view controllers, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// A view contains its subviews, at any depth.
extension UIView: UIAppearanceContainer {}

/// A view controller contains the views of its view hierarchy, its children's included.
extension UIViewController: UIAppearanceContainer {}
