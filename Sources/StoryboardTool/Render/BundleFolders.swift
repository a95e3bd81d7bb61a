import Foundation

/// The runtime finds a storyboard's references and nibs beside it, by name, as an app bundle
/// holds them. Inputs are not always laid out that way (the corpus's flattened names, storyboards
/// in several folders of one bundle), so each bundle gets a temporary folder of links named as
/// the bundle knows its files (`General.storyboard`, `Cell.xib`), and scenes are loaded from
/// there: references resolve in rendering exactly as the inputs group them.
final class BundleFolders {
    private let root: URL
    private var links: [String: URL] = [:]  // file path → link

    init(inputs: StoryboardInputs) {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("storyboard-bundles-\(UUID().uuidString)", isDirectory: true)
        var folders: [String: URL] = [:]
        for file in inputs.files where file.document != nil {
            // The file a bundle finds under this name (Base before a translation).
            let kept = file.isStoryboard ? inputs.storyboard(named: file.name, inBundle: file.bundle) : file
            guard kept?.path == file.path else { continue }
            let folder = folders[file.bundle] ?? root.appendingPathComponent("\(folders.count)", isDirectory: true)
            folders[file.bundle] = folder
            let link = folder.appendingPathComponent(file.name).appendingPathExtension(file.url.pathExtension)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: link.path) {
                    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file.url)
                }
                links[file.path] = link
            } catch {
                continue  // the file is then loaded where it is
            }
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Where to load `file` from.
    func url(for file: StoryboardInputs.File) -> URL {
        links[file.path] ?? file.url
    }
}
