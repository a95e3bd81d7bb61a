import Foundation

/// A one-shot timer on the animation clock: it fires when `advance(by:)` or `runUntilIdle()`
/// moves the clock past it, never by wall-clock time. Gesture recognizers time long presses and
/// the gaps between taps with it.
@MainActor
final class ClockTimer {
    private var group: AnimationGroup?

    init(after interval: TimeInterval, _ fire: @escaping @MainActor () -> Void) {
        let application = UIApplication.shared
        let group = AnimationGroup(begin: application.animationClock.now, duration: max(0, interval),
                                   repeats: false, autoreverses: false, completion: nil)
        group.completion = { [weak self] _ in
            self?.group = nil
            fire()
        }
        self.group = group
        application.animations.add(group)
    }

    var isDone: Bool { group == nil }

    func invalidate() {
        guard let group else { return }
        self.group = nil
        UIApplication.shared.animations.remove(group)
    }
}
