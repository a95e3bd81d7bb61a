import Foundation

/// An action a swipe on a row reveals (Delete, Flag, …): its title, colour and what it does.
/// The handler is called with a completion the app calls when the action is done.
@preconcurrency @MainActor
open class UIContextualAction {
    public enum Style: Int, Sendable {
        case normal = 0, destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
