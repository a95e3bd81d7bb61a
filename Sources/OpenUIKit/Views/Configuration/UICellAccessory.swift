import Foundation

/// Something a list cell shows beside its content (iOS 14): a chevron, a checkmark, a delete or
/// insert control, a reorder grip, a selection circle, an outline disclosure, a pop-up menu's
/// chevrons, a label or a view of the app's own. A `UICollectionViewListCell` puts each at the
/// edge UIKit puts it (delete, insert and multiselect leading; the others trailing; a custom view
/// where its placement says) and shows it only in the editing states its `DisplayedState` names.
public struct UICellAccessory {
    /// The kind of a cell accessory.
    public enum AccessoryType: Hashable, Sendable {
        /// A chevron pointing to the trailing edge.
        case disclosureIndicator
        /// A chevron that turns as its item expands and collapses.
        case outlineDisclosure
        /// A checkmark.
        case checkmark
        /// A red circle with a minus, for deleting the row.
        case delete
        /// A green circle with a plus, for inserting a row.
        case insert
        /// Three lines the row is dragged by to reorder it.
        case reorder
        /// A circle that shows whether the row is selected while editing.
        case multiselect
        /// A short text.
        case label
        /// A view of the app's own.
        case customView
        /// An info button.
        case detail
        /// Up and down chevrons that say a tap on the row shows a menu.
        case popUpMenu
    }

    /// In which editing states of the cell an accessory shows.
    public enum DisplayedState: Hashable, Sendable {
        /// Whether or not the cell is editing.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing

        /// Whether an accessory with this state shows when the cell's editing is `editing`.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// How wide the room kept for an accessory is; the accessory is centred in it.
    public enum LayoutDimension: Hashable, Sendable {
        /// Exactly the accessory's own width.
        case actual
        /// The system's width for the accessory's kind (its own width for custom views).
        case standard
        /// A width of the app's choosing, in points.
        case custom(CGFloat)
    }

    /// What runs when the person taps an accessory that acts (delete, insert, detail, outline disclosure).
    public typealias ActionHandler = () -> Void
    /// What runs when the person chooses another element of a pop-up menu accessory's menu.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// The kind of accessory this is.
    public let accessoryType: AccessoryType
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    /// Delete, insert and multiselect's fill colour.
    var backgroundColor: UIColor?
    var actionHandler: ActionHandler?
    var text: String?
    var font: UIFont?
    var menu: UIMenu?
    var menuSelectionHandler: MenuSelectedElementDidChangeHandler?
    var outlineStyle: OutlineDisclosureOptions.Style = .automatic
    var showsVerticalSeparator = true
    var custom: CustomViewConfiguration?

    init(
        _ type: AccessoryType, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?,
        tintColor: UIColor?
    ) {
        accessoryType = type
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        self.tintColor = tintColor
    }

    /// A chevron pointing to the trailing edge, saying that selecting the row shows more.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    /// A checkmark, marking the row as chosen.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            .checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    /// An info button; a tap on it runs `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A red circle with a minus at the leading edge, while editing by default; a tap runs
    /// `actionHandler` (with none, it uncovers the row's trailing swipe actions, as UIKit does).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A green circle with a plus at the leading edge, while editing by default; a tap runs `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// Three lines at the trailing edge, while editing by default, that the row is dragged by.
    public static func reorder(
        displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.showsVerticalSeparator = options.showsVerticalSeparator
        return accessory
    }

    /// A circle at the leading edge, while editing by default, filled with a checkmark while the row is selected.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        return accessory
    }

    /// A chevron that points to the trailing edge while the row's item is collapsed and down
    /// while it is expanded; a tap runs `actionHandler`, or with none toggles the item in the
    /// section snapshot of the collection view's diffable data source.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .outlineDisclosure, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.outlineStyle = options.style
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// Up and down chevrons at the trailing edge; a tap anywhere on the row shows `menu` under
    /// it, and choosing another element runs `selectedElementDidChangeHandler` with the menu.
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .popUpMenu, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.menu = menu
        accessory.menuSelectionHandler = selectedElementDidChangeHandler
        return accessory
    }

    /// A label showing `text` in the secondary label colour at the trailing edge.
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        var accessory = UICellAccessory(
            .label, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tintColor: options.tintColor)
        accessory.text = text
        accessory.font = options.font
        return accessory
    }

    /// A view of the app's own, at the edge and position its configuration's placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        var accessory = UICellAccessory(
            .customView, displayed: configuration.placement.displayed, isHidden: configuration.isHidden,
            width: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
        accessory.custom = configuration
        return accessory
    }

    /// The table accessory type drawn for it, for the ones both have.
    var tableAccessoryType: UITableViewCell.AccessoryType? {
        switch accessoryType {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detailButton
        default: nil
        }
    }

    /// Whether UIKit puts it at the leading edge (delete, insert, multiselect, and custom views
    /// placed there).
    var isLeading: Bool {
        switch accessoryType {
        case .delete, .insert, .multiselect: true
        case .customView: custom.map { if case .leading = $0.placement { true } else { false } } ?? false
        default: false
        }
    }
}
