import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's Chromium, headless, for tests and benchmarks that look at a page as a person's
/// browser shows it. It is driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands on its descriptor 3, replies on 4, each a JSON text ended
/// by a NUL byte), so no debugging port is opened; its resolver knows no host name but loopback's
/// and its background services are off, so a test reaches nothing beyond this machine. Each
/// instance has a profile folder of its own, removed by `close()`.
public final class Chromium: @unchecked Sendable {
    /// `CHROMIUM` if set, else the first of Debian's names on `PATH`.
    public static var executable: URL? {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
            }
        }
        return nil
    }

    private let pid: pid_t
    private let commands: FileHandle
    private let profile: URL
    /// The viewport each tab opens with, in CSS pixels, and its device pixel ratio.
    public let viewport: (width: Int, height: Int, scale: Double)
    private let inbox = DevToolsInbox()
    private var closed = false

    public enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case cannotStart(Int32)
        case ended
        case timedOut(String)
        case protocolError(String)
        case script(String)

        public var description: String {
            switch self {
            case .notInstalled: "Chromium is not installed (apt-get install chromium, or make deps)"
            case .cannotStart(let code): "Chromium did not start (posix_spawn: \(code))"
            case .ended: "Chromium ended"
            case .timedOut(let what): "Chromium did not answer \(what) in time"
            case .protocolError(let message): "DevTools: \(message)"
            case .script(let message): "page script: \(message)"
            }
        }
    }

    /// Starts a browser whose windows are `width` × `height` CSS pixels at `scale` device pixels
    /// each.
    public init(width: Int = 390, height: Int = 844, scale: Double = 2) throws {
        guard let executable = Self.executable else { throw Failure.notInstalled }
        viewport = (width, height, scale)
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        // A new window loads the address bar's suggestion popup, pages of Chromium's own, in a
        // renderer of its own: about two seconds of one core, taken from the page under test on
        // a small machine. The headless window has no address bar to type in; without the
        // feature about 0.6 s of that work remains. The back-forward cache is off so that going
        // back loads the page again, as a web view's navigation delegate expects to hear.
        let arguments = [
            executable.path, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "--no-first-run",
            "--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-default-apps", "--disable-extensions", "--metrics-recording-only",
            "--mute-audio", "--hide-scrollbars",
            "--disable-features=Translate,MediaRouter,OptimizationHints,WebUIOmniboxPopup,BackForwardCache",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]",
            "--window-size=\(width),\(height)",
            "--force-device-scale-factor=\(scale)", "about:blank",
        ]
        // A browser that ended leaves a closed pipe: writing to it must fail, not end this process.
        signal(SIGPIPE, SIG_IGN)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure.cannotStart(errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        for descriptor in [toBrowser[0], toBrowser[1], fromBrowser[0], fromBrowser[1]] where descriptor > 4 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var spawned: pid_t = 0
        let status = posix_spawn(&spawned, executable.path, &actions, nil, &cArguments, environ)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        guard status == 0 else {
            Glibc.close(toBrowser[1])
            Glibc.close(fromBrowser[0])
            throw Failure.cannotStart(status)
        }
        pid = spawned
        commands = FileHandle(fileDescriptor: toBrowser[1], closeOnDealloc: true)
        let replies = FileHandle(fileDescriptor: fromBrowser[0], closeOnDealloc: true)
        let inbox = self.inbox
        let thread = Thread { inbox.read(replies) }
        thread.name = "Chromium DevTools"
        thread.start()
    }

    deinit {
        close()
    }

    /// Ends the browser and removes its profile.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = inbox.end()
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) == pid { break }
            usleep(10_000)
        }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `url` in a window of its own with the browser's viewport and waits until its
    /// document has loaded.
    public func open(_ url: URL, whileWaiting: @escaping () -> Void = {}) throws -> BrowserPage {
        // A window of its own: a background tab gets no animation frames, so it would draw
        // nothing until brought to the front, as in a person's browser.
        let target = try call(
            "Target.createTarget", ["url": "about:blank", "newWindow": true], whileWaiting: whileWaiting)
        guard let targetID = target["targetId"] as? String else { throw Failure.protocolError("no target id") }
        let attached = try call(
            "Target.attachToTarget", ["targetId": targetID, "flatten": true], whileWaiting: whileWaiting)
        guard let session = attached["sessionId"] as? String else { throw Failure.protocolError("no session id") }
        let page = BrowserPage(browser: self, target: targetID, session: session, whileWaiting: whileWaiting)
        // Headless windows leave room for a browser's frame; the viewport is set exactly, before
        // the page loads, so the page never sees another size.
        try page.resize(width: viewport.width, height: viewport.height, scale: viewport.scale)
        try page.navigate(to: url)
        return page
    }

    /// Sends a command without waiting: its reply comes out of `takeMessages()` with the id
    /// returned. A client that never blocks (a web view on the main thread) works this way.
    public func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) -> Int {
        let id = inbox.makeID()
        inbox.expectLater(id)
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        guard var data = try? JSONSerialization.data(withJSONObject: message) else { return id }
        data.append(0)
        try? commands.write(contentsOf: data)
        return id
    }

    /// Keeps the browser's events from now on for `takeMessages()`.
    public func keepEvents() {
        inbox.keepEvents()
    }

    /// The replies to `send` and the kept events since the last look, and whether the browser
    /// has ended.
    public func takeMessages() -> (messages: [DevToolsMessage], ended: Bool) {
        inbox.takeMessages()
    }

    /// Sends a command and waits for its reply, calling `whileWaiting` between looks (a test's
    /// app makes its frames there, since the page may be waiting for them).
    @discardableResult
    func call(
        _ method: String, _ parameters: [String: Any] = [:], session: String? = nil, timeout: TimeInterval = 20,
        whileWaiting: () -> Void = {}
    ) throws -> [String: Any] {
        let id = inbox.makeID()
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try? commands.write(contentsOf: data)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            switch inbox.reply(to: id, waiting: 0.002) {
            case .reply(let reply):
                if let error = reply["error"] as? [String: Any] {
                    throw Failure.protocolError("\(method): \(error["message"] ?? error)")
                }
                return reply["result"] as? [String: Any] ?? [:]
            case .ended:
                throw Failure.ended
            case .none:
                guard Date() < deadline else { throw Failure.timedOut(method) }
                whileWaiting()
            }
        }
    }
}

