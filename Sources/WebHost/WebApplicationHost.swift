import CairoRendering
import Foundation
@_spi(Hosting) import OpenUIKit
import OpenUIKitContracts

/// `UIApplicationMain` in a browser: the host a backend names as `.web`
/// (`UIApplicationBackend.Host.web`), chosen with `OPENUIKIT_HOST=web`. Before launch it starts serving on `OPENUIKIT_WEB_PORT`
/// (8080 unless set; 127.0.0.1 unless `OPENUIKIT_WEB_ADDRESS` names another address, which then
/// needs the printed URL's token) and prints the page's URL; after launch every tab that opens
/// shows the app. In an app that supports multiple scenes each tab shows a scene of its own: a
/// scene's window no tab shows, else one more scene connected for it; any other app has one window, which the newest tab shows (a reload or a second tab
/// takes it over, and the older tab says so). The app goes to the background while no tab is
/// visible. With `--stats` (or `OPENUIKIT_STATS=1`) it prints what each tab was sent at the end.
@MainActor
public final class WebApplicationHost: UIApplicationHost {
    private var host: WebHost?

    public init() {}

    public func prepareToLaunch(_ application: UIApplication) -> Bool {
        let host = WebHost(configuration: .fromEnvironment()) { _ in nil }
        do {
            let url = try host.start()
            // Written at once, not when a pipe's buffer fills: a script waits for this line.
            FileHandle.standardOutput.write(Data("OpenUIKit: \(host.title) is served at \(url)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("WebHost: \(error); running headless.\n".utf8))
            return false
        }
        self.host = host
        return true
    }

    public func runMainLoop(_ application: UIApplication) {
        guard let host else { return }
        let multipleScenes = application.supportsMultipleScenes
        host.windowForTab = { [unowned host] _ in
            guard multipleScenes else { return application.shownWindow }
            // A scene's window no tab shows (the app's first, or one whose tab closed), else a
            // scene of its own.
            let shown = host.tabs.compactMap { host.window(ofTab: $0) }
            if let free = application.windows.first(where: { window in
                !window.isHidden && !shown.contains { $0 === window }
            }) {
                return free
            }
            let scene = application.connectAdditionalScene()
            return scene?.windows.first { !$0.isHidden } ?? scene?.windows.first
        }
        host.allTabsHiddenDidChange = { hidden in
            if hidden {
                application.transition(to: .background)
            } else if application.applicationState == .background {
                application.transition(to: .active)
            }
        }
        host.run { [unowned host] in
            // A one-window app's newest tab follows the app when it shows another window.
            if !multipleScenes, let shown = application.shownWindow, let tab = host.tabs.last,
                let showing = host.window(ofTab: tab), showing !== shown
            {
                host.show(shown, inTab: tab)
            }
            return true
        }
        if CommandLine.arguments.contains("--stats") || ProcessInfo.processInfo.environment[.stats] == "1" {
            for tab in host.tabs {
                guard let statistics = host.statistics(ofTab: tab) else { continue }
                print(
                    "WebHost: tab \(tab): \(statistics.frames) frames, \(statistics.totalBytes) bytes, "
                        + "median \(statistics.bytesPercentile(50)) bytes a frame")
            }
        }
        host.stop()
    }
}
