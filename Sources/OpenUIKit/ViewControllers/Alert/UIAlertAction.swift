import Foundation

/// A button of an alert or action sheet: its title, its style (which decides its colour, its
/// weight and, for cancel, its place), and the handler the alert calls once it has been
/// dismissed.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// The ordinary style, drawn in the tint color.
        case `default` = 0
        /// Cancels the alert and leaves things unchanged; an alert takes only one, which the escape key triggers,
        /// placed apart and drawn semibold unless another action is preferred.
        case cancel
        /// Changes or deletes data, drawn in red.
        case destructive
    }

    /// The button's title.
    open private(set) var title: String?
    /// The action's style, which sets its button's color, weight and place.
    open private(set) var style: Style
    /// A disabled action draws dimmed and ignores taps and the return key.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { appearanceDidChange?() } }
    }

    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert's button, to redraw when `isEnabled` changes.
    final var appearanceDidChange: (@MainActor () -> Void)?

    /// Creates an action with a title and style; the alert calls `handler` after it is dismissed by a tap on the
    /// action's button.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
