import Foundation

/// One folder of the document picker's browser: its entries by name (hidden files left out),
/// folders with a disclosure indicator, files the picker cannot take dimmed. Cancel ends the
/// picker; in a picker that opens several documents, or exports, the right button (Open,
/// Export or Move) takes the selection or this folder.
@MainActor
final class DocumentFolderViewController: UITableViewController {
    private struct Entry {
        let url: URL
        let isDirectory: Bool
        let isEnabled: Bool
    }

    let folder: URL
    private unowned let picker: UIDocumentPickerViewController
    private var entries: [Entry] = []

    init(folder: URL, picker: UIDocumentPickerViewController) {
        self.folder = folder
        self.picker = picker
        super.init(style: .plain)
        title = folder.lastPathComponent
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [unowned picker] _ in picker.cancel() })
        if picker.isExporting || picker.allowsMultipleSelection {
            let title = picker.isExporting ? (picker.documentPickerMode == .moveToService ? "Move" : "Export") : "Open"
            let button = UIBarButtonItem(title: title, primaryAction: UIAction { [unowned self] _ in confirm() })
            button.style = .done
            button.isEnabled = picker.isExporting
            navigationItem.rightBarButtonItem = button
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        tableView.allowsMultipleSelection = picker.allowsMultipleSelection
        entries = Self.entries(of: folder).map { url, isDirectory in
            Entry(url: url, isDirectory: isDirectory, isEnabled: isDirectory || picker.canPick(url, isDirectory: false))
        }
    }

    /// The folder's entries by name, each with whether it is a folder; none for a folder that
    /// cannot be read.
    private static func entries(of folder: URL) -> [(URL, Bool)] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let urls =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
        return urls.map { url in (url, (try? url.resourceValues(forKeys: Set(keys)))?.isDirectory ?? false) }
            .sorted { $0.0.lastPathComponent.localizedStandardCompare($1.0.lastPathComponent) == .orderedAscending }
    }

    private func confirm() {
        if picker.isExporting {
            picker.pick([folder])
        } else {
            picker.pick((tableView.indexPathsForSelectedRows ?? []).map { entries[$0.row].url })
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text =
            picker.shouldShowFileExtensions || entry.isDirectory
            ? entry.url.lastPathComponent : entry.url.deletingPathExtension().lastPathComponent
        content.image = UIImage(systemName: entry.isDirectory ? "folder" : "doc")
        content.textProperties.color = entry.isEnabled ? .label : .tertiaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = entry.isDirectory ? .disclosureIndicator : .none
        cell.selectionStyle = entry.isEnabled ? .default : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let entry = entries[indexPath.row]
        return entry.isEnabled && !(picker.isExporting && !entry.isDirectory) ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = entries[indexPath.row]
        if entry.isDirectory {
            tableView.deselectRow(at: indexPath, animated: true)
            navigationController?.pushViewController(
                DocumentFolderViewController(folder: entry.url, picker: picker), animated: true)
        } else if tableView.allowsMultipleSelection {
            navigationItem.rightBarButtonItem?.isEnabled = true
        } else {
            picker.pick([entry.url])
        }
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        guard tableView.allowsMultipleSelection, !picker.isExporting else { return }
        navigationItem.rightBarButtonItem?.isEnabled = !(tableView.indexPathsForSelectedRows ?? []).isEmpty
    }
}
