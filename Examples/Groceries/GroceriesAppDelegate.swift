import Foundation
import OpenUIKit

/// A shopping list as a UIKit app writes one: a navigation controller over a table, items added
/// through an alert with a text field, edited on a pushed screen, removed by an action sheet or
/// a swipe. The UI tests (`Tests/AppUITests`) drive it as XCUITest drives an iPhone app.
final class GroceriesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ListViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
