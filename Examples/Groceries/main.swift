import AutomationHost
import CairoRendering
import Foundation
import OpenUIKit
import SDLHost

// In a window when there is a display, or answering a UI test that launched it; drawn with Cairo.
MainActor.assumeIsolated {
    UIApplication.registerDelegateClass(GroceriesAppDelegate.self) { GroceriesAppDelegate() }
    let backend = UIApplicationBackend(
        testHost: AutomationApplicationHost.fromEnvironment, hosts: [.sdl], rendering: .cairo)
    exit(
        UIApplicationMain(
            CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GroceriesAppDelegate.self),
            backend: backend))
}
