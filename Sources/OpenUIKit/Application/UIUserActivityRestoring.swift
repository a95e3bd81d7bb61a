import Foundation

/// An object that takes back a user activity's state: responders do
/// (`UIResponder.restoreUserActivityState(_:)`); the app delegate's
/// `application(_:continue:restorationHandler:)` hands such objects to its handler.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores what `activity` describes.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

/// A responder restores user activities: the app delegate's continuation handler can take any.
extension UIResponder: UIUserActivityRestoring {}
