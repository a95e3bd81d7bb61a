import CairoRendering
import Foundation
import OpenUIKit
import SDLHost
import TestSupport
import VirtualDisplay
import XCTest

/// A UIKit hierarchy in a real SDL window on a real X server (Xvfb, started per test), driven by
/// real input: the X server's XTest extension makes the mouse and key events, through
/// `xdotool`, so they reach SDL exactly as a person's would. (xdotool over a C shim for XTest: it
/// is that same extension behind one Debian package, and keeps the test target free of X11
/// headers and link flags.)
final class SDLWindowHostTests: UIKitTestCase {
    override class var usesXServer: Bool { true }

    /// A person clicks the root's button: the navigation controller pushes with its animation
    /// on the display clock, the lifecycle runs in UIKit's order, and the window (read back
    /// from SDL and from the X server) shows the pushed screen.
    func testARealClickPushesAndTheWindowShowsThePushedScreen() throws {
        let xServer = try XCTUnwrap(self.xServer)
        try MainActor.assumeIsolated {
            LifecycleTrace.reset()
            LifecycleTrace.isEnabled = true
            defer { LifecycleTrace.isEnabled = false }
            let root = UIViewController(), detail = UIViewController()
            LifecycleTrace.name(root, "Root")
            LifecycleTrace.name(detail, "Detail")
            root.title = "Root"
            detail.title = "Detail"
            root.view.backgroundColor = .systemRed
            detail.view.backgroundColor = .systemBlue
            let nav = UINavigationController(rootViewController: root)
            LifecycleTrace.name(nav, "Nav")
            let taps = Counter()
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: "Push") { _ in
                    taps.count += 1
                    nav.pushViewController(detail, animated: true)
                })
            button.frame = CGRect(x: 60, y: 200, width: 200, height: 60)
            button.backgroundColor = .white
            root.view.addSubview(button)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = nav
            window.makeKeyAndVisible()

            let host = try SDLWindowHost(window: window, title: "SDLHostTests push")
            defer { host.close() }
            host.runFrame(advancingBy: SDLWindowHost.frame)
            let before = try XCTUnwrap(host.windowImage())
            XCTAssertEqual([before.width, before.height], [320, 480])
            XCTAssertEqual(
                before.rgb(x: 160, y: 400), UIColor.systemRed.rgb, "the root's red is on screen")
            try host.assertShown(on: xServer)

            LifecycleTrace.clear()
            let origin = host.sdlWindow.position
            try xServer.xdotool("mousemove", "--sync", "\(Int(origin.x) + 160)", "\(Int(origin.y) + 230)", "click", "1")
            XCTAssertTrue(
                host.handleEvents(until: { taps.count == 1 }, timeout: 10), "the click did not reach the button")
            XCTAssertTrue(nav.topViewController === detail)

            // The push animates on the display clock: a frame in, it is under way, not done.
            host.runFrame(advancingBy: SDLWindowHost.frame)
            XCTAssertFalse(
                LifecycleTrace.events.contains("Detail.viewDidAppear(true)"), "the push ran to its end at once")
            for _ in 0..<60 { host.runFrame(advancingBy: SDLWindowHost.frame) }
            // Appearance and containment, in UIKit's order for an animated push (layout lines,
            // which the layout engine owns, left out).
            XCTAssertEqual(
                LifecycleTrace.events.filter { $0.contains("ppear") || $0.contains("Move(") },
                [
                    "Detail.willMove(toParent: Nav)",
                    "Root.viewWillDisappear(true)",
                    "Detail.viewWillAppear(true)",
                    "Detail.viewIsAppearing(true)",
                    "Root.viewDidDisappear(true)",
                    "Detail.viewDidAppear(true)",
                    "Detail.didMove(toParent: Nav)",
                ])

