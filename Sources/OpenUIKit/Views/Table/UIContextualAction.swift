import Foundation

/// An action a swipe on a row reveals (Delete, Flag, …): its title, colour and what it does.
/// The handler is called with a completion the app calls when the action is done.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How an action looks and behaves.
    public enum Style: Int, Sendable {
        /// A plain action, gray unless given another color.
        case normal = 0
        /// An action that deletes or removes something, red unless given another color.
        case destructive
    }

    /// What performs the action: called with the action, the view that shows it, and a completion the app
    /// calls with whether the action was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style, which sets its default background color.
    public let style: Style
    /// The title shown on the action's button.
    open var title: String?
    /// The color of the action's button: red for a destructive action, gray otherwise, unless set.
    open var backgroundColor: UIColor!
    /// An image shown on the action's button.
    open var image: UIImage?
    /// The code that performs the action.
    public let handler: Handler

    /// Creates an action with a style, a title and the code that performs it.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
