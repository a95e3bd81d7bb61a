import Foundation

/// The options each kind of cell accessory takes, and where a custom one goes. Every option
/// left `nil` keeps the system's choice: shown, the kind's standard width, the cell's tint.
extension UICellAccessory {
    /// Options for a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The accessory's colour; `nil` uses the system's.
        public var tintColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options for a checkmark.
    public struct CheckmarkOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The accessory's colour; `nil` uses the cell's tint colour.
        public var tintColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options for a detail (info) button.
    public struct DetailOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The accessory's colour; `nil` uses the cell's tint colour.
        public var tintColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options for a delete control.
    public struct DeleteOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The minus sign's colour; `nil` is white.
        public var tintColor: UIColor?
        /// The circle's colour; `nil` is system red.
        public var backgroundColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for an insert control.
    public struct InsertOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The plus sign's colour; `nil` is white.
        public var tintColor: UIColor?
        /// The circle's colour; `nil` is system green.
        public var backgroundColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for a reorder grip.
    public struct ReorderOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The grip's colour; `nil` is the tertiary label colour.
        public var tintColor: UIColor?
        /// Whether a separator line runs between the grip and the rest of the row.
        public var showsVerticalSeparator: Bool

        /// Creates options; each `nil` keeps the system's choice.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options for a selection circle.
    public struct MultiselectOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The circle's outline colour while the row is not selected.
        public var tintColor: UIColor?
        /// The circle's fill while the row is selected; `nil` is the cell's tint colour.
        public var backgroundColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// Whether the chevron is drawn as a header's or a cell's.
        public enum Style: Hashable, Sendable {
            /// A header's style for a row that is its section's first expandable item, else a cell's.
            case automatic
            /// A header's: bold, in the tint colour, and a tap anywhere on the row toggles it.
            case header
            /// A cell's: secondary, and only a tap on the chevron toggles it.
            case cell
        }

        /// Whether it is drawn as a header's or a cell's.
        public var style: Style
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The chevron's colour; `nil` follows the style.
        public var tintColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options for a pop-up menu's chevrons.
    public struct PopUpMenuOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The chevrons' colour; `nil` is the secondary label colour.
        public var tintColor: UIColor?

        /// Creates options; each `nil` keeps the system's choice.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options for a label.
    public struct LabelOptions {
        /// Whether the cell hides the accessory while keeping its room.
        public var isHidden: Bool?
        /// The room kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension?
        /// The text's colour; `nil` is the secondary label colour.
        public var tintColor: UIColor?
        /// The text's font; `nil` is the body style.
        public var font: UIFont?
        /// Whether the font follows the content size category; the label's font is fixed here.
        public var adjustsFontForContentSizeCategory: Bool?

        /// Creates options; each `nil` keeps the system's choice.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Which edge of the cell a custom accessory goes to, in which editing states, and where
    /// among the accessories already at that edge.
    public enum Placement {
        /// The index among the accessories at the edge (leading to trailing) to insert at.
        public typealias Position = ([UICellAccessory]) -> Int

        /// At the leading edge; by default after the accessories there, next to the content.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge; by default before the accessories there, next to the content.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// Just after the first accessory of `accessory`'s kind, or at the end when there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 }
                    ?? accessories.count
            }
        }

        /// Just before the first accessory of `accessory`'s kind, or at the start when there is none.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.accessoryType == accessory.accessoryType } ?? 0 }
        }

        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }

        var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): position
            }
        }
    }

    /// A custom accessory's view and how it is laid out.
    public struct CustomViewConfiguration {
        /// The view shown.
        public let customView: UIView
        /// The edge, editing states and position it takes.
        public var placement: Placement
        /// Whether the cell hides it while keeping its room.
        public var isHidden: Bool
        /// The room kept for it; `.standard` is the view's own width.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour given to the view as its tint; `nil` leaves the view's own.
        public var tintColor: UIColor?
        /// Whether the view keeps the frame size it has; otherwise the cell sizes it to fit.
        public var maintainsFixedSize: Bool

        /// Creates a configuration; each `nil` keeps the system's choice.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
