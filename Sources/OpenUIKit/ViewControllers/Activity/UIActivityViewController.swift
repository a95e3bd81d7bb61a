import Foundation
import OpenUIKitContracts

/// The share sheet: the app's items and what can be done with them. Presented, it lists the
/// activities that can take the items (the app's own first, then Copy, Save Image and Save to
/// File on Linux, less `excludedActivityTypes`); choosing one performs it, the sheet goes away
/// and `completionWithItemsHandler` hears the activity and whether it completed. Close ends it
/// with nothing done.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The handler told how the sheet ended: the activity chosen (`nil` when closed), whether it completed, the
    /// returned items (always `nil` here) and any error (always `nil` here).
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// Where Save to File writes: `$OPENUIKIT_SAVE_FOLDER`, else the desktop's downloads folder
    /// (`$XDG_DOWNLOAD_DIR`, else `~/Downloads`).
    public static var saveFolder: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment[.saveFolder], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        if let folder = environment["XDG_DOWNLOAD_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Downloads", isDirectory: true)
    }()

    /// The items the activities act on: strings, images, URLs and other values.
    public let activityItems: [Any]
    /// The app's own activities, listed before the system ones.
    public let applicationActivities: [UIActivity]?
    /// Types of system or app activities the sheet leaves out.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called after the sheet is dismissed, with the activity chosen and whether it completed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    private let header = UINavigationBar(frame: .zero)
    private let list = UITableView(frame: .zero, style: .insetGrouped)
    private var shown: [UIActivity] = []

    /// Creates a share sheet for the items, offering the app's activities and then the system ones; presented as a
    /// page sheet.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The activities the sheet offers for its items.
    var availableActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return ((applicationActivities ?? []) + SystemActivities.all()).filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false)
                && activity.canPerform(withActivityItems: activityItems)
        }
    }

    /// Builds the sheet: a header summarizing the items with a Close button, over a list of the activities that can
    /// act on them.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        shown = availableActivities
        let item = UINavigationItem(title: Self.summary(of: activityItems))
        item.rightBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.finish(nil, completed: false) })
        header.setItems([item], animated: false)
        list.dataSource = self
        list.delegate = self
        list.register(UITableViewCell.self, forCellReuseIdentifier: "activity")
        view.addSubview(list)
        view.addSubview(header)
    }

    /// Places the header at the top and the activity list below it.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let barHeight: CGFloat = 56
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: barHeight)
        list.frame = CGRect(
            x: 0, y: barHeight, width: view.bounds.width, height: max(0, view.bounds.height - barHeight))
    }

    /// "1 Image", "2 Items", or the text itself when it is one short string.
    static func summary(of items: [Any]) -> String {
        if items.count == 1, let text = items.first as? String, text.count <= 40 { return text }
        if items.allSatisfy({ $0 is UIImage }) { return items.count == 1 ? "1 Image" : "\(items.count) Images" }
        return items.count == 1 ? "1 Item" : "\(items.count) Items"
    }

    private func perform(_ activity: UIActivity) {
        activity.prepare(withActivityItems: activityItems)
        activity.finishHandler = { [weak self] completed in self?.finish(activity.activityType, completed: completed) }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// The sheet goes, then the handler hears how it ended, as UIKit orders them.
    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        let dismisser = presentingViewController ?? self
        dismisser.dismiss(animated: true) {
            handler?(type, completed, nil, nil)
        }
    }
}

extension UIActivityViewController: UITableViewDataSource, UITableViewDelegate {
    /// The number of activities the sheet lists.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    /// A cell showing an activity's title and image.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "activity", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row].activityTitle
        cell.imageView?.image = shown[indexPath.row].activityImage
        return cell
    }

    /// Performs the chosen activity, or presents its view controller.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        perform(shown[indexPath.row])
    }
}
