import Foundation

/// What every entry of a menu has in common: a title, an optional subtitle and image. A menu
/// element is a description, not a view; the menu that shows it (`MenuPlatterView`) makes the
/// rows. UIKit's concrete elements are ``UIAction`` (a closure), ``UICommand`` (an action sent up
/// the responder chain), ``UIMenu`` (a group or submenu) and ``UIDeferredMenuElement``
/// (elements loaded when the menu shows).
@preconcurrency @MainActor
open class UIMenuElement: NSObject, UIAccessibilityIdentification {
    /// How an action or command appears and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn grey, and choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn red: the element destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of the menu altogether (a command that stays for its keyboard shortcut).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs it and leaves the menu on screen (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action or command shows as chosen: a checkmark for `.on`, a dash for `.mixed`.
    public enum State: Int, Sendable {
        /// Not chosen: nothing beside the title.
        case off = 0
        /// Chosen: a checkmark beside the title.
        case on = 1
        /// Partly chosen (a selection that is partly so): a dash beside the title.
        case mixed = 2
    }

    var titleStorage: String
    var imageStorage: UIImage?

    /// The text the element's row shows.
    open var title: String { titleStorage }
    /// A second, smaller line under the title (iOS 15).
    open var subtitle: String?
    /// The image the element's row shows on its trailing side.
    open var image: UIImage? { imageStorage }
    /// For UI tests to find the element's row, as with `UIView.accessibilityIdentifier`.
    open var accessibilityIdentifier: String?

    init(title: String, subtitle: String?, image: UIImage?) {
        titleStorage = title
        imageStorage = image
        self.subtitle = subtitle
        super.init()
    }
}

/// A menu element that does something when chosen — ``UIAction`` and ``UICommand`` — with the
/// properties a menu row shows and changes.
@preconcurrency @MainActor
public protocol UIMenuLeaf: UIMenuElement {
    /// The row's title.
    var title: String { get set }
    /// The row's second line.
    var subtitle: String? { get set }
    /// The row's image.
    var image: UIImage? { get set }
    /// The image shown while the state is `.on` (iOS 17).
    var selectedImage: UIImage? { get set }
    /// Whether it is disabled, destructive, hidden or keeps the menu shown.
    var attributes: UIMenuElement.Attributes { get set }
    /// Whether it shows a checkmark (`.on`) or a dash (`.mixed`).
    var state: UIMenuElement.State { get set }
    /// Whether it runs again while its keyboard shortcut is held (iOS 17).
    var repeatBehavior: UIMenuElement.RepeatBehavior { get set }
    /// What chose it (the button, the bar item or the interaction), while it runs.
    var sender: Any? { get }
    /// Runs it as if chosen: a ``UIAction``'s handler, or a ``UICommand``'s action sent to
    /// `target` (or up the responder chain when `target` is nil).
    func perform(withSender sender: Any?, target: Any?)
}
