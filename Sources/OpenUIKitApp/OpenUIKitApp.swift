internal import AutomationHost
internal import CairoRendering
import Foundation
@_spi(Tooling) import OpenUIKit
internal import OpenUIKitContracts
internal import SDLHost
internal import WebHost

/// What a ported app's generated `main()` hands over to: the app in an SDL window when there
/// is a display (in browser tabs with `OPENUIKIT_HOST=web`), headless when there is none, on its
/// tour when `OPENUIKIT_TOUR` names a folder (`openuikit run --tour`), or drawn once and timed
/// when `OPENUIKIT_FIRST_FRAME=1` (`make bench`).
///
/// Not UIKit API: on iOS the system starts the app.
@preconcurrency @MainActor
public enum OpenUIKitApp {
    /// Starts the app whose app delegate is `delegateClass` (registered by the generated code)
    /// and returns the process's exit status.
    public static func main(delegateClass: AnyClass) -> Int32 {
        runFromAppBundle(module: String(String(reflecting: delegateClass).prefix { $0 != "." }))
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment[.tour], !folder.isEmpty {
            return tour(
                delegateClass, folder: URL(fileURLWithPath: folder, isDirectory: true), environment: environment)
        }
        if environment[.firstFrame] == "1" {
            return firstFrame(delegateClass, environment: environment)
        }
        return launch(delegateClass)
    }

    /// What a ported app runs on: the UI-test host when a test launched it, else SDLHost's
    /// window (WebHost's browser tabs with `OPENUIKIT_HOST=web`, `openuikit run --web`), drawn
    /// and measured with Cairo's services.
    public static var backend: UIApplicationBackend {
        UIApplicationBackend(
            testHost: AutomationApplicationHost.fromEnvironment, hosts: [.sdl, .web], rendering: .cairo)
    }

    /// What an app's `main.swift` calls where it called `UIApplicationMain` (`openuikit port`
    /// rewrites the call): the start `main(delegateClass:)` gives, for the delegate class the
    /// app names, once the generated code has registered it. A name no registered class has goes
    /// to `UIApplicationMain`, which reports it as UIKit does.
    public static func main(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
        _ delegateClassName: String?
    ) -> Int32 {
        guard let name = delegateClassName, let delegateClass = UIApplication.registeredClass(named: name) else {
            return UIApplicationMain(argc, argv, principalClassName, delegateClassName)
        }
        return main(delegateClass: delegateClass)
    }

    /// Runs the process from an app bundle of `module`'s resources, as iOS runs an app, so that
    /// `Bundle.main` is the app's bundle (`AppBundleFolder`): executes it again from there,
    /// unless it runs from one already or the module has no resources. `main(delegateClass:)`
    /// calls it first; a unit-test host calls it before XCTest starts.
    public nonisolated static func runFromAppBundle(module: String) {
        AppBundleFolder.enter(module: module)
    }

    /// Launches the app headless and returns once it has launched, as iOS launches a unit-test
    /// bundle's host app before the bundle's first test: the delegate's
    /// `application(_:didFinishLaunchingWithOptions:)` has run, and the scene and window are up.
    /// The ported package's test host calls it (`openuikit test`); nil launches with the app's
    /// Info.plist alone. A failed launch is a warning on standard error, and the tests still run.
    public static func launchForTesting(delegateClass: AnyClass?) {
        UIApplication.returnsAfterLaunch = true
        CairoRendering.install()
        let status = UIApplicationMain(
            CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClass.map { String(reflecting: $0) })
        if status != 0 {
            FileHandle.standardError.write(
                Data("warning: the test host app did not launch (UIApplicationMain returned \(status))\n".utf8))
        }
    }

