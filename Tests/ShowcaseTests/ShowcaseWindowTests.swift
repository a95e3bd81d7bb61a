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
/// system to deliver the clicks another process sent. `SHOWCASE_RECORD_REFERENCES=1` writes the
/// references anew instead of comparing.
final class ShowcaseWindowTests: ShowcaseTestCase {
    private var server: XvfbServer?
    private static let frame = 1.0 / 60
    /// Where `SHOWCASE_RECORD_REFERENCES=1` writes: the source folder the bundle copies.
    private static let sourceReferences = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References")
    private static let recording = ProcessInfo.processInfo.environment["SHOWCASE_RECORD_REFERENCES"] == "1"

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try TestXServer.start()
    }

    override func tearDown() {
        TestXServer.stop(server)
        server = nil
        super.tearDown()
    }

    func testClicksThroughAPushAModalAnUnwindAndATabSwitch() throws {
        let xServer = try XCTUnwrap(server)
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
            let shown = try clicker.screenOfWindow()
            XCTAssertEqual(
                try XCTUnwrap(host.windowImage()).difference(from: shown)?.differingPixels, 0,
                "the X server shows another picture")
        }
    }

    // MARK: Helpers

    /// The window's picture against the reference of that name: the same size, and at most a
    /// few hundred pixels off by more than a little (text edges may round differently).
    @MainActor
    private static func assertWindow(
        _ host: SDLWindowHost, matches name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let image = try XCTUnwrap(host.windowImage(), file: file, line: line)
        if Self.recording {
            try XCTUnwrap(image.pngData(), file: file, line: line).write(
                to: Self.sourceReferences.appendingPathComponent("\(name).png"))
            return
        }
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "References"),
            "no reference \(name).png", file: file, line: line)
        let reference = try XCTUnwrap(
            RenderedImage(pngData: Data(contentsOf: url)), "\(name).png is no PNG", file: file, line: line)
        guard let difference = image.difference(from: reference, tolerance: 8) else {
            return XCTFail(
                "\(name): \(image.width)×\(image.height), the reference is \(reference.width)×\(reference.height)",
                file: file, line: line)
        }
        XCTAssertLessThanOrEqual(
            difference.differingPixels, image.width * image.height / 500,
            "\(name): \(difference.differingPixels) pixels differ (by up to \(difference.largestDifference))",
            file: file, line: line)
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

    /// What the X server shows where the window is (ImageMagick's `import`), as a window shows
    /// it: opaque.
    func screenOfWindow() throws -> RenderedImage {
        let image = try XCTUnwrap(host.windowImage())
        let origin = host.sdlWindow.position
        let png = try server.run(
            "import",
            ["-window", "root", "-crop", "\(image.width)x\(image.height)+\(Int(origin.x))+\(Int(origin.y))", "png:-"],
            package: "imagemagick")
        let shown = try XCTUnwrap(RenderedImage(pngData: png))
        return try XCTUnwrap(
            RenderedImage(width: shown.width, height: shown.height, pixels: shown.pixels.map { $0 | 0xFF00_0000 }))
    }
}

/// Thrown when what a click should do never happens: XCTest reports it as the test's failure.
private struct ClickNotHeard: Error, CustomStringConvertible {
    let what: String
    var description: String { "\(what) did not happen after the click" }
}
