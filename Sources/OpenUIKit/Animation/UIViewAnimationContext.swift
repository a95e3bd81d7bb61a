import Foundation

/// The animation block being run: property changes inside it become layer animations that
/// share its timing and its completion.
@MainActor
final class UIViewAnimationContext {
    static var current: UIViewAnimationContext?
    private static var nextGroupID = 0

    let group: AnimationGroup
    let timing: AnimationTiming
    /// The property animator whose block this is; it drives the animations recorded.
    weak var driver: (any LayerAnimationDriver)?
    /// The driver's fraction at which the animations recorded start.
    var startFraction: CGFloat = 0

    init(group: AnimationGroup, timing: AnimationTiming) {
        self.group = group
        self.timing = timing
    }

    func record(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue) {
        var animation = LayerPropertyAnimation(
            from: from, to: to, begin: group.begin, duration: group.duration, timing: timing,
            repeats: group.repeats, autoreverses: group.autoreverses, groupID: group.id)
        animation.driver = driver
        animation.startFraction = startFraction
        layer.animations[key] = animation
        group.layers.append(WeakBox(layer))
    }

    static func makeGroupID() -> Int {
        nextGroupID += 1
        return nextGroupID
    }
}

/// Animations started by one `UIView.animate` call: they end together and share a completion.
@MainActor
final class AnimationGroup {
    let id = UIViewAnimationContext.makeGroupID()
    var begin: TimeInterval
    let duration: TimeInterval
    let repeats: Bool
    let autoreverses: Bool
    var completion: ((Bool) -> Void)?
    var layers: [WeakBox<CALayer>] = []
    /// Ends only when the clock is moved past it (`advance(by:)`), never by `runUntilIdle()`:
    /// set for timers that stand for a finger held down, which never idles.
    var waitsForTheClock = false
    /// Called with the clock's time each time the clock moves while the group runs (`ClockMotion`).
    var step: ((TimeInterval) -> Void)?

    /// An autoreversing animation comes back before it ends, so it takes twice its duration.
    var end: TimeInterval { begin + duration * (autoreverses ? 2 : 1) }

    init(
        begin: TimeInterval, duration: TimeInterval, repeats: Bool, autoreverses: Bool,
        completion: ((Bool) -> Void)?
    ) {
        self.begin = begin
        self.duration = duration
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.completion = completion
    }

    /// Whether any layer still runs one of this group's property animations.
    var hasLayerAnimations: Bool {
        layers.contains { box in
            box.value?.animations.values.contains { $0.groupID == id } ?? false
        }
    }

    /// Holds every property animation of this group at `fraction` (nil lets them run again).
    func setPausedFraction(_ fraction: Double?) {
        forEachAnimation { $0.pausedFraction = fraction }
    }

    /// Restarts the group so that it is `fraction` of the way now; reversed, it runs back to
    /// where it started and the model takes the starting values.
    func resume(at fraction: Double, reversed: Bool, now: TimeInterval) {
        let elapsed = reversed ? 1 - fraction : fraction
        begin = now - elapsed * duration
        let start = begin
        forEachAnimation { animation in
            animation.pausedFraction = nil
            animation.begin = start
            if reversed { swap(&animation.from, &animation.to) }
        }
        if reversed {
            for box in layers {
                guard let layer = box.value else { continue }
                for (key, animation) in layer.animations where animation.groupID == id {
                    UIView.performWithoutAnimation { layer.setModelValue(animation.to, forKey: key) }
                }
            }
        }
    }

    private func forEachAnimation(_ change: (inout LayerPropertyAnimation) -> Void) {
        for box in layers {
            guard let layer = box.value else { continue }
            for key in layer.animations.keys where layer.animations[key]?.groupID == id {
                change(&layer.animations[key]!)
            }
        }
    }

    /// Removes this group's property animations; the model values are already the end values.
    func removeLayerAnimations() {
        for box in layers {
            guard let layer = box.value else { continue }
            for (key, animation) in layer.animations where animation.groupID == id {
                layer.animations[key] = nil
            }
        }
        layers.removeAll()
    }
}
