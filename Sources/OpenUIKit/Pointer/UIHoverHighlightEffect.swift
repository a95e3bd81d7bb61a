import Foundation

/// A hover effect that lays a tinted platter over the view, in its shape, while the pointer
/// is over it.
@preconcurrency @MainActor
open class UIHoverHighlightEffect: NSObject, UIHoverEffect, @preconcurrency NSCopying {
    /// The highlight effect.
    public override init() {
        super.init()
    }

    /// Another highlight effect.
    open func copy(with zone: NSZone? = nil) -> Any { UIHoverHighlightEffect() }
}
