import Foundation

/// What pinch and rotation share: a measure of the first two fingers (their distance, the angle
/// of the line between them) turned into the gesture's value (a scale: the measure over its
/// base; a rotation: the measure less its base), its rate of change, and how far the measure
/// has moved since the fingers landed, which decides when the gesture begins.
struct TwoFingerMeasure {
    enum Kind { case ratio, difference }

    let kind: Kind
    private(set) var value: CGFloat
    private(set) var velocity: CGFloat = 0
    private var base: CGFloat?
    private var landing: CGFloat?
    private var samples = RecentSamples<CGFloat>()

    init(_ kind: Kind) {
        self.kind = kind
        value = kind == .ratio ? 1 : 0
    }

    /// A new gesture starts from the neutral value.
    mutating func startGesture() {
        value = kind == .ratio ? 1 : 0
        velocity = 0
        samples.removeAll()
    }

    /// The second finger is down: the value is measured from here.
    mutating func fingersLanded(measuring measure: CGFloat, at time: TimeInterval) {
        guard landing == nil, kind == .difference || measure > 0 else { return }
        landing = measure
        rebase(on: measure)
        samples.restart(with: value, at: time)
    }

    /// Returns how far the measure has moved since the fingers landed, nil before they have.
    mutating func fingersMoved(measuring measure: CGFloat, at time: TimeInterval) -> CGFloat? {
        guard let base, let landing else { return nil }
        value = kind == .ratio ? measure / base : Self.normalized(measure - base)
        samples.add(value, at: time)
        if let span = samples.span { velocity = (span.last - span.first) / span.elapsed }
        return kind == .ratio ? measure - landing : Self.normalized(measure - landing)
    }

    /// Code set the value: it reads `newValue` now and changes from here.
    mutating func set(_ newValue: CGFloat, measuring measure: CGFloat?) {
        value = newValue
        if let measure { rebase(on: measure) }
        samples.removeAll()
        velocity = 0
    }

    /// The gesture is over; the last value stays readable until the next one starts.
    mutating func reset() {
        base = nil
        landing = nil
        samples.removeAll()
    }

    private mutating func rebase(on measure: CGFloat) {
        switch kind {
        case .ratio: if value != 0 { base = measure / value }
        case .difference: base = measure - value
        }
    }

    /// An angle brought into -π…π, so turning past the half circle does not jump.
    private static func normalized(_ angle: CGFloat) -> CGFloat {
        var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if result > .pi { result -= 2 * .pi }
        if result < -.pi { result += 2 * .pi }
        return result
    }
}

extension UIGestureRecognizer {
    /// The first two live fingers, for a two-finger gesture; fingers beyond them are ignored.
    func twoFingers(ignoringExtraIn touches: Set<UITouch>, of event: UIEvent) -> (UITouch, UITouch)? {
        let live = liveTouches
        for touch in live.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        return live.count >= 2 ? (live[0], live[1]) : nil
    }

    /// Begins once the measure has moved `threshold` since the fingers landed, then changes.
    func continueTwoFingerGesture(moved: CGFloat?, threshold: CGFloat) {
        switch stateStorage {
        case .possible: if let moved, abs(moved) >= threshold { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }
}
