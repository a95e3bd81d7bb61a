import CoreFoundation
import Foundation
import OpenUIKitContracts

/// Starts the app as UIKit's `UIApplicationMain` does: makes the delegate from its class name,
/// reads the app's Info.plist, launches (`UIApplication+Launch.swift`) and runs the main loop.
///
/// Class names are module-qualified Swift names (`NSStringFromClass(AppDelegate.self)` gives
/// one), or bare names looked for in the executable's module. `principalClassName` may be nil or
/// name `UIApplication`: the shared application is always a `UIApplication` here. Unlike
/// UIKit's, this function returns: with 0 once `UIApplication.shared.terminate()` ends the main
/// loop or, when `UIApplication.returnsAfterLaunch` is set, once launch is done; with 1 when a
/// class cannot be made (reported as UIKit reports it). `@preconcurrency`: a Swift 5 app's
/// `main.swift` calls it from top-level code, which that language mode does not isolate.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    UIApplicationMain(argc, argv, principalClassName, delegateClassName, backend: .headless)
}

/// `UIApplicationMain` on a backend: the hosts that can show the app and the renderer's
/// services they draw with (`UIApplicationBackend`), which the entry point links and names.
/// The four-argument form is this one with ``UIApplicationBackend/headless``.
///
/// Not UIKit API: on iOS the system decides where an app is shown.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?, backend: UIApplicationBackend
) -> Int32 {
    if let principalClassName {
        let principal: AnyClass? = ApplicationInfo.lookUpClass(principalClassName)
        guard principal == UIApplication.self else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                principal == nil
                    ? "Unable to instantiate the UIApplication subclass instance. No class named \(principalClassName) is loaded."
                    : "Unable to instantiate the UIApplication subclass instance: OpenUIKit's shared application is a UIApplication, not a \(principalClassName)."
            )
            return 1
        }
    }
    var delegate: (any UIApplicationDelegate)?
    if let delegateClassName {
        guard let type = ApplicationInfo.lookUpClass(delegateClassName) as? any UIApplicationDelegate.Type else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "Unable to instantiate the UIApplication delegate instance. No class named \(delegateClassName) is loaded."
            )
            return 1
        }
        guard
            let made = UIApplication.makeDelegate(of: type, role: "UIApplication delegate")
                as? any UIApplicationDelegate
        else {
            return 1
        }
        delegate = made
    }
    return UIApplication.shared.run(delegate: delegate, backend: backend)
}

extension UIApplicationDelegate {
    /// `@main` on an app delegate starts the app here, as it does with UIKit: the delegate is
    /// made by its registered factory (`UIApplication.registerDelegateClass(_:factory:)`), then
    /// launch and the main loop run as in `UIApplicationMain`, headless (``UIApplicationBackend/headless``):
    /// an app shown in a window starts from `OpenUIKitApp.main(delegateClass:)` or passes its
    /// backend to `UIApplicationMain`. A ported app's generated `main()` registers its delegates,
    /// starts through `OpenUIKitApp`, and takes precedence over this one.
    public static func main() {
        guard let delegate = UIApplication.makeDelegate(of: Self.self, role: "UIApplication delegate") as? Self else {
            exit(1)
        }
        UIApplication.shared.run(delegate: delegate, backend: .headless)
    }
}

extension UIApplication {
    /// Whether `UIApplicationMain` (and `@main`) return once launch is done instead of running
    /// the main loop: for headless runs with no display host, such as smoke tests and tools.
    /// Defaults to true when the environment variable `OPENUIKIT_RETURN_AFTER_LAUNCH` is `1`.
    public static var returnsAfterLaunch = ProcessInfo.processInfo.environment[.returnsAfterLaunch] == "1"

    /// The delegate of an app launched by a `UIApplicationMain` that returned, kept until the
    /// next launch.
    static var launchedDelegate: (any UIApplicationDelegate)?

    /// Launches in the app's container (`ApplicationContainer`) with its Info.plist and the
    /// default bundles, then runs the main loop: a display host's from `backend` (`UIApplicationBackend`),
    /// prepared before launch so windows are made for its screen, or the headless one. The
    /// delegate is kept here for as long as the app runs: `delegate` is weak.
    @discardableResult
    func run(delegate: (any UIApplicationDelegate)?, backend: UIApplicationBackend) -> Int32 {
        let host = UIApplication.returnsAfterLaunch ? nil : UIApplication.preparedHost(for: self, backend: backend)
        ApplicationContainer.prepare()
        savedStateDirectory = ApplicationContainer.savedStateDirectory()
        launch(delegate: delegate, info: ApplicationInfo(ApplicationInfo.appDictionary()), bundle: nil)
        runUntilIdle()
        if UIApplication.returnsAfterLaunch {
            // The app goes on after this returns (a tour, a test, a tool looks at it), so its
            // delegate, which `delegate` holds weakly, stays with it as UIKit's main loop keeps it.
            UIApplication.launchedDelegate = delegate
        } else {
            if let host { host.runMainLoop(self) } else { runMainLoop() }
        }
        withExtendedLifetime(delegate) {}
        return 0
    }

    /// The headless main loop: runs what is ready, then waits up to a frame for the system run
    /// loop (timers, the main queue) and moves the animation clock by the time that passed, as a
    /// display host moves it once a frame. Ends when `terminate()` is called.
    func runMainLoop() {
        let frame: TimeInterval = 1.0 / 60
        var last = Date()
        while !mainLoopShouldEnd {
            runUntilIdle()
            if mainLoopShouldEnd { break }
            let deadline = Date(timeIntervalSinceNow: frame)
            // With no timers or ports the system run loop returns at once; wait out the frame.
            if CFRunLoopRunInMode(kCFRunLoopDefaultMode, frame, true) == .finished {
                Thread.sleep(until: deadline)
            }
            let now = Date()
            advance(by: now.timeIntervalSince(last))
            last = now
        }
    }
}
