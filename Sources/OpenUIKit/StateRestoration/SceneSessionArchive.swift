import Foundation

/// The scene sessions an app keeps between launches, as iOS keeps them: each one's persistent
/// identifier, role, configuration name and `stateRestorationActivity`, written as a property
/// list beside the restoration archive (`sessions.plist`) whenever a scene goes to the
/// background, and given back to the scenes that connect at the next launch (first the
/// sessions of their role, in the order they were saved). Read as untrusted input: a file that
/// is not such a list is reported and ignored.
@MainActor
enum SceneSessionArchive {
    struct Saved {
        let persistentIdentifier: String
        let role: UISceneSession.Role
        let configurationName: String?
        let activity: NSUserActivity?
        let userInfo: [String: Any]?
    }

    static let fileName = "sessions.plist"

    /// Writes the app's open sessions.
    static func save(_ application: UIApplication) {
        guard let directory = application.savedStateDirectory else { return }
        let list: [[String: Any]] = application.sessionList.map { session in
            var entry: [String: Any] = [
                "persistentIdentifier": session.persistentIdentifier, "role": session.role.rawValue,
            ]
            entry["configuration"] = session.configurationStorage.name
            entry["activity"] = session.stateRestorationActivity?.propertyList
            if let info = session.userInfo, PropertyListSerialization.propertyList(info, isValidFor: .binary) {
                entry["userInfo"] = info
            }
            return entry
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
                .write(to: directory.appendingPathComponent(fileName), options: .atomic)
        } catch {
            UIKitDiagnostics.report(UIKitDiagnostic.warning, "[Scene] The scene sessions could not be saved: \(error)")
        }
    }

    /// The sessions saved at the last launch.
    static func load(_ application: UIApplication) -> [Saved] {
        guard let directory = application.savedStateDirectory else { return [] }
        let file = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        guard let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [Any]
        else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "[Scene] The saved scene sessions at \(file.path) are not readable; they are ignored.")
            return []
        }
        return list.compactMap { item in
            guard let entry = item as? [String: Any], let identifier = entry["persistentIdentifier"] as? String,
                let role = entry["role"] as? String
            else { return nil }
            return Saved(
                persistentIdentifier: identifier, role: UISceneSession.Role(rawValue: role),
                configurationName: entry["configuration"] as? String,
                activity: (entry["activity"] as? [String: Any]).flatMap(NSUserActivity.init(propertyList:)),
                userInfo: entry["userInfo"] as? [String: Any])
        }
    }
}
