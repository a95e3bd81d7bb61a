import Foundation

/// A one-shot timer on the animation clock: it fires when `advance(by:)` or `runUntilIdle()`
/// moves the clock past it, never by wall-clock time. Gesture recognizers time long presses and
/// the gaps between taps with it. A timer that `waitsForTheClock` fires only when the clock is
/// moved past it, and `runUntilIdle()` leaves it as it leaves repeating animations: a stepper
/// repeating under a held finger never idles.
@MainActor
final class ClockTimer {
    private var group: AnimationGroup?

    init(after interval: TimeInterval, waitsForTheClock: Bool = false, _ fire: @escaping @MainActor () -> Void) {
        let application = UIApplication.shared
        let group = AnimationGroup(
            begin: application.animationClock.now, duration: max(0, interval),
            repeats: false, autoreverses: false, completion: nil)
        group.waitsForTheClock = waitsForTheClock
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
