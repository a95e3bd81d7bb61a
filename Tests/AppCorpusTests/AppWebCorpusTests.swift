import BrowserTesting
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `openuikit run --web` as a person runs it (issue 19's entry point for ported apps): a corpus
/// app ported, built and served on loopback, then shown in Debian's Chromium. Runs after
/// `AppCorpusTests`, whose builds it shares.
final class AppWebCorpusTests: XCTestCase {
    func testAPortedAppServesItselfToABrowserTab() throws {
        let app = try XCTUnwrap(try CorpusApp.all().first { $0.folder == "boranseckin__FoodTracker" })
        let folder = OpenUIKitTool.cache.appendingPathComponent("web/\(app.folder)")
        let served = ServedApp()
        let process = OpenUIKitTool.process(["run", app.project.path, "--web", "--output", folder.path])
        // A port the system picks (the app inherits the variable), as the host's own tests do.
        process.environment?["OPENUIKIT_WEB_PORT"] = "0"
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { handle in served.append(handle.availableData) }
        try process.run()
        defer {
            Self.stop(process)
            output.fileHandleForReading.readabilityHandler = nil
        }

        // Porting and building may take minutes when the tours did not build it first; once
        // built, the app has a minute to say where it is served.
        var deadline = Date(timeIntervalSinceNow: 900), built = false
        var url: URL?
        while url == nil, process.isRunning, Date() < deadline {
            url = served.url
            if !built, served.text.contains("\nBuilt ") {
                built = true
                deadline = min(deadline, Date(timeIntervalSinceNow: 60))
            }
            if url == nil { _ = served.waitForOutput(seconds: 1) }
        }
        let page = try XCTUnwrap(url ?? served.url, "\(app.folder) printed no URL: \(served.text.suffix(3000))")
        XCTAssertEqual(page.host, "127.0.0.1")

        let browser = try Chromium()
        defer { browser.close() }
        let tab = try browser.open(page)
        XCTAssertTrue(
            try tab.wait(until: "openUIKit.frames > 0 && openUIKit.pointWidth === 390", timeout: 30),
            "the page drew no frame of \(app.folder): \(served.text.suffix(2000))")
        // The app's first screen, not an empty canvas: colours of a grid of points.
        let colours = try XCTUnwrap(
            tab.evaluate(
                """
                (() => { const seen = new Set();
                  for (let y = 10; y < openUIKit.pointHeight; y += 20)
                    for (let x = 10; x < openUIKit.pointWidth; x += 20) seen.add(openUIKit.pixel(x, y).join());
                  return seen.size; })()
                """) as? Int)
        XCTAssertGreaterThan(colours, 2, "\(app.folder)'s first screen shows more than a background")
        XCTAssertTrue(process.isRunning, "openuikit run --web keeps serving")
    }

    /// Ends `openuikit` and the app it started (its child, which a terminal's Ctrl-C would reach
    /// as one process group).
    private static func stop(_ process: Process) {
        let pid = process.processIdentifier
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGTERM) }
        }
        if process.isRunning { kill(pid, SIGTERM) }
        process.waitUntilExit()
    }
}

/// What `openuikit run --web` and the app it serves printed, gathered as it comes.
private final class ServedApp: @unchecked Sendable {
    private let condition = NSCondition()
    private var data = Data()

    func append(_ chunk: Data) {
        condition.lock()
        data.append(chunk)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits up to `seconds` for more output; whether some came.
    func waitForOutput(seconds: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let count = data.count
        _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
        return data.count > count
    }

    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// The page's URL, once the host printed it.
    var url: URL? { ServedPage.url(in: text) }
}
