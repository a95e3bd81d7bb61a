import OpenUIKit

/// The app delegate: the window shows the main storyboard's initial controller, set up here as
/// a UIKit app without `UIMainStoryboardFile` does it. (A SwiftPM executable cannot ship the
/// Info.plist that would name the storyboard: SwiftPM refuses `Info.plist` as a top-level
/// resource.)
public final class ShowcaseAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// Hears the window once the app has launched. A headless launch that returns
    /// (`UIApplication.returnsAfterLaunch`) lets go of this delegate, and with it of `window`;
    /// the tour keeps the window through this.
    public static var didLaunch: ((UIWindow) -> Void)?

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Showcase.storyboard().instantiateInitialViewController()
        window.makeKeyAndVisible()
        self.window = window
        Self.didLaunch?(window)
        return true
    }
}
