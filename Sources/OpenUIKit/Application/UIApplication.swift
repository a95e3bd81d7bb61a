import CoreFoundation
import Foundation

/// The application object: the window list, the key window, the clock and the main run loop.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The one application object. Created on first use.
    public static let shared = UIApplication()

    /// The clock animations run on; replace it before any animation starts.
    public var animationClock: AnimationClock = ManualAnimationClock()
    let runLoop = MainRunLoop()
    let animations = AnimationScheduler()

    /// UIKit's app delegate is a protocol object; kept weak as in UIKit.
    public weak var delegate: (any UIApplicationDelegate)?

    private var windowList: [WeakBox<UIWindow>] = []
    weak var keyWindowStorage: UIWindow?

    // Launch and life cycle (`UIApplication+Launch.swift`, `UIApplication+State.swift`).

    /// The state of an app without scenes; with scenes connected it is derived from theirs.
    /// A headless process that never launched counts as active: its windows are on show.
    var appStateStorage: State = .active
    /// The connected scenes, in the order they connected.
    var sceneList: [UIScene] = []
    /// State restoration (`StateRestoration/`): where the archive goes (set by
    /// `UIApplicationMain`; nil preserves nothing), the registered objects, the restoration under
    /// way and the app's `extendStateRestoration()` calls not yet completed.
    var savedStateDirectory: URL?
    var restorationObjects: [RegisteredRestorationObject] = []
    var pendingRestoration: StateRestoration?
    var restorationExtensions = 0
    /// The sessions the last launch saved, read at the first scene's connection
    /// (`SceneSessionArchive`), each taken by the scene it is given to.
    var savedSessions: [SceneSessionArchive.Saved]?
    /// The documents made, for autosaving the open ones as the app goes to the background.
    var documentList: [WeakBox<UIDocument>] = []
    /// The quick actions the app set (`UIApplication+Shortcuts`).
    var shortcutItemsStorage: [UIApplicationShortcutItem]?
    /// Sessions stay open after their scene disconnects, as in UIKit.
    var sessionList: [UISceneSession] = []
    /// `UIApplicationSupportsMultipleScenes` from the scene manifest.
    public internal(set) var supportsMultipleScenes = false
    /// What the app launched with, for the scenes a host connects later.
    var launchInfo: ApplicationInfo?
    var launchBundle: Bundle?
    /// Set by `terminate()`; ends the main loop `UIApplicationMain` runs.
    var mainLoopShouldEnd = false

    override init() {
        super.init()
    }

    /// The app's windows, in the order they were made; a window that goes away leaves the list.
    public var windows: [UIWindow] {
        windowList.compactMap(\.value)
    }

    /// The app's key window, which receives key presses; deprecated in UIKit for the scene's `keyWindow`.
    @available(iOS, deprecated: 13.0)
    public var keyWindow: UIWindow? { keyWindowStorage }

    /// The application is the end of the responder chain, except for an app delegate that is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    func register(_ window: UIWindow) {
        windowList.removeAll { $0.value == nil || $0.value === window }
        windowList.append(WeakBox(window))
    }

    /// Called after the window's deinit, when weak references to it already read nil; clearing
    /// them also frees the memory a dead weak reference keeps.
    func pruneReleasedWindows() {
        windowList.removeAll { $0.value == nil }
    }

    /// Sends an action to `target` itself, as UIKit does. A nil target means the first responder
    /// (or, with none, the sender) and from there up the responder chain to whoever can perform it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        // A selector that carries its method reaches any object of its class, responder or not.
        if let object = target as AnyObject?, action.carriesMethod(for: object) == true {
            return action.invoke(on: object, with: sender, event: event)
        }
        let receiver: UIResponder?
        if let target {
            receiver = target as? UIResponder
        } else {
            let start = UIResponder.firstResponder(forSender: sender) ?? sender as? UIResponder
            receiver = start?.target(forAction: action, withSender: sender) as? UIResponder
        }
        guard let receiver, receiver.responds(to: action) else { return false }
        if action.carriesMethod(for: receiver) == true {
            return action.invoke(on: receiver, with: sender, event: event)
        }
        receiver.perform(action, with: sender)
        return true
    }

    /// Hands an event to the windows it concerns: each window its touches, the key window
    /// presses (`UIApplication+Events.swift`). `UIEventInjector` calls this for a host's input.
    open func sendEvent(_ event: UIEvent) {
        route(event)
    }

    // MARK: Time

    /// Runs everything that is ready: deferred transitions, layout passes, the main dispatch queue
    /// and main-actor tasks, and every finite animation to its end. Repeating animations keep
    /// running; step them with `advance(by:)`.
    public func runUntilIdle() {
        var quietRounds = 0
        while quietRounds < 2 {
            var ran = runLoop.drain()
            if spinSystemRunLoop() { ran = true }
            if animations.finishFiniteAnimations(clock: animationClock) { ran = true }
            quietRounds = ran ? 0 : quietRounds + 1
        }
    }

    /// Moves the animation clock forward by `interval`, completing the animations that end within
    /// it in the order they end, and running the deferred work they cause.
    public func advance(by interval: TimeInterval) {
        runLoop.drain()
        _ = spinSystemRunLoop()
        animations.advance(clock: animationClock, by: interval)
        runLoop.drain()
        _ = spinSystemRunLoop()
        runLoop.drain()
    }

    /// Lets the main dispatch queue and main-actor tasks run until they are empty, and returns
    /// whether anything ran. One turn of the system run loop drains only what was queued before
    /// it, so blocks that queue blocks (and tasks that await main-actor work) need turns until a
    /// turn finds nothing. A task that awaits something off the main actor (`Task.yield()`, a
    /// nonisolated async call, `Task.value`) comes back from another thread when that thread is
    /// done, which no turn can wait for. Only possible from the main thread outside a dispatch
    /// block (as XCTest and a host's event loop call us); elsewhere it is a no-op.
    private func spinSystemRunLoop() -> Bool {
        guard Thread.isMainThread else { return false }
        var turns = 0
        // The cap only keeps work that requeues itself forever from stalling `advance(by:)`.
        while turns < 10_000, CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true) == .handledSource {
            turns += 1
        }
        return turns > 0
    }

    /// One layout pass over every visible window.
    func layoutWindows() {
        for window in windows where !window.isHidden {
            TraitChangeRegistry.checkViews(in: window)
            window.layoutIfNeeded()
        }
    }
}

/// A weak reference for lists that must not keep their elements alive.
struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
