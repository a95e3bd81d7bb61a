import Foundation

// The names UIKit's Swift API had before Swift 4.2, for apps built in Swift 4 mode (as Apple's
// SDK keeps them: available in Swift 4, renamed from 4.2 on). A `SWIFT_VERSION = 4.0` app
// compiles unchanged; a newer one sees the renaming as an error with the new name, as in Xcode.

/// Keeps UIKit's Swift 4 name (`UIApplicationLaunchOptionsKey`) compiling;
/// the same type as `UIApplication.LaunchOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// Keeps UIKit's Swift 4 name (`UIApplicationState`) compiling; the same type as `UIApplication.State`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

/// Keeps UIKit's Swift 4 name (`UITableViewCellEditingStyle`) compiling;
/// the same type as `UITableViewCell.EditingStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// Keeps UIKit's Swift 4 name (`UITableViewCellStyle`) compiling; the same type as `UITableViewCell.CellStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// Keeps UIKit's Swift 4 name (`UITableViewCellAccessoryType`) compiling;
/// the same type as `UITableViewCell.AccessoryType`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// Keeps UIKit's Swift 4 name (`UITableViewCellSelectionStyle`) compiling;
/// the same type as `UITableViewCell.SelectionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// Keeps UIKit's Swift 4 name (`UITableViewCellSeparatorStyle`) compiling;
/// the same type as `UITableViewCell.SeparatorStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

/// Keeps UIKit's Swift 4 name (`UITableViewStyle`) compiling; the same type as `UITableView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// Keeps UIKit's Swift 4 name (`UITableViewRowAnimation`) compiling; the same type as `UITableView.RowAnimation`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// Keeps UIKit's Swift 4 name (`UITableViewScrollPosition`) compiling; the same type as `UITableView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// Keeps UIKit's Swift 4 name (`UIPageViewControllerNavigationDirection`) compiling;
/// the same type as `UIPageViewController.NavigationDirection`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

/// Keeps UIKit's Swift 4 name (`UIPageViewControllerTransitionStyle`) compiling;
/// the same type as `UIPageViewController.TransitionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle

/// Keeps UIKit's Swift 4 name (`UIPageViewControllerNavigationOrientation`) compiling;
/// the same type as `UIPageViewController.NavigationOrientation`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation

/// Keeps UIKit's Swift 4 name (`UIPageViewControllerSpineLocation`) compiling;
/// the same type as `UIPageViewController.SpineLocation`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.SpineLocation")
public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation

/// Keeps UIKit's Swift 4 name (`NSAttributedStringKey`) compiling; the same type as `NSAttributedString.Key`.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

/// Keeps UIKit's Swift 4 name (`UIControlState`) compiling; the same type as `UIControl.State`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// Keeps UIKit's Swift 4 name (`UIControlEvents`) compiling; the same type as `UIControl.Event`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// Keeps UIKit's Swift 4 name (`UIControlContentHorizontalAlignment`) compiling;
/// the same type as `UIControl.ContentHorizontalAlignment`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

/// Keeps UIKit's Swift 4 name (`UIControlContentVerticalAlignment`) compiling;
/// the same type as `UIControl.ContentVerticalAlignment`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

/// Keeps UIKit's Swift 4 name (`UIViewContentMode`) compiling; the same type as `UIView.ContentMode`.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// Keeps UIKit's Swift 4 name (`UIViewAnimationOptions`) compiling; the same type as `UIView.AnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// Keeps UIKit's Swift 4 name (`UIViewAnimationCurve`) compiling; the same type as `UIView.AnimationCurve`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// Keeps UIKit's Swift 4 name (`UIViewAutoresizing`) compiling; the same type as `UIView.AutoresizingMask`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// Keeps UIKit's Swift 4 name (`UIViewKeyframeAnimationOptions`) compiling;
/// the same type as `UIView.KeyframeAnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

/// Keeps UIKit's Swift 4 name (`UIBarButtonSystemItem`) compiling; the same type as `UIBarButtonItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// Keeps UIKit's Swift 4 name (`UIBarButtonItemStyle`) compiling; the same type as `UIBarButtonItem.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// Keeps UIKit's Swift 4 name (`UIButtonType`) compiling; the same type as `UIButton.ButtonType`.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// Keeps UIKit's Swift 4 name (`UITextFieldViewMode`) compiling; the same type as `UITextField.ViewMode`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

/// Keeps UIKit's Swift 4 name (`UITextBorderStyle`) compiling; the same type as `UITextField.BorderStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

