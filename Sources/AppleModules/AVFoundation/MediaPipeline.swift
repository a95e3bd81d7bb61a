internal import CGStreamer
import Foundation
internal import OpenUIKitContracts

/// One GStreamer `playbin` playing a file: what AVAudioPlayer and AVPlayer drive. Audio goes to
/// `OPENUIKIT_AUDIO_SINK` (an element name; `fakesink` keeps real time without a sound card, as
/// tests use) or else `autoaudiosink` (PulseAudio, PipeWire or ALSA, whichever answers).
final class MediaPipeline: @unchecked Sendable {
    /// What the streaming thread reports, told on the main queue.
    enum End: Sendable { case finished, failed }

    /// Why a file could not be opened.
    struct OpenError: Error {
        let message: String
        let missing: Bool
    }

    private let element: UnsafeMutablePointer<GstElement>
    private let watcher: Watcher
    /// Nanoseconds; -1 when the stream does not say (a live or broken stream).
    let durationNanoseconds: Int64
    let audioStreams: Int
    let videoStreams: Int
    let channels: Int

    /// Opens `url` and decodes up to its first buffer, waiting at most five seconds; a missing,
    /// unreadable or undecodable file throws.
    init(url: URL, audioSink: String? = nil, onEnd: @escaping @Sendable (End) -> Void) throws {
        guard openuikit_gst_init() != 0 else { throw OpenError(message: "GStreamer did not start", missing: false) }
        if url.isFileURL {
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw OpenError(message: "no readable file at \(url.path)", missing: true)
            }
        }
        let sink =
            audioSink ?? ProcessInfo.processInfo.environment[.audioSink].flatMap { $0.isEmpty ? nil : $0 }
            ?? "autoaudiosink"
        guard let made = openuikit_gst_playbin(url.absoluteString, sink) else {
            throw OpenError(message: "GStreamer has no playbin (gstreamer1.0-plugins-base)", missing: false)
        }
        element = made
        var message = [CChar](repeating: 0, count: 512)
        let status = openuikit_gst_preroll(made, 5_000_000_000, &message, message.count)
        if status != 0 {
            openuikit_gst_release(made)
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw OpenError(message: status == 2 ? "timed out opening \(url.lastPathComponent)" : text, missing: false)
        }
        durationNanoseconds = Int64(openuikit_gst_duration(made))
        audioStreams = Int(openuikit_gst_stream_count(made, "n-audio"))
        videoStreams = Int(openuikit_gst_stream_count(made, "n-video"))
        channels = Int(openuikit_gst_channels(made))
        watcher = Watcher(onEnd)
        openuikit_gst_watch(
            made,
            { kind, context in
                guard let context else { return }
                let watcher = Unmanaged<Watcher>.fromOpaque(context).takeUnretainedValue()
                let end: End = kind == 1 ? .finished : .failed
                let onEnd = watcher.onEnd
                DispatchQueue.main.async { onEnd(end) }
            }, Unmanaged.passUnretained(watcher).toOpaque())
    }

    deinit {
        openuikit_gst_release(element)
    }

    var duration: TimeInterval { durationNanoseconds < 0 ? 0 : Double(durationNanoseconds) / 1e9 }

    /// Where playback is, in seconds; nil while the pipeline cannot say (a state change under way).
    var position: TimeInterval? {
        let nanoseconds = openuikit_gst_position(element)
        return nanoseconds < 0 ? nil : Double(nanoseconds) / 1e9
    }

    func play() { openuikit_gst_set_state(element, 3) }
    func pause() { openuikit_gst_set_state(element, 2) }

    @discardableResult
    func seek(to seconds: TimeInterval, rate: Double = 1) -> Bool {
        let clamped = Swift.max(0, seconds)
        return openuikit_gst_seek(element, rate, gint64(clamped * 1e9)) != 0
    }

    func setVolume(_ volume: Double) { openuikit_gst_set_volume(element, Swift.max(0, Swift.min(volume, 10))) }
    func setPan(_ pan: Float) { _ = openuikit_gst_set_pan(element, Swift.max(-1, Swift.min(pan, 1))) }

    private final class Watcher: @unchecked Sendable {
        let onEnd: @Sendable (End) -> Void
        init(_ onEnd: @escaping @Sendable (End) -> Void) { self.onEnd = onEnd }
    }
}

/// Seconds on a monotonic clock, as `deviceCurrentTime` counts.
func monotonicSeconds() -> TimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return TimeInterval(now.tv_sec) + TimeInterval(now.tv_nsec) / 1e9
}

/// An app's closure (not `@Sendable`, as Apple's API takes it) carried to the queue it runs on.
struct UncheckedClosure<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A weak reference a `@Sendable` closure may carry to the main queue, where it is read.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
