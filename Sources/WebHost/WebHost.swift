import CairoRendering
import Foundation
import OpenUIKit
import OpenUIKitContracts

/// `UIWindow`s in browser tabs: an HTTP and WebSocket server (`WebServer`, on hummingbird)
/// whose page draws each frame's damaged rectangles into a canvas and sends back pointer, wheel,
/// keyboard, text, clipboard, focus, visibility, size and pixel-ratio changes, as GTK's Broadway
/// does for a desktop toolkit. Each tab that connects asks `windowForTab` for the window it
/// shows; frames are paced per tab by the page's acknowledgements.
///
/// One frame (`runFrame(advancingBy:)`), in the order UIKit's run loop does its work, as
/// SDLHost's: tabs that connected or closed are taken in, each tab's input is handled, the clock
/// moves by the frame's interval, and each tab ready for a frame gets one. `run(while:)` makes
/// frames as the pages' acknowledgements and input come, at 60 Hz otherwise; tests call
/// `runFrame` or `run(until:timeout:)`.
@MainActor
public final class WebHost {
    public let configuration: WebHostConfiguration
    /// The page's address, once `start()` bound the port.
    public private(set) var url: URL?
    public let clock: DisplayLinkClock
    /// The window a newly connected tab shows (its number counts tabs from 1); nil turns the
    /// tab away with a notice.
    public var windowForTab: (Int) -> UIWindow?
    /// Called when no tab is visible any more (true) or one becomes visible again (false).
    public var allTabsHiddenDidChange: (Bool) -> Void = { _ in }
    /// The page's title.
    public var title = ProcessInfo.processInfo.processName
    /// Input messages (pointer, wheel, key, text) the pages sent that the app was given, for
    /// waiting until input sent in a browser reached the app.
    public private(set) var inputMessagesHandled = 0
    /// Messages the pages sent that did not decode (the page is untrusted input: a message is
    /// dropped, never trusted in part), and why the last did not.
    public private(set) var rejectedMessages = 0
    public private(set) var lastRejection: WebMessageError?

    private let server: WebServer
    private var sessions: [WebSession] = []
    private let clipboard = WebClipboard()
    private var previousClipboard: (any SystemClipboard)?
    private var allHidden = false
    /// When `runNextFrame()` last made a frame.
    private var lastFrameTime: Double?

    public init(configuration: WebHostConfiguration = .init(), windowForTab: @escaping (Int) -> UIWindow?) {
        self.configuration = configuration
        self.windowForTab = windowForTab
        server = WebServer(configuration: configuration)
        clock = DisplayLinkClock.installed()
    }

    /// Starts serving; returns the page's URL.
    @discardableResult
    public func start() throws -> URL {
        if let url { return url }
        CairoRendering.install()
        let port = try server.start()
        let url = configuration.url(port: port)
        self.url = url
        clipboard.publish = { [weak self] text in
            for session in self?.sessions ?? [] where session.window?.isKeyWindow == true {
                session.send(.clipboard(text))
            }
        }
        previousClipboard = SystemClipboards.clipboard
        SystemClipboards.clipboard = clipboard
        return url
    }

    /// Stops serving: every tab's socket closes.
    public func stop() {
        for session in sessions { session.connection.close() }
        sessions.removeAll()
        server.stop()
        url = nil
        if let previousClipboard, SystemClipboards.clipboard === clipboard {
            SystemClipboards.clipboard = previousClipboard
        }
    }

    /// Open tabs, in the order they connected.
    public var tabs: [Int] { sessions.map(\.tab) }

    /// The window a tab shows.
    public func window(ofTab tab: Int) -> UIWindow? {
        sessions.first { $0.tab == tab }?.window
    }

    /// What was sent to a tab.
    public func statistics(ofTab tab: Int) -> WebFrameStatistics? {
        sessions.first { $0.tab == tab }?.statistics
    }

