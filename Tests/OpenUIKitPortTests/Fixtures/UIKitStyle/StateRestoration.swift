import UIKit

/// A detail screen that restores itself, as apps wrote them for classic state restoration.
class RestorableDetailViewController: UIViewController, UIViewControllerRestoration {
    var recordID: String?

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) as? UIStoryboard
        let controller = storyboard?.instantiateViewController(withIdentifier: "Detail") as? RestorableDetailViewController
        return controller ?? RestorableDetailViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        restorationIdentifier = "Detail"
        restorationClass = RestorableDetailViewController.self
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(recordID, forKey: "recordID")
        coder.encode(view.frame, forKey: "frame")
        coder.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        recordID = coder.decodeObject(forKey: "recordID") as? String
        _ = coder.decodeCGRect(forKey: "frame")
        _ = coder.decodeUIEdgeInsets(forKey: "insets")
    }

    override func applicationFinishedRestoringState() {
        title = recordID
    }
}

/// A list whose rows are restored by model identifier.
class RestorableListViewController: UITableViewController, UIDataSourceModelAssociation {
    var names = ["Ada", "Grace"]

    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? { names[idx.row] }

    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
        names.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
    }
}

/// An app delegate that opts in to state restoration.
class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        let version = coder.decodeObject(forKey: UIApplication.stateRestorationBundleVersionKey) as? String
        return version == Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String
    }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        identifierComponents.last == "List" ? RestorableListViewController(style: .plain) : nil
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode(Date(), forKey: "savedAt")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        _ = coder.decodeObject(forKey: "savedAt") as? Date
        application.extendStateRestoration()
        DispatchQueue.main.async { application.completeStateRestoration() }
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        options[.sourceApplication] as? String != nil && url.scheme == "notes"
    }
}

/// A scene delegate that restores its scene from an activity, as scene-based apps do.
class ActivitySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            scene.userActivity = activity
        }
        for context in connectionOptions.urlContexts { _ = context.url }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.notes.viewing")
        activity.title = "Viewing a note"
        activity.addUserInfoEntries(from: ["noteID": 3])
        activity.isEligibleForHandoff = false
        return scene.userActivity ?? activity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        _ = stateRestorationActivity.userInfo?["noteID"] as? Int
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let context = URLContexts.first else { return }
        _ = (context.url, context.options.sourceApplication, context.options.openInPlace)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        scene.userActivity = userActivity
        userActivity.becomeCurrent()
    }
}

/// A registered object that is not a controller.
class Draft: NSObject, UIStateRestoring, UIObjectRestoration {
    var text = ""

    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIStateRestoring? {
        Draft()
    }

    var objectRestorationClass: UIObjectRestoration.Type? { Draft.self }

    func encodeRestorableState(with coder: NSCoder) { coder.encode(text, forKey: "text") }
    func decodeRestorableState(with coder: NSCoder) { text = coder.decodeObject(forKey: "text") as? String ?? "" }

    func register() {
        UIApplication.shared.registerObject(forStateRestoration: self, restorationIdentifier: "draft")
    }
}

/// Undo in a controller, through the window's undo manager.
class UndoingViewController: UIViewController {
    var count = 0

    func increment() {
        undoManager?.registerUndo(withTarget: self) { target in target.count -= 1 }
        undoManager?.setActionName("Increment")
        count += 1
    }
}
