import Foundation

/// The hover effect the system picks for a view; here, always the highlight.
@preconcurrency @MainActor
open class UIHoverAutomaticEffect: NSObject, UIHoverEffect, @preconcurrency NSCopying {
    /// The automatic effect.
    public override init() {
        super.init()
    }

    /// Another automatic effect.
    open func copy(with zone: NSZone? = nil) -> Any { UIHoverAutomaticEffect() }
}
