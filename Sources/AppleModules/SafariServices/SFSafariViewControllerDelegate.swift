import Foundation
import UIKit

/// Who hears how a Safari view controller's page loaded and when the person closed it.
/// Every method is optional.
@MainActor
@preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The person tapped Done; the controller dismisses itself.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page loaded (`true`) or failed to (`false`).
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first load was redirected to `URL`.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The activities the share sheet offers beside the system's, for the page at `URL`.
    func safariViewController(
        _ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?
    )
        -> [UIActivity]
    /// The person chose to open the page in Safari; there is no Safari here.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewController(
        _ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?
    ) -> [UIActivity] { [] }
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
