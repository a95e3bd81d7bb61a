import Foundation
import OpenUIKit

/// The list: a row an item, checked when bought; + adds through an alert, Clear empties the list
/// after an action sheet asks, a swipe deletes a row, a tap opens the item.
final class ListViewController: UITableViewController {
    private var items = [
        GroceryItem(name: "Milk"), GroceryItem(name: "Bread"), GroceryItem(name: "Eggs", isBought: true),
    ]
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.askForNewItem()
            })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Clear",
            primaryAction: UIAction { [weak self] _ in
                self?.confirmClearing()
            })
        summary.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        summary.textAlignment = .center
        summary.textColor = .secondaryLabel
        summary.accessibilityIdentifier = "summary"
        tableView.tableFooterView = summary
        updateSummary()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.name
        cell.accessoryType = item.isBought ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let row = indexPath.row
        let editor = ItemViewController(item: items[row])
        editor.onChange = { [weak self] item in
            guard let self, row < self.items.count else { return }
            self.items[row] = item
            self.tableView.reloadData()
            self.updateSummary()
        }
        navigationController?.pushViewController(editor, animated: true)
    }

    override func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            self.updateSummary()
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func askForNewItem() {
        let alert = UIAlertController(title: "New Item", message: "What do you need?", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
                guard let self, let name = alert?.textFields?.first?.text?.trimmingCharacters(in: .whitespaces),
                    !name.isEmpty
                else { return }
                self.items.append(GroceryItem(name: name))
                self.tableView.insertRows(at: [IndexPath(row: self.items.count - 1, section: 0)], with: .automatic)
                self.updateSummary()
            })
        present(alert, animated: true)
    }

    private func confirmClearing() {
        let sheet = UIAlertController(title: "Remove all items?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Remove All", style: .destructive) { [weak self] _ in
                self?.items.removeAll()
                self?.tableView.reloadData()
                self?.updateSummary()
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    private func updateSummary() {
        let left = items.filter { !$0.isBought }.count
        summary.text = items.isEmpty ? "Nothing to buy" : "\(left) of \(items.count) left to buy"
    }
}
