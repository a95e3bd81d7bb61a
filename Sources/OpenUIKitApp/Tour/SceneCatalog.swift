import Foundation
@_spi(Tooling) import OpenUIKit
internal import OpenUIKitContracts
internal import StoryboardDocument

/// Every controller scene of the app's storyboards (references aside: the scene they name is
/// counted in its own file), so the tour can say which it never showed.
@MainActor
struct SceneCatalog {
    struct Entry {
        var reference: TourReport.SceneReference
        /// Whether a segue in some storyboard leads to it, or it is a storyboard's entry, or code
        /// can make it by identifier.
        var isReachableInFile: Bool
        /// How segues arrive: "a table cell of MealTableViewController", "code in …".
        var arrivals: [String]
        /// The scenes its relationship segues give it as children (a navigation controller's root).
        var relationshipChildren: [String]
    }

    private(set) var entries: [Entry] = []

    /// The storyboards in the app's resource folders (and their language folders). A launch
    /// storyboard the Info.plist does not name is never shown, so its scenes are not counted.
    init(resourceFolders: [URL] = StoryboardTooling.resourceFolders, launchStoryboard: String?) {
        var seen: Set<String> = []
        for folder in resourceFolders {
            for file in Self.storyboards(in: folder) where seen.insert(file.lastPathComponent).inserted {
                guard let document = TourDocuments.document(at: file) else { continue }
                if document.isLaunchScreen, file.deletingPathExtension().lastPathComponent != launchStoryboard {
                    continue
                }
                var destinations: Set<String> = []
                var arrivals: [String: [String]] = [:]
                // An object's segues are every segue in its subtree, its views' included.
                for scene in document.scenes {
                    for object in scene.objects {
                        for segue in object.segues {
                            destinations.insert(segue.destination)
                            arrivals[segue.destination, default: []].append(Self.arrival(segue, from: object))
                        }
                    }
                }
                for scene in document.scenes {
                    guard let controller = scene.controller, case .controller = controller.kind else { continue }
                    let reachable =
                        controller.id == document.initialViewController || destinations.contains(controller.id)
                        || controller.storyboardIdentifier != nil
                    let children = controller.segues.compactMap { segue -> String? in
                        if case .relationship = segue.kind { return "\(file.lastPathComponent)#\(segue.destination)" }
                        return nil
                    }
                    entries.append(
                        Entry(
                            reference: Self.reference(controller), isReachableInFile: reachable,
                            arrivals: arrivals[controller.id] ?? [], relationshipChildren: children))
                }
            }
        }
    }

    /// The storyboards at the top of a resource folder and in its language folders, where
    /// `UIStoryboard(name:bundle:)` finds them (the executable's own folder holds much else).
    static func storyboards(in folder: URL) -> [URL] {
        let top = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var found = top.filter { $0.hasSuffix(".storyboard") }.map { folder.appendingPathComponent($0) }
        for language in top where language.hasSuffix(".lproj") {
            let inside =
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(language).path))
                ?? []).sorted()
            found += inside.filter { $0.hasSuffix(".storyboard") }.map {
                folder.appendingPathComponent(language).appendingPathComponent($0)
            }
        }
        return found
    }

    /// How a segue starts, for a person: "a table cell of MealTableViewController".
    static func arrival(_ segue: Segue, from object: SceneObject) -> String {
        let source = object.customClass ?? object.title ?? object.id
        guard case .element(let name, _) = segue.trigger else {
            if case .relationship = segue.kind { return "\(source), whose child it is" }
            return "code in \(source) (performSegue)"
        }
        let element: String =
            switch name {
            case "tableViewCell": "a table cell"
            case "collectionViewCell": "a collection cell"
            case "barButtonItem": "a bar button item"
            default: "a \(name)"
            }
        return "\(element) of \(source)"
    }

    static func reference(_ object: SceneObject) -> TourReport.SceneReference {
        TourReport.SceneReference(
            storyboard: URL(fileURLWithPath: object.location.file).lastPathComponent, id: object.id,
            customClass: object.customClass, storyboardIdentifier: object.storyboardIdentifier,
            title: object.title)
    }
}
