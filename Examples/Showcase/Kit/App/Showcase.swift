import Foundation
import OpenUIKit

/// Where the showcase's storyboards are, and its window made without the app's launch, for the
/// tour and the tests.
@MainActor
public enum Showcase {
    /// The main storyboard, the one Info.plist names; the others are reached through its
    /// storyboard references.
    public static let mainStoryboardName = "Showcase"

    /// The resource bundle that holds the storyboards and the nib.
    public static var bundle: Bundle { .module }

    public static func storyboard(_ name: String = mainStoryboardName) -> UIStoryboard {
        UIStoryboard(name: name, bundle: bundle)
    }

    /// A phone-sized window showing the main storyboard's initial controller, as the launch
    /// shows it.
    public static func makeWindow(size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = storyboard().instantiateInitialViewController()
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }
}