    /// `String(reflecting:)` names a Swift class as `NSStringFromClass` does, without building
    /// Foundation's table of Objective-C class names, which costs a launch milliseconds.
    private static func launch(_ delegateClass: AnyClass) -> Int32 {
        UIApplicationMain(
            CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: delegateClass), backend: backend)
    }

    /// Launches headless, with text measured and drawn as a window would.
    private static func launchHeadless(_ delegateClass: AnyClass) -> (status: Int32, window: UIWindow?) {
        UIApplication.returnsAfterLaunch = true
        CairoRendering.install()
        let status = launch(delegateClass)
        let windows = UIApplication.shared.windows
        return (status, windows.first { $0.isKeyWindow } ?? windows.first { !$0.isHidden })
    }

    /// Launch to the first frame drawn, printed as `first frame: N ms`.
    private static func firstFrame(_ delegateClass: AnyClass, environment: [String: String]) -> Int32 {
        let start = LaunchClock.processStart(environment: environment)
        let (status, window) = launchHeadless(delegateClass)
        guard status == 0, let window, CairoRenderer.render(window, scale: 2) != nil else {
            print("first frame: none (the app launched without a window)")
            return 1
        }
        let milliseconds = start.map { Date().timeIntervalSince($0) * 1000 } ?? .nan
        print(String(format: "first frame: %.1f ms", milliseconds))
        return 0
    }

    /// The tour (`AppTour`), its report in `folder/tour.json`. Exit status 1 when the app
    /// could not launch or reported an error.
    private static func tour(_ delegateClass: AnyClass, folder: URL, environment: [String: String]) -> Int32 {
        let start = LaunchClock.processStart(environment: environment)
        var limits = AppTour.Limits()
        let app = String(String(reflecting: delegateClass).prefix { $0 != "." })
        do {
            let launch = LaunchEnvironment(environment)
            if let steps = try launch.value(.tourSteps, as: Int.self) { limits.steps = steps }
            if let seconds = try launch.value(.tourSeconds, as: Double.self) { limits.seconds = seconds }
        } catch {
            var report = TourReport(app: app, stepLimit: limits.steps, secondsLimit: limits.seconds)
            report.stoppedBecause = "the tour's limits could not be read: \(error)"
            return failedTour(report, in: folder)
        }

        // Diagnostics from launch on belong to the report.
        var tour: AppTour?
        var early: [UIKitDiagnostic] = []
        let previous = UIKitDiagnostics.handler
        UIKitDiagnostics.handler = { diagnostic in
            previous(diagnostic)
            if let tour { tour.note(diagnostic) } else { early.append(diagnostic) }
        }
        AppTour.watchControllers()
        AppTour.seedPhotoLibrary()
        let device = TourDevice.useMainStoryboardsDevice()
        let (status, window) = launchHeadless(delegateClass)
        guard status == 0, let window else {
            var report = TourReport(app: app, stepLimit: limits.steps, secondsLimit: limits.seconds)
            report.diagnostics = early.map { .init(name: $0.name, reason: $0.reason, step: 0, isError: true) }
            report.stoppedBecause = "the app did not launch to a window"
            return failedTour(report, in: folder)
        }
        let explorer = AppTour(window: window, folder: folder, app: app, device: device, limits: limits)
        early.forEach(explorer.note)
        tour = explorer
        explorer.run(launchScreen: launchScreen(), processStart: start)
        return explorer.report.errorDiagnostics.isEmpty && explorer.report.finished ? 0 : 1
    }

    /// Writes the report of a tour that could not start and returns its exit status, 1.
    private static func failedTour(_ report: TourReport, in folder: URL) -> Int32 {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? report.write(to: folder.appendingPathComponent("tour.json"))
        return 1
    }

    /// The Info.plist's launch storyboard's first controller, as iOS shows it while the app
    /// starts: made with UIKit's classes only, as none of the app's code runs for it.
    private static func launchScreen() -> UIViewController? {
        guard let name = StoryboardTooling.appInfoDictionary()["UILaunchStoryboardName"] as? String, !name.isEmpty,
            StoryboardTooling.bundleHasStoryboard(named: name)
        else { return nil }
        return StoryboardTooling.withoutCustomClasses {
            UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
        }
    }
}
