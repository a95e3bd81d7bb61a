internal import ChromiumDevTools
import Foundation

/// The one headless Chromium every web view of the process draws with, each web view a page
/// (a DevTools target) of its own with its own renderer. It starts with the first load and is
/// driven without blocking: commands go out at once, and a main-run-loop timer hands their
/// replies and the pages' events to the web views, so a page's callbacks arrive on the main
/// thread between the app's own events, as WebKit's do. The timer runs only while a page is
/// open; without Chromium installed every load fails (`WKWebView.swift`).
@preconcurrency @MainActor
final class WebBrowser {
    static let shared = WebBrowser()

    private var chromium: Chromium?
    private var failure: (any Error)?
    private var replies: [Int: (DevToolsMessage) -> Void] = [:]
    private var pages: [String: WebPage] = [:]
    /// The pump's timer, made once and kept: it is parked (a fire date in the distant future)
    /// while no page is open rather than invalidated, as Foundation here never frees a
    /// block-based timer (its run-loop timer retains it), so a timer made each time pages
    /// reopen would be lost each time.
    private lazy var timer: Timer = {
        let timer = Timer(timeInterval: 1.0 / 120, repeats: true) { _ in
            MainActor.assumeIsolated { WebBrowser.shared.pump() }
        }
        timer.fireDate = .distantFuture
        RunLoop.main.add(timer, forMode: .common)
        return timer
    }()
    private var pumping = false

    /// The browser, started on first use; the reason it cannot run, once and for all.
    func start() -> Result<Chromium, any Error> {
        if let chromium { return .success(chromium) }
        if let failure { return .failure(failure) }
        do {
            let started = try Chromium()
            started.keepEvents()
            chromium = started
            return .success(started)
        } catch {
            failure = error
            return .failure(error)
        }
    }

    /// Sends `method`; `reply` hears its answer on the main thread.
    func send(
        _ method: String, _ parameters: [String: Any] = [:], session: String? = nil,
        reply: ((DevToolsMessage) -> Void)? = nil
    ) {
        guard let chromium else { return }
        let id = chromium.send(method, parameters, session: session)
        replies[id] = reply ?? { _ in }
        startPumping()
    }

    /// `page` hears the events of `session` until `close(_:)`.
    func attach(_ page: WebPage, session: String) {
        pages[session] = page
        startPumping()
    }

    func detach(session: String) {
        pages[session] = nil
    }

    private func startPumping() {
        guard !pumping else { return }
        pumping = true
        timer.fireDate = Date(timeIntervalSinceNow: 1.0 / 120)
    }

    /// Hands out what the browser wrote since the last look.
    func pump() {
        guard let chromium else { return }
        let (messages, ended) = chromium.takeMessages()
        for message in messages {
            if let id = message.id {
                replies.removeValue(forKey: id)?(message)
            } else if let session = message.sessionID, let page = pages[session] {
                page.handle(event: message.method ?? "", message.parameters)
            }
        }
        if ended {
            self.chromium = nil
            failure = Chromium.Failure.ended
            let waiting = replies
            replies.removeAll()
            for reply in waiting.values {
                reply(DevToolsMessage.failure("Chromium ended"))
            }
            for page in pages.values { page.browserEnded() }
            pages.removeAll()
        }
        if replies.isEmpty, pages.isEmpty, pumping {
            pumping = false
            timer.fireDate = .distantFuture
        }
    }
}
