import Foundation
import LinkPresentation
import TestSupport
import UIKit
import XCTest

/// Link metadata fetched from pages served on loopback: the Open Graph title wins over
/// `<title>`, the image comes as an item provider of its real bytes, and failures are LPErrors.
final class LinkPresentationTests: XCTestCase {
    private static let png: Data = {
        // A 1×1 red PNG.
        let base64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
        return Data(base64Encoded: base64) ?? Data()
    }()

    private var server: LoopbackServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let article = """
            <!doctype html><html><head><TITLE>  Plain &amp; simple
            title </TITLE>
            <meta property="og:title" content="Open Graph &quot;Title&quot;">
            <meta property='og:image' content='/image.png'>
            <link rel="icon" href="/image.png"></head><body>Hello</body></html>
            """
        server = try LoopbackServer(pages: [
            "/article": .init(body: Data(article.utf8)),
            "/plain": .init(body: Data("<html><head><title>Only a title</title></head></html>".utf8)),
            "/image.png": .init(type: "image/png", body: Self.png),
            "/missing": .init(status: 500, body: Data("boom".utf8)),
        ])
    }

    override func tearDown() {
        server.stop()
        super.tearDown()
    }

    @MainActor
    func testOpenGraphTitleAndImageAreRead() async throws {
        let provider = LPMetadataProvider()
        let url = server.url("/article")
        let metadata = try await provider.startFetchingMetadata(for: url)
        XCTAssertEqual(metadata.title, "Open Graph \"Title\"")
        XCTAssertEqual(metadata.originalURL, url)
        XCTAssertEqual(metadata.url?.path, "/article")
        let imageProvider = try XCTUnwrap(metadata.imageProvider)
        XCTAssertEqual(imageProvider.registeredTypeIdentifiers, ["public.png"])
        var loaded: Data?
        _ = imageProvider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, _ in loaded = data }
        // Item providers answer on a later turn of the app's run loop.
        UIApplication.shared.runUntilIdle()
        XCTAssertEqual(loaded, Self.png)
        XCTAssertNotNil(metadata.iconProvider)
    }

    func testDocumentTitleWithoutSubresources() async throws {
        let provider = LPMetadataProvider()
        provider.shouldFetchSubresources = false
        let metadata = try await provider.startFetchingMetadata(for: server.url("/plain"))
        XCTAssertEqual(metadata.title, "Only a title")
        XCTAssertNil(metadata.imageProvider)
        XCTAssertNil(metadata.iconProvider)
    }

    func testServerErrorsAndRefusedConnectionsFail() async throws {
        do {
            _ = try await LPMetadataProvider().startFetchingMetadata(for: server.url("/missing"))
            XCTFail("a 500 gave metadata")
        } catch let error as LPError {
            XCTAssertEqual(error.code, .metadataFetchFailed)
        }
        let closed = try LoopbackServer(pages: [:])
        let deadURL = closed.url("/")
        closed.stop()
        do {
            _ = try await LPMetadataProvider().startFetchingMetadata(for: deadURL)
            XCTFail("a closed port gave metadata")
        } catch {
            XCTAssertEqual((error as NSError).domain, LPErrorDomain)
        }
    }

    func testTimeoutAndCancel() async throws {
        let slow = LPMetadataProvider()
        slow.timeout = 0.5
        do {
            _ = try await slow.startFetchingMetadata(for: server.url("/hang"))
            XCTFail("a silent server gave metadata")
        } catch let error as LPError {
            XCTAssertEqual(error.code, .metadataFetchTimedOut)
        }

        let cancelled = LPMetadataProvider()
        let answered = expectation(description: "cancelled")
        cancelled.startFetchingMetadata(for: server.url("/hang")) { metadata, error in
            XCTAssertNil(metadata)
            XCTAssertEqual((error as? LPError)?.code, .metadataFetchCancelled)
            answered.fulfill()
        }
        cancelled.cancel()
        await fulfillment(of: [answered], timeout: 10)
    }

    func testAProviderFetchesOnce() async throws {
        let provider = LPMetadataProvider()
        _ = try await provider.startFetchingMetadata(for: server.url("/plain"))
        do {
            _ = try await provider.startFetchingMetadata(for: server.url("/plain"))
            XCTFail("a second fetch ran")
        } catch let error as LPError {
            XCTAssertEqual(error.code, .metadataFetchNotAllowed)
        }
    }

    @MainActor
    func testLinkViewShowsTitleAndHost() async {
        let metadata = LPLinkMetadata()
        metadata.url = URL(string: "https://www.example.com/story")
        metadata.title = "A story"
        let view = LPLinkView(metadata: metadata)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 72)
        view.layoutIfNeeded()
        let labels = allLabels(in: view).compactMap(\.text)
        XCTAssertEqual(labels, ["A story", "example.com"])

        let bare = LPLinkView(url: URL(string: "https://swift.org/blog")!)
        XCTAssertEqual(allLabels(in: bare).compactMap(\.text), ["swift.org", "swift.org"])
        bare.metadata = metadata
        XCTAssertEqual(allLabels(in: bare).compactMap(\.text), ["A story", "example.com"])
    }

    @MainActor
    private func allLabels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? allLabels(in: $0) }
    }
}
