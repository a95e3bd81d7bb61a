import Foundation
import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a page and reads its preview from the HTML: the `<title>` (or `og:title`), `og:url`,
/// and, with `shouldFetchSubresources`, the `og:image` and icon bytes, each fetched over
/// URLSession. A provider fetches once, as on iOS; the handler runs on a background queue.
open class LPMetadataProvider: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var started = false
    private var cancelled = false
    private var session: URLSession?

    /// Whether the image and icon are fetched too.
    open var shouldFetchSubresources = true
    /// Seconds the whole fetch may take before it fails with `.metadataFetchTimedOut`.
    open var timeout: TimeInterval = 30

    public override init() { super.init() }

    /// Fetches the page at `url`; the handler gets the metadata or an `LPError`.
    open func startFetchingMetadata(
        for url: URL, completionHandler: @escaping (LPLinkMetadata?, (any Error)?) -> Void
    ) {
        startFetchingMetadata(for: URLRequest(url: url), completionHandler: completionHandler)
    }

    open func startFetchingMetadata(
        for request: URLRequest, completionHandler: @escaping (LPLinkMetadata?, (any Error)?) -> Void
    ) {
        // The app's handler is not `@Sendable` (Apple's is not): it is called once, on URLSession's queue.
        let box = HandlerBox(completionHandler)
        let completionHandler: @Sendable (LPLinkMetadata?, (any Error)?) -> Void = { box.handler($0, $1) }
        lock.lock()
        // iOS raises when a provider is started twice: refused here, the first fetch goes on.
        let again = started
        started = true
        lock.unlock()
        guard !again else {
            DispatchQueue.global().async { completionHandler(nil, LPError(.metadataFetchNotAllowed)) }
            return
        }
        guard let url = request.url, let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme)
        else {
            DispatchQueue.global().async { completionHandler(nil, LPError(.metadataFetchNotAllowed)) }
            return
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        lock.lock()
        self.session = session
        lock.unlock()
        var pageRequest = request
        pageRequest.timeoutInterval = timeout
        let fetchImages = shouldFetchSubresources
        let deadline = Date().addingTimeInterval(timeout)
        session.dataTask(with: pageRequest) { [self] data, response, error in
            if let error {
                finish(session, completionHandler, nil, mapped(error))
                return
            }
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                finish(session, completionHandler, nil, LPError(.metadataFetchFailed))
                return
            }
            let finalURL = response?.url ?? url
            let html = String(decoding: data ?? Data(), as: UTF8.self)
            let page = PageMetadata(html: html)
            let metadata = LPLinkMetadata()
            metadata.originalURL = url
            metadata.url = page.openGraphURL.flatMap { URL(string: $0, relativeTo: finalURL)?.absoluteURL } ?? finalURL
            metadata.title = page.bestTitle
            guard fetchImages else {
                finish(session, completionHandler, metadata, nil)
                return
            }
            let image = page.openGraphImage.flatMap { URL(string: $0, relativeTo: finalURL)?.absoluteURL }
            let icon =
                page.icon.flatMap { URL(string: $0, relativeTo: finalURL)?.absoluteURL }
                ?? (finalURL.scheme?.hasPrefix("http") == true
                    ? URL(string: "/favicon.ico", relativeTo: finalURL)?.absoluteURL : nil)
            fetchImage(image, session: session, deadline: deadline) { imageProvider in
                metadata.imageProvider = imageProvider
                self.fetchImage(icon, session: session, deadline: deadline) { iconProvider in
                    metadata.iconProvider = iconProvider
                    self.finish(session, completionHandler, metadata, nil)
                }
            }
        }.resume()
    }

    /// The async form: returns the metadata or throws an `LPError`.
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        try await withCheckedThrowingContinuation { continuation in
            startFetchingMetadata(for: url) { metadata, error in
                if let metadata {
                    continuation.resume(returning: metadata)
                } else {
                    continuation.resume(throwing: error ?? LPError(.unknown))
                }
            }
        }
    }

    open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
        try await withCheckedThrowingContinuation { continuation in
            startFetchingMetadata(for: request) { metadata, error in
                if let metadata {
                    continuation.resume(returning: metadata)
                } else {
                    continuation.resume(throwing: error ?? LPError(.unknown))
                }
            }
        }
    }

    /// Stops the fetch; its handler hears `.metadataFetchCancelled`.
    open func cancel() {
        lock.lock()
        cancelled = true
        let session = self.session
        lock.unlock()
        session?.invalidateAndCancel()
    }

    private func mapped(_ error: any Error) -> LPError {
        lock.lock()
        let wasCancelled = cancelled
        lock.unlock()
        if wasCancelled { return LPError(.metadataFetchCancelled, underlying: error) }
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        switch code {
        case .timedOut: return LPError(.metadataFetchTimedOut, underlying: error)
        case .cancelled: return LPError(.metadataFetchCancelled, underlying: error)
        default: return LPError(.metadataFetchFailed, underlying: error)
        }
    }

    private func finish(
        _ session: URLSession, _ handler: @Sendable (LPLinkMetadata?, (any Error)?) -> Void,
        _ metadata: LPLinkMetadata?, _ error: LPError?
    ) {
        lock.lock()
        let wasCancelled = cancelled
        lock.unlock()
        session.finishTasksAndInvalidate()
        if wasCancelled {
            handler(nil, error?.code == .metadataFetchCancelled ? error : LPError(.metadataFetchCancelled))
        } else {
            handler(metadata, error)
        }
    }

    /// The bytes at `url` as an item provider of their image type; nil when there is no URL, the
    /// fetch fails or the bytes are not an image.
    private func fetchImage(
        _ url: URL?, session: URLSession, deadline: Date, then next: @escaping @Sendable (NSItemProvider?) -> Void
    ) {
        guard let url, deadline.timeIntervalSinceNow > 0 else {
            next(nil)
            return
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = deadline.timeIntervalSinceNow
        session.dataTask(with: request) { data, response, error in
            guard error == nil, let data, !data.isEmpty,
                (response as? HTTPURLResponse).map({ (200..<300).contains($0.statusCode) }) ?? true,
                let type = Self.imageType(of: data)
            else {
                next(nil)
                return
            }
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { load in
                load(data, nil)
                return nil
            }
            next(provider)
        }.resume()
    }

    private final class HandlerBox: @unchecked Sendable {
        let handler: (LPLinkMetadata?, (any Error)?) -> Void
        init(_ handler: @escaping (LPLinkMetadata?, (any Error)?) -> Void) { self.handler = handler }
    }

    /// The uniform type of image bytes from their signature.
    static func imageType(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "public.png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "public.jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "com.compuserve.gif" }
        if bytes.starts(with: [0x00, 0x00, 0x01, 0x00]) { return "com.microsoft.ico" }
        if bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x45, 0x42, 0x50] {
            return "org.webmproject.webp"
        }
        return nil
    }
}
