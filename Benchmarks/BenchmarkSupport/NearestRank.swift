/// The nearest-rank percentile (0...100) of values sorted ascending; nil when there are none.
public func nearestRank<Value>(_ percent: Double, of sorted: [Value]) -> Value? {
    guard !sorted.isEmpty else { return nil }
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
}
