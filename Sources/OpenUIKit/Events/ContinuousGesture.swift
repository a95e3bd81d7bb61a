import Foundation

/// What the continuous recognizers (pan, pinch, rotation, long press) share.
extension UIGestureRecognizer {
    /// The fingers lifted: a gesture under way ends; one that never began fails.
    func endContinuousGesture() {
        switch stateStorage {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// The touches were taken away: a gesture under way is cancelled; one that never began fails.
    func cancelContinuousGesture() {
        switch stateStorage {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }
}

/// A gesture's recent values, for how fast it changes: over the last tenth of a second, so a
/// finger that stopped before lifting reads as still.
struct RecentSamples<Value> {
    static var window: TimeInterval { 0.1 }

    private var samples: [(time: TimeInterval, value: Value)] = []

    mutating func restart(with value: Value, at time: TimeInterval) {
        samples = [(time, value)]
    }

    mutating func removeAll() {
        samples.removeAll()
    }

    mutating func add(_ value: Value, at time: TimeInterval) {
        samples.append((time, value))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// The oldest and newest values kept and the time between them; nil when no time passed.
    var span: (first: Value, last: Value, elapsed: CGFloat)? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return (first.value, last.value, CGFloat(last.time - first.time))
    }
}
