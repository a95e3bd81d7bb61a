import Foundation

/// Something a list cell shows at its trailing edge (iOS 14): a chevron, a checkmark, an info
/// button, a label.
public struct UICellAccessory: Sendable {
    enum Kind: Sendable {
        case disclosureIndicator, checkmark, detail, label(String)
    }

    let kind: Kind

    /// When an accessory shows: always, only while editing, or only while not editing; accepted but not honoured
    /// here, where every accessory shows always.
    public struct DisplayedState: Sendable {
        /// The accessory shows whether or not the cell is editing.
        public static let always = DisplayedState()
        /// The accessory shows only while the cell is editing; treated like `always` here.
        public static let whenEditing = DisplayedState()
        /// The accessory shows only while the cell is not editing; treated like `always` here.
        public static let whenNotEditing = DisplayedState()
    }

    /// A chevron pointing to the trailing edge, saying that selecting the row shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        .init(kind: .disclosureIndicator)
    }
    /// A checkmark, marking the row as chosen.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .checkmark) }
    /// A detail (info) button, drawn like a table cell's detail button.
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .detail) }
    /// A label showing `text` in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        .init(kind: .label(text))
    }

    /// The table accessory type drawn for it, for the ones both have.
    var accessoryType: UITableViewCell.AccessoryType? {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detailButton
        case .label: nil
        }
    }
}
