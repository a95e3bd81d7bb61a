import Foundation

/// Plays one item at a time through GStreamer: sound out of the system's sound server (or
/// `OPENUIKIT_AUDIO_SINK`), video decoded and not shown (see `AVPlayerLayer`).
open class AVPlayer: NSObject {
    open private(set) var currentItem: AVPlayerItem?
    private var timeObservers: [ObjectIdentifier: DispatchSourceTimer] = [:]

    public override init() { super.init() }

    public init(playerItem item: AVPlayerItem?) {
        super.init()
        replaceCurrentItem(with: item)
    }

    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    deinit {
        for timer in timeObservers.values { timer.cancel() }
    }

    /// Whether the player can play: `.failed` when its item could not be opened.
    open var status: Status {
        guard let currentItem else { return .unknown }
        switch currentItem.status {
        case .readyToPlay: return .readyToPlay
        case .failed: return .failed
        case .unknown: return .unknown
        }
    }

    open var error: (any Error)? { currentItem?.error }

    /// Stops the current item and makes `item` current, paused at its start.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        if let old = currentItem, old !== item {
            old.pipeline?.pause()
            old.pausedAt = old.currentTime().seconds
            old.isRunning = false
        }
        currentItem = item
        let reference = WeakReference(self)
        item?.open { end in reference.object?.itemEnded(end) }
        item?.pipeline?.setVolume(isMuted ? 0 : Double(volume))
        if rate != 0 { startItem() }
    }

    /// 0 when paused; setting a non-zero rate plays at that speed.
    open var rate: Float = 0 {
        didSet {
            if rate == 0 { pauseItem() } else { startItem() }
        }
    }

    /// The rate `play()` uses.
    open var defaultRate: Float = 1

    open func play() { rate = defaultRate == 0 ? 1 : defaultRate }
    open func pause() { rate = 0 }

    open var timeControlStatus: TimeControlStatus {
        rate != 0 && currentItem?.status == .readyToPlay ? .playing : .paused
    }

    open var actionAtItemEnd: ActionAtItemEnd = .pause

    open var volume: Float = 1 {
        didSet { currentItem?.pipeline?.setVolume(isMuted ? 0 : Double(volume)) }
    }

    open var isMuted = false {
        didSet { currentItem?.pipeline?.setVolume(isMuted ? 0 : Double(volume)) }
    }

    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }

    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        let done = currentItem?.seek(seconds: time.seconds, rate: Double(rate == 0 ? 1 : rate)) ?? false
        let handler = UncheckedClosure(completionHandler)
        DispatchQueue.main.async { handler.value(done) }
    }

    /// Seeks exactly: GStreamer's seeks are accurate, so the tolerances need not widen anything.
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
        completionHandler: @escaping (Bool) -> Void = { _ in }
    ) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Calls `block` every `interval` with the current time, on `queue` (the main queue when nil),
    /// until the returned token is passed to `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void
    ) -> Any {
        let token = TimeObserverToken()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let seconds = interval.isNumeric && interval.seconds > 0 ? interval.seconds : 1
        timer.schedule(deadline: .now() + seconds, repeating: seconds)
        let reference = WeakReference(self)
        let target = queue
        let block = UncheckedClosure(block)
        timer.setEventHandler {
            guard let player = reference.object, player.rate != 0 else { return }
            let time = player.currentTime()
            if let target, target !== DispatchQueue.main {
                target.async { block.value(time) }
            } else {
                block.value(time)
            }
        }
        timer.resume()
        timeObservers[ObjectIdentifier(token)] = timer
        return token
    }

    open func removeTimeObserver(_ observer: Any) {
        guard let token = observer as? TimeObserverToken else { return }
        timeObservers.removeValue(forKey: ObjectIdentifier(token))?.cancel()
    }

    private func startItem() {
        guard let item = currentItem, let pipeline = item.pipeline else { return }
        if !item.isRunning || rate != 1 { pipeline.seek(to: item.pausedAt, rate: Double(rate)) }
        item.isRunning = true
        pipeline.play()
    }

    private func pauseItem() {
        guard let item = currentItem, let pipeline = item.pipeline else { return }
        if item.isRunning { item.pausedAt = pipeline.position ?? item.pausedAt }
        item.isRunning = false
        pipeline.pause()
    }

    private func itemEnded(_ end: MediaPipeline.End) {
        guard let item = currentItem else { return }
        item.pausedAt = item.pipeline?.duration ?? item.pausedAt
        switch end {
        case .finished:
            if actionAtItemEnd != .none { rate = 0 }
            NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
        case .failed:
            rate = 0
            NotificationCenter.default.post(name: AVPlayerItem.failedToPlayToEndTimeNotification, object: item)
        }
    }

    private final class TimeObserverToken {}

    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }
}
