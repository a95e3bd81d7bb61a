import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// The HTTP and WebSocket side of the web host, on hummingbird: `GET /` is the page
/// (`WebPage`), `GET /ws` its socket. It runs on hummingbird's own threads; each socket becomes
/// a `WebConnection` the main thread picks up at its next frame (`takeNewConnections()`), so
/// nothing here touches the app.
final class WebServer: Sendable {
    let configuration: WebHostConfiguration
    /// Signalled by every message a page sends: the host's frame loop sleeps on it.
    let wakeUp = WebWakeUp()
    private let state = NIOLockedValueBox(State())

    private struct State {
        var newConnections: [WebConnection] = []
        var nextID = 1
        var port: Int?
        var failure: String?
        var task: Task<Void, Never>?
    }

    /// Messages from the page are small (input, acknowledgements); frames to it are not.
    private static let maximumInboundMessage = 1 << 20
    private static let maximumFrame = 1 << 26

    init(configuration: WebHostConfiguration) {
        self.configuration = configuration
    }

    /// Starts listening and waits until the port is bound; returns it. Throws when binding fails
    /// (the port is taken, the address is not this machine's).
    func start(timeout: TimeInterval = 10) throws -> Int {
        let router = Router()
        let configuration = self.configuration
        router.get("/") { request, _ -> Response in
            guard configuration.admits(query: request.uri.queryParameters["token"].map(String.init)) else {
                return Response(status: .forbidden)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: WebPage.html)))
        }
        // `GET /ws` is upgraded by the server, not routed: hummingbird-websocket's router keeps
        // each upgraded request's context in a box that holds itself, so every socket's handler
        // (and what it holds) would outlive the server.
        let upgrade:
            @Sendable (HTTPRequest, any Channel, Logger) -> ShouldUpgradeResult<
                WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
            > = { [state, wakeUp] request, _, _ in
                let target = URLComponents(string: request.path ?? "")
                guard target?.path == "/ws",
                    configuration.admits(query: target?.queryItems?.first { $0.name == "token" }?.value)
                else { return .dontUpgrade }
                return .upgrade([:]) { inbound, outbound, _ in
                    let connection = Self.connect(state, wakeUp)
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for await message in connection.outgoing {
                                do {
                                    switch message {
                                    case .text(let text): try await outbound.write(.text(text))
                                    case .binary(let bytes): try await outbound.write(.binary(bytes))
                                    }
                                } catch {
                                    break
                                }
                            }
                        }
                        do {
                            for try await message in inbound.messages(maxSize: Self.maximumInboundMessage) {
                                if case .text(let text) = message { connection.received(text) }
                            }
                        } catch {}
                        connection.close()
                    }
                }
            }
        var logger = Logger(label: "OpenUIKit.WebHost")
        logger.logLevel = .critical
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                configuration: .init(ws: .init(maxFrameSize: Self.maximumFrame)), shouldUpgrade: upgrade),
            configuration: .init(address: .hostname(configuration.address, port: configuration.port)),
            onServerRunning: { [state] channel in
                state.withLockedValue { $0.port = channel.localAddress?.port }
            },
            logger: logger)
        let task = Task.detached { [state] in
            do {
                try await application.run()
            } catch {
                state.withLockedValue { $0.failure = "\(error)" }
            }
        }
        state.withLockedValue { $0.task = task }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let (port, failure) = state.withLockedValue { ($0.port, $0.failure) }
            if let port { return port }
            if let failure { throw WebHostError.cannotListen(configuration.address, configuration.port, failure) }
            Thread.sleep(forTimeInterval: 0.002)
        }
        stop()
        throw WebHostError.cannotListen(configuration.address, configuration.port, "timed out")
    }

    /// Sockets opened since the last call.
    func takeNewConnections() -> [WebConnection] {
        state.withLockedValue { state in
            defer { state.newConnections.removeAll() }
            return state.newConnections
        }
    }

    /// Stops listening and waits (up to `timeout` seconds) until the server has shut down, so
    /// its port is free and its application, router and handlers are released when this returns;
    /// open sockets close.
    func stop(timeout: TimeInterval = 5) {
        let task = state.withLockedValue { state -> Task<Void, Never>? in
            defer { state.task = nil }
            return state.task
        }
        guard let task else { return }
        task.cancel()
        let stopped = DispatchSemaphore(value: 0)
        Task.detached {
            await task.value
            stopped.signal()
        }
        _ = stopped.wait(timeout: .now() + timeout)
    }

    /// A socket's connection, queued for the main thread. Static, so the router's handlers hold
    /// the state they need and not the server (which holds the task that runs them).
    private static func connect(_ state: NIOLockedValueBox<State>, _ wakeUp: WebWakeUp) -> WebConnection {
        state.withLockedValue { state in
            let connection = WebConnection(id: state.nextID, wakeUp: wakeUp)
            state.nextID += 1
            state.newConnections.append(connection)
            return connection
        }
    }
}
