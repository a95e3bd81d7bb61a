import Foundation

/// Motion effects applied together: the group's values are all of theirs (a key path two of
/// them change takes the later one's).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects in the group.
    open var motionEffects: [UIMotionEffect]?

    /// A group with copies of the same effects.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.compactMap { $0.copy(with: zone) as? UIMotionEffect }
        return copy
    }

    /// Every effect's key paths and values for the offset, merged; nil when none has any.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            guard let values = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) else { continue }
            merged.merge(values) { _, later in later }
        }
        return merged.isEmpty ? nil : merged
    }
}
