import Foundation

/// What a Pencil interaction tells as the person taps or squeezes Apple Pencil. Every method
/// is optional (defaults do nothing); a delegate that implements only the old
/// `pencilInteractionDidTap(_:)` hears taps through it.
@preconcurrency @MainActor
public protocol UIPencilInteractionDelegate: AnyObject {
    /// The person double-tapped the Pencil (iOS 12.1 to 17.4).
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
    /// The person double-tapped the Pencil; by default, `pencilInteractionDidTap(_:)`.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
    /// A squeeze of the Pencil began, changed or ended.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze)
}

extension UIPencilInteractionDelegate {
    /// Does nothing.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
    /// Calls `pencilInteractionDidTap(_:)`, as UIKit does for a delegate written before iOS 17.5.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        pencilInteractionDidTap(interaction)
    }
    /// Does nothing.
    public func pencilInteraction(
        _ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze
    ) {}
}
