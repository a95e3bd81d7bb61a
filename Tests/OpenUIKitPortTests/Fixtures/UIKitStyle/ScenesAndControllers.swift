import UIKit

/// An iPad app's scene delegate that opens detail windows, closes them and works in the
/// background, as apps write it.
class DetailSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        if let activity = connectionOptions.userActivities.first {
            windowScene.title = activity.title
        }
        scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 480)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DetailViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Save") { [weak self] in
            self?.endTask()
        }
        print("remaining", UIApplication.shared.backgroundTimeRemaining)
        endTask()
    }

    private func endTask() {
        guard backgroundTask != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }

    static func openDetail(from scene: UIScene?) {
        let activity = NSUserActivity(activityType: "com.example.detail")
        activity.targetContentIdentifier = "detail"
        let options = UIWindowScene.ActivationRequestOptions()
        options.requestingScene = scene
        options.placement = UIWindowSceneProminentPlacement()
        let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity, options: options)
        UIApplication.shared.activateSceneSession(for: request) { error in
            if let error = error as? UISceneError, error.code == .multipleScenesNotSupported {
                print("one window only")
            }
        }
    }

    static func close(_ scene: UIWindowScene) {
        let options = UIWindowSceneDestructionRequestOptions()
        options.windowDismissalAnimation = .commit
        UIApplication.shared.requestSceneSessionDestruction(scene.session, options: options) { error in
            print(error.localizedDescription)
        }
    }
}

/// A detail screen with outlets made in code, a menu that opens a new window, a preview and a
/// dictionary lookup.
class DetailViewController: UIViewController, UIViewControllerPreviewingDelegate, UIVideoEditorControllerDelegate,
    UINavigationControllerDelegate
{
    @ViewLoading var titleLabel: UILabel

    override func loadView() {
        view = UIView()
        titleLabel = UILabel()
        view.addSubview(titleLabel)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Detail"
        let newWindow = UIWindowScene.ActivationAction(alternate: UIAction(title: "Open Here") { _ in }) { _ in
            UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "com.example.detail"))
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: UIMenu(children: [newWindow]))
        registerForPreviewing(with: self, sourceView: view)
    }

    override var previewActionItems: [UIPreviewActionItem] {
        [UIPreviewAction(title: "Delete", style: .destructive) { _, _ in }]
    }

    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
        previewingContext.sourceRect = CGRect(origin: location, size: CGSize(width: 44, height: 44))
        return UIViewController()
    }

    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
        show(viewControllerToCommit, sender: self)
    }

    func lookUp(_ term: String) {
        if UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: term) {
            present(UIReferenceLibraryViewController(term: term), animated: true)
        }
    }

    func trim(_ path: String) {
        guard UIVideoEditorController.canEditVideo(atPath: path) else { return }
        let editor = UIVideoEditorController()
        editor.videoPath = path
        editor.delegate = self
        present(editor, animated: true)
    }

    func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: Error) {
        editor.dismiss(animated: true)
    }

    func scheduleReminder() {
        let reminder = UILocalNotification()
        reminder.fireDate = Date(timeIntervalSinceNow: 3600)
        reminder.alertBody = "Come back"
        reminder.soundName = UILocalNotificationDefaultSoundName
        UIApplication.shared.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert, .sound], categories: nil))
        UIApplication.shared.scheduleLocalNotification(reminder)
        if let mode = view.window?.windowScene?.screen.currentMode {
            print(mode.size, UIScreen.main.availableModes.count)
        }
    }
}

/// A legacy iPad list with a popover, a search display controller and search suggestions.
class LegacyListViewController: UITableViewController, UIPopoverControllerDelegate, UISearchDisplayDelegate,
    UISearchResultsUpdating, UIPopoverPresentationControllerDelegate
{
    var popover: UIPopoverController?
    var legacySearch: UISearchDisplayController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = UISearchBar()
        tableView.tableHeaderView = bar
        let search = UISearchDisplayController(searchBar: bar, contentsController: self)
        search.delegate = self
        search.searchResultsDataSource = self
        legacySearch = search
    }

    func showOptions(from cell: UITableViewCell) {
        let popover = UIPopoverController(contentViewController: UIViewController())
        popover.delegate = self
        popover.popoverContentSize = CGSize(width: 320, height: 200)
        popover.present(from: cell.bounds, in: cell, permittedArrowDirections: .any, animated: true)
        self.popover = popover
    }

    func showDetails(from item: UIBarButtonItem) {
        let details = UIViewController()
        details.modalPresentationStyle = .popover
        details.popoverPresentationController?.sourceItem = item
        details.popoverPresentationController?.delegate = self
        present(details, animated: true)
    }

    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {
        popover = nil
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.permittedArrowDirections = .up
    }

    func searchDisplayController(_ controller: UISearchDisplayController, shouldReloadTableForSearch searchString: String?) -> Bool {
        true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        searchController.searchSuggestions = text.isEmpty ? nil : [UISearchSuggestionItem(localizedSuggestion: text + "s")]
    }

    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion) {
        searchController.searchBar.text = searchSuggestion.localizedSuggestion
    }
}
