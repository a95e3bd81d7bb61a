import CairoRendering
import Foundation
import OpenUIKit
import SDLHost
import ShowcaseKit
import TestSupport
import VirtualDisplay
import XCTest

/// The showcase in a real SDL window on an X server of the test's own (Xvfb), driven by real
/// mouse clicks (xdotool through XTest): a push, a modal presentation, an unwind and a tab
/// switch, each checked on the window's pixels, against committed references (looked at
/// before they were committed) and by probes at places the layout names.
///
/// Determinism: time moves only by whole display frames; the only waits are for the window
/// system to deliver the clicks another process sent. The pictures follow `ReferencePictures`.
final class ShowcaseWindowTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }
    override class var usesXServer: Bool { true }
    private static let frame = 1.0 / 60

    override func setUpWithError() throws {
        try super.setUpWithError()
        MainActor.assumeIsolated { LifecycleLog.shared.clear() }
    }

    func testClicksThroughAPushAModalAnUnwindAndATabSwitch() throws {
        let xServer = try XCTUnwrap(self.xServer)
        try MainActor.assumeIsolated {
            let window = Showcase.makeWindow()
            let tabs = try XCTUnwrap(window.rootViewController as? UITabBarController)
            let host = try SDLWindowHost(window: window, title: "ShowcaseTests")
            defer { host.close() }
            let clicker = Clicker(host: host, server: xServer)
            clicker.frames(2)
            try Self.assertWindow(host, matches: "home")

            // A push: the form's start page, its status badge still grey.
            try clicker.click(clicker.button("Multi-page form", in: window))
            try clicker.wait("the push") { tabs.visibleController is FormStartViewController }
            clicker.frames(40)
            let start = try XCTUnwrap(tabs.visibleController as? FormStartViewController)
            XCTAssertEqual(try clicker.probe(start.statusBadge), UIColor.systemGray3.rgb, "the badge before sending")
            try Self.assertWindow(host, matches: "form-start")

            // A modal: the form's first page, presented full screen over the tab bar.
            try clicker.click(clicker.button("Fill in the form", in: window))
            try clicker.wait("the presentation") { tabs.visibleController is FormNamePageViewController }
            clicker.frames(40)
            try Self.assertWindow(host, matches: "form-page-one")

            // Through the pages: a name picked, Next, Next.
            try clicker.click(clicker.button("Ada", in: window))
            try clicker.wait("the pick") {
                (tabs.visibleController as? FormNamePageViewController)?.draft.name == "Ada"
            }
            clicker.frames(2)
            let ada = try clicker.button("Ada", in: window)
            XCTAssertEqual(
                try clicker.probe(ada, at: CGPoint(x: 20, y: ada.bounds.midY)), UIColor.systemBlue.rgb,
                "the picked name")
            for page in [FormPlanPageViewController.self, FormReviewPageViewController.self] as [UIViewController.Type]
            {
                try clicker.click(clicker.button("Next", in: window))
                try clicker.wait("the next page") { type(of: tabs.visibleController as Any) == page }
                clicker.frames(40)
            }

            // An unwind: Done dismisses the form back to its presenter, whose badge turned green.
            try clicker.click(clicker.button("Done", in: window))
            try clicker.wait("the unwind") { start.completions == 1 }
            clicker.frames(40)
            XCTAssertNil(start.presentedViewController)
            XCTAssertTrue(tabs.visibleController === start)
            XCTAssertEqual(try clicker.probe(start.statusBadge), UIColor.systemGreen.rgb, "the badge after sending")
            try Self.assertWindow(host, matches: "form-sent")

            // A tab switch through the tab bar's own button.
            let containersTab = try XCTUnwrap(tabs.tabBar.itemButtons.last)
            try clicker.click(containersTab)
            try clicker.wait("the tab switch") { tabs.selectedIndex == 1 }
            clicker.frames(2)
            XCTAssertTrue(tabs.visibleController is ContainersHomeViewController)
            try Self.assertWindow(host, matches: "containers")
            // The X server shows what the host presented.
            let position = host.sdlWindow.position
            try xServer.assertShows(try XCTUnwrap(host.windowImage()), atX: Int(position.x), y: Int(position.y))
        }
    }

    // MARK: Helpers

    /// The window's picture against the reference of that name (`ReferencePictures`).
    @MainActor
    private static func assertWindow(
        _ host: SDLWindowHost, matches name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        assertMatchesReference(
            try XCTUnwrap(host.windowImage(), file: file, line: line), named: name, file: file, line: line)
    }
}

/// Real clicks on the host's window: the view's middle in window points, the window's place
/// on the X screen, and xdotool's mouse; then frames until the app has heard it.
@MainActor
private final class Clicker {
    let host: SDLWindowHost
    let server: XvfbServer
    /// Where the pointer is: `mousemove --sync` waits for a motion, so it never moves in place.
    private var pointer: (x: Int, y: Int)?

    init(host: SDLWindowHost, server: XvfbServer) {
        self.host = host
        self.server = server
    }

    func button(_ title: String, in window: UIWindow) throws -> UIButton {
        try XCTUnwrap(window.visibleButton(titled: title), "no button “\(title)” on screen")
    }

    func click(_ view: UIView) throws {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.window)
        let origin = host.sdlWindow.position
        var target = (x: Int(origin.x + point.x), y: Int(origin.y + point.y))
        if let pointer, pointer == target { target.x += 1 }
        try server.xdotool("mousemove", "--sync", "\(target.x)", "\(target.y)", "click", "1")
        pointer = target
    }

    /// Handles input until `condition` holds; a click that never arrives fails the test.
    func wait(_ what: String, until condition: () -> Bool) throws {
        guard host.handleEvents(until: condition, timeout: 10) else {
            throw ClickNotHeard(what: what)
        }
    }

    func frames(_ count: Int) {
        for _ in 0..<count { host.runFrame(advancingBy: 1.0 / 60) }
    }

    /// The window's colour at the middle of `view` (or at `point` in it).
    func probe(_ view: UIView, at point: CGPoint? = nil) throws -> [Int] {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let location = view.convert(local, to: host.window)
        let image = try XCTUnwrap(host.windowImage())
        let scale = CGFloat(image.width) / host.window.bounds.width
        let color = image.color(atX: Int(location.x * scale), y: Int(location.y * scale))
        return [Int(color.red), Int(color.green), Int(color.blue)]
    }
}

/// Thrown when what a click should do never happens: XCTest reports it as the test's failure.
private struct ClickNotHeard: Error, CustomStringConvertible {
    let what: String
    var description: String { "\(what) did not happen after the click" }
}