/// Keeps UIKit's Swift 4 name (`UILayoutConstraintAxis`) compiling; the same type as `NSLayoutConstraint.Axis`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// Keeps UIKit's Swift 4 name (`UIStackViewDistribution`) compiling; the same type as `UIStackView.Distribution`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// Keeps UIKit's Swift 4 name (`UIStackViewAlignment`) compiling; the same type as `UIStackView.Alignment`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

/// Keeps UIKit's Swift 4 name (`UIImagePickerControllerSourceType`) compiling;
/// the same type as `UIImagePickerController.SourceType`.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType

/// Keeps UIKit's Swift 4 name (`UIAlertControllerStyle`) compiling; the same type as `UIAlertController.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// Keeps UIKit's Swift 4 name (`UIAlertActionStyle`) compiling; the same type as `UIAlertAction.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// Keeps UIKit's Swift 4 name (`UIGestureRecognizerState`) compiling; the same type as `UIGestureRecognizer.State`.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// Keeps UIKit's Swift 4 name (`UISwipeGestureRecognizerDirection`) compiling;
/// the same type as `UISwipeGestureRecognizer.Direction`.
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

/// Keeps UIKit's Swift 4 name (`UIImageRenderingMode`) compiling; the same type as `UIImage.RenderingMode`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

/// Keeps UIKit's Swift 4 name (`UIImageOrientation`) compiling; the same type as `UIImage.Orientation`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation

/// Keeps UIKit's Swift 4 name (`UICollectionViewScrollDirection`) compiling;
/// the same type as `UICollectionView.ScrollDirection`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

/// Keeps UIKit's Swift 4 name (`UICollectionViewScrollPosition`) compiling;
/// the same type as `UICollectionView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

/// Keeps UIKit's Swift 4 name (`UITabBarSystemItem`) compiling; the same type as `UITabBarItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UITabBarItem.SystemItem")
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

/// Keeps UIKit's Swift 4 name (`UISplitViewControllerDisplayMode`) compiling;
/// the same type as `UISplitViewController.DisplayMode`.
@available(swift, obsoleted: 4.2, renamed: "UISplitViewController.DisplayMode")
public typealias UISplitViewControllerDisplayMode = UISplitViewController.DisplayMode

