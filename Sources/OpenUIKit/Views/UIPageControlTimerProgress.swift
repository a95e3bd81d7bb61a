import Foundation

/// A page control's progress driven by a timer (iOS 16), as a carousel that turns its own
/// pages: while it runs, the current page's indicator fills over the page's duration, on the
/// animation clock; at the end the delegate is asked `shouldAdvanceToPage`, and, allowed, the
/// page control moves on a page and sends `.valueChanged` (so the app turns its own pages from
/// the same action it uses for taps). After the last page it goes back to the first when
/// `resetsToInitialPageAfterEnd`, or stops. While a finger is on the page control the timer
/// waits, and a page the user chooses starts again from its initial progress.
@preconcurrency @MainActor
open class UIPageControlTimerProgress: UIPageControlProgress {
    /// How long each page shows when no duration is set for it, in seconds.
    open var preferredDuration: TimeInterval
    /// Whether the timer goes back to the first page after the last; true by default.
    open var resetsToInitialPageAfterEnd = true
    /// Whether the timer is running.
    open private(set) var isRunning = false

    /// A bound on the pages one move of the clock turns, so a delegate whose pages start full
    /// cannot spin the timer.
    static let maximumTurnsPerTick = 10_000

    private var durations: [Int: TimeInterval] = [:]
    private var ticker: ClockTicker?
    private var lastTick: TimeInterval?
    private var isHeldByUser = false

    /// Creates a stopped timer that gives each page `preferredDuration` seconds.
    public init(preferredDuration: TimeInterval) {
        self.preferredDuration = preferredDuration
        super.init()
    }

    /// The progress shows while the timer runs, and while it is stopped part way.
    open override var isProgressVisible: Bool { isRunning || currentProgress > 0 }

    /// Sets how long `page` shows, in place of `preferredDuration`.
    open func setDuration(_ duration: TimeInterval, forPage page: Int) {
        durations[page] = duration
    }

    /// How long `page` shows: its own duration, or `preferredDuration`.
    open func duration(forPage page: Int) -> TimeInterval {
        durations[page] ?? preferredDuration
    }

    /// Starts the timer, or goes on from where it was paused.
    open func resumeTimer() {
        guard !isRunning else { return }
        isRunning = true
        lastTick = UIApplication.shared.animationClock.now
        ticker = ClockTicker { [weak self] now in
            guard let self, self.isRunning else { return false }
            self.tick(at: now)
            return true
        }
        progressDidChange()
        timerDelegate?.pageControlTimerProgressDidChange(self)
    }

    /// Stops the timer where it is; `resumeTimer()` goes on from there.
    open func pauseTimer() {
        guard isRunning else { return }
        isRunning = false
        ticker?.stop()
        ticker = nil
        progressDidChange()
        timerDelegate?.pageControlTimerProgressDidChange(self)
    }

    private var timerDelegate: (any UIPageControlTimerProgressDelegate)? {
        delegate as? any UIPageControlTimerProgressDelegate
    }

    override func interactionStateDidChange(_ state: UIPageControl.InteractionState) {
        isHeldByUser = state != .none
        lastTick = UIApplication.shared.animationClock.now
    }

    /// One move of the clock: the progress grows by the time passed over the page's duration,
    /// and each page whose time is up is turned.
    private func tick(at now: TimeInterval) {
        defer { lastTick = now }
        guard let last = lastTick, now > last, !isHeldByUser, let pageControl, pageControl.numberOfPages > 0 else {
            return
        }
        var elapsed = now - last
        var turns = 0
        while isRunning, elapsed > 0, turns < Self.maximumTurnsPerTick {
            turns += 1
            let duration = max(duration(forPage: pageControl.currentPage), 0.001)
            let left = Double(1 - currentProgress) * duration
            if elapsed < left {
                currentProgress += Float(elapsed / duration)
                break
            }
            elapsed -= left
            currentProgress = 1
            timerDelegate?.pageControlTimerProgressDidChange(self)
            guard advance(pageControl) else { return }
        }
        timerDelegate?.pageControlTimerProgressDidChange(self)
    }

    /// Turns to the next page at the end of one, as the delegate allows; returns whether the
    /// timer goes on.
    private func advance(_ pageControl: UIPageControl) -> Bool {
        var next = pageControl.currentPage + 1
        if next >= pageControl.numberOfPages {
            guard resetsToInitialPageAfterEnd else {
                pauseTimer()
                return false
            }
            next = 0
        }
        guard timerDelegate?.pageControlTimerProgress(self, shouldAdvanceToPage: next) ?? true else {
            pauseTimer()
            return false
        }
        let old = pageControl.currentPage
        pageControl.currentPage = next
        if old == next { pageDidChange(to: next) }
        pageControl.sendActions(for: .valueChanged)
        return true
    }
}
