import Foundation

/// A button, space or custom view on a navigation bar or toolbar. The item holds what the button
/// shows and what a tap does; the bar draws it and calls `perform(sender:)` when it is tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a bar button item's title is drawn: plain, or bold for `.done`.
    public enum Style: Int, Sendable {
        /// The standard look: the title or image in the tint colour.
        case plain = 0
        /// The old bordered look, deprecated since iOS 8; drawn like `.plain`.
        @available(iOS, deprecated: 8.0, message: "Use .plain")
        case bordered = 1
        /// Bold: the item that confirms and ends a task.
        case done = 2
    }

    /// The standard items, with UIKit's raw values (storyboards store them as numbers).
    public enum SystemItem: Int, Sendable {
        /// The word "Done", in bold: confirms and ends a task.
        case done = 0
        /// The word "Cancel": abandons a task.
        case cancel = 1
        /// The word "Edit": enters editing mode.
        case edit = 2
        /// The word "Save": keeps the changes.
        case save = 3
        /// A plus sign: adds an item.
        case add = 4
        /// Blank space that shares a toolbar's free width with the other flexible spaces; nothing to tap.
        case flexibleSpace = 5
        /// Blank space as wide as the item's `width`; nothing to tap.
        case fixedSpace = 6
        /// The compose button, for writing something new; drawn as a placeholder glyph here.
        case compose = 7
        /// The reply button; drawn as a placeholder glyph here.
        case reply = 8
        /// The action (share) button; drawn as a placeholder glyph here.
        case action = 9
        /// The organize button, for moving items to a folder; drawn as a placeholder glyph here.
        case organize = 10
        /// The bookmarks button; drawn as a placeholder glyph here.
        case bookmarks = 11
        /// The search button; drawn as a placeholder glyph here.
        case search = 12
        /// The refresh button, for loading the content again; drawn as a placeholder glyph here.
        case refresh = 13
        /// The stop button, for stopping a task such as loading; drawn as a placeholder glyph here.
        case stop = 14
        /// The camera button; drawn as a placeholder glyph here.
        case camera = 15
        /// The trash button, for deleting; drawn as a placeholder glyph here.
        case trash = 16
        /// The play button, for starting playback; drawn as a placeholder glyph here.
        case play = 17
        /// The pause button, for pausing playback; drawn as a placeholder glyph here.
        case pause = 18
        /// The rewind button; drawn as a placeholder glyph here.
        case rewind = 19
        /// The fast-forward button; drawn as a placeholder glyph here.
        case fastForward = 20
        /// The undo button; drawn as a placeholder glyph here.
        case undo = 21
        /// The redo button; drawn as a placeholder glyph here.
        case redo = 22
        /// The page curl button, deprecated since iOS 11; drawn as a placeholder glyph here.
        @available(iOS, deprecated: 11.0)
        case pageCurl = 23
        /// The close button, for dismissing what is shown; drawn as a placeholder glyph here.
        case close = 24
        /// The Writing Tools button (iOS 18); drawn as a placeholder glyph here.
        case writingTools = 25

        /// The localized text of the items UIKit draws as words (English here); the others are
        /// glyphs, which the renderer draws from `systemItem`.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            default: nil
            }
        }
    }

    /// How the item's title is drawn; `.done` draws it bold.
    open var style: Style = .plain
    /// Kept weakly, as UIKit does; nil sends the action up the responder chain.
    open weak var target: AnyObject?
    /// The group the item is in, if any (iOS 9).
    open internal(set) weak var buttonGroup: UIBarButtonItemGroup?
    /// The message sent to `target` when the item is tapped; ignored when `primaryAction` is set.
    open var action: Selector?
    /// A view shown in place of the standard button; it handles its own touches, so the item
    /// sends no action for it.
    open var customView: UIView?
    /// For fixed spaces, the space's width; for other items a width of 0 lets the bar size them.
    open var width: CGFloat = 0
    /// Titles the item may switch between, so the bar can reserve room for the longest.
    open var possibleTitles: Set<String>?
    /// Whether the item shows as selected; stored but not drawn by the bars here.
    open var isSelected = false
    /// The colour of the item's title or image; `nil` uses the bar's tint colour.
    open var tintColor: UIColor? {
        didSet { noteAppearance("tintColor") { [value = tintColor] view in view.tintColor = value } }
    }

    /// When set, a tap runs this action and `target`/`action` are ignored. UIKit gives the
    /// action's title precedence on items that are not system items; an untitled action (a
    /// `UIAction`'s title defaults to "") leaves the item's title alone here, so
    /// `UIBarButtonItem(title: "Edit", primaryAction: UIAction { … })` keeps "Edit". Setting nil
    /// leaves the title as it is.
    open var primaryAction: UIAction? {
        didSet { adoptPrimaryActionTitle() }
    }

    /// The menu the item shows (iOS 14): a tap shows it when the item has neither a
    /// `primaryAction` nor an `action`. (On iOS a long press shows it otherwise; here only the
    /// tap does.)
    open var menu: UIMenu?

    /// Separate from `didSet` because the initializers set `primaryAction` too, and property
    /// observers do not run inside the declaring class's own initializers.
    private func adoptPrimaryActionTitle() {
        guard let primaryAction, systemItem == nil, !primaryAction.title.isEmpty else { return }
        title = primaryAction.title
    }

    /// The standard item this is, which decides how the bar draws it (and sizes spaces).
    var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    /// Creates an item from an archive; a storyboard's item gets its properties from the storyboard loader.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item showing the title that sends the action to the target when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item showing the image that sends the action to the target when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// Creates an item showing the image, with another for compact-height bars, that sends the action to the
    /// target when tapped.
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
    ) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A plain item with a title, an image or both.
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
    }

    /// A plain item with a title, an image or both, and a menu (iOS 15).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu?) {
        self.init(title: title, image: image, target: target, action: action)
        self.menu = menu
    }

    /// Items that UIKit draws as words get that word as their `title`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item that shows the view in place of a button; the view handles its own touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The system item keeps its own title and look; the action only says what a tap does, and
    /// without one a tap shows the menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A plain item; an action with a title replaces `title`, and without an action a tap shows
    /// the menu.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionTitle()
    }

    /// A plain item titled after the action.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryActionTitle()
    }

    /// UIKit returns `Self`, which would force every subclass to implement `init()`; the item
    /// returned here is a plain `UIBarButtonItem`.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// An item of blank space that shares a toolbar's free width with the other flexible spaces.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// What a tap on the item does; the bar showing it calls this. `sender` is the view that was
    /// tapped (the bar or its button): the item is no responder, so with a nil target and no
    /// first responder the responder chain starts there. The action itself receives the item as
    /// its sender, as in UIKit. An item with a menu and no action shows the menu under `frame`
    /// (the item's rectangle in `sender`, a view). Disabled items, spaces and custom views do
    /// nothing.
    @discardableResult
    func perform(sender: Any?, from frame: CGRect? = nil) -> Bool {
        guard isEnabled, customView == nil,
            systemItem != .flexibleSpace, systemItem != .fixedSpace
        else { return false }
        if let primaryAction {
            primaryAction.perform(withSender: self, target: nil)
            return true
        }
        if action == nil, let bar = sender as? UIView { return showMenu(from: bar, frame: frame ?? bar.bounds) }
        guard let action else { return false }
        var receiver: Any? = target
        if receiver == nil, UIResponder.firstResponder == nil, let origin = sender as? UIResponder {
            receiver = origin.target(forAction: action, withSender: self)
        }
        return UIApplication.shared.sendAction(action, to: receiver, from: self, for: nil)
    }
}
