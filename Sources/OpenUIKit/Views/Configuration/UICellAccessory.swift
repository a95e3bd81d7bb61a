import Foundation

/// Something a list cell shows at its trailing edge (iOS 14): a chevron, a checkmark, an info
/// button, a label.
public struct UICellAccessory: Sendable {
    enum Kind: Sendable {
        case disclosureIndicator, checkmark, detail, label(String)
    }

    let kind: Kind

    public struct DisplayedState: Sendable {
        public static let always = DisplayedState()
        public static let whenEditing = DisplayedState()
        public static let whenNotEditing = DisplayedState()
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        .init(kind: .disclosureIndicator)
    }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .checkmark) }
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .detail) }
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
