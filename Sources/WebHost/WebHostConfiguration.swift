import Foundation
import OpenUIKitContracts

/// Where the web host listens and who may connect. Loopback by default, where only this machine's
/// browsers reach it; any other address is a choice the user makes (`OPENUIKIT_WEB_ADDRESS`), and
/// then the page and its socket answer only requests that carry the host's token, which the
/// printed URL includes.
public struct WebHostConfiguration: Sendable {
    /// The address to bind: "127.0.0.1" unless asked otherwise.
    public var address: String
    /// The port; 0 lets the system choose (tests), and the host reports the one it got.
    public var port: Int
    /// Required in the URL (`?token=…`) when not on loopback; nil on loopback.
    public var token: String?

    public static let defaultPort = 8080

    public init(address: String = "127.0.0.1", port: Int = WebHostConfiguration.defaultPort, token: String? = nil) {
        self.address = address
        self.port = port
        self.token = token ?? (Self.isLoopback(address) ? nil : Self.makeToken())
    }

    /// `OPENUIKIT_WEB_PORT` (default 8080) and `OPENUIKIT_WEB_ADDRESS` (default 127.0.0.1).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        let port = environment[.webPort].flatMap { Int($0) }.flatMap { (0...65535).contains($0) ? $0 : nil }
        let address = environment[.webAddress].flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
        return Self(address: address, port: port ?? defaultPort)
    }

    /// Addresses only this machine reaches.
    public static func isLoopback(_ address: String) -> Bool {
        address == "localhost" || address == "::1" || address.hasPrefix("127.")
    }

    /// Whether a request's query grants access: always on loopback, else only with the token.
    func admits(query token: String?) -> Bool {
        guard let required = self.token else { return true }
        return token.map { Self.constantTimeEqual($0, required) } ?? false
    }

    /// The page's URL for `port` (the bound one).
    func url(port: Int) -> URL {
        let host = address.contains(":") ? "[\(address)]" : address
        var text = "http://\(host):\(port)/"
        if let token { text += "?token=\(token)" }
        return URL(string: text)!
    }

    private static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        // 256 bits as 64 hexadecimal digits.
        return (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
