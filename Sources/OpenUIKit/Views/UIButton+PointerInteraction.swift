import Foundation

extension UIButton {
    /// What makes a button's pointer style: the button, and the effect and shape the system
    /// proposes for it; nil shows no style.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Adds or removes the button's pointer interaction as `isPointerInteractionEnabled` says.
    func updatePointerInteraction() {
        if isPointerInteractionEnabled, pointerInteractionStorage == nil {
            let delegate = ButtonPointerStyles()
            let interaction = UIPointerInteraction(delegate: delegate)
            pointerInteractionStorage = (interaction, delegate)
            addInteraction(interaction)
        } else if !isPointerInteractionEnabled, let (interaction, _) = pointerInteractionStorage {
            removeInteraction(interaction)
            pointerInteractionStorage = nil
        }
    }

    /// The effect and shape the system proposes for the button: its automatic effect on a
    /// preview of the button, and a rounded rectangle around it.
    var proposedPointerStyle: (effect: UIPointerEffect, shape: UIPointerShape) {
        (.automatic(UITargetedPreview(view: self)), .roundedRect(frame))
    }
}

/// The delegate of a button's pointer interaction: the style is its provider's, or the
/// proposed one. The hosts here keep the desktop's cursor (see `UIPointerInteraction`), so the
/// style is made and kept but not drawn.
@MainActor
final class ButtonPointerStyles: UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button = interaction.view as? UIButton else { return nil }
        let (effect, shape) = button.proposedPointerStyle
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
        return provider(button, effect, shape)
    }
}
