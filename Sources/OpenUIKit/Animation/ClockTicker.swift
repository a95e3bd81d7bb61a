import Foundation

/// Something that moves with the animation clock for as long as it is wanted, with no end of its
/// own: an activity indicator's spin, a progress view following a `Progress`. `step` runs with
/// the clock's time each time the clock moves (once a display frame under a host, once an
/// `advance(by:)` headless) and returns whether to keep going. Like a repeating animation,
/// `runUntilIdle()` leaves it running, so what it draws is a function of the clock's time alone.
@MainActor
final class ClockTicker {
    private var group: AnimationGroup?

    init(step: @escaping @MainActor (TimeInterval) -> Bool) {
        let application = UIApplication.shared
        let group = AnimationGroup(
            begin: application.animationClock.now, duration: 1,
            repeats: true, autoreverses: false, completion: nil)
        // The group holds the closure and the closure only a weak reference back, so an owner
        // that goes away without stopping its ticker leaves nothing behind after the next step.
        group.step = { [weak group] now in
            guard !step(now), let group else { return }
            UIApplication.shared.animations.remove(group)
        }
        self.group = group
        application.animations.add(group)
    }

    var isRunning: Bool { group != nil }

    func stop() {
        guard let group else { return }
        self.group = nil
        UIApplication.shared.animations.remove(group)
    }
}
