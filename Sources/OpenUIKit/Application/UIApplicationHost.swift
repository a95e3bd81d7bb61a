import Foundation

/// What shows the app to a person: a display host (SDLHost's window, WebHost's browser tabs, the
/// UI-test host) that `UIApplicationMain` hands the launched app to. The entry point passes the
/// hosts it links in a ``UIApplicationBackend``; OpenUIKit knows them only through this protocol
/// and never imports one. With no host, or one that finds no display, the app runs headless on
/// the manual clock.
///
/// Not UIKit API: on iOS the system is the host.
@preconcurrency @MainActor
public protocol UIApplicationHost: AnyObject {
    /// Called before launch, before any window is made: opens the display, replaces
    /// `UIScreen.main` with it and installs the host's clock and seams. Returns false when there
    /// is no display; the host says why, and the app runs headless.
    func prepareToLaunch(_ application: UIApplication) -> Bool
    /// Called once launch is done: shows the key window and runs the main loop until
    /// `UIApplication.terminate()` (the window closing calls it).
    func runMainLoop(_ application: UIApplication)
}

extension UIApplication {
    /// The host the running app is shown by, once launch has prepared one (nil: headless).
    /// Set before `UIApplicationMain` to use this host whatever the backend names.
    public static var host: (any UIApplicationHost)?

    /// The host that got a display, ready for launch; nil for a headless run.
    static func preparedHost(for application: UIApplication, backend: UIApplicationBackend) -> (any UIApplicationHost)?
    {
        if let host {
            return backend.prepare(host, for: application)
        }
        host = backend.preparedHost(for: application)
        return host
    }
}

extension UIApplication {
    /// Whether `terminate()` has ended the main loop: a host's loop stops when it reads true.
    public var hasTerminated: Bool { mainLoopShouldEnd }
}

@_spi(Hosting)
extension UIApplication {
    /// The window a host shows: the key window, or else the frontmost visible one.
    public var shownWindow: UIWindow? {
        windows.first { $0.isKeyWindow && !$0.isHidden } ?? windows.last { !$0.isHidden }
    }

    /// Connects one more scene for a host that shows several at once (a browser's second tab),
    /// as iPadOS does when a person opens another window of an app that supports multiple
    /// scenes: the manifest's configuration, the delegate's choice, its storyboard window.
    /// Nil for an app without a scene manifest or that does not support multiple scenes.
    public func connectAdditionalScene() -> UIWindowScene? {
        guard supportsMultipleScenes, let launchInfo, launchInfo.hasSceneManifest else { return nil }
        return connectScene(role: .windowApplication, info: launchInfo, bundle: launchBundle) as? UIWindowScene
    }
}
