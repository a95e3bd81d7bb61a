import AutomationHost
import CairoRendering
import Foundation
import OpenUIKit
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
    UIApplication.registerDelegateClass(ShowcaseAppDelegate.self) { ShowcaseAppDelegate() }
    // A window (`make run`), browser tabs (`OPENUIKIT_HOST=web`, `make run WEB=1`), or a UI
    // test's requests (XCUIAutomation launches it), drawn with Cairo.
    let backend = UIApplicationBackend(
        testHost: AutomationApplicationHost.fromEnvironment, hosts: [.sdl, .web], rendering: .cairo)
    let status = UIApplicationMain(
        CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ShowcaseAppDelegate.self), backend: backend)
    if tour {
        exit(ShowcaseTour.runAfterLaunch(arguments: CommandLine.arguments))
    }
    exit(status)
}
