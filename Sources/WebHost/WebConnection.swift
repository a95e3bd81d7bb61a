import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// One browser tab's socket, between the server's tasks and the main thread: what the page sent
/// waits in `inbox` until the next frame takes it, and what the host sends goes out through a
/// stream the socket's task writes. Either side may be on any thread.
final class WebConnection: Sendable {
    let id: Int
    private let state = NIOLockedValueBox(State())
    private let outbound: AsyncStream<Outgoing>.Continuation
    let outgoing: AsyncStream<Outgoing>

    enum Outgoing: Sendable {
        case text(String)
        case binary(ByteBuffer)
    }

    private struct State {
        var inbox: [String] = []
        var isClosed = false
    }

    private let wakeUp: WebWakeUp?

    init(id: Int, wakeUp: WebWakeUp? = nil) {
        self.id = id
        self.wakeUp = wakeUp
        (outgoing, outbound) = AsyncStream.makeStream(of: Outgoing.self, bufferingPolicy: .unbounded)
    }

    /// A text message from the page (its messages are JSON text).
    func received(_ message: String) {
        state.withLockedValue { $0.inbox.append(message) }
        wakeUp?.signal()
    }

    /// The messages that arrived since the last call, oldest first.
    func takeMessages() -> [String] {
        state.withLockedValue { state in
            defer { state.inbox.removeAll(keepingCapacity: true) }
            return state.inbox
        }
    }

    func send(_ message: Outgoing) {
        outbound.yield(message)
    }

    /// The page went away (or the host ends the connection).
    func close() {
        state.withLockedValue { $0.isClosed = true }
        outbound.finish()
    }

    var isClosed: Bool { state.withLockedValue { $0.isClosed } }
}
