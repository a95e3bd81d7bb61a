import Foundation

/// The animation block being run: property changes inside it become layer animations that
/// share its timing and its completion.
@MainActor
final class UIViewAnimationContext {
    static var current: UIViewAnimationContext?
    private static var nextGroupID = 0

    let group: AnimationGroup
    let timing: AnimationTiming
    let autoreverses: Bool

    init(group: AnimationGroup, timing: AnimationTiming, autoreverses: Bool) {
        self.group = group
        self.timing = timing
        self.autoreverses = autoreverses
    }

    func record(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue) {
        layer.animations[key] = LayerPropertyAnimation(
            from: from, to: to, begin: group.begin, duration: group.duration, timing: timing,
            repeats: group.repeats, autoreverses: autoreverses, groupID: group.id)
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
    let begin: TimeInterval
    let duration: TimeInterval
    let repeats: Bool
    var completion: ((Bool) -> Void)?
    var layers: [WeakBox<CALayer>] = []

    var end: TimeInterval { begin + duration }

    init(begin: TimeInterval, duration: TimeInterval, repeats: Bool, completion: ((Bool) -> Void)?) {
        self.begin = begin
        self.duration = duration
        self.repeats = repeats
        self.completion = completion
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
