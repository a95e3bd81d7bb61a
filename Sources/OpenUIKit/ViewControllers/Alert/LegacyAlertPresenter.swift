import Foundation

/// Where the legacy alert views (``UIAlertView``, ``UIActionSheet``) present the alert controller
/// that shows them: over the frontmost controller of the view's window (the key window's when
/// there is no view), as iOS shows them over everything the app shows.
@MainActor
enum LegacyAlertPresenter {
    /// The controller presented last over the window's root, or the root itself.
    static func presenter(near view: UIView?) -> UIViewController? {
        let window = view?.window ?? UIApplication.shared.keyWindow
        var top = window?.rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }
}
