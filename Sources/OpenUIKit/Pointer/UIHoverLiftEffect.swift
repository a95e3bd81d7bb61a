import Foundation

/// A hover effect that lifts the view toward the person: the platter of the highlight with a
/// shadow under it, while the pointer is over it. (iPadOS also scales the view up slightly;
/// here its transform is left alone, so layout never sees the lift.)
@preconcurrency @MainActor
open class UIHoverLiftEffect: NSObject, UIHoverEffect, @preconcurrency NSCopying {
    /// The lift effect.
    public override init() {
        super.init()
    }

    /// Another lift effect.
    open func copy(with zone: NSZone? = nil) -> Any { UIHoverLiftEffect() }
}
