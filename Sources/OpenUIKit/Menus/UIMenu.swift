import Foundation

/// A group of menu elements: a submenu (a row with a chevron that opens it), or, with
/// `.displayInline`, a section of its parent set off by separators. A menu is immutable once
/// made, as in UIKit; `replacingChildren(_:)` makes a changed copy.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows among its parent's elements.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent's list, between separators, instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn red, as a destructive action's is.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action or command of the menu and its submenus is `.on`: choosing one
        /// turns it on and the others off (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show side by side as images in one row, a palette (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the menu's children are drawn (iOS 16): `.large` rows one under another,
    /// `.medium` up to three side by side with the image over the title, `.small` up to four
    /// images side by side.
    public enum ElementSize: Int, Sendable {
        /// Images only, up to four to a row.
        case small = 0
        /// An image over a title, up to three to a row.
        case medium = 1
        /// One row per element, the standard look.
        case large = 2
    }

    /// A menu's name, by which a ``UIMenuBuilder`` finds it; the standard menus of the main menu
    /// have the names UIKit gives them.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's name; a unique one unless given one.
    public let identifier: Identifier
    /// How the menu shows among its parent's elements.
    public let options: Options
    /// How large the menu's children are drawn (iOS 16); `.large` by default.
    open var preferredElementSize: ElementSize
    /// The elements, in the order they show.
    public let children: [UIMenuElement]
    /// How the menu displays its elements (iOS 17.4); a copy of the preferences set.
    open var displayPreferences: UIMenuDisplayPreferences? {
        get { displayPreferencesStorage }
        set { displayPreferencesStorage = newValue?.copy(with: nil) as? UIMenuDisplayPreferences }
    }
    private var displayPreferencesStorage: UIMenuDisplayPreferences?

    /// Creates a menu. One initializer covers UIKit's iOS 13, 15 and 16 forms, whose labels come
    /// in this order.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu (title, image, identifier, options, element size) with other
    /// children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let copy = UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
        copy.accessibilityIdentifier = accessibilityIdentifier
        copy.displayPreferences = displayPreferences
        return copy
    }

    /// The actions and commands that are `.on`, this menu's and its submenus' (iOS 15).
    /// - Complexity: O(n) in the elements of the whole tree, deferred elements' loaded ones
    ///   included.
    open var selectedElements: [UIMenuElement] {
        leaves.filter { ($0 as? any UIMenuLeaf)?.state == .on }
    }

    /// Every action and command under the menu, depth first.
    var leaves: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            switch child {
            case let menu as UIMenu: menu.leaves
            case let deferred as UIDeferredMenuElement: deferred.cachedElements?.flatMap(Self.leaves(of:)) ?? []
            default: [child]
            }
        }
    }

    private static func leaves(of element: UIMenuElement) -> [UIMenuElement] {
        (element as? UIMenu)?.leaves ?? [element]
    }
}

