import Foundation

/// A timer that calls its target once a display frame, with the frame's time: the heart of a
/// game loop or a hand-driven animation.
/// ```swift
/// let link = CADisplayLink(target: self, selector: #selector(step))
/// link.add(to: .main, forMode: .common)
/// ```
/// It fires on the animation clock, each time the clock moves: once a frame under a display host
/// (whose `DisplayLinkClock` moves by whole frames, several at once after a slow frame, as iOS
/// fires once with a later timestamp), once an `advance(by:)` headless, so a test steps a game one
/// frame at a time and sees the same timestamps every run. `runUntilIdle()` does not fire it, as
/// it does not step repeating animations. `timestamp` is on the clock `CACurrentMediaTime()`
/// reads. The run loop here has no tracking mode, so a link added for `.default` keeps firing
/// while a scroll view is dragged, unlike iOS.
///
/// As on iOS the run loop keeps a scheduled link, and the link keeps its target, until
/// `invalidate()`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// Scheduled links, kept as the run loop keeps them on iOS.
    private static var scheduled: [ObjectIdentifier: CADisplayLink] = [:]

    private var target: AnyObject?
    private let selector: Selector
    private var modes: Set<RunLoop.Mode> = []
    private var ticker: ClockTicker?
    private var lastFired: CFTimeInterval?

    /// The time of the frame last shown, on the animation clock; 0 until the link first fires.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the frame being prepared: `timestamp` plus one frame interval.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames: the display's refresh interval (1/60 s headless).
    open private(set) var duration: CFTimeInterval = 0
    /// Whether the link skips frames without calling its target; the link stays scheduled.
    open var isPaused = false
    /// How many display frames pass between calls (1 fires every frame); deprecated in iOS 10 for
    /// `preferredFramesPerSecond`, and at least 1.
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { frameIntervalStorage }
        set { frameIntervalStorage = max(1, newValue) }
    }
    private var frameIntervalStorage = 1
    /// The rate the target wants to be called at; 0 (the default) is the display's rate. A
    /// lower rate skips frames: 30 on a 60 Hz display calls every other frame.
    open var preferredFramesPerSecond = 0
    /// The range of rates the target accepts; its `preferred` rate (or its maximum) is used as
    /// `preferredFramesPerSecond` is.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// A link that sends `sel` to `target` each frame once it is added to a run loop; the link
    /// keeps `target` until it is invalidated. The method takes the link as its argument or
    /// nothing.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// Schedules the link: it fires from the next frame on. Any mode schedules it, and adding it
    /// again for another mode changes nothing here (see the type's summary).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        modes.insert(mode)
        Self.scheduled[ObjectIdentifier(self)] = self
        guard ticker == nil else { return }
        ticker = ClockTicker { [weak self] now in
            guard let self else { return false }
            self.frame(at: now)
            return self.ticker != nil
        }
    }

    /// Takes the link off `mode`; off its last mode it stops firing, and the run loop lets it go.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        guard modes.isEmpty else { return }
        unschedule()
    }

    /// Takes the link off every run loop and lets its target go; it never fires again.
    open func invalidate() {
        modes.removeAll()
        unschedule()
        target = nil
    }

    private func unschedule() {
        ticker?.stop()
        ticker = nil
        lastFired = nil
        Self.scheduled[ObjectIdentifier(self)] = nil
    }

    /// The display's refresh interval: the host clock's, or 60 Hz headless.
    private var displayInterval: CFTimeInterval {
        (UIApplication.shared.animationClock as? DisplayLinkClock)?.frameInterval ?? 1.0 / 60
    }

    /// The interval the target asked for, in whole display frames.
    private var wantedInterval: CFTimeInterval {
        let display = displayInterval
        let rate = preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum
        let perSecond = preferredFramesPerSecond > 0 ? Float(preferredFramesPerSecond) : rate
        var frames = CFTimeInterval(frameIntervalStorage)
        if perSecond > 0 { frames = max(frames, (1 / (CFTimeInterval(perSecond) * display)).rounded()) }
        return max(frames, 1) * display
    }

    private func frame(at now: CFTimeInterval) {
        guard !isPaused, let target else { return }
        let display = displayInterval
        // Half a frame of slack: a clock that moves by whole frames fires on the frame due.
        if let lastFired, now - lastFired < wantedInterval - display / 2 { return }
        lastFired = now
        timestamp = now
        duration = display
        targetTimestamp = now + display
        selector.send(to: target, with: self, context: " (CADisplayLink)")
    }
}

/// The range of frame rates a display link accepts (iOS 15): the system picks a rate in the
/// range, close to `preferred`.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    /// The lowest rate, in frames a second.
    public var minimum: Float
    /// The highest rate, in frames a second.
    public var maximum: Float
    /// The rate asked for, or nil for none in particular.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, asking for `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range from `minimum` to `maximum` with no preferred rate.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The display's own rate: no range asked for.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
