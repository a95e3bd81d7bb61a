import Foundation
import OpenUIKit
// Linking SDLHost puts the app in a window when there is a display.
import SDLHost

MainActor.assumeIsolated {
    UIApplication.registerDelegateClass(GroceriesAppDelegate.self) { GroceriesAppDelegate() }
    exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GroceriesAppDelegate.self)))
}
