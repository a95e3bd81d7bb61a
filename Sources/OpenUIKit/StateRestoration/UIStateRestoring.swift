import Foundation

/// An object other than a view or view controller whose state is preserved and restored with
/// the interface: registered with `UIApplication.registerObject(forStateRestoration:restorationIdentifier:)`,
/// saved with its `restorationParent`'s path before its own identifier, and made again at the
/// next launch by its `objectRestorationClass` (or found already registered under the same path).
///
/// UIKit's members are optional; here each has a default, so a conformance implements only what
/// it needs.
@preconcurrency @MainActor
public protocol UIStateRestoring: AnyObject {
    /// The restorable object whose path this one's follows; nil makes it a top-level object.
    var restorationParent: (any UIStateRestoring)? { get }
    /// The class that makes the object again at launch.
    var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
    /// Writes the object's state to `coder` when the app goes to the background.
    func encodeRestorableState(with coder: NSCoder)
    /// Reads back what `encodeRestorableState(with:)` wrote, at the next launch.
    func decodeRestorableState(with coder: NSCoder)
    /// Called once every restored object has decoded its state.
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    /// None: a top-level object.
    public var restorationParent: (any UIStateRestoring)? { nil }
    /// None: only an object already registered under the same path at launch is restored.
    public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
    /// Writes nothing.
    public func encodeRestorableState(with coder: NSCoder) {}
    /// Reads nothing.
    public func decodeRestorableState(with coder: NSCoder) {}
    /// Does nothing.
    public func applicationFinishedRestoringState() {}
}

/// The class that makes a preserved `UIStateRestoring` object again at launch.
@preconcurrency @MainActor
public protocol UIObjectRestoration: AnyObject {
    /// The object for `identifierComponents` (its restoration path), or nil to leave it out;
    /// `coder` holds what the object encoded.
    static func object(
        withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    )
        -> (any UIStateRestoring)?
}

/// The class that makes a preserved view controller again at launch: a controller whose
/// `restorationClass` is set is made only by it (nil leaves the controller out), before the app
/// delegate or the storyboard is asked.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// The controller for `identifierComponents` (its restoration path, the root's identifier
    /// first), or nil; `coder` holds what the controller encoded, and its storyboard under
    /// `UIApplication.stateRestorationViewControllerStoryboardKey` when one made it.
    static func viewController(
        withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    )
        -> UIViewController?
}

/// A table or collection view's data source that names its rows by model identifiers, so the
/// selected and first visible rows are restored by what they show, not by index paths that may
/// have moved.
@preconcurrency @MainActor
public protocol UIDataSourceModelAssociation: AnyObject {
    /// The identifier of the model object shown at `idx` in `view`.
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String?
    /// Where the model object with `identifier` is shown in `view` now, if it still is.
    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath?
}
