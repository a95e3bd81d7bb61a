import Foundation

/// The app delegate. UIKit's optional methods are requirements with default implementations.
///
/// As in UIKit, nothing is asked of the class itself: `class AppDelegate: UIResponder,
/// UIApplicationDelegate` is a plain, non-final class. How `UIApplicationMain` and `@main` make
/// one from its class is `UIApplication.registerDelegateClass(_:factory:)`'s concern.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The main storyboard's window. A delegate that uses a main storyboard stores it
    /// (`var window: UIWindow?`); the default neither stores nor returns one.
    var window: UIWindow? { get set }
    /// Called when launching has begun, before the interface is restored; here the launch options are always
    /// `nil` and the result is ignored.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called when launching is almost done and the app is about to show its interface; here the launch
    /// options are always `nil` and the result is ignored.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called when the app has become active, without scenes.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to stop being active, without scenes.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app has moved to the background, without scenes.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the app is about to leave the background, without scenes.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when the app is about to end; here when a display host's window closes.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration a new scene is made from. The default returns the Info.plist
    /// configuration the session was created with.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Called when scene sessions are discarded: here after `requestSceneSessionDestruction(_:options:errorHandler:)`.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations the app supports in `window`, in place of Info.plist's
    /// `UISupportedInterfaceOrientations`; intersected with the controller's when the scene is to
    /// rotate.
    func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    )
        -> UIInterfaceOrientationMask
    /// Performs the quick action the user chose on the app's icon while the app runs (an app
    /// without scenes); call `completionHandler` with whether it was handled.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)

    /// Opens one of the app's own URLs (an app without scenes); returns whether it did.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Continues an activity handed to the app; never called on Linux, which has no Handoff.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Whether the app tells the user it is about to continue an activity; never asked on Linux.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Called when an activity could not be continued; never on Linux.
    func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error)
    /// Called when an activity the app handed off was updated; never on Linux.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)

    // State restoration (`StateRestoration/`).

    /// Whether the app's interface is saved when it goes to the background; `coder` holds the
    /// `UIApplication.stateRestoration…Key` values of this save.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether the saved interface is restored at launch; `coder` holds what was saved with it.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// The older spelling of `application(_:shouldSaveSecureApplicationState:)`; either saying yes saves.
    @available(iOS, deprecated: 13.2)
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// The older spelling of `application(_:shouldRestoreSecureApplicationState:)`; either saying yes restores.
    @available(iOS, deprecated: 13.2)
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// The controller for a saved restoration path that has no restoration class, or nil to let
    /// UIKit look for one made at launch or in its storyboard.
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController?
    /// Writes app-wide state before the interface's.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Reads app-wide state once the interface's was decoded.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// Called when a local notification fires while the app is in the foreground, or was
    /// presented with `presentLocalNotificationNow(_:)` then (`UIApplication+LocalNotifications`).
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNUserNotificationCenterDelegate")
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
    /// Called with the settings the app now has after `registerUserNotificationSettings(_:)`.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNUserNotificationCenter")
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    /// Called with the device token after `registerForRemoteNotifications()`; never on Linux,
    /// which has no push service.
    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Called when `registerForRemoteNotifications()` fails: always on Linux, which has no push
    /// service, as in a Simulator without one.
    func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Called with a push notification's payload; never on Linux, which receives none.
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// Asks the app to fetch new content in the background; never on Linux, which has no
    /// background app refresh (`backgroundRefreshStatus` is `.restricted`).
    @available(iOS, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

public extension UIApplicationDelegate {
    var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Returns `true`: the launch goes on.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Returns `true`: the launch goes on.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing by default.
    func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing by default.
    func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing by default.
    func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing by default.
    func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing by default.
    func applicationWillTerminate(_ application: UIApplication) {}
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// Does nothing by default.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Returns an empty mask, which no app can support and so means "not answered": Info.plist's
    /// orientations apply, as when a delegate leaves the method out.
    func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    )
        -> UIInterfaceOrientationMask
    { [] }
    /// Does not handle it: calls `completionHandler(false)`.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    /// Returns `false`: the URL is not opened.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
    /// Returns `false`: not continued.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool { false }
    /// Returns `false`: UIKit tells the user.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        false
    }
    /// Does nothing by default.
    func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {}
    /// Does nothing by default.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    /// Returns `false`: nothing is saved unless the app asks.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    /// Returns `false`: nothing is restored unless the app asks.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        false
    }
    /// Returns `false`.
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    /// Returns `false`.
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    /// Returns nil: the controller made at launch, or its storyboard's, is used.
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? { nil }
    /// Writes nothing.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    /// Reads nothing.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    /// Does nothing by default.
    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {}
    /// Does nothing by default.
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {}
    /// Does nothing by default.
    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    /// Does nothing by default.
    func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
    /// Reports no new data by default.
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    /// Reports no new data by default.
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
}

extension UIApplication {
    /// Keys of the launch options dictionary the delegate's launch methods receive.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its string value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The quick action the app was launched to perform.
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        /// A URL the app was launched to open.
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
    }
}
