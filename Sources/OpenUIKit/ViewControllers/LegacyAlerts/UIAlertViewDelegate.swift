import Foundation

/// What a ``UIAlertView`` tells its delegate (deprecated in iOS 9). Every method is optional; the
/// defaults do nothing and enable the first other button. A tapped button is reported as
/// `clickedButtonAt`, then `willDismissWithButtonIndex`, then, once the alert is gone,
/// `didDismissWithButtonIndex`.
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: AnyObject {
    /// A button was tapped; the alert is dismissed next.
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    /// The system cancelled the alert, which no tap chose; on iOS this happens when the app
    /// leaves the foreground, which it never does here.
    func alertViewCancel(_ alertView: UIAlertView)
    /// The alert is about to show.
    func willPresent(_ alertView: UIAlertView)
    /// The alert is on screen.
    func didPresent(_ alertView: UIAlertView)
    /// The alert is about to go, for the button at `buttonIndex`.
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    /// The alert is gone, for the button at `buttonIndex`.
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    /// Whether the first button after cancel can be tapped; asked as the alert shows and each
    /// time the text of its fields changes.
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    /// Does nothing.
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    /// Does nothing.
    public func alertViewCancel(_ alertView: UIAlertView) {}
    /// Does nothing.
    public func willPresent(_ alertView: UIAlertView) {}
    /// Does nothing.
    public func didPresent(_ alertView: UIAlertView) {}
    /// Does nothing.
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    /// Does nothing.
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    /// Enables the button.
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}