            let after = try XCTUnwrap(host.windowImage())
            XCTAssertEqual(
                after.rgb(x: 160, y: 400), UIColor.systemBlue.rgb, "the pushed screen's blue is on screen"
            )
            XCTAssertEqual(after.rgb(x: 160, y: 230), UIColor.systemBlue.rgb, "the root's button is gone")
            // Only damaged regions were sent, yet the window holds the whole frame the renderer drew.
            let rendered = try XCTUnwrap(host.renderer.image)
            XCTAssertEqual(after.difference(from: rendered.opaque)?.differingPixels, 0)
            try host.assertShown(on: xServer)
            // A frame where nothing changed sends nothing.
            host.runFrame(advancingBy: SDLWindowHost.frame)
            XCTAssertEqual(host.presentedPixelCount, 0)
        }
    }

    /// Keys typed on the X server reach the first responder as text and presses, and the
    /// window resized by the window system resizes the UIWindow: a size transition with new
    /// size classes, and a picture of the new size.
    func testRealKeysAndAResizeReachTheApp() throws {
        let xServer = try XCTUnwrap(self.xServer)
        try MainActor.assumeIsolated {
            LifecycleTrace.reset()
            LifecycleTrace.isEnabled = true
            defer { LifecycleTrace.isEnabled = false }
            let root = UIViewController()
            LifecycleTrace.name(root, "Root")
            root.view.backgroundColor = .systemGreen
            let field = TypingView(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
            root.view.addSubview(field)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.rootViewController = root
            window.makeKeyAndVisible()
            XCTAssertTrue(field.becomeFirstResponder())

            let host = try SDLWindowHost(window: window, title: "SDLHostTests keys")
            defer { host.close() }
            host.runFrame(advancingBy: SDLWindowHost.frame)
            let id = try xServer.windowID(titled: "SDLHostTests keys")
            try xServer.xdotool("windowfocus", "--sync", id)
            try xServer.xdotool("type", "--delay", "1", "Hi!")
            try xServer.xdotool("key", "Escape")
            XCTAssertTrue(
                host.handleEvents(until: { field.presses.contains(.keyboardEscape) }, timeout: 10),
                "typed \(field.text.debugDescription), presses \(field.presses)")
            XCTAssertEqual(field.text, "Hi!")

            LifecycleTrace.clear()
            try xServer.xdotool("windowsize", id, "700", "500")
            XCTAssertTrue(
                host.handleEvents(until: { window.bounds.size == CGSize(width: 700, height: 500) }, timeout: 10))
            host.runFrame(advancingBy: SDLWindowHost.frame)
            // A size transition as UIKit runs one (TR-4): traits announced, then the size, then
            // the new traits (layout lines left out).
            XCTAssertEqual(
                LifecycleTrace.events.filter { !$0.contains("Layout") },
                [
                    "Root.willTransition(to: regular/compact/light)",
                    "Root.viewWillTransition(to: (700, 500))",
                    "Root.traitCollectionDidChange",
                ])
            XCTAssertEqual(root.traitCollection.horizontalSizeClass, .regular)
            XCTAssertEqual(root.view.bounds.size, CGSize(width: 700, height: 500))
            let image = try XCTUnwrap(host.windowImage())
            XCTAssertEqual([image.width, image.height], [700, 500])
            XCTAssertEqual(image.rgb(x: 650, y: 450), UIColor.systemGreen.rgb)
            try host.assertShown(on: xServer)
        }
    }

    /// An app that calls `UIApplicationMain` (linking SDLHost, setting nothing up) appears on
    /// screen: the host found by name opens the key window, a real click reaches the app's
    /// button, whose action ends the app, and `UIApplicationMain` returns.
    func testUIApplicationMainShowsTheKeyWindowOnScreen() throws {
        let xServer = try XCTUnwrap(self.xServer)
        // Waits (polling the server) for the window to show, then clicks inside it.
        let clicker = try xServer.start(
            "xdotool",
            [
                "search", "--sync", "--onlyvisible", "--name", ProcessInfo.processInfo.processName,
                "mousemove", "--window", "%1", "100", "120", "click", "1",
            ], package: "xdotool")
        defer {
            if clicker.isRunning { clicker.terminate() }
            clicker.waitUntilExit()  // Foundation frees a Process once it has seen it end
        }
        MainActor.assumeIsolated {
            // Only a broken setup needs this: the click never came.
            let watchdog = DispatchWorkItem {
                MainActor.assumeIsolated { UIApplication.shared.terminate() }
            }
            let screen = UIScreen.main
            defer {
                watchdog.cancel()
                UIScreen.main = screen
                UIApplication.host = nil
                UIApplication.shared.transition(to: .active)
            }
            OnScreenAppDelegate.log = []
            UIApplication.registerDelegateClass(OnScreenAppDelegate.self) { OnScreenAppDelegate() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 20, execute: watchdog)
            let status = UIApplicationMain(
                CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(OnScreenAppDelegate.self),
                backend: UIApplicationBackend(hosts: [.sdl], rendering: .cairo))
            XCTAssertEqual(status, 0)
            XCTAssertTrue(UIApplication.host is SDLApplicationHost, "the backend's first host was not the one used")
            XCTAssertEqual(
                OnScreenAppDelegate.log,
                [
                    "launched on a screen of 390×844 at 1x",
                    "tapped",
                    "will terminate",
                ])
        }
    }
}

/// An app that shows a window with one button; the button ends the app.
class OnScreenAppDelegate: UIResponder, UIApplicationDelegate {
    static var log: [String] = []
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let screen = UIScreen.main
        Self.log.append(
            "launched on a screen of \(Int(screen.bounds.width))×\(Int(screen.bounds.height)) at \(Int(screen.scale))x")
        let root = UIViewController()
        root.view.backgroundColor = .systemTeal
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Quit") { _ in
                Self.log.append("tapped")
                UIApplication.shared.terminate()
            })
        button.frame = CGRect(x: 50, y: 100, width: 100, height: 40)
        root.view.addSubview(button)
        let window = UIWindow(frame: screen.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Self.log.append("will terminate")
    }
}

@MainActor
private final class Counter {
    var count = 0
}

/// A view that takes typed text, and records the keys that reach it as presses.
@MainActor
private final class TypingView: UIView, UIKeyInput {
    var text = ""
    var presses: [UIKeyboardHIDUsage] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.compactMap { $0.key?.keyCode }
    }
}
