import Foundation

/// What a ``UIActionSheet`` tells its delegate (deprecated in iOS 8). Every method is optional;
/// the defaults do nothing. A tapped button is reported as `clickedButtonAt`, then
/// `willDismissWithButtonIndex`, then, once the sheet is gone, `didDismissWithButtonIndex`.
@preconcurrency @MainActor
public protocol UIActionSheetDelegate: AnyObject {
    /// A button was tapped; the sheet is dismissed next.
    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int)
    /// The system cancelled the sheet, which no tap chose; on iOS this happens when the app
    /// leaves the foreground, which it never does here.
    func actionSheetCancel(_ actionSheet: UIActionSheet)
    /// The sheet is about to show.
    func willPresent(_ actionSheet: UIActionSheet)
    /// The sheet is on screen.
    func didPresent(_ actionSheet: UIActionSheet)
    /// The sheet is about to go, for the button at `buttonIndex`.
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int)
    /// The sheet is gone, for the button at `buttonIndex`.
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIActionSheetDelegate {
    /// Does nothing.
    public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
    /// Does nothing.
    public func actionSheetCancel(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    public func willPresent(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    public func didPresent(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    public func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {}
    /// Does nothing.
    public func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {}
}
