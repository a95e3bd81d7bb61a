/// A view controller is a restorable object, as in UIKit: its `encodeRestorableState(with:)`,
/// `decodeRestorableState(with:)` and `applicationFinishedRestoringState()` are its class's own
/// (overridable there), and it can be the `restorationParent` of a registered object.
extension UIViewController: UIStateRestoring {}