/// Keeps UIKit's Swift 4 name (`UIEventType`) compiling; the same type as `UIEvent.EventType`.
@available(swift, obsoleted: 4.2, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType

/// Keeps UIKit's Swift 4 name (`UITouchPhase`) compiling; the same type as `UITouch.Phase`.
@available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase

/// Keeps UIKit's Swift 4 name (`UIDatePickerMode`) compiling; the same type as `UIDatePicker.Mode`.
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

/// Keeps UIKit's Swift 4 name (`UIActivityIndicatorViewStyle`) compiling;
/// the same type as `UIActivityIndicatorView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// Keeps UIKit's Swift 4 name (`UIProgressViewStyle`) compiling; the same type as `UIProgressView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style

/// Keeps UIKit's Swift 4 name (`UIActivityType`) compiling; the same type as `UIActivity.ActivityType`.
@available(swift, obsoleted: 4.2, renamed: "UIActivity.ActivityType")
public typealias UIActivityType = UIActivity.ActivityType

/// Keeps UIKit's Swift 4 name (`UIFontWeight`) compiling; the same type as `UIFont.Weight`.
@available(swift, obsoleted: 4.2, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

/// Keeps UIKit's Swift 4 name (`UIFontTextStyle`) compiling; the same type as `UIFont.TextStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// Keeps UIKit's Swift 4 name (`UIScrollViewIndicatorStyle`) compiling; the same type as `UIScrollView.IndicatorStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle

/// Keeps UIKit's Swift 4 name (`UIScrollViewKeyboardDismissMode`) compiling;
/// the same type as `UIScrollView.KeyboardDismissMode`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode

/// Keeps UIKit's Swift 4 name (`UISearchBarStyle`) compiling; the same type as `UISearchBar.Style`.
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style

/// Keeps UIKit's Swift 4 name (`UINavigationControllerOperation`) compiling;
/// the same type as `UINavigationController.Operation`.
@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

// Constants and notification names of the same era.

/// Keeps UIKit's Swift 4 name (`UIKeyboardFrameBeginUserInfoKey`) compiling;
/// the same key as `UIResponder.keyboardFrameBeginUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
/// Keeps UIKit's Swift 4 name (`UIKeyboardFrameEndUserInfoKey`) compiling;
/// the same key as `UIResponder.keyboardFrameEndUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
/// Keeps UIKit's Swift 4 name (`UIKeyboardAnimationDurationUserInfoKey`) compiling;
/// the same key as `UIResponder.keyboardAnimationDurationUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
/// Keeps UIKit's Swift 4 name (`UIKeyboardAnimationCurveUserInfoKey`) compiling;
/// the same key as `UIResponder.keyboardAnimationCurveUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey

/// Swift 4's image picker keys were strings; the picker's `info` uses the same strings.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.originalImage")
public let UIImagePickerControllerOriginalImage = "UIImagePickerControllerOriginalImage"
/// Keeps UIKit's Swift 4 key (`UIImagePickerControllerEditedImage`) compiling;
/// the string the picker's `info` uses for `UIImagePickerController.InfoKey.editedImage`.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.editedImage")
public let UIImagePickerControllerEditedImage = "UIImagePickerControllerEditedImage"
/// Keeps UIKit's Swift 4 key (`UIImagePickerControllerImageURL`) compiling;
/// the string the picker's `info` uses for `UIImagePickerController.InfoKey.imageURL`.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.imageURL")
public let UIImagePickerControllerImageURL = "UIImagePickerControllerImageURL"
/// Keeps UIKit's Swift 4 key (`UIImagePickerControllerMediaType`) compiling;
/// the string the picker's `info` uses for `UIImagePickerController.InfoKey.mediaType`.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaType")
public let UIImagePickerControllerMediaType = "UIImagePickerControllerMediaType"

/// Keeps UIKit's Swift 4 name compiling; the same value as `UITableView.automaticDimension`, a size
/// worked out from the content.
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1

/// Keeps UIKit's Swift 4 function compiling; the same as `UIEdgeInsets(top:left:bottom:right:)`.
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Keeps UIKit's Swift 4 function compiling; the same as `rect.inset(by: insets)`.
@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

/// Notification names as UIKit's Swift 4 API spelled them, for the keyboard, the app's state and text fields.
extension NSNotification.Name {
    /// Keeps UIKit's Swift 4 name (`UIKeyboardWillShow`) compiling;
    /// the same notification as `UIResponder.keyboardWillShowNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    /// Keeps UIKit's Swift 4 name (`UIKeyboardDidShow`) compiling;
    /// the same notification as `UIResponder.keyboardDidShowNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    /// Keeps UIKit's Swift 4 name (`UIKeyboardWillHide`) compiling;
    /// the same notification as `UIResponder.keyboardWillHideNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    /// Keeps UIKit's Swift 4 name (`UIKeyboardDidHide`) compiling;
    /// the same notification as `UIResponder.keyboardDidHideNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    /// Keeps UIKit's Swift 4 name (`UIKeyboardWillChangeFrame`) compiling;
    /// the same notification as `UIResponder.keyboardWillChangeFrameNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    /// Keeps UIKit's Swift 4 name (`UIKeyboardDidChangeFrame`) compiling;
    /// the same notification as `UIResponder.keyboardDidChangeFrameNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
    /// Keeps UIKit's Swift 4 name (`UIApplicationDidBecomeActive`) compiling;
    /// the same notification as `UIApplication.didBecomeActiveNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    /// Keeps UIKit's Swift 4 name (`UIApplicationWillResignActive`) compiling;
    /// the same notification as `UIApplication.willResignActiveNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    /// Keeps UIKit's Swift 4 name (`UIApplicationDidEnterBackground`) compiling;
    /// the same notification as `UIApplication.didEnterBackgroundNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    /// Keeps UIKit's Swift 4 name (`UIApplicationWillEnterForeground`) compiling;
    /// the same notification as `UIApplication.willEnterForegroundNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    /// Keeps UIKit's Swift 4 name (`UIApplicationWillTerminate`) compiling;
    /// the same notification as `UIApplication.willTerminateNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    /// Keeps UIKit's Swift 4 name (`UITextFieldTextDidChange`) compiling;
    /// the same notification as `UITextField.textDidChangeNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = UITextField.textDidChangeNotification
}

extension UIView {
    /// Keeps UIKit's Swift 4 name compiling; the same as `bringSubviewToFront(_:)`.
    @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    /// Keeps UIKit's Swift 4 name compiling; the same as `sendSubviewToBack(_:)`.
    @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

extension UIViewController {
    /// Keeps UIKit's Swift 4 name compiling; the same as `addChild(_:)`.
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }
    /// Keeps UIKit's Swift 4 name compiling; the same as `removeFromParent()`.
    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
    /// Keeps UIKit's Swift 4 name compiling; the same as `children`.
    @available(swift, obsoleted: 4.2, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
}
