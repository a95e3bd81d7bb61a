import Foundation

/// How a focused item looks. The base effect is the system's choice, which on iPadOS (and
/// here) is a halo around the item; `UIFocusHaloEffect` says which shape the halo takes.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject, @preconcurrency NSCopying {
    /// The system's focus effect.
    public override init() {
        super.init()
    }

    /// An effect of the same kind.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIFocusEffect()
    }
}
