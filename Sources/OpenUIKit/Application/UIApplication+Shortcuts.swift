import Foundation

extension UIApplication {
    /// The quick actions the app adds to its icon while it runs, after Info.plist's; kept for
    /// the process here, as there is no home screen to keep them.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { shortcutItemsStorage }
        set { shortcutItemsStorage = newValue }
    }

    /// Info.plist's `UIApplicationShortcutItems`, then `shortcutItems`: the actions the icon
    /// would offer, in that order.
    @_spi(Tooling) public var offeredShortcutItems: [UIApplicationShortcutItem] {
        let declared = (ApplicationInfo.appDictionary()["UIApplicationShortcutItems"] as? [[String: Any]]) ?? []
        return declared.compactMap(UIApplicationShortcutItem.init(infoPlistEntry:)) + (shortcutItems ?? [])
    }

    /// Performs `item` as a press on the app's icon does while the app runs: the foreground
    /// window scene's delegate handles it when the app has scenes, else the app delegate;
    /// `completion` hears whether it was handled.
    @_spi(Tooling) public func performShortcutItem(
        _ item: UIApplicationShortcutItem, completion: @escaping (Bool) -> Void = { _ in }
    ) {
        let scenes = sceneList.compactMap { $0 as? UIWindowScene }
        if let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first {
            guard let delegate = scene.delegate as? any UIWindowSceneDelegate else { return completion(false) }
            delegate.windowScene(scene, performActionFor: item, completionHandler: completion)
        } else if let delegate {
            delegate.application(self, performActionFor: item, completionHandler: completion)
        } else {
            completion(false)
        }
    }
}
