import Foundation

/// Which activities a scene should be the one to handle, judged on their
/// `targetContentIdentifier`: a scene whose `prefersToActivateForTargetContentIdentifierPredicate`
/// accepts the identifier is chosen first; otherwise one whose
/// `canActivateForTargetContentIdentifierPredicate` accepts it may be, when the app cannot have
/// another scene. Set on `UIScene.activationConditions`.
///
/// Linux's Foundation evaluates predicates made from a value or a block
/// (`NSPredicate(value:)`, `NSPredicate(block:)`), not from a format string.
@preconcurrency @MainActor
open class UISceneActivationConditions: NSObject {
    /// Identifiers the scene can handle; every one by default.
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// Identifiers the scene should be chosen for; none by default.
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    /// Conditions that let the scene handle anything and prefer nothing.
    public override init() {
        super.init()
    }

    func canActivate(for identifier: String) -> Bool {
        canActivateForTargetContentIdentifierPredicate.evaluate(with: identifier)
    }

    func prefersToActivate(for identifier: String) -> Bool {
        prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: identifier)
    }
}
