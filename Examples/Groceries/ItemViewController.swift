import Foundation
import OpenUIKit

/// One item: its name in a text field, a switch for whether it is bought. Changes go back to the
/// list as they are made.
final class ItemViewController: UIViewController, UITextFieldDelegate {
    var onChange: ((GroceryItem) -> Void)?
    private var item: GroceryItem
    private let nameField = UITextField()
    private let boughtSwitch = UISwitch()
    private let boughtLabel = UILabel()

    init(item: GroceryItem) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = item.name
        nameField.text = item.name
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.clearButtonMode = .whileEditing
        nameField.accessibilityIdentifier = "name"
        nameField.delegate = self
        nameField.addAction(UIAction { [weak self] _ in self?.nameChanged() }, for: .editingChanged)
        boughtLabel.text = "Bought"
        boughtSwitch.isOn = item.isBought
        boughtSwitch.addAction(UIAction { [weak self] _ in self?.boughtChanged() }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [boughtLabel, boughtSwitch])
        row.spacing = 8
        let stack = UIStackView(arrangedSubviews: [nameField, row])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    private func nameChanged() {
        let name = nameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !name.isEmpty else { return }
        item.name = name
        title = name
        onChange?(item)
    }

    private func boughtChanged() {
        item.isBought = boughtSwitch.isOn
        onChange?(item)
    }
}
