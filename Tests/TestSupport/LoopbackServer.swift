import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 for the tests: each path answers with a fixed status,
/// type and body; the path "/hang" reads the request and never answers. Each connection is
/// answered on a thread of its own: Chromium opens connections ahead of its requests, and one
/// that stays silent must not hold up the others.
public final class LoopbackServer: @unchecked Sendable {
    public struct Page {
        public var status = 200
        public var type = "text/html; charset=utf-8"
        public var body: Data

        public init(status: Int = 200, type: String = "text/html; charset=utf-8", body: Data) {
            self.status = status
            self.type = type
            self.body = body
        }
    }

    public let port: UInt16
    private let socket: Int32
    private let pages: [String: Page]
    private let lock = NSLock()
    private var hanging: [Int32] = []

    /// Pages of HTML by path, each answered with status 200.
    public convenience init(html: [String: String]) throws {
        try self.init(pages: html.mapValues { Page(body: Data($0.utf8)) })
    }

    public init(pages: [String: Page]) throws {
        self.pages = pages
        let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        socket = listener
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    public func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
        lock.lock()
        for client in hanging { close(client) }
        hanging = []
        lock.unlock()
    }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 { return }
            let thread = Thread { [self] in answer(client) }
            thread.start()
        }
    }

    private func answer(_ client: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { break }
            request += buffer[0..<count]
        }
        let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        if path == "/hang" {
            lock.lock()
            hanging.append(client)
            lock.unlock()
            return
        }
        let page = pages[path] ?? Page(status: 404, type: "text/plain", body: Data("not found".utf8))
        var response = Data(
            "HTTP/1.0 \(page.status) X\r\nContent-Type: \(page.type)\r\nContent-Length: \(page.body.count)\r\nConnection: close\r\n\r\n"
                .utf8)
        response.append(page.body)
        response.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var sent = 0
            while sent < raw.count {
                let count = write(client, base.advanced(by: sent), raw.count - sent)
                if count <= 0 { break }
                sent += count
            }
        }
        close(client)
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
