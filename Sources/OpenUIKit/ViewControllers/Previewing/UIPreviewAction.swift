import Foundation

/// An action or group of actions a previewed controller offers below its preview
/// (`UIViewController.previewActionItems`), the 3D Touch API.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
@preconcurrency @MainActor
public protocol UIPreviewActionItem: AnyObject {
    /// The title shown.
    var title: String { get }
}

/// One action below a preview: a title, a style and the closure run when it is chosen.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
@preconcurrency @MainActor
open class UIPreviewAction: NSObject, UIPreviewActionItem {
    /// How the action is drawn.
    public enum Style: Int, Sendable {
        /// A plain action.
        case `default` = 0
        /// An action shown with a checkmark.
        case selected = 1
        /// An action that destroys something, shown in red.
        case destructive = 2
    }

    /// The title shown.
    public let title: String
    /// How the action is drawn.
    public let style: Style
    /// The closure run with the action and the previewed controller.
    open var handler: (any UIPreviewActionItem, UIViewController) -> Void { storedHandler }
    private let storedHandler: (any UIPreviewActionItem, UIViewController) -> Void

    /// An action titled `title` that runs `handler`.
    public init(
        title: String, style: Style, handler: @escaping (any UIPreviewActionItem, UIViewController) -> Void
    ) {
        self.title = title
        self.style = style
        self.storedHandler = handler
        super.init()
    }

    /// Runs the handler for `previewViewController`, as choosing the action below its preview does.
    func perform(for previewViewController: UIViewController) {
        storedHandler(self, previewViewController)
    }
}

/// A titled group of actions below a preview, shown as one item that opens to its actions.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
@preconcurrency @MainActor
open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
    /// The title shown.
    public let title: String
    /// How the group is drawn.
    public let style: UIPreviewAction.Style
    /// The actions the group opens to.
    public let actions: [UIPreviewAction]

    /// A group titled `title` of `actions`.
    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
        super.init()
    }
}