/// A reply or an event the browser wrote, as JSON gave it: a reply has an `id` and a `result`
/// or an `error`; an event has a `method` and `params`. Either may name the `sessionId` of the
/// page it concerns.
public struct DevToolsMessage: @unchecked Sendable {
    /// The message as JSON gave it (only read after it is handed over, so it is not shared).
    public let object: [String: Any]

    init(_ object: [String: Any]) {
        self.object = object
    }

    /// A reply that failed with `message`, for commands the browser can no longer answer.
    public static func failure(_ message: String) -> DevToolsMessage {
        DevToolsMessage(["id": 0, "error": ["message": message]])
    }

    /// The id of the command this replies to; nil for an event.
    public var id: Int? { object["id"] as? Int }
    /// The event's name (`Page.loadEventFired`); nil for a reply.
    public var method: String? { object["method"] as? String }
    /// The page session the message concerns; nil for the browser's own.
    public var sessionID: String? { object["sessionId"] as? String }
    /// An event's parameters, or a reply's result.
    public var parameters: [String: Any] { (object["params"] ?? object["result"]) as? [String: Any] ?? [:] }
    /// A failed command's message.
    public var errorMessage: String? {
        guard let error = object["error"] as? [String: Any] else { return nil }
        return error["message"] as? String ?? "\(error)"
    }
}

/// The replies the browser wrote, kept by id for the commands that wait on them; filled by a
/// thread of its own, which ends when the browser closes its end of the pipe.
private final class DevToolsInbox: @unchecked Sendable {
    private let lock = NSCondition()
    private var replies: [Int: [String: Any]] = [:]
    private var ended = false
    private var nextID = 1
    private var later: Set<Int> = []
    private var keepsEvents = false
    private var queue: [DevToolsMessage] = []

    enum Outcome {
        case reply([String: Any])
        case ended
        case none
    }

    func makeID() -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        return nextID - 1
    }

    /// Marks the browser ended; returns whether it was running until now.
    func end() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let wasRunning = !ended
        ended = true
        lock.broadcast()
        return wasRunning
    }

    func reply(to id: Int, waiting seconds: TimeInterval) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        if replies[id] == nil, !ended { _ = lock.wait(until: Date(timeIntervalSinceNow: seconds)) }
        if let reply = replies.removeValue(forKey: id) { return .reply(reply) }
        return ended ? .ended : .none
    }

    /// Marks `id` as a command whose reply `takeMessages()` hands out instead of `reply(to:)`.
    func expectLater(_ id: Int) {
        lock.lock()
        defer { lock.unlock() }
        later.insert(id)
    }

    /// From now on events are kept for `takeMessages()` (until then they are dropped).
    func keepEvents() {
        lock.lock()
        defer { lock.unlock() }
        keepsEvents = true
    }

    /// The replies to commands sent with `expectLater` and the events, in the order they came.
    func takeMessages() -> (messages: [DevToolsMessage], ended: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let taken = queue
        queue.removeAll()
        return (taken, ended)
    }

    /// Splits what the browser writes at NUL bytes and keeps the replies; events are dropped
    /// unless `keepEvents()` asked for them.
    func read(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { break }
            pending.append(chunk)
            while let end = pending.firstIndex(of: 0) {
                let message = pending[pending.startIndex..<end]
                pending.removeSubrange(pending.startIndex...end)
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else { continue }
                lock.lock()
                if let id = object["id"] as? Int {
                    if later.remove(id) != nil {
                        queue.append(DevToolsMessage(object))
                    } else {
                        replies[id] = object
                        lock.broadcast()
                    }
                } else if keepsEvents {
                    queue.append(DevToolsMessage(object))
                }
                lock.unlock()
            }
        }
        _ = end()
    }
}
