import Foundation

/// A button of an alert or action sheet: its title, its style (which decides its colour, its
/// weight and, for cancel, its place), and the handler the alert calls once it has been
/// dismissed.
@preconcurrency @MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    open private(set) var title: String?
    open private(set) var style: Style
    /// A disabled action draws dimmed and ignores taps and the return key.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { appearanceDidChange?() } }
    }

    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert's button, to redraw when `isEnabled` changes.
    final var appearanceDidChange: (@MainActor () -> Void)?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