    /// Whether every tab's page has drawn all its window shows (and there is a tab).
    public var tabsAreCurrent: Bool {
        !sessions.isEmpty && sessions.allSatisfy { $0.isRetired || ($0.window != nil && $0.isCurrent) }
    }

    /// Shows `window` in `tab` from now on; a tab that showed it before lets it go.
    public func show(_ window: UIWindow, inTab tab: Int) {
        for session in sessions where session.window === window && session.tab != tab {
            session.detach()
            session.isRetired = true
            session.send(.notice("\(title) is open in another tab."))
        }
        sessions.first { $0.tab == tab }?.attach(window)
    }

    // MARK: Frames

    /// Makes one frame after `interval` seconds of display time.
    public func runFrame(advancingBy interval: TimeInterval) {
        handleInput()
        UIApplication.shared.advance(by: interval)
        for session in sessions { session.sendFrameIfReady() }
    }

    /// Takes in tabs and their messages without moving the clock.
    public func handleInput() {
        for connection in server.takeNewConnections() { sessions.append(WebSession(connection: connection)) }
        for session in sessions {
            for text in session.connection.takeMessages() {
                let message: WebPageMessage
                do {
                    message = try WebPageMessage.decode(text)
                } catch {
                    reject(error)
                    continue
                }
                if message.isInput { inputMessagesHandled += 1 }
                switch message {
                case .clipboard(let string):
                    clipboard.receivedFromBrowser(string)
                case .size:
                    session.handle(message)
                    if session.window == nil { open(session) }
                default:
                    session.handle(message)
                }
            }
        }
        for session in sessions where session.connection.isClosed { session.detach() }
        sessions.removeAll { $0.connection.isClosed }
        let hidden = !sessions.isEmpty && sessions.allSatisfy { !$0.isVisible }
        if hidden != allHidden {
            allHidden = hidden
            allTabsHiddenDidChange(hidden)
        }
    }

    /// Makes frames while `keepGoing` holds and the app runs (`runNextFrame()`); the first a
    /// frame interval from now, whenever the last was.
    public func run(while keepGoing: () -> Bool) {
        lastFrameTime = nil
        while keepGoing(), !UIApplication.shared.hasTerminated { runNextFrame() }
    }

    /// Waits for the next frame's moment and makes it: a page's message (its acknowledgement
    /// comes at the browser's animation frame, with the input sent then) brings it on, but not
    /// within half a frame interval of the last; with none, it comes a frame interval after the
    /// last. The clock moves by the time that passed.
    public func runNextFrame() {
        let last = lastFrameTime ?? FramePacer.seconds
        server.wakeUp.wait(
            until: last + clock.frameInterval, notBefore: last + clock.frameInterval / 2, now: { FramePacer.seconds })
        let now = FramePacer.seconds
        runFrame(advancingBy: now - last)
        lastFrameTime = now
    }

    /// Makes frames until `condition` holds or `timeout` seconds of real time pass; returns
    /// whether it held. For tests, whose browser runs in another process: bounded by its
    /// timeout, it goes on whether or not an app in the process was terminated.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lastFrameTime = nil
        while !condition() {
            guard Date() < deadline else { return false }
            runNextFrame()
        }
        return true
    }

    /// Counts a message that did not decode; the first is said on standard error, as a page that
    /// sends one usually sends many.
    private func reject(_ error: WebMessageError) {
        if rejectedMessages == 0 {
            FileHandle.standardError.write(Data("WebHost: dropped \(error)\n".utf8))
        }
        rejectedMessages += 1
        lastRejection = error
    }

    /// A tab that said its size gets its window.
    private func open(_ session: WebSession) {
        session.send(.title(title))
        guard let window = windowForTab(session.tab) else {
            session.isRetired = true
            session.send(.notice("\(title) shows no more windows."))
            return
        }
        show(window, inTab: session.tab)
        if !window.isKeyWindow { window.makeKeyAndVisible() }
    }
}
