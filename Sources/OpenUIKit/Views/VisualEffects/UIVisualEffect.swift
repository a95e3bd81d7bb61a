import Foundation

/// An effect a `UIVisualEffectView` applies: a blur of what lies behind it (`UIBlurEffect`), or
/// vibrancy for content over a blur (`UIVibrancyEffect`). Immutable: a view changes effect by
/// taking another one.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying {
    /// An effect that does nothing; use a blur or vibrancy effect.
    public override init() {
        super.init()
    }

    /// Immutable, so the copy is the effect itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
