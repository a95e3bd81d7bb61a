import Foundation
import StoryboardDocument

/// The storyboard a trace starts in and the storyboards of its bundle, decoded, with the file
/// the run-time `UIStoryboard` loads. Flattened corpus files (`App__Base.lproj__Main.storyboard`)
/// are staged under their bundle names in a temporary folder, so references find each other as
/// they would in an app; diagnostics name the original files again.
struct TracedStoryboard: Sendable {
    /// The traced file as given.
    var file: StoryboardInputs.File
    /// Every storyboard of its bundle (the traced one included), by name.
    var bundle: [String: InterfaceDocument]
    /// What `UIStoryboard(contentsOf:)` loads: the file itself, or its staged name.
    var runtimeURL: URL
    /// Staged paths and the originals they stand for.
    var stagedPaths: [(staged: String, original: String)] = []
    /// The staging folder, removed by `removeStaging()`.
    private var stagingFolder: URL?

    /// Decodes `path` and its bundle: with `flattened`, the corpus files of its folder that join
    /// to the same bundle; otherwise the storyboards beside it. Throws `InputError` for a path that
    /// is not a storyboard.
    init(path: String, flattened: Bool) throws(InputError) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard url.pathExtension == "storyboard" else {
            if FileManager.default.fileExists(atPath: url.path) {
                throw InputError(path: path, message: "not a .storyboard file")
            }
            throw InputError(path: path, message: "no such file or folder")
        }
        let folder = url.deletingLastPathComponent()
        let inputs: StoryboardInputs
        if flattened {
            inputs = try StoryboardInputs(paths: [folder.path], flattened: true, includeNibs: false)
        } else {
            let siblings =
                (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            let storyboards = siblings.filter { $0.pathExtension == "storyboard" }.map(\.standardizedFileURL.path)
                .sorted()
            inputs = try StoryboardInputs(paths: [url.path] + storyboards.filter { $0 != url.path }, includeNibs: false)
        }
        guard let file = inputs.files.first(where: { $0.url.path == url.path }) else {
            throw InputError(path: path, message: "no such file or folder")
        }
        self.file = file
        var bundle: [String: InterfaceDocument] = [:]
        var members: [StoryboardInputs.File] = []
        for name in Set(inputs.files.filter { $0.bundle == file.bundle }.map(\.name)).sorted() {
            // The traced file stands for its name even where a Base.lproj copy would win.
            let member = name == file.name ? file : inputs.storyboard(named: name, inBundle: file.bundle)
            guard let member, let document = member.document else { continue }
            bundle[name] = document
            members.append(member)
        }
        self.bundle = bundle
        runtimeURL = url
        if flattened { stage(members) }
    }

    /// Links each member under `<name>.storyboard` in a new temporary folder.
    private mutating func stage(_ members: [StoryboardInputs.File]) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "storyboard-trace-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return
        }
        stagingFolder = folder
        for member in members {
            let staged = folder.appendingPathComponent("\(member.name).storyboard")
            guard (try? FileManager.default.createSymbolicLink(at: staged, withDestinationURL: member.url)) != nil
            else { continue }
            stagedPaths.append((staged.path, member.path))
            if member.url == file.url { runtimeURL = staged }
        }
    }

    func removeStaging() {
        if let stagingFolder { try? FileManager.default.removeItem(at: stagingFolder) }
    }

    /// `text` with staged paths replaced by the files they stand for.
    func unstaged(_ text: String) -> String {
        stagedPaths.reduce(text) { $0.replacingOccurrences(of: $1.staged, with: $1.original) }
    }

    /// Every unwind action the bundle's storyboards name, sorted.
    var unwindActions: [String] {
        var actions = Set<String>()
        for document in bundle.values {
            for scene in document.scenes {
                for object in scene.objects {
                    for segue in object.segues {
                        if case .unwind(let action) = segue.kind, !action.isEmpty { actions.insert(action) }
                    }
                }
            }
        }
        return actions.sorted()
    }

    /// The traced document's controller scenes (references left out), in file order.
    var controllers: [SceneObject] {
        (file.document?.scenes ?? []).compactMap(\.controller).filter { $0.controllerElement != nil }
    }
}
