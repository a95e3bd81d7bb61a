import BrowserTesting
import CairoRendering
import Foundation
import OpenUIKit
import ShowcaseKit
import TestSupport
import XCTest

@testable import WebHost

/// The web host as a person meets it: Debian's Chromium, headless, started by each test, loads
/// the page from a host on loopback, and the test clicks, types and resizes through the browser's
/// own input (the DevTools protocol), then checks what the page's canvas shows against what the
/// app drew, and what the app did in its lifecycle trace.
///
/// Time: the app's clock moves a frame at a time while the test waits for the browser, which runs
/// in its own process; every wait is for a condition, bounded by a timeout that fails the test.
final class WebHostBrowserTests: UIKitTestCase {
    private static let frame = 1.0 / 60

    /// The host installed the display clock; the suites that run next expect the manual one.
    override func tearDown() {
        MainActor.assumeIsolated {
            UIApplication.shared.animationClock = ManualAnimationClock(now: UIApplication.shared.animationClock.now)
        }
        super.tearDown()
    }

    func testTheShowcaseLoadsAndAClickedRowPushesTheNextScene() throws {
        try MainActor.assumeIsolated {
            let window = Showcase.makeWindow()
            let tabs = try XCTUnwrap(window.rootViewController as? UITabBarController)
            try Self.withHost({ _ in window }) { host, browser, url in
                let page = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                try Self.settle(host)
                try Self.assertCanvas(of: page, shows: window)

                let row = try XCTUnwrap(window.visibleButton(titled: "Multi-page form"))
                let point = row.center(in: window)
                LifecycleTrace.clear()
                try page.click(atX: point.x, y: point.y)
                XCTAssertTrue(host.run(until: { tabs.visibleController is FormStartViewController }, timeout: 10))
                try Self.settle(host)
                XCTAssertTrue(
                    LifecycleTrace.events.contains("FormStartViewController.viewDidAppear(true)"),
                    "\(LifecycleTrace.events)")
                try Self.assertCanvas(of: page, shows: window)
                let latencies = try XCTUnwrap(page.evaluate("openUIKit.latencies") as? [Double])
                XCTAssertFalse(latencies.isEmpty, "the click's changed pixels were drawn")
            }
        }
    }

    func testTextTypedInThePageReachesTheTextField() throws {
        try MainActor.assumeIsolated {
            let controller = UIViewController()
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
            field.borderStyle = .roundedRect
            controller.view.backgroundColor = .systemBackground
            controller.view.addSubview(field)
            let window = Self.phoneWindow(showing: controller)
            try Self.withHost({ _ in window }) { host, browser, url in
                let page = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                try Self.settle(host)
                let point = field.center(in: window)
                try page.click(atX: point.x, y: point.y)
                XCTAssertTrue(host.run(until: { field.isFirstResponder }, timeout: 10), "the click focuses the field")
                try page.insertText("Hello, wörld")
                XCTAssertTrue(host.run(until: { field.text == "Hello, wörld" }, timeout: 10), field.text ?? "nil")
                try page.press(code: "Backspace", key: "Backspace", virtualKeyCode: 8)
                XCTAssertTrue(host.run(until: { field.text == "Hello, wörl" }, timeout: 10), field.text ?? "nil")
                try Self.settle(host)
                try Self.assertCanvas(of: page, shows: window)
            }
        }
    }

    /// A message the page should not send, sent over a socket of the page's own: dropped and
    /// named (the key and why), and the tab that was open goes on taking input.
    func testAMessageThatIsNotOneIsDroppedAndNamed() throws {
        try MainActor.assumeIsolated {
            let controller = UIViewController()
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
            controller.view.addSubview(field)
            let window = Self.phoneWindow(showing: controller)
            try Self.withHost({ _ in window }) { host, browser, url in
                let page = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                try Self.settle(host)
                try page.evaluate(
                    """
                    (() => { const socket = new WebSocket("ws://" + location.host + "/ws");
                      socket.onopen = () => { socket.send('{"t":"shake"}'); socket.send('{"t":"size","w":"wide","h":1}'); };
                      return 0; })()
                    """)
                XCTAssertTrue(host.run(until: { host.rejectedMessages == 2 }, timeout: 10), "\(host.rejectedMessages)")
                XCTAssertEqual(host.lastRejection?.place, "w")
                XCTAssertEqual(host.lastRejection?.reason, "Double was expected here")
                let point = field.center(in: window)
                try page.click(atX: point.x, y: point.y)
                XCTAssertTrue(
                    host.run(until: { field.isFirstResponder }, timeout: 10), "the open tab still takes input")
            }
        }
    }

