import CairoRendering
import Foundation
@_spi(Hosting) import OpenUIKit
import OpenUIKitContracts

/// `UIApplicationMain` on screen: the host a backend names as `.sdl`
/// (`UIApplicationBackend.Host.sdl`), which `UIApplicationMain` hands the app. Before launch it opens a window the size
/// of the device being shown (an iPhone's 390 × 844 points unless `--window-size WxH` or
/// `OPENUIKIT_WINDOW_SIZE=WxH` says otherwise) to learn the display's scale, and makes that the
/// main screen, so the windows the app makes fit it; after launch it shows the key window and
/// runs frames until the window closes. With no display it says why and the app runs headless.
///
/// `--stats` (or `OPENUIKIT_STATS=1`) prints the frame-work figures when the app ends.
@MainActor
public final class SDLApplicationHost: UIApplicationHost {
    private var native: SDLWindow?
    private var windowHost: SDLWindowHost?

    public init() {}

    public func prepareToLaunch(_ application: UIApplication) -> Bool {
        let size = Self.requestedSize ?? UIScreen.main.bounds.size
        do {
            native = try SDLWindow(title: Self.title, size: size, hidden: true)
        } catch {
            FileHandle.standardError.write(Data("SDLHost: \(error); running headless.\n".utf8))
            return false
        }
        guard let native else { return false }
        CairoRendering.install()
        let screen = UIScreen(
            bounds: CGRect(origin: .zero, size: native.size), scale: native.scale,
            idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
        UIScreen.main = screen
        return true
    }

    public func runMainLoop(_ application: UIApplication) {
        guard let native else { return }
        // Until the app shows a window the screen stays empty (black, as on iOS).
        let host = SDLWindowHost(
            window: application.shownWindow ?? UIWindow(frame: UIScreen.main.bounds), in: native)
        windowHost = host
        native.show()
        var pacer = FramePacer(interval: host.clock.frameInterval)
        while !application.hasTerminated, !host.closeRequested, native.handle != nil {
            if let shown = application.shownWindow, shown !== host.window { host.attach(shown) }
            host.runFrame(advancingBy: Double(pacer.waitForNextFrame()) * host.clock.frameInterval)
        }
        if Self.printsStatistics {
            print("SDLHost: \(host.statistics.summary)")
        }
        windowHost = nil
        native.close()
    }

    private static var title: String {
        ProcessInfo.processInfo.processName
    }

    private static var printsStatistics: Bool {
        CommandLine.arguments.contains("--stats") || ProcessInfo.processInfo.environment[.stats] == "1"
    }

    /// `--window-size 1024x768` or `OPENUIKIT_WINDOW_SIZE=1024x768`, in points.
    private static var requestedSize: CGSize? {
        let arguments = CommandLine.arguments
        let text =
            arguments.firstIndex(of: "--window-size").flatMap {
                arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
            }
            ?? ProcessInfo.processInfo.environment[.windowSize]
        let parts = text?.split(separator: "x").compactMap { Double($0) } ?? []
        guard parts.count == 2, parts[0] >= 1, parts[1] >= 1 else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }
}
