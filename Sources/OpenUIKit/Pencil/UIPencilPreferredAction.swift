import Foundation

/// What the person chose in Settings for a double tap or squeeze of Apple Pencil. There is no
/// Pencil here, and no such setting: the preference reads `.ignore`, as on a device that was
/// never paired with one.
public enum UIPencilPreferredAction: Int, Sendable {
    /// Do nothing.
    case ignore = 0
    /// Switch between the current tool and the eraser.
    case switchEraser
    /// Switch between the current tool and the one used before.
    case switchPrevious
    /// Show the colour palette.
    case showColorPalette
    /// Show the ink attributes.
    case showInkAttributes
    /// Show the contextual palette.
    case showContextualPalette
    /// Run the system shortcut the person chose.
    case runSystemShortcut
}
