import Foundation

/// Makes the menu a context menu shows, given the actions the system suggests (none here).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the controller a context menu shows as its preview; nil shows the pressed view itself.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: made by the delegate when the press begins, with closures that make
/// the preview and the menu when they are about to show.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The order a menu's elements show in relative to where it opens (iOS 16).
    public enum ElementOrder: Int, Sendable {
        /// The system chooses; here, as `.fixed`.
        case automatic = 0
        /// The first elements nearest where the menu opens; here, as `.fixed`.
        case priority = 1
        /// The elements top to bottom in the order given.
        case fixed = 2
    }

    /// What tells this configuration apart, handed back to the delegate's preview methods; a
    /// unique string unless one is given.
    public let identifier: any NSCopying
    /// The identifiers of other items the menu acts on (iOS 16); stored for the delegate.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// A count shown on the preview when the menu acts on several items (iOS 16); stored, not
    /// drawn here.
    open var badgeCount = 0
    /// The order the menu's elements show in (iOS 16); always top to bottom here.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration whose closures make the preview and the menu.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
