import BenchmarkSupport
import BrowserTesting
import Foundation
import OpenUIKit
import WebHost

/// Issue 19's web-host figures: a release build on loopback, Debian's Chromium headless, the host
/// making frames as `WebApplicationHost` does (`WebHost.runNextFrame()`).
///
/// Latency: 100 clicks on a button, each after the page caught up with the last; from the
/// browser's pointer event to the page having drawn the first changed pixels (the button's
/// highlight), as the page measures it (goal: p95 under 30 ms).
///
/// Scrolling: the 10,000-row table of self-sizing cells scrolled by the page's own wheel events,
/// 80 points an animation frame (4,800 points a second) for eleven seconds; the frames the page
/// drew a second over the last ten, on its own clock (goal: 60), and the bytes each frame took.
///
/// Both start `browserStartUp` seconds after the page's first frame.
@MainActor
enum WebBenchmarks {
    /// Seconds a new window of Chromium's goes on with work of its own (pages of its interface,
    /// caches) on the two cores the host shares; frames are made meanwhile and not counted.
    static let browserStartUp: TimeInterval = 3

    /// `window` served on a free port and shown in a tab of `browser`, its first frame drawn.
    static func serve(_ window: UIWindow, in browser: Chromium) throws -> (WebHost, BrowserPage) {
        let host = WebHost(configuration: WebHostConfiguration(port: 0)) { _ in window }
        let url = try host.start()
        do {
            let page = try browser.open(url) { host.runNextFrame() }
            try settle(host)
            host.run(until: { false }, timeout: browserStartUp)
            return (host, page)
        } catch {
            host.stop()
            throw error
        }
    }

    /// Frames until the page has drawn all the window shows.
    static func settle(_ host: WebHost) throws {
        guard host.run(until: { host.tabsAreCurrent }, timeout: 20) else {
            throw Chromium.Failure.timedOut("the page's catching up")
        }
    }

    static func latency(browser: Chromium) throws {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 34, weight: .semibold)
        button.frame = CGRect(x: 95, y: 372, width: 200, height: 100)
        controller.view.addSubview(button)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let (host, page) = try serve(window, in: browser)
        defer { host.stop() }
        let clicks = 100
        for click in 0..<clicks {
            try settle(host)
            try page.click(atX: 195, y: 422)
            guard try page.wait(until: "openUIKit.latencies.length > \(click)", timeout: 10) else {
                throw Chromium.Failure.timedOut("click \(click)'s pixels")
            }
        }
        let latencies = try (page.evaluate("openUIKit.latencies") as? [Double] ?? []).sorted()
        print("web host latency: \(latencies.count) clicks on a button, pointer event to changed pixels drawn")
        print(
            String(
                format: "  p50 %.1f ms, p95 %.1f ms (goal: under 30 ms), best %.1f ms, worst %.1f ms",
                FrameStatistics.nearestRank(50, of: latencies) ?? 0,
                FrameStatistics.nearestRank(95, of: latencies) ?? 0, latencies.first ?? 0,
                latencies.last ?? 0))
    }

    static func scrolling(browser: Chromium) throws {
        let (window, table, source) = TenThousandRows.makeWindow()
        let (host, page) = try serve(window, in: browser)
        defer { host.stop() }
        let tab = host.tabs[0]
        let sentBefore = host.statistics(ofTab: tab)?.frames ?? 0
        let seconds = 10.0, lead = 1.0
        // The page scrolls itself: a wheel event at each of its animation frames. It counts the
        // frames it draws on its own clock, over `seconds` that start `lead` seconds after the
        // first event, once frames in flight fill the way from host to canvas.
        try page.evaluate(
            """
            (() => { const start = performance.now() + \(lead * 1000), end = start + \(seconds * 1000);
              const before = openUIKit.frames;
              let first = null;
              const step = (now) => {
                if (first === null && now >= start) first = { time: now, frames: openUIKit.frames };
                if (now >= end) {
                  openUIKit.scrolled = { frames: openUIKit.frames - first.frames, seconds: (now - first.time) / 1000,
                                         lead: first.frames - before };
                  return;
                }
                canvas.dispatchEvent(new WheelEvent("wheel", { deltaY: 80, clientX: 195, clientY: 422, bubbles: true,
                                                                cancelable: true }));
                requestAnimationFrame(step); };
              requestAnimationFrame(step); })()
            """)
        let start = Date()
        while Date().timeIntervalSince(start) < lead + seconds { host.runNextFrame() }
        var scrolled: [String: Any]?
        guard
            host.run(
                until: {
                    scrolled = (try? page.evaluate("openUIKit.scrolled")) as? [String: Any]
                    return scrolled != nil
                }, timeout: 10), let frames = scrolled?["frames"] as? Int,
            let pageSeconds = scrolled?["seconds"] as? Double,
            let leadFrames = scrolled?["lead"] as? Int
        else { throw Chromium.Failure.timedOut("the page's scrolling") }
        let statistics = host.statistics(ofTab: tab) ?? WebFrameStatistics()
        let bytes = Array(statistics.frameBytes.dropFirst(sentBefore)).sorted()
        let encode = Array(statistics.encodeSeconds.dropFirst(sentBefore)).sorted()
        let total = bytes.reduce(0, +)
        print(
            "web host scrolling: \(TenThousandRows.count) self-sizing rows, 80 points an animation frame for "
                + "\(Int(lead + seconds)) s (the last \(Int(seconds)) counted), in a "
                + "\(browser.viewport.width) × \(browser.viewport.height) tab at \(browser.viewport.scale)x")
        print(
            String(
                format: "  %.1f frames a second drawn by the page (goal: 60), %d in %.2f s (%d in the first second); "
                    + "%d frames sent", Double(frames) / pageSeconds, frames, pageSeconds, leadFrames, bytes.count))
        print(
            String(
                format: "  bytes a frame: median %d, p95 %d, mean %d (%.1f MB/s); encoding p50 %.2f ms, p95 %.2f ms",
                FrameStatistics.nearestRank(50, of: bytes) ?? 0, FrameStatistics.nearestRank(95, of: bytes) ?? 0,
                bytes.isEmpty ? 0 : total / bytes.count,
                Double(total) / (lead + seconds) / 1e6, (FrameStatistics.nearestRank(50, of: encode) ?? 0) * 1000,
                (FrameStatistics.nearestRank(95, of: encode) ?? 0) * 1000))
        print(
            "  rows shown: \(source.asked); offset now \(Int(table.contentOffset.y)) of \(Int(table.contentSize.height))"
        )
    }
}

do {
    try MainActor.assumeIsolated {
        let browser = try Chromium()
        defer { browser.close() }
        let only = CommandLine.arguments.dropFirst().first
        if only == nil || only == "latency" { try WebBenchmarks.latency(browser: browser) }
        if only == nil || only == "scrolling" { try WebBenchmarks.scrolling(browser: browser) }
    }
} catch {
    print("web benchmark: \(error)")
    exit(1)
}
