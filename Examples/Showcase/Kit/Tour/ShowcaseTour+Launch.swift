import CairoRendering
import Foundation
import OpenUIKit

/// How the app decides to play the tour, and plays it once launched.
extension ShowcaseTour {
    /// The tour plays with `--tour`, or when there is no display to open a window on.
    public static func isRequested(arguments: [String], environment: [String: String]) -> Bool {
        // A UI test that launched the app drives it instead (OpenUIKit's UI-test host), and a
        // chosen host (`OPENUIKIT_HOST=web`: browser tabs) shows it without a display.
        arguments.contains("--tour")
            || ((environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
                && (environment["OPENUIKIT_AUTOMATION"] ?? "").isEmpty && (environment["OPENUIKIT_HOST"] ?? "").isEmpty)
    }

    /// The app's window, kept from launch: `UIApplicationMain` returns in a headless run and
    /// lets go of the delegate that held it.
    private static var launchedWindow: UIWindow?

    /// Before `UIApplicationMain`: no window host, launch returns once done, text is measured
    /// and drawn by Pango as a window would, and the launched window is kept.
    public static func prepareHeadlessLaunch() {
        UIApplication.returnsAfterLaunch = true
        CairoRendering.install()
        ShowcaseAppDelegate.didLaunch = { window in launchedWindow = window }
    }

    /// After `UIApplicationMain` returned: plays every step on the app's window, writing
    /// pictures to `--out FOLDER` (`showcase-out` by default). Returns the exit status.
    public static func runAfterLaunch(arguments: [String]) -> Int32 {
        guard let window = launchedWindow, window.isKeyWindow else {
            print("Tour: the app launched without a key window")
            return 1
        }
        let folder =
            arguments.firstIndex(of: "--out").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
            ?? "showcase-out"
        let tour = ShowcaseTour(window: window, outputFolder: URL(fileURLWithPath: folder, isDirectory: true))
        return tour.run() ? 0 : 1
    }
}
