import UIKit

// Modern list cells as apps write them: a configuration update handler, a custom state,
// accessories for editing, and a background configuration.

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
}

final class NoteCell: UICollectionViewListCell {
    var isArchived = false {
        didSet { if isArchived != oldValue { setNeedsUpdateConfiguration() } }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isArchived] = isArchived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Note"
        if state[.isArchived] as? Bool == true { content.textProperties.color = .secondaryLabel }
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isSelected { background.backgroundColor = .systemBlue }
        background.cornerRadius = 12
        backgroundConfiguration = background
    }
}

final class NotesViewController: UICollectionViewController {
    private var registration: UICollectionView.CellRegistration<NoteCell, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in
            cell.accessories = [
                .delete(displayed: .whenEditing, actionHandler: { print("delete \(note)") }),
                .reorder(displayed: .whenEditing),
                .disclosureIndicator(displayed: .whenNotEditing),
                .label(text: "3", displayed: .whenNotEditing),
                .customView(
                    configuration: UICellAccessory.CustomViewConfiguration(
                        customView: UIImageView(image: UIImage(systemName: "star")),
                        placement: .leading(displayed: .always), maintainsFixedSize: true)),
            ]
            cell.configurationUpdateHandler = { cell, state in
                guard state.isHighlighted else { return }
                cell.backgroundConfiguration?.backgroundColor = .systemGray5
            }
        }
        collectionView.allowsMultipleSelectionDuringEditing = true
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        print(collectionView.isEditing)
    }
}
