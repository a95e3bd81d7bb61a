import Foundation

/// The folders an app finds in its container at launch. iOS makes `Documents` and
/// `Library/Caches` when it installs an app, so apps write there without creating them
/// (FoodTracker's and Checklists' archives do); here the container is the home the app runs in,
/// often a fresh one, so launch makes whichever is missing.
enum ApplicationContainer {
    static let installedDirectories: [FileManager.SearchPathDirectory] = [.documentDirectory, .cachesDirectory]

    static func prepare(_ fileManager: FileManager = .default) {
        for directory in installedDirectories {
            guard let url = fileManager.urls(for: directory, in: .userDomainMask).first else { continue }
            // A home that cannot take them leaves the app to fail where it writes, as it would.
            try? fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    /// Where the app's interface state is saved: `Library/Saved Application State/<bundle
    /// identifier>.savedState` (the process name stands in for an app with no identifier).
    static func savedStateDirectory(_ fileManager: FileManager = .default) -> URL? {
        guard let library = fileManager.urls(for: .libraryDirectory, in: .userDomainMask).first else { return nil }
        let name = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return library.appendingPathComponent("Saved Application State", isDirectory: true)
            .appendingPathComponent("\(name).savedState", isDirectory: true)
    }
}
