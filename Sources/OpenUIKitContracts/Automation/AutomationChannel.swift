import Foundation
import Glibc

/// One end of the local socket between a UI test and its app: JSON values, one a line. The test
/// listens on a Unix socket in the temporary folder and names it to the app in
/// `OPENUIKIT_AUTOMATION`; the app connects once it has launched. Nothing leaves the machine.
public final class AutomationChannel: @unchecked Sendable {
    // @unchecked: used from one thread at a time (the test's, or the app's main thread).
    private let descriptor: Int32
    private var buffer = Data()

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The environment variable that carries the socket's path to the app.
    public static let environmentKey = EnvironmentKey.automation.rawValue

    /// Connects to the test listening at `path`.
    public static func connect(to path: String) throws -> AutomationChannel {
        let socket = try makeSocket()
        var address = try socketAddress(path)
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard status == 0 else {
            close(socket)
            throw AutomationChannelError("cannot connect to \(path): \(String(cString: strerror(errno)))")
        }
        return AutomationChannel(descriptor: socket)
    }

    /// A listening socket at `path`, for one app to connect to.
    public final class Listener: @unchecked Sendable {
        public let path: String
        private let descriptor: Int32

        public init(path: String) throws {
            self.path = path
            unlink(path)
            descriptor = try AutomationChannel.makeSocket()
            var address = try AutomationChannel.socketAddress(path)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard bound == 0, listen(descriptor, 1) == 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw AutomationChannelError("cannot listen at \(path): \(reason)")
            }
        }

        deinit {
            close(descriptor)
            unlink(path)
        }

        /// Waits up to `timeout` seconds for the app to connect; nil when it did not.
        public func accept(timeout: TimeInterval) -> AutomationChannel? {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(timeout * 1000)) == 1 else { return nil }
            let connection = Glibc.accept(descriptor, nil, nil)
            return connection >= 0 ? AutomationChannel(descriptor: connection) : nil
        }
    }

    /// Sends `value` as one line.
    public func send<Value: Encodable>(_ value: Value) throws {
        var line = try JSONEncoder().encode(value)
        line.append(0x0A)
        try line.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + sent, bytes.count - sent)
                guard count > 0 else {
                    throw AutomationChannelError("the other end has gone: \(String(cString: strerror(errno)))")
                }
                sent += count
            }
        }
    }

    /// The next line, decoded; waits up to `timeout` seconds (nil: for ever). Throws when the
    /// other end closes or the time runs out.
    public func receive<Value: Decodable>(_ type: Value.Type, timeout: TimeInterval? = nil) throws -> Value {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        while true {
            if let end = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<end]
                buffer.removeSubrange(buffer.startIndex...end)
                return try JSONDecoder().decode(type, from: Data(line))
            }
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard left > 0, poll(&poller, 1, Int32(left * 1000)) == 1 else {
                    throw AutomationChannelError("no answer within \(timeout ?? 0) seconds")
                }
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw AutomationChannelError("the other end has gone") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    fileprivate static func makeSocket() throws -> Int32 {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else {
            throw AutomationChannelError("cannot make a socket: \(String(cString: strerror(errno)))")
        }
        return socket
    }

    fileprivate static func socketAddress(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw AutomationChannelError("the socket path is too long: \(path)") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }
}

public struct AutomationChannelError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
