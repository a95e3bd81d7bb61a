import BrowserTesting
import Foundation
import Hummingbird
import Logging
import XCTest

/// The DocC site `make docs` writes (`.build/docs`, which `make test` makes first), served from
/// loopback and opened in Debian's Chromium: the landing page and every article render with their
/// titles, and every link in them to another page of the site answers.
final class DocumentationSiteTests: XCTestCase {
    static let articles = [
        "gettingstarted": "Getting started", "portinganapp": "Porting an app",
        "customcontainerswithstoryboards": "Custom containers with storyboards",
        "timeandtheanimationclock": "Time and the animation clock", "rendering": "Rendering",
        "windowsandhosts": "Windows and hosts", "thestoryboardcommand": "The storyboard command",
        "buildingandtesting": "Building and testing", "packagelayout": "Package layout",
        "testingyourapp": "Testing your app", "tablesandcollections": "Tables and collections",
        "storyboardsandnibs": "Storyboards and nibs", "appstartup": "App start-up",
        "wherelinuxdiffersfromuikit": "Where Linux differs from UIKit", "theappcorpus": "The app corpus",
        "decodingstoryboards": "Decoding storyboards", "benchmarks": "Benchmarks",
    ]

    /// `OPENUIKIT_DOCS`, else `.build/docs` in this checkout.
    static var site: URL {
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_DOCS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/docs")
    }

    func testTheArticlesRenderAndTheirLinksResolve() async throws {
        let index = Self.site.appendingPathComponent("documentation/openuikit/index.html")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: index.path), "no site at \(Self.site.path): run make docs")
        let (base, server) = try await Self.serve(Self.site)
        defer { server.cancel() }
        let browser = try Chromium(width: 1024, height: 800, scale: 1)
        defer { browser.close() }

        let page = try browser.open(base.appendingPathComponent("documentation/openuikit"))
        XCTAssertTrue(try page.wait(until: "document.querySelector('main h1')?.textContent.trim() === 'OpenUIKit'"))
        for (path, title) in Self.articles.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(
                try page.wait(until: "[...document.querySelectorAll('a')].some(a => a.href.endsWith('/\(path)'))"),
                "the landing page links to \(title)")
        }
        var checked = 0
        for (path, title) in Self.articles.sorted(by: { $0.key < $1.key }) {
            let url = base.appendingPathComponent("documentation/openuikit/\(path)")
            try page.navigate(to: url)
            XCTAssertTrue(
                try page.wait(until: "document.querySelector('main h1')?.textContent.trim() === '\(title)'"),
                "\(path) renders its title")
            XCTAssertTrue(try page.wait(until: "document.querySelectorAll('main p').length > 1"), "\(path) has text")
            // Every link to a page of the site answers (DocC writes a page's data beside it).
            let broken = try XCTUnwrap(
                page.evaluate(
                    """
                    (async () => {
                      const links = [...document.querySelectorAll('main a')].map(a => a.href)
                        .filter(href => href.startsWith(location.origin + '/documentation/'));
                      const broken = [];
                      for (const href of links) {
                        const data = href.replace(location.origin + '/documentation/', location.origin + '/data/documentation/')
                          .replace(/#.*$/, '').replace(/\\/$/, '') + '.json';
                        const answer = await fetch(data);
                        if (!answer.ok) broken.push(href);
                      }
                      return JSON.stringify({ count: links.length, broken });
                    })()
                    """) as? String)
            let result = try JSONSerialization.jsonObject(with: Data(broken.utf8)) as? [String: Any]
            XCTAssertEqual(result?["broken"] as? [String], [], "\(path)'s broken links")
            checked += result?["count"] as? Int ?? 0
        }
        XCTAssertGreaterThan(checked, 0, "the articles link to the site's pages")
    }

    /// The folder served at 127.0.0.1 on a free port, as a static host would.
    private static func serve(_ folder: URL) async throws -> (URL, Task<Void, Never>) {
        let router = Router()
        router.middlewares.add(FileMiddleware(folder.path, searchForIndexHtml: true))
        let port = PortBox()
        var logger = Logger(label: "DocumentationSiteTests")
        logger.logLevel = .critical
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in await port.set(channel.localAddress?.port) }, logger: logger)
        let task = Task { _ = try? await application.run() }
        for _ in 0..<500 {
            if let bound = await port.value { return (URL(string: "http://127.0.0.1:\(bound)/")!, task) }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        task.cancel()
        throw CocoaError(.fileReadUnknown)
    }
}

/// The port the server bound, once it has.
private actor PortBox {
    var value: Int?
    func set(_ port: Int?) { value = port }
}
