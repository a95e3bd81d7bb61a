import Foundation

/// What a parent and a child tell each other about sizes (UIKit's UIContentContainer).
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container's content would like, for a parent or presentation controller to consider.
    var preferredContentSize: CGSize { get }
    /// Tells the container that a child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// Tells the container that a child's Auto Layout fitting size changed; never sent here.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child for a new parent size, passed to the child's `viewWillTransition(to:with:)`.
    func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize
    /// Tells the container that its view is about to change to a new size.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Tells the container that its trait collection is about to change.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// The style of the status bar's content; Linux draws no status bar, so a display host is left to apply it.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode and light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden; Linux draws no status bar.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none
    /// The status bar fades in and out.
    case fade
    /// The status bar slides in and out.
    case slide
}
