import BrowserTesting
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `openuikit run --web` as a person runs it (issue 19's entry point for ported apps): a corpus
/// app ported, built and served on loopback, then shown in Debian's Chromium. Runs after
/// `AppCorpusTests`, whose builds it shares.
final class AppWebCorpusTests: XCTestCase {
    func testAPortedAppServesItselfToABrowserTab() throws {
        let app = try XCTUnwrap(try CorpusApp.all().first { $0.handEdits.isEmpty })
        let folder = CorpusApp.cache.appendingPathComponent("web/\(app.folder)")
        let port = try Self.freeLoopbackPort()
        let served = ServedApp()
        let process = CorpusApp.openuikitProcess(
            ["run", app.project.path, "--web", "--port", String(port), "--output", folder.path])
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
        XCTAssertEqual(page.port, port)

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

    /// A port on 127.0.0.1 nothing listens on now.
    private static func freeLoopbackPort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0
                    && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
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

    /// The page's URL from the host's "… is served at URL" line.
    var url: URL? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(" is served at ") }),
            let range = line.range(of: " is served at ")
        else { return nil }
        return URL(string: String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces))
    }
}
