import Foundation

/// Background tasks: work the app asks to finish after it leaves the foreground. As on iOS, the
/// app has a fixed time in the background (`BackgroundTasks.allowance`, 30 seconds) measured on
/// the animation clock from the moment it enters the background; shortly before it runs out
/// each task still running hears its expiration handler. Tests move the clock with
/// `advance(by:)`; `runUntilIdle()` never runs the time out.
extension UIApplication {
    /// `backgroundTimeRemaining` in the foreground, where the app's time is not limited.
    private static let unlimitedTime = Double.greatestFiniteMagnitude

    /// Marks the start of work that should go on if the app moves to the background, named for
    /// the console. `handler` runs on the main actor when the background time is about to run
    /// out; it should end the task. Returns `.invalid` (and keeps nothing) when the app is
    /// in the background with no time left.
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        BackgroundTasks.shared.begin(name: taskName, expirationHandler: handler, in: self)
    }

    /// Marks the start of work that should go on in the background; the unnamed form of
    /// `beginBackgroundTask(withName:expirationHandler:)`.
    public func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the task's work done. An identifier that names no running task (never begun,
    /// already ended, or `.invalid`) is reported with UIKit's console message and changes nothing.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        BackgroundTasks.shared.end(identifier)
    }

    /// The time the app has left in the background, on the animation clock: unlimited
    /// (`Double.greatestFiniteMagnitude`) in the foreground, then the allowance counting down
    /// to zero from the moment the app entered the background.
    public var backgroundTimeRemaining: TimeInterval {
        guard let deadline = BackgroundTasks.shared.deadline else { return Self.unlimitedTime }
        return max(0, deadline - animationClock.now)
    }

    /// Whether the app may be woken to refresh in the background: `.restricted`, as Linux has
    /// no background app refresh, so `application(_:performFetchWithCompletionHandler:)` is
    /// never called.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .restricted }

    /// Posted when `backgroundRefreshStatus` changes; never here, where it does not.
    public nonisolated static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")

    /// The smallest interval between background fetches the system allows.
    public nonisolated static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// An interval that asks for no background fetches.
    public nonisolated static let backgroundFetchIntervalNever: TimeInterval = Double.greatestFiniteMagnitude

    /// How often the app would like to fetch in the background; kept, as no fetch ever comes
    /// (`backgroundRefreshStatus`).
    @available(iOS, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        BackgroundTasks.shared.minimumFetchInterval = minimumBackgroundFetchInterval
    }
}

/// The app's running background tasks and its background time.
@MainActor
final class BackgroundTasks {
    static let shared = BackgroundTasks()

    /// How long an app may run in the background before its tasks expire, as on iOS 13 and later.
    static let allowance: TimeInterval = 30
    /// How long before the end of the allowance the expiration handlers run ("shortly before", in
    /// UIKit's words).
    static let warning: TimeInterval = 5

    private struct Task {
        let name: String?
        let expirationHandler: (@MainActor @Sendable () -> Void)?
        var expired = false
    }

    private var tasks: [Int: Task] = [:]
    private var lastIdentifier = 0
    /// When the background time runs out, on the animation clock; nil in the foreground.
    private(set) var deadline: TimeInterval?
    private var expirationTimer: ClockTimer?
    var minimumFetchInterval = UIApplication.backgroundFetchIntervalNever

    func begin(
        name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?, in application: UIApplication
    ) -> UIBackgroundTaskIdentifier {
        if deadline != nil, application.backgroundTimeRemaining <= 0 { return .invalid }
        lastIdentifier += 1
        tasks[lastIdentifier] = Task(name: name, expirationHandler: expirationHandler)
        return UIBackgroundTaskIdentifier(rawValue: lastIdentifier)
    }

    func end(_ identifier: UIBackgroundTaskIdentifier) {
        guard tasks.removeValue(forKey: identifier.rawValue) != nil else {
            let number = identifier.rawValue
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Can't end BackgroundTask: no background task exists with identifier \(number) (0x\(String(number, radix: 16))), or it may have already been ended."
            )
            return
        }
    }

    var runningIdentifiers: [UIBackgroundTaskIdentifier] {
        tasks.keys.sorted().map(UIBackgroundTaskIdentifier.init(rawValue:))
    }

    /// The app entered the background: its time starts running out.
    func applicationDidEnterBackground(_ application: UIApplication) {
        guard deadline == nil else { return }
        deadline = application.animationClock.now + Self.allowance
        expirationTimer = ClockTimer(after: Self.allowance - Self.warning, waitsForTheClock: true) { [weak self] in
            self?.expire()
        }
    }

    /// The app is back in the foreground: its time is unlimited again, its tasks keep running.
    func applicationWillEnterForeground() {
        deadline = nil
        expirationTimer?.invalidate()
        expirationTimer = nil
    }

    /// Each task still running hears its expiration handler, in the order the tasks began; a
    /// task the handler does not end is reported, as iOS would end the app for it.
    private func expire() {
        expirationTimer = nil
        for key in tasks.keys.sorted() {
            guard var task = tasks[key], !task.expired else { continue }
            task.expired = true
            tasks[key] = task
            task.expirationHandler?()
        }
        for key in tasks.keys.sorted() {
            guard let task = tasks[key] else { continue }
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Background Task \(key) (\"\(task.name ?? "")\"), was created over \(Int(Self.allowance)) seconds ago. In applications running in the background, this creates a risk of termination. Remember to call UIApplication.endBackgroundTask(_:) for your task in a timely manner to avoid this."
            )
        }
    }

    /// Forgets every task and the background time; for a new launch.
    func reset() {
        tasks.removeAll()
        lastIdentifier = 0
        applicationWillEnterForeground()
    }
}
