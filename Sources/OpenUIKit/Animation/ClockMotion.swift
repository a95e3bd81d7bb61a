import Foundation

/// Something that moves with the animation clock rather than through layer property animations:
/// a scroll view decelerating, bouncing back or scrolling to an offset. `step` runs with the
/// clock's time each time the clock moves (once a display frame under a host, once an
/// `advance(by:)` headless), so `scrollViewDidScroll` comes at the display's rate; `finish` runs
/// when the clock reaches the end (`runUntilIdle()` takes it there at once), so the last value is
/// exact whatever the frames were.
@MainActor
final class ClockMotion {
    private var group: AnimationGroup?

    init(
        duration: TimeInterval, step: @escaping @MainActor (TimeInterval) -> Void,
        finish: @escaping @MainActor () -> Void
    ) {
        let application = UIApplication.shared
        let group = AnimationGroup(
            begin: application.animationClock.now, duration: max(0, duration),
            repeats: false, autoreverses: false, completion: nil)
        group.step = step
        group.completion = { [weak self] _ in
            self?.group = nil
            finish()
        }
        self.group = group
        application.animations.add(group)
    }

    var isRunning: Bool { group != nil }

    /// Stops where it is: `finish` does not run.
    func cancel() {
        guard let group else { return }
        self.group = nil
        UIApplication.shared.animations.remove(group)
    }
}
