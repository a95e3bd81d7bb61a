import Foundation

/// An animation of one property from one value to another, as Core Animation resolves the three
/// it is given: `fromValue` and `toValue`; `fromValue` and `fromValue + byValue`; `toValue − byValue`
/// and `toValue`; the value shown and `toValue` (or that plus `byValue`) when only one is set; and
/// the value shown to the model value when none is.
/// ```swift
/// let draw = CABasicAnimation(keyPath: "strokeEnd")
/// draw.fromValue = 0
/// draw.toValue = 1
/// draw.duration = 0.6
/// ring.add(draw, forKey: "draw")
/// ```
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts at.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The change the animation makes, added to the start or taken from the end.
    open var byValue: Any?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CABasicAnimation()
        copy.copyBasicAnimation(from: self)
        return copy
    }

    /// Copies what every basic animation has.
    func copyBasicAnimation(from other: CABasicAnimation) {
        copyPropertyAnimation(from: other)
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The start and end values, given the value shown before this animation and the model's.
    func endpoints(shown: AnimatableValue, model: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let kind = valueKind(shown)
        let from = AnimatableValue(fromValue, like: kind)
        let to = AnimatableValue(toValue, like: kind)
        let by = AnimatableValue(byValue, like: kind)
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, model)
        case let (nil, to?, nil): return (shown, to)
        case let (nil, nil, by?): return (shown, shown.adding(by))
        case (nil, nil, nil): return (shown, model)
        }
    }

    /// How far from start to end the animation is `time` into an iteration (`iterationTime`):
    /// the eased fraction of the duration; a spring overrides it.
    func progress(atIterationTime time: CFTimeInterval) -> CGFloat {
        duration > 0 ? CGFloat(time / duration) : 1
    }

    override func apply(to presentation: CALayer, model: CALayer, at parentTime: CFTimeInterval) {
        guard let keyPath, let time = iterationTime(at: parentTime),
            let shown = presentation.animatableValue(forKeyPath: keyPath),
            let modelValue = model.animatableValue(forKeyPath: keyPath)
        else { return }
        let (from, to) = endpoints(shown: shown, model: modelValue)
        let value = from.interpolated(to: to, fraction: progress(atIterationTime: time))
        show(value, step: isCumulative ? to.subtracting(from) : nil, on: presentation, model: model, at: parentTime)
    }
}
