import Foundation

/// How long a host's frames took to make (events, animations, layout, drawing and presenting;
/// not the wait for the display), for `--stats`: the median, the 95th percentile, the worst, and the
/// share over a 60 Hz frame's 16.7 ms budget.
///
/// Not UIKit API.
public struct FrameStatistics: Sendable {
    /// Each frame's work in seconds, in order.
    public private(set) var frameWork: [Double] = []
    /// A 60 Hz frame's budget in seconds (about 16.7 ms); frames whose work took longer count as over budget.
    public static let budget = 1.0 / 60

    /// Creates statistics with no frames recorded.
    public init() {}

    /// Adds one frame's work, in seconds.
    public mutating func record(_ seconds: Double) {
        frameWork.append(seconds)
    }

    /// The number of frames recorded.
    public var count: Int { frameWork.count }

    /// The nearest-rank percentile (0...100); 0 with no frames.
    public func percentile(_ percent: Double) -> Double {
        Self.nearestRank(percent, of: frameWork.sorted()) ?? 0
    }

    /// The nearest-rank percentile (0...100) of values sorted ascending; nil when there are
    /// none. Hosts and benchmarks report their figures with it.
    public static func nearestRank<Value>(_ percent: Double, of sorted: [Value]) -> Value? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }

    /// The number of frames whose work took longer than `budget`.
    public var overBudget: Int { frameWork.filter { $0 > Self.budget }.count }

    /// One line: "frames 600: work p50 1.20 ms, p95 2.31 ms, max 7.90 ms; 0 over 16.7 ms (0.00%)".
    public var summary: String {
        func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
        let share = count == 0 ? 0 : Double(overBudget) / Double(count) * 100
        return
            "frames \(count): work p50 \(ms(percentile(50))), p95 \(ms(percentile(95))), max \(ms(frameWork.max() ?? 0)); "
            + "\(overBudget) over 16.7 ms (\(String(format: "%.2f", share))%)"
    }
}
