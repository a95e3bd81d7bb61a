import Foundation

/// Animations run together in one time space: each child's `beginTime` is counted from the
/// group's start, and each is cut off at the group's end (not stretched to it). The group's
/// delegate and `isRemovedOnCompletion` count; the children's are ignored, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations the group runs.
    open var animations: [CAAnimation]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimationGroup()
        copy.copyAnimation(from: self)
        copy.animations = animations?.compactMap { $0.copy() as? CAAnimation }
        return copy
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    /// The children at the group's time: their parent time is where the group is in its
    /// iteration.
    override func apply(to presentation: CALayer, model: CALayer, at parentTime: CFTimeInterval) {
        guard let time = iterationTime(at: parentTime) else { return }
        for child in animations ?? [] { child.apply(to: presentation, model: model, at: time) }
    }

    /// A child of no duration lasts the transaction's, as the group does.
    override func resolveDuration(_ fallback: CFTimeInterval) {
        super.resolveDuration(fallback)
        for child in animations ?? [] { child.resolveDuration(fallback) }
    }
}
