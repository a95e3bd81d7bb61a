import UIKit

/// A scene delegate that offers and handles quick actions, as apps write it.
class ShortcutsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let shortcutItem = connectionOptions.shortcutItem {
            _ = handle(shortcutItem)
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        let icon = UIApplicationShortcutIcon(systemImageName: "plus")
        let item = UIMutableApplicationShortcutItem(type: "com.example.new", localizedTitle: "New Note")
        item.icon = icon
        item.userInfo = ["source": "dynamic" as NSString]
        UIApplication.shared.shortcutItems = [
            item, UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .search), userInfo: nil),
        ]
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(handle(shortcutItem))
    }

    private func handle(_ item: UIApplicationShortcutItem) -> Bool {
        switch item.type {
        case "com.example.new": return true
        case "com.example.search": return item.userInfo?["source"] == nil
        default: return false
        }
    }
}

/// An app delegate without scenes that reads the launch shortcut.
class ShortcutsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            print(item.localizedTitle)
            return false
        }
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(shortcutItem.type.hasSuffix(".new"))
    }
}
