import Foundation

/// State preservation and restoration, UIKit's view-controller-based kind: when the app goes to
/// the background, the controllers, views and registered objects that have restoration
/// identifiers (along an unbroken path from a window's root) write their state, and at the next
/// launch, between `willFinishLaunching` and `didFinishLaunching`, they are made again and read it
/// back (`StateRestoration`). The archive is a property list in the app's container
/// (`Library/Saved Application State/<bundle identifier>.savedState/`), written only for an app
/// `UIApplicationMain` launched and whose delegate opts in with
/// `application(_:shouldSaveSecureApplicationState:)`.
extension UIApplication {
    /// The app's bundle version (`CFBundleVersion`) when its state was saved: a key of the coder the
    /// delegate's restoration methods receive.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
    /// The system version when the state was saved.
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersion"
    /// When the state was saved, as a `Date`.
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"
    /// The interface idiom (`UIUserInterfaceIdiom.rawValue`) the state was saved with.
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiom"
    /// In the coder a restoration class or the delegate receives for a controller a storyboard
    /// made: that storyboard, to instantiate the controller from.
    public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"

    /// Preserves `object` (and restores it at the next launch) under `restorationIdentifier`,
    /// after its `restorationParent`'s path. The app keeps the object alive; one that is freed
    /// is not saved.
    public func registerObject(
        forStateRestoration object: any UIStateRestoring, restorationIdentifier: String
    ) {
        restorationObjects.removeAll { $0.object == nil || $0.object === object }
        restorationObjects.append(RegisteredRestorationObject(object: object, identifier: restorationIdentifier))
    }

    /// Says the app goes on restoring after launch (data it loads first, say): the restoration
    /// is not counted as finished, so a crash before `completeStateRestoration()` discards the
    /// saved state at the next launch, as UIKit does.
    public func extendStateRestoration() {
        restorationExtensions += 1
    }

    /// Ends what `extendStateRestoration()` began; the last call marks the restoration finished.
    public func completeStateRestoration() {
        guard restorationExtensions > 0 else { return }
        restorationExtensions -= 1
        if restorationExtensions == 0 { StateRestoration.finishIfComplete(self) }
    }
}

/// A restorable object the app registered, held weakly as UIKit holds it.
struct RegisteredRestorationObject {
    weak var object: (any UIStateRestoring)?
    let identifier: String
}
