import Foundation

/// Gives a tool tip interaction the tip for the point the pointer rests on.
@preconcurrency @MainActor
public protocol UIToolTipInteractionDelegate: AnyObject {
    /// The tip for `point`, in the interaction's view's coordinates; `nil` for no tip. By
    /// default, the interaction's `defaultToolTip`.
    func toolTipInteraction(
        _ interaction: UIToolTipInteraction, configurationAt point: CGPoint
    ) -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    /// The interaction's default tip, for the whole view.
    public func toolTipInteraction(
        _ interaction: UIToolTipInteraction, configurationAt point: CGPoint
    ) -> UIToolTipConfiguration? {
        interaction.defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
    }
}
