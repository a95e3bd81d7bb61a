@_spi(Tooling) import OpenUIKit
import AppTourReport
import Foundation
import StoryboardDocument

/// Every controller scene of the app's storyboards (references aside: the scene they name is
/// counted in its own file), so the tour can say which it never showed.
@MainActor
struct SceneCatalog {
    struct Entry {
        var reference: TourReport.SceneReference
        var isLaunchScreen: Bool
        /// Whether a segue in some storyboard leads to it, or it is a storyboard's entry, or code
        /// can make it by identifier.
        var isReachableInFile: Bool
    }

    private(set) var entries: [Entry] = []

    /// The storyboards in the app's resource folders (and their language folders).
    init(resourceFolders: [URL] = StoryboardTooling.resourceFolders) {
        var seen: Set<String> = []
        for folder in resourceFolders {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "storyboard" }.sorted { $0.path < $1.path } ?? []
            for file in files where seen.insert(file.lastPathComponent).inserted {
                guard let document = StoryboardDecoder().decode(contentsOf: file).document else { continue }
                var destinations: Set<String> = []
                // An object's segues are every segue in its subtree, its views' included.
                for scene in document.scenes {
                    for object in scene.objects { for segue in object.segues { destinations.insert(segue.destination) } }
                }
                for scene in document.scenes {
                    guard let controller = scene.controller, case .controller = controller.kind else { continue }
                    let reachable = controller.id == document.initialViewController || destinations.contains(controller.id)
                        || controller.storyboardIdentifier != nil
                    entries.append(Entry(reference: Self.reference(controller), isLaunchScreen: document.isLaunchScreen,
                                         isReachableInFile: reachable))
                }
            }
        }
    }

    static func reference(_ object: SceneObject) -> TourReport.SceneReference {
        TourReport.SceneReference(storyboard: URL(fileURLWithPath: object.location.file).lastPathComponent, id: object.id,
                                  customClass: object.customClass, storyboardIdentifier: object.storyboardIdentifier,
                                  title: object.title)
    }
}
