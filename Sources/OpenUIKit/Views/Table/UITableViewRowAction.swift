import Foundation

/// A button a swipe reveals on a table row (iOS 8, deprecated in iOS 13 for
/// ``UIContextualAction``), returned by the delegate's `tableView(_:editActionsForRowAt:)`.
/// The table shows it as it shows contextual actions, in the order given from the trailing edge
/// inward; a tap calls the handler with the row's index path and closes the row. A full swipe does
/// not choose the first action, as with row actions on iOS.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the action's button is drawn.
    public enum Style: Int, Sendable {
        /// Red, for an action that deletes (`destructive` is the same style).
        case `default` = 0
        /// Grey, for any other action.
        case normal = 1

        /// Red, for an action that deletes: the same as `.default`, as in UIKit.
        public static var destructive: Style { .default }
    }

    /// The style the action was made with.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour; nil for the style's red or grey.
    open var backgroundColor: UIColor?
    /// The blur behind the button; kept, as buttons here are drawn in flat colour.
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// Creates an action whose handler is called with the row's index path when it is tapped.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