    func testResizingTheBrowserWindowChangesTheSizeClass() throws {
        try MainActor.assumeIsolated {
            let window = Showcase.makeWindow()
            try Self.withHost({ _ in window }) { host, browser, url in
                let page = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                try Self.settle(host)
                XCTAssertEqual(window.bounds.size, CGSize(width: 390, height: 844))
                XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact)
                try page.resize(width: 820, height: 700, scale: 2)
                XCTAssertTrue(
                    host.run(until: { window.traitCollection.horizontalSizeClass == .regular }, timeout: 10),
                    "\(window.bounds.size)")
                XCTAssertEqual(window.bounds.size, CGSize(width: 820, height: 700))
                try Self.settle(host)
                XCTAssertEqual(try page.evaluate("openUIKit.pointWidth") as? Int, 820)
                try Self.assertCanvas(of: page, shows: window)
            }
        }
    }

    func testTwoTabsGetTwoIndependentScenes() throws {
        try MainActor.assumeIsolated {
            var windows: [Int: UIWindow] = [:]
            try Self.withHost({ tab in
                let window = Showcase.makeWindow()
                windows[tab] = window
                return window
            }) { host, browser, url in
                let first = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                XCTAssertTrue(host.run(until: { windows.count == 1 }, timeout: 10))
                let second = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                XCTAssertTrue(host.run(until: { windows.count == 2 }, timeout: 10))
                try Self.settle(host)
                let one = try XCTUnwrap(windows[host.tabs[0]]), two = try XCTUnwrap(windows[host.tabs[1]])
                XCTAssertFalse(one === two)

                // A push in the first tab leaves the second where it was.
                let row = try XCTUnwrap(one.visibleButton(titled: "Multi-page form"))
                let point = row.center(in: one)
                try first.click(atX: point.x, y: point.y)
                let firstTabs = try XCTUnwrap(one.rootViewController as? UITabBarController)
                let secondTabs = try XCTUnwrap(two.rootViewController as? UITabBarController)
                XCTAssertTrue(host.run(until: { firstTabs.visibleController is FormStartViewController }, timeout: 10))
                try Self.settle(host)
                XCTAssertFalse(secondTabs.visibleController is FormStartViewController)
                try Self.assertCanvas(of: first, shows: one)
                try Self.assertCanvas(of: second, shows: two)

                // Closing a tab leaves the other tab, still showing its window.
                try second.close()
                XCTAssertTrue(host.run(until: { host.tabs.count == 1 }, timeout: 10))
                XCTAssertTrue(host.window(ofTab: host.tabs[0]) === one)
                try Self.assertCanvas(of: first, shows: one)
            }
        }
    }

    /// Wheel turns over a long table: the page moves the scrolled rows within its canvas and is
    /// sent only the rows that came into view, and shows exactly what the app drew.
    func testWheelScrollingCopiesTheScrolledRowsAndShowsWhatTheAppDrew() throws {
        try MainActor.assumeIsolated {
            let source = NumberedRows()
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = source
            let controller = UIViewController()
            controller.view = table
            let window = Self.phoneWindow(showing: controller)
            try Self.withHost({ _ in window }) { host, browser, url in
                let page = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                try Self.settle(host)
                let sentBefore = host.statistics(ofTab: host.tabs[0])?.totalBytes ?? 0
                for _ in 0..<10 {
                    // The page's message must have reached the app before the page can be current.
                    let expected = host.inputMessagesHandled + 1
                    try page.wheel(atX: 195, y: 400, deltaY: 88)
                    XCTAssertTrue(host.run(until: { host.inputMessagesHandled >= expected }, timeout: 10))
                    try Self.settle(host)
                }
                XCTAssertEqual(table.contentOffset.y, 880, accuracy: 1)
                XCTAssertGreaterThan(try XCTUnwrap(page.evaluate("openUIKit.copies") as? Int), 0, "bands were copied")
                let sent = (host.statistics(ofTab: host.tabs[0])?.totalBytes ?? 0) - sentBefore
                XCTAssertLessThan(sent, 10 * 100_000, "ten scrolls cost less than ten screens")
                try Self.assertCanvas(of: page, shows: window)
            }
        }
    }

    /// A page that stops acknowledging (a slow link, a busy tab) gets no queue: the host sends
    /// the frames it allows in flight and waits; the acknowledgements bring one frame with the
    /// latest state, not the changes in between.
    func testAPageThatFallsBehindGetsTheLatestFrameNotAQueue() throws {
        try MainActor.assumeIsolated {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            let swatch = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
            controller.view.addSubview(swatch)
            let window = Self.phoneWindow(showing: controller)
            try Self.withHost({ _ in window }) { host, browser, url in
                let page = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                try Self.settle(host)
                let tab = host.tabs[0]
                // The page's animation frames are held back: it draws what comes and
                // acknowledges nothing until they are let go.
                try page.evaluate(
                    """
                    window.heldCallbacks = []; window.realAnimationFrame = window.requestAnimationFrame;
                    window.requestAnimationFrame = (callback) => { heldCallbacks.push(callback); return 0; };
                    """)
                let sentBefore = try XCTUnwrap(host.statistics(ofTab: tab)?.frames)
                let drawnBefore = try XCTUnwrap(page.evaluate("openUIKit.frames") as? Int)
                for change in 1...30 {
                    swatch.backgroundColor = UIColor(white: CGFloat(change) / 30, alpha: 1)
                    host.runFrame(advancingBy: Self.frame)
                }
                let inFlight = WebSession.framesInFlight
                XCTAssertEqual(host.statistics(ofTab: tab)?.frames, sentBefore + inFlight)
                XCTAssertTrue(try page.wait(until: "openUIKit.frames === \(drawnBefore + inFlight)", timeout: 10))

                try page.evaluate(
                    """
                    window.requestAnimationFrame = window.realAnimationFrame;
                    heldCallbacks.splice(0).forEach((callback) => callback(performance.now()));
                    """)
                try Self.settle(host)
                XCTAssertEqual(
                    host.statistics(ofTab: tab)?.frames, sentBefore + inFlight + 1, "one frame for 27 changes")
                XCTAssertEqual(try page.evaluate("openUIKit.frames") as? Int, drawnBefore + inFlight + 1)
                XCTAssertEqual(try page.evaluate("openUIKit.pixel(195, 122)") as? [Int], [255, 255, 255, 255])
                try Self.assertCanvas(of: page, shows: window)
            }
        }
    }

    /// The showcase's scripted tour, every tap a click in the page: each step's checks hold,
    /// and after each the canvas shows what the app drew.
    func testTheShowcaseTourPlaysInTheBrowser() throws {
        try MainActor.assumeIsolated {
            let window = Showcase.makeWindow()
            try Self.withHost({ _ in window }) { host, browser, url in
                let page = try browser.open(url) { host.runFrame(advancingBy: Self.frame) }
                try Self.settle(host)
                let tour = ShowcaseTour(window: window)
                tour.output = { _ in }
                var clickFailures: [String] = []
                tour.deliverTap = { point in
                    // A click is a press and a release: two messages the app must have had.
                    let expected = host.inputMessagesHandled + 2
                    do {
                        try page.click(atX: point.x, y: point.y)
                    } catch {
                        clickFailures.append("\(point): \(error)")
                    }
                    if !host.run(until: { host.inputMessagesHandled >= expected }, timeout: 10) {
                        clickFailures.append("\(point): the click never reached the app")
                    }
                }
                for step in ShowcaseTour.steps {
                    let record = tour.play(step)
                    try Self.settle(host)
                    try Self.assertCanvas(of: page, shows: window)
                    XCTAssertEqual(record.failures, [], "step \(record.number), \(step.name)")
                }
                XCTAssertEqual(clickFailures, [])
                XCTAssertEqual(tour.records.count, ShowcaseTour.steps.count)
            }
        }
    }

    // MARK: Helpers

    /// A key window of the browser's viewport size with `controller` as its root.
    @MainActor
    private static func phoneWindow(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// A started host and a browser, both stopped when `body` returns.
    @MainActor
    private static func withHost(
        _ windowForTab: @escaping (Int) -> UIWindow?, _ body: (WebHost, Chromium, URL) throws -> Void
    ) throws {
        let host = WebHost(configuration: WebHostConfiguration(port: 0), windowForTab: windowForTab)
        let url = try host.start()
        defer { host.stop() }
        XCTAssertEqual(url.host, "127.0.0.1")
        let browser = try Chromium()
        defer { browser.close() }
        try body(host, browser, url)
    }

    /// Frames until every tab has drawn all its window shows.
    @MainActor
    private static func settle(_ host: WebHost, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(
            host.run(until: { host.tabsAreCurrent }, timeout: 20), "the pages never caught up", file: file, line: line)
    }

    /// The page's canvas against the window drawn here, at points 30 apart: the same colours.
    @MainActor
    private static func assertCanvas(
        of page: BrowserPage, shows window: UIWindow, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let step = 30
        let samples = try XCTUnwrap(
            page.evaluate(
                """
                (() => { const out = [];
                  for (let y = 5; y < openUIKit.pointHeight; y += \(step))
                    for (let x = 5; x < openUIKit.pointWidth; x += \(step)) out.push(...openUIKit.pixel(x, y));
                  return out; })()
                """) as? [Int], file: file, line: line)
        let scale = try XCTUnwrap(page.evaluate("openUIKit.scale") as? Double, file: file, line: line)
        let image = try XCTUnwrap(CairoRenderer.render(window, scale: scale), file: file, line: line)
        var index = 0, differing: [String] = []
        for y in Swift.stride(from: 5, to: Int(window.bounds.height), by: step) {
            for x in Swift.stride(from: 5, to: Int(window.bounds.width), by: step) {
                guard index + 3 < samples.count else { break }
                let drawn = image.color(atX: Int(Double(x) * scale), y: Int(Double(y) * scale))
                let shown = samples[index..<index + 3].map { $0 }
                let expected = [Int(drawn.red), Int(drawn.green), Int(drawn.blue)]
                if zip(shown, expected).contains(where: { abs($0 - $1) > 2 }) {
                    differing.append("(\(x), \(y)): page \(shown), app \(expected)")
                }
                index += 4
            }
        }
        XCTAssertEqual(index, samples.count, "the canvas has the window's size", file: file, line: line)
        XCTAssertTrue(differing.isEmpty, differing.prefix(8).joined(separator: "; "), file: file, line: line)
    }
}

/// A thousand rows, each titled by its number.
@MainActor
private final class NumberedRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}
