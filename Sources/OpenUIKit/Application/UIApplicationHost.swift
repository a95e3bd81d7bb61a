import Foundation

/// What shows the app to a person: a display host (SDLHost's window) that `UIApplicationMain`
/// hands the launched app to. OpenUIKit knows hosts only through this protocol and finds one by
/// class name, as UIKit finds its principal class, so linking a host library is all an app does
/// to appear on screen, and OpenUIKit never imports one. With no host, or one that finds no
/// display, the app runs headless on the manual clock.
///
/// Not UIKit API: on iOS the system is the host.
@preconcurrency @MainActor
public protocol UIApplicationHost: AnyObject {
    /// Hosts found by name are made with `init()`.
    init()
    /// Called before launch, before any window is made: opens the display, replaces
    /// `UIScreen.main` with it and installs the host's clock and seams. Returns false when there
    /// is no display; the host says why, and the app runs headless.
    func prepareToLaunch(_ application: UIApplication) -> Bool
    /// Called once launch is done: shows the key window and runs the main loop until
    /// `UIApplication.terminate()` (the window closing calls it).
    func runMainLoop(_ application: UIApplication)
}

extension UIApplication {
    /// The host `UIApplicationMain` (and `@main`) use. Nil: the first class of `hostClassNames`
    /// that is linked into the process.
    public static var host: (any UIApplicationHost)?

    /// The host classes looked for, in order, when `host` is nil; the environment variable
    /// `OPENUIKIT_HOST` replaces the list with one class name or alias (`hostAliases`), or with
    /// `none` to stay headless. A name, not an import: OpenUIKit stays free of the libraries a
    /// host uses.
    public static var hostClassNames = ["SDLHost.SDLApplicationHost"]

    /// Short names `OPENUIKIT_HOST` takes for the hosts OpenUIKit ships: `sdl` (a window) and
    /// `web` (browser tabs).
    public static let hostAliases = ["sdl": "SDLHost.SDLApplicationHost", "web": "WebHost.WebApplicationHost"]

    /// The host that got a display, ready for launch; nil for a headless run.
    static func preparedHost(for application: UIApplication) -> (any UIApplicationHost)? {
        // A UI test that launched the app drives it, whatever display there is.
        if host == nil, let automation = AutomationHost.fromEnvironment(), automation.prepareToLaunch(application) {
            host = automation
            return automation
        }
        var names = hostClassNames
        let chosen = ProcessInfo.processInfo.environment["OPENUIKIT_HOST"] ?? ""
        if !chosen.isEmpty { names = chosen == "none" ? [] : [hostAliases[chosen] ?? chosen] }
        let found = host ?? names.lazy.compactMap { _typeByName($0) as? any UIApplicationHost.Type }.first?.init()
        if found == nil, !names.isEmpty, !chosen.isEmpty {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "OPENUIKIT_HOST names \(chosen), which is not a UIApplicationHost linked into this app; running headless"
            )
        }
        guard let found, found.prepareToLaunch(application) else { return nil }
        host = found
        return found
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
