import Foundation
import StoryboardDocument

/// The Info.plist keys the launch reads: the main storyboard and the scene manifest.
///
/// A SwiftPM executable has no Info.plist of its own, so an app ships one as a resource, in a
/// folder of its own (SwiftPM refuses an `Info.plist` at a resource bundle's top). It is looked
/// for in the main bundle's resources and in the resource bundles beside the executable, at
/// their top and one folder down (the first found wins), and failing that in
/// `Bundle.main.infoDictionary`.
@MainActor
struct ApplicationInfo {
    /// A scene configuration as the manifest writes it; classes and storyboard are resolved
    /// when a scene is made from it.
    struct SceneConfigurationEntry {
        var name: String?
        var sceneClassName: String?
        var delegateClassName: String?
        var storyboardName: String?
    }

    /// `UIMainStoryboardFile`: the storyboard whose initial controller an app without scenes
    /// shows in its first window.
    var mainStoryboardFile: String?
    /// Whether `UIApplicationSceneManifest` is there: an app that has one uses scenes, and its
    /// main storyboard comes from the scene configuration instead.
    var hasSceneManifest = false
    /// `UIApplicationSupportsMultipleScenes`.
    var supportsMultipleScenes = false
    /// `UISceneConfigurations`, by session role (`UIWindowSceneSessionRoleApplication`).
    var sceneConfigurations: [String: [SceneConfigurationEntry]] = [:]

    /// The URL schemes of `CFBundleURLTypes`: URLs the app opens itself.
    var urlSchemes: [String] = []

    init(_ dictionary: [String: Any]) {
        mainStoryboardFile = dictionary["UIMainStoryboardFile"] as? String
        for type in dictionary["CFBundleURLTypes"] as? [[String: Any]] ?? [] {
            urlSchemes += type["CFBundleURLSchemes"] as? [String] ?? []
        }
        guard let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any] else { return }
        hasSceneManifest = true
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        let roles = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        for (role, value) in roles {
            let entries = value as? [[String: Any]] ?? []
            sceneConfigurations[role] = entries.map { entry in
                SceneConfigurationEntry(
                    name: entry["UISceneConfigurationName"] as? String,
                    sceneClassName: entry["UISceneClassName"] as? String,
                    delegateClassName: entry["UISceneDelegateClassName"] as? String,
                    storyboardName: entry["UISceneStoryboardFile"] as? String)
            }
        }
    }

    /// The manifest's configuration named `name` for `role`, or with no name its first (UIKit's
    /// default for the role).
    func sceneConfiguration(named name: String?, role: UISceneSession.Role) -> SceneConfigurationEntry? {
        let entries = sceneConfigurations[role.rawValue] ?? []
        guard let name else { return entries.first }
        return entries.first { $0.name == name }
    }

    // MARK: Reading

    /// The app's Info.plist: the first `Info.plist` file in the resource folders, else the main
    /// bundle's info dictionary (empty when it has none).
    static func appDictionary() -> [String: Any] {
        for folder in StoryboardFiles.resourceFolders(of: nil) {
            for url in infoPlistCandidates(in: folder) {
                if FileManager.default.fileExists(atPath: url.path), let dictionary = dictionary(contentsOf: url) {
                    return dictionary
                }
            }
        }
        return Bundle.main.infoDictionary ?? [:]
    }

    /// `Info.plist` at the top of a resource folder, then in its folders (SwiftPM refuses one at
    /// a bundle's top, so an app copies a folder holding it: `resources: [.copy("AppInfo")]`),
    /// in name order; language folders, catalogs and bundles are not looked in.
    nonisolated static func infoPlistCandidates(in folder: URL) -> [URL] {
        let skipped: Set<String> = ["lproj", "xcassets", "bundle", "storyboardc", "nib"]
        let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .map { folder.appendingPathComponent($0) }
            .filter { !skipped.contains($0.pathExtension) }
        return [folder.appendingPathComponent("Info.plist")]
            + subfolders.map { $0.appendingPathComponent("Info.plist") }
    }

    /// A property list file's top-level dictionary; an unreadable file, or one whose top level
    /// is not a dictionary, is reported and reads as nil.
    static func dictionary(contentsOf url: URL) -> [String: Any]? {
        do {
            let data = try Data(contentsOf: url)
            let plist = try PropertyListFile.propertyList(from: data)
            if let dictionary = plist as? [String: Any] { return dictionary }
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning, "\(url.path): the property list's top level is not a dictionary")
        } catch {
            UIKitDiagnostics.report(UIKitDiagnostic.warning, "\(url.path): could not read the property list: \(error)")
        }
        return nil
    }

    // MARK: Classes

    /// A class an Info.plist or `UIApplicationMain` names, as storyboards find theirs: by its
    /// module-qualified name, or (with no module, or with Xcode's unexpanded
    /// `$(PRODUCT_MODULE_NAME).` prefix) among the classes registered with
    /// `UIStoryboard.register(_:)`, in the executable's module and those of registered classes,
    /// and in OpenUIKit (`UIWindowScene`, `UIApplication`). Returns `AnyClass` because the
    /// classes wanted are often known only by a protocol (`UISceneDelegate`), which the
    /// storyboard lookup's class-bound generic cannot express.
    static func lookUpClass(_ name: String) -> AnyClass? {
        var name = name
        let placeholder = "$(PRODUCT_MODULE_NAME)."
        if name.hasPrefix(placeholder) { name.removeFirst(placeholder.count) }
        var candidates = [name]
        if !name.contains(".") {
            candidates += (StoryboardClasses.knownModules + ["OpenUIKit"]).map { "\($0).\(name)" }
        }
        for candidate in candidates {
            if let registered = StoryboardClasses.registered[candidate] { return registered }
            if candidate.contains("."), let type = ClassesByName.loadedClass(named: candidate) { return type }
        }
        return nil
    }
}
