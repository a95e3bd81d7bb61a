import BrowserTesting
import Foundation
import TestSupport
import XCTest

/// `OPENUIKIT_HOST=web`: the showcase executable serves itself, prints its URL, and a tab shows
/// it; a second tab takes the one window over and the first says so.
final class WebApplicationHostTests: XCTestCase {
    func testTheShowcaseServesItselfToABrowserTab() throws {
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent().appendingPathComponent("Showcase")
        let app = Process()
        app.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["OPENUIKIT_HOST"] = "web"
        environment["OPENUIKIT_WEB_PORT"] = "0"
        environment["OPENUIKIT_AUTOMATION"] = nil
        app.environment = environment
        let output = Pipe()
        app.standardOutput = output
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer {
            app.terminate()
            app.waitUntilExit()
        }
        let url = try XCTUnwrap(Self.servedURL(from: output.fileHandleForReading), "the app printed no URL")
        XCTAssertEqual(url.host, "127.0.0.1")

        let browser = try Chromium()
        defer { browser.close() }
        let first = try browser.open(url)
        XCTAssertTrue(try first.wait(until: "openUIKit.frames > 0 && openUIKit.pointWidth === 390"))
        XCTAssertEqual(try first.evaluate("document.title") as? String, "Showcase")
        // Not black: the app's window is drawn (a row of the setups list, left of its centred text).
        let pixel = try XCTUnwrap(first.evaluate("openUIKit.pixel(30, 300)") as? [Int])
        XCTAssertGreaterThan(pixel.prefix(3).reduce(0, +), 600, "\(pixel)")

        let second = try browser.open(url)
        XCTAssertTrue(try second.wait(until: "openUIKit.frames > 0"))
        XCTAssertTrue(
            try first.wait(until: "document.getElementById('notice').textContent.includes('another tab')"),
            "the first tab says the app moved")
    }

    /// The page's address, from the line `WebApplicationHost` prints.
    private static func servedURL(from handle: FileHandle, timeout: TimeInterval = 60) -> URL? {
        var text = ""
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let data = handle.availableData
            if data.isEmpty { return nil }
            text += String(decoding: data, as: UTF8.self)
            if let url = ServedPage.url(in: text) { return url }
        }
        return nil
    }
}
