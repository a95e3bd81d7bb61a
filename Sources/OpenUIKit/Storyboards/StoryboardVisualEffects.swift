import Foundation
import StoryboardDocument

/// A storyboard's visual effect view: its `<blurEffect style="…">`, or its `<vibrancyEffect>`
/// over the blur inside it. The effect view's `contentView` element is built into the view's own
/// content view, as a cell's is.
@MainActor
enum StoryboardVisualEffects {
    /// Sets the effect the element names; an element with none leaves the view without one.
    static func apply(_ element: ViewElement, to view: UIVisualEffectView) {
        if let blur = element.node.child("blurEffect") {
            view.effect = UIBlurEffect(style: blurStyle(blur["style"]))
        } else if let vibrancy = element.node.child("vibrancyEffect") {
            let blur = UIBlurEffect(style: blurStyle(vibrancy.child("blurEffect")?["style"]))
            view.effect = UIVibrancyEffect(blurEffect: blur, style: vibrancyStyle(vibrancy["style"]))
        }
    }

    /// Interface Builder writes the styles by their Swift case names.
    private static let blurStyles: [String: UIBlurEffect.Style] = [
        "extraLight": .extraLight, "light": .light, "dark": .dark, "extraDark": .extraDark, "regular": .regular,
        "prominent": .prominent, "systemUltraThinMaterial": .systemUltraThinMaterial,
        "systemThinMaterial": .systemThinMaterial, "systemMaterial": .systemMaterial,
        "systemThickMaterial": .systemThickMaterial, "systemChromeMaterial": .systemChromeMaterial,
        "systemUltraThinMaterialLight": .systemUltraThinMaterialLight,
        "systemThinMaterialLight": .systemThinMaterialLight, "systemMaterialLight": .systemMaterialLight,
        "systemThickMaterialLight": .systemThickMaterialLight, "systemChromeMaterialLight": .systemChromeMaterialLight,
        "systemUltraThinMaterialDark": .systemUltraThinMaterialDark, "systemThinMaterialDark": .systemThinMaterialDark,
        "systemMaterialDark": .systemMaterialDark, "systemThickMaterialDark": .systemThickMaterialDark,
        "systemChromeMaterialDark": .systemChromeMaterialDark,
    ]

    private static let vibrancyStyles: [String: UIVibrancyEffectStyle] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "fill": .fill, "secondaryFill": .secondaryFill,
        "tertiaryFill": .tertiaryFill, "separator": .separator,
    ]

    /// A style Interface Builder leaves out is `.light`, its default.
    private static func blurStyle(_ name: String?) -> UIBlurEffect.Style {
        name.flatMap { blurStyles[$0] } ?? .light
    }

    private static func vibrancyStyle(_ name: String?) -> UIVibrancyEffectStyle {
        name.flatMap { vibrancyStyles[$0] } ?? .label
    }
}
