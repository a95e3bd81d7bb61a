import OpenUIKit

/// The lines the segue-timing screens show while a transition runs: the `LifecycleTrace` events
/// of the controllers being watched, without layout passes, so what a person reads on screen
/// is the framework's own record, the one the tour prints and the tests assert.
///
/// `LifecycleTrace` is a list read afterwards, so the log catches up with it whenever one of
/// the watched controllers hears a callback (`TimedViewController` calls `catchUp()`), which
/// is every moment at which something new can have been recorded about them.
@MainActor
public final class LifecycleLog {
    public static let shared = LifecycleLog()

    public private(set) var lines: [String] = []
    /// Trace names whose events are shown.
    public private(set) var watchedNames: Set<String> = []
    /// At most this many lines are kept: the screens show the newest ones.
    public var capacity = 200

    private var readCount = 0
    private var observers: [ObjectIdentifier: (observer: WeakObserver, notify: @MainActor ([String]) -> Void)] = [:]

    /// Layout passes interleave anywhere (UIKIT_SEMANTICS.md 0.2) and would crowd the log.
    private static let layoutMethods: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
        "viewLayoutMarginsDidChange", "viewSafeAreaInsetsDidChange",
    ]

    public func watch(_ name: String) {
        watchedNames.insert(name)
    }

    /// Appends the trace events recorded since the last call that name a watched controller.
    public func catchUp() {
        let events = LifecycleTrace.events
        // Someone cleared the trace: what is there now is all new.
        if events.count < readCount { readCount = 0 }
        let new = events[readCount...].filter(isShown)
        readCount = events.count
        guard !new.isEmpty else { return }
        lines += new
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
        notify()
    }

    public func clear() {
        readCount = LifecycleTrace.events.count
        lines.removeAll()
        notify()
    }

    /// Calls `notify` with the lines now and after every change, for as long as `observer` lives.
    public func observe(_ observer: AnyObject, _ notify: @escaping @MainActor ([String]) -> Void) {
        observers[ObjectIdentifier(observer)] = (WeakObserver(observer), notify)
        notify(lines)
    }

    public func stopObserving(_ observer: AnyObject) {
        observers[ObjectIdentifier(observer)] = nil
    }

    private func isShown(_ line: String) -> Bool {
        guard let dot = line.firstIndex(of: ".") else { return false }
        let method = line[line.index(after: dot)...].prefix { $0 != "(" }
        return watchedNames.contains(String(line[..<dot])) && !Self.layoutMethods.contains(String(method))
    }

    private func notify() {
        observers = observers.filter { $0.value.observer.object != nil }
        for entry in observers.values { entry.notify(lines) }
    }

    private struct WeakObserver {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
