import OpenUIKit

/// What a tab was sent: frames, their bytes, and the time spent encoding them, for `--stats`
/// and the benchmarks.
public struct WebFrameStatistics: Sendable {
    /// Each frame's size in bytes, in order.
    public private(set) var frameBytes: [Int] = []
    /// Seconds spent encoding each frame's tiles.
    public private(set) var encodeSeconds: [Double] = []

    public init() {}

    mutating func record(bytes: Int, encodeSeconds seconds: Double) {
        frameBytes.append(bytes)
        encodeSeconds.append(seconds)
    }

    public var frames: Int { frameBytes.count }
    public var totalBytes: Int { frameBytes.reduce(0, +) }

    /// The nearest-rank percentile (0...100) of the frames' sizes; 0 with none.
    public func bytesPercentile(_ percent: Double) -> Int {
        FrameStatistics.nearestRank(percent, of: frameBytes.sorted()) ?? 0
    }
}
