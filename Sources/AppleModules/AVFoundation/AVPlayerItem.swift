import Foundation

/// What a player plays: an asset and where playback is in it. The item opens its own GStreamer
/// pipeline when a player takes it.
open class AVPlayerItem: NSObject {
    public let asset: AVAsset
    open private(set) var status: Status = .unknown
    open private(set) var error: (any Error)?
    var pipeline: MediaPipeline?
    /// Where a paused item stands, in seconds.
    var pausedAt: TimeInterval = 0
    var isRunning = false

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    open var duration: CMTime { status == .readyToPlay ? asset.duration : .indefinite }

    open func currentTime() -> CMTime {
        CMTime(seconds: isRunning ? (pipeline?.position ?? pausedAt) : pausedAt, preferredTimescale: 600)
    }

    /// Moves playback to `time`; the handler hears true once the seek is done.
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        let done = seek(seconds: time.seconds)
        if let completionHandler {
            let handler = UncheckedClosure(completionHandler)
            DispatchQueue.main.async { handler.value(done) }
        }
    }

    @discardableResult
    func seek(seconds: TimeInterval, rate: Double = 1) -> Bool {
        guard let pipeline, seconds.isFinite else { return false }
        let target = Swift.max(0, Swift.min(seconds, pipeline.duration))
        pausedAt = target
        return pipeline.seek(to: target, rate: rate)
    }

    /// Opens the pipeline once; a file that cannot be played leaves the item `.failed` with the error.
    func open(onEnd: @escaping @Sendable (MediaPipeline.End) -> Void) {
        guard pipeline == nil, status != .failed else { return }
        guard let url = (asset as? AVURLAsset)?.url ?? asset.sourceURL else {
            status = .failed
            error = NSError(domain: AVFoundationErrorDomain, code: AVError.Code.fileFormatNotRecognized.rawValue)
            return
        }
        do {
            pipeline = try MediaPipeline(url: url, onEnd: onEnd)
            status = .readyToPlay
        } catch {
            status = .failed
            self.error = NSError(
                domain: AVFoundationErrorDomain, code: AVError.Code.fileFormatNotRecognized.rawValue,
                userInfo: [NSLocalizedDescriptionKey: (error as? MediaPipeline.OpenError)?.message ?? "\(error)"])
        }
    }

    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name(
        "AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
}

extension NSNotification.Name {
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
}
