import Foundation

/// A piece of timed media. Its duration and tracks are read from the real file by GStreamer
/// (opened, typed and decoded to its first buffer when the asset is made, with no sound played).
open class AVAsset: NSObject, @unchecked Sendable {
    let sourceURL: URL?
    private let opened: Result<(duration: CMTime, tracks: [AVAssetTrack]), Error>

    init(openingURL url: URL?) {
        sourceURL = url
        guard let url else {
            opened = .failure(
                NSError(domain: AVFoundationErrorDomain, code: AVError.Code.fileFormatNotRecognized.rawValue))
            super.init()
            return
        }
        opened = Result {
            let pipeline = try MediaPipeline(url: url, audioSink: "fakesink") { _ in }
            let duration =
                pipeline.durationNanoseconds < 0
                ? CMTime.indefinite : CMTime(value: pipeline.durationNanoseconds, timescale: 1_000_000_000)
            let tracks =
                (0..<pipeline.videoStreams).map { _ in AVMediaType.video }
                + (0..<pipeline.audioStreams).map { _ in AVMediaType.audio }
            return (
                duration, tracks.enumerated().map { AVAssetTrack(trackID: Int32($0.offset + 1), mediaType: $0.element) }
            )
        }.mapError { error in
            NSError(
                domain: AVFoundationErrorDomain, code: AVError.Code.fileFormatNotRecognized.rawValue,
                userInfo: [NSLocalizedDescriptionKey: (error as? MediaPipeline.OpenError)?.message ?? "\(error)"])
        }
        super.init()
    }

    /// An asset for the file or stream at `url`.
    public convenience init(url: URL) { self.init(openingURL: url) }

    /// The length of the media; `.invalid` when the file could not be read, `.indefinite` for a
    /// stream that does not say.
    open var duration: CMTime { (try? opened.get().duration) ?? .invalid }
    open var tracks: [AVAssetTrack] { (try? opened.get().tracks) ?? [] }
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] {
        tracks.filter { $0.mediaType == mediaType }
    }
    /// Whether a player can play it: the file opened and has a track.
    open var isPlayable: Bool { !tracks.isEmpty }
    open var isReadable: Bool { isPlayable }
    /// Why the file could not be opened, nil when it was.
    var loadError: Error? {
        if case .failure(let error) = opened { return error }
        return nil
    }

    /// The async form of `duration`, as iOS 16's `load(.duration)` gives.
    open func loadDuration() async throws -> CMTime { try opened.get().duration }
}

/// An asset at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// Options are accepted and not needed: GStreamer finds the type from the bytes.
    public init(url URL: URL, options: [String: Any]? = nil) {
        super.init(openingURL: URL)
    }

    /// The asset's URL.
    public var url: URL { sourceURL ?? URL(fileURLWithPath: "/") }
}

/// One track of an asset: its kind and number.
open class AVAssetTrack: NSObject, @unchecked Sendable {
    public let trackID: Int32
    public let mediaType: AVMediaType
    init(trackID: Int32, mediaType: AVMediaType) {
        self.trackID = trackID
        self.mediaType = mediaType
    }
}

public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// AVFoundation's errors.
public struct AVError: Error, Sendable {
    public enum Code: Int, Sendable {
        case unknown = -11800
        case outOfMemory = -11801
        case decodeFailed = -11821
        case fileFormatNotRecognized = -11828
        case fileFailedToParse = -11829
        case noLongerPlayable = -11867
        case contentIsUnavailable = -11863
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}