extension UIMenu.Identifier {
    /// The application menu (About, Preferences, Services, Hide, Quit).
    public static let application = Self("com.apple.menu.application")
    /// The File menu.
    public static let file = Self("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = Self("com.apple.menu.edit")
    /// The View menu.
    public static let view = Self("com.apple.menu.view")
    /// The Window menu.
    public static let window = Self("com.apple.menu.window")
    /// The Help menu.
    public static let help = Self("com.apple.menu.help")
    /// The About item's menu, in the application menu.
    public static let about = Self("com.apple.menu.about")
    /// The Preferences item's menu, in the application menu.
    public static let preferences = Self("com.apple.menu.preferences")
    /// The Services menu, in the application menu.
    public static let services = Self("com.apple.menu.services")
    /// Hide, Hide Others and Show All, in the application menu.
    public static let hide = Self("com.apple.menu.hide")
    /// Quit, in the application menu.
    public static let quit = Self("com.apple.menu.quit")
    /// New window (scene) items, in the File menu.
    public static let newScene = Self("com.apple.menu.new-scene")
    /// Open Recent, in the File menu (iOS 14).
    public static let openRecent = Self("com.apple.menu.open-recent")
    /// Close, in the File menu.
    public static let close = Self("com.apple.menu.close")
    /// Print, in the File menu.
    public static let print = Self("com.apple.menu.print")
    /// Duplicate, Move, Rename and Export, in the File menu (iOS 16).
    public static let document = Self("com.apple.menu.document")
    /// Undo and Redo, in the Edit menu.
    public static let undoRedo = Self("com.apple.menu.undo-redo")
    /// Cut, Copy, Paste, Delete and Select All, in the Edit menu.
    public static let standardEdit = Self("com.apple.menu.standard-edit")
    /// The app's own Find items, in the Edit menu (empty by default).
    public static let find = Self("com.apple.menu.find")
    /// Replace and Transliterate, in the Edit menu.
    public static let replace = Self("com.apple.menu.replace")
    /// Share, in the Edit menu.
    public static let share = Self("com.apple.menu.share")
    /// Bold, Italic and Underline, in the Font menu.
    public static let textStyle = Self("com.apple.menu.text-style")
    /// The Spelling menu, in the Edit menu.
    public static let spelling = Self("com.apple.menu.spelling")
    /// Show Spelling and Check Document Now, in the Spelling menu.
    public static let spellingPanel = Self("com.apple.menu.spelling-panel")
    /// The spelling and grammar options, in the Spelling menu.
    public static let spellingOptions = Self("com.apple.menu.spelling-options")
    /// The Substitutions menu, in the Edit menu.
    public static let substitutions = Self("com.apple.menu.substitutions")
    /// Show Substitutions, in the Substitutions menu.
    public static let substitutionsPanel = Self("com.apple.menu.substitutions-panel")
    /// Smart Copy, Smart Paste, Smart Quotes and the other options, in the Substitutions menu.
    public static let substitutionOptions = Self("com.apple.menu.substitution-options")
    /// Make Uppercase, Make Lowercase and Capitalize, in the Edit menu.
    public static let transformations = Self("com.apple.menu.transformations")
    /// Speak and Pause, in the Edit menu.
    public static let speech = Self("com.apple.menu.speech")
    /// Look Up, in the Edit menu.
    public static let lookup = Self("com.apple.menu.lookup")
    /// Learn Spelling, in the Edit menu.
    public static let learn = Self("com.apple.menu.learn")
    /// The Format menu.
    public static let format = Self("com.apple.menu.format")
    /// Scan Text, Emoji and AutoFill items, in the Edit menu (iOS 17).
    public static let insert = Self("com.apple.menu.insert")
    /// The Font menu, in the Format menu.
    public static let font = Self("com.apple.menu.font")
    /// Bigger and Smaller, in the Font menu.
    public static let textSize = Self("com.apple.menu.text-size")
    /// Show Colors, in the Font menu.
    public static let textColor = Self("com.apple.menu.text-color")
    /// Copy Style and Paste Style, in the Font menu.
    public static let textStylePasteboard = Self("com.apple.menu.text-style-pasteboard")
    /// The Text menu, in the Format menu.
    public static let text = Self("com.apple.menu.text")
    /// The writing directions, in the Text menu.
    public static let writingDirection = Self("com.apple.menu.writing-direction")
    /// Align Left, Center, Justify and Align Right, in the Text menu.
    public static let alignment = Self("com.apple.menu.alignment")
    /// Show Toolbar and Customize Toolbar, in the View menu.
    public static let toolbar = Self("com.apple.menu.toolbar")
    /// Show Sidebar, in the View menu (iOS 15).
    public static let sidebar = Self("com.apple.menu.sidebar")
    /// Enter Full Screen, in the View menu.
    public static let fullscreen = Self("com.apple.menu.fullscreen")
    /// Minimize and Zoom, in the Window menu.
    public static let minimizeAndZoom = Self("com.apple.menu.minimize-and-zoom")
    /// Bring All to Front, in the Window menu.
    public static let bringAllToFront = Self("com.apple.menu.bring-all-to-front")
    /// The main menu itself, which holds the others.
    public static let root = Self("com.apple.menu.root")
}
