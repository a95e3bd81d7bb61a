import Foundation

/// An animation of one property of its layer, named by key path (`"opacity"`, `"position.x"`,
/// `"transform.rotation.z"`, a shape layer's `"strokeEnd"`). The abstract base of basic, keyframe
/// and spring animations.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property animated; an animation without one shows nothing.
    open var keyPath: String?
    /// Whether the animation's values are added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat starts where the last ended, not where the first began.
    open var isCumulative = false
    /// Turns the interpolated number into the transform shown, for a `"transform"` animation
    /// (`CAValueFunction(name: .rotateZ)` spins by the value); nil shows values as they are.
    open var valueFunction: CAValueFunction?

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAPropertyAnimation()
        copy.copyPropertyAnimation(from: self)
        return copy
    }

    /// Copies what every property animation has.
    func copyPropertyAnimation(from other: CAPropertyAnimation) {
        copyAnimation(from: other)
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// The kind of value `fromValue` and `values` are read as: numbers under a value function,
    /// the property's own kind otherwise.
    func valueKind(_ shown: AnimatableValue) -> AnimatableValue { valueFunction == nil ? shown : .scalar(0) }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// How many whole iterations have passed at `parentTime`, for cumulative animations.
    func completedIterations(at parentTime: CFTimeInterval) -> CGFloat {
        guard isCumulative, duration > 0 else { return 0 }
        let local = max((parentTime - beginTime) * CFTimeInterval(speed) + timeOffset, 0)
        let cycle = duration * (autoreverses ? 2 : 1)
        let limit = activeDuration.isFinite ? max(activeDuration - 1e-9, 0) : local
        return CGFloat((min(local, limit) / cycle).rounded(.down))
    }

    /// Shows `value` for the key path on `presentation`: added to the model's value when
    /// additive, moved on by the iterations passed times `step` when cumulative.
    func show(
        _ value: AnimatableValue, step: AnimatableValue?, on presentation: CALayer, model: CALayer,
        at parentTime: CFTimeInterval
    ) {
        guard let keyPath else { return }
        var shown = value
        if let step {
            let iterations = completedIterations(at: parentTime)
            if iterations > 0 {
                shown = shown.adding(AnimatableValue.zero(like: step).interpolated(to: step, fraction: iterations))
            }
        }
        if let valueFunction, case .scalar(let number) = shown {
            shown = .transform(valueFunction.transform(for: number))
        }
        if isAdditive, let base = model.animatableValue(forKeyPath: keyPath) { shown = base.adding(shown) }
        presentation.setAnimatableValue(shown, forKeyPath: keyPath)
    }
}

extension AnimatableValue {
    /// Nothing of `value`'s kind: zero, the identity, clear.
    static func zero(like value: AnimatableValue) -> AnimatableValue {
        switch value {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .path: return value
        }
    }
}
