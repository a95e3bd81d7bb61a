import Foundation
import OpenUIKit
// Linking SDLHost is what puts the app in a window, WebHost in browser tabs
// (`OPENUIKIT_HOST=web`, `make run WEB=1`): UIApplicationMain finds its host by name.
import SDLHost
import ShowcaseKit
import WebHost

// `make run`: with a display the showcase opens in a window; with none, or with `--tour`, it
// plays its scripted tour headless, writes a picture per step to showcase-out/ and prints the
// lifecycle trace of each step.
MainActor.assumeIsolated {
    let tour = ShowcaseTour.isRequested(
        arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
    // The on-screen lifecycle log reads the trace.
    LifecycleTrace.isEnabled = true
    if tour {
        ShowcaseTour.prepareHeadlessLaunch()
    }
    _ = (SDLApplicationHost.self, WebApplicationHost.self)
    UIApplication.registerDelegateClass(ShowcaseAppDelegate.self) { ShowcaseAppDelegate() }
    let status = UIApplicationMain(
        CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ShowcaseAppDelegate.self))
    if tour {
        exit(ShowcaseTour.runAfterLaunch(arguments: CommandLine.arguments))
    }
    exit(status)
}
