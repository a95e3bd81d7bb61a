import Foundation

/// Plays a sound file or sound data through GStreamer: WAV, AIFF, MP3, FLAC, Ogg and whatever
/// else the installed plug-ins decode, out of the system's sound server (or the element
/// `OPENUIKIT_AUDIO_SINK` names, `fakesink` in tests, which keeps real time).
open class AVAudioPlayer: NSObject {
    private var pipeline: MediaPipeline?
    private var temporaryFile: URL?
    private var playing = false
    private var stoppedAt: TimeInterval = 0
    private var loopsLeft = 0
    private var fadeGeneration = 0
    private var scheduledPlay: DispatchWorkItem?

    /// The file played, nil for a player made from data.
    open private(set) var url: URL?
    /// The bytes played, nil for a player made from a file.
    open private(set) var data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// Opens and decodes the start of the file, so a missing, corrupt or unsupported file throws
    /// here (an `NSOSStatusErrorDomain` error with Core Audio's code), as on iOS.
    public init(contentsOf url: URL) throws {
        self.url = url
        super.init()
        try open(url)
    }

    /// The hint is not needed: GStreamer finds the type from the bytes.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// Plays sound data, written to a temporary file that lives as long as the player.
    public init(data: Data) throws {
        self.data = data
        super.init()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("avaudioplayer-\(UUID().uuidString)")
        do {
            try data.write(to: file)
        } catch {
            throw NSError(
                domain: NSOSStatusErrorDomain, code: Self.unspecifiedError, userInfo: [NSUnderlyingErrorKey: error])
        }
        temporaryFile = file
        try open(file)
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    deinit {
        scheduledPlay?.cancel()
        pipeline = nil
        if let temporaryFile { try? FileManager.default.removeItem(at: temporaryFile) }
    }

    /// 'typ?': the file's type is not one any decoder takes.
    static let unsupportedFileType = 1_954_115_647
    /// 'wht?': the file could not be read.
    static let unspecifiedError = 2_003_334_207

    private func open(_ url: URL) throws {
        do {
            let reference = WeakReference(self)
            pipeline = try MediaPipeline(url: url) { end in reference.object?.pipelineEnded(end) }
        } catch let error as MediaPipeline.OpenError {
            throw NSError(
                domain: NSOSStatusErrorDomain, code: error.missing ? Self.unspecifiedError : Self.unsupportedFileType,
                userInfo: [NSLocalizedDescriptionKey: error.message])
        }
        applyVolume()
        pipeline?.setPan(pan)
    }

    private func pipelineEnded(_ end: MediaPipeline.End) {
        guard playing, let pipeline else { return }
        switch end {
        case .finished:
            if loopsLeft != 0 {
                if loopsLeft > 0 { loopsLeft -= 1 }
                pipeline.seek(to: 0, rate: effectiveRate)
                return
            }
            playing = false
            pipeline.pause()
            pipeline.seek(to: 0)
            stoppedAt = 0
            delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
        case .failed:
            playing = false
            pipeline.pause()
            let error = NSError(domain: NSOSStatusErrorDomain, code: Self.unsupportedFileType)
            delegate?.audioPlayerDecodeErrorDidOccur(self, error: error)
            delegate?.audioPlayerDidFinishPlaying(self, successfully: false)
        }
    }

    /// Readies playback; the file is already open, so this only reports whether it is.
    @discardableResult
    open func prepareToPlay() -> Bool { pipeline != nil }

    /// Starts or resumes playback from `currentTime`.
    @discardableResult
    open func play() -> Bool {
        guard let pipeline else { return false }
        scheduledPlay?.cancel()
        scheduledPlay = nil
        if !playing {
            loopsLeft = numberOfLoops
            if effectiveRate != 1 { pipeline.seek(to: stoppedAt, rate: effectiveRate) }
        }
        playing = true
        pipeline.play()
        return true
    }

    /// Starts playback when `deviceCurrentTime` reaches `time` (at once if it has passed).
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool {
        guard pipeline != nil else { return false }
        let delay = time - deviceCurrentTime
        guard delay > 0 else { return play() }
        scheduledPlay?.cancel()
        let reference = WeakReference(self)
        let work = DispatchWorkItem {
            reference.object?.scheduledPlay = nil
            reference.object?.play()
        }
        scheduledPlay = work
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
        return true
    }

    /// Pauses where playback is; `play()` goes on from there.
    open func pause() {
        scheduledPlay?.cancel()
        scheduledPlay = nil
        guard let pipeline else { return }
        stoppedAt = currentTime
        playing = false
        pipeline.pause()
    }

    /// Stops playback; as on iOS, `currentTime` stays where it was.
    open func stop() { pause() }

    open var isPlaying: Bool { playing }

    /// The sound's length in seconds, from the file.
    open var duration: TimeInterval { pipeline?.duration ?? 0 }

    /// Where playback is in seconds; setting it seeks.
    open var currentTime: TimeInterval {
        get {
            guard let pipeline else { return 0 }
            return playing ? pipeline.position ?? stoppedAt : stoppedAt
        }
        set {
            guard let pipeline else { return }
            let target = Swift.max(0, Swift.min(newValue, duration))
            stoppedAt = target
            pipeline.seek(to: target, rate: effectiveRate)
        }
    }

    /// Seconds on the audio device's clock, which never goes backwards.
    open var deviceCurrentTime: TimeInterval { monotonicSeconds() }

    open var numberOfChannels: Int { pipeline?.channels ?? 0 }

    private var level: Float = 1

    /// 0 (silent) to 1; setting it ends a fade under way.
    open var volume: Float {
        get { level }
        set {
            fadeGeneration += 1
            level = newValue
            applyVolume()
        }
    }

    /// Moves the volume to `volume` in steps over `duration` seconds on the main queue.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        guard duration > 0 else {
            self.volume = volume
            return
        }
        fadeGeneration += 1
        let generation = fadeGeneration
        let start = level
        let steps = Swift.max(1, Int(duration * 30))
        let reference = WeakReference(self)
        for step in 1...steps {
            DispatchQueue.main.asyncAfter(deadline: .now() + duration * Double(step) / Double(steps)) {
                guard let self = reference.object, self.fadeGeneration == generation else { return }
                self.level = start + (volume - start) * Float(step) / Float(steps)
                self.applyVolume()
            }
        }
    }

    private func applyVolume() { pipeline?.setVolume(Double(Swift.max(0, level))) }

    /// -1 (left) to 1 (right), through GStreamer's `audiopanorama`.
    open var pan: Float = 0 {
        didSet { pipeline?.setPan(pan) }
    }

    /// Whether `rate` applies; set it before `prepareToPlay()` or `play()`, as on iOS.
    open var enableRate = false

    /// 0.5 to 2; used only with `enableRate`.
    open var rate: Float = 1 {
        didSet {
            rate = Swift.max(0.5, Swift.min(rate, 2))
            if playing, let pipeline { pipeline.seek(to: pipeline.position ?? stoppedAt, rate: effectiveRate) }
        }
    }

    private var effectiveRate: Double { enableRate ? Double(rate) : 1 }

    /// How many times to repeat after the first play; a negative number repeats until `stop()`.
    open var numberOfLoops = 0

    /// The format's settings, as far as the file tells them.
    open var settings: [String: Any] { ["AVNumberOfChannelsKey": numberOfChannels] }
}
