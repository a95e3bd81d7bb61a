import Foundation
import StoryboardDocument

/// The storyboards and nibs a command was given, each decoded once and placed in the bundle its
/// references resolve in. A folder given is one bundle (as an app target's resources are), unless
/// files sit in an `.app`, `.bundle` or `.framework` below it; a file given alone belongs to its
/// folder (the one holding its `.lproj`).
public struct StoryboardInputs: Sendable {
    /// One decoded file.
    public struct File: Sendable {
        public var url: URL
        /// The name a bundle knows it by: `Main` for `Base.lproj/Main.storyboard`.
        public var name: String
        /// The bundle its references resolve in.
        public var bundle: String
        /// `Base`, a language (`fr`), or nil for an unlocalized file.
        public var localization: String?
        public var result: DecodeResult
        public var document: InterfaceDocument? { result.document }
        public var isStoryboard: Bool { url.pathExtension == "storyboard" }
        /// The path as diagnostics print it.
        public var path: String { url.path }
    }

    public private(set) var files: [File] = []
    /// Each bundle's storyboards, for resolving references.
    public private(set) var sets: [String: StoryboardSet] = [:]
    /// What the inputs themselves raise: two storyboards of one name in one bundle.
    public private(set) var diagnostics: [StoryboardDiagnostic] = []

    /// Files, folders and bundles, as a command's arguments name them. With `flattened`, file
    /// names are paths joined by `__` (as the shared corpus stores them): `App__Base.lproj__Main.storyboard`
    /// is `Main` in bundle `App`. Throws for a path that does not exist.
    public init(
        paths: [String], flattened: Bool = false, includeNibs: Bool = true,
        decoder: StoryboardDecoder = StoryboardDecoder()
    ) throws(InputError) {
        var found: [(url: URL, bundle: String)] = []
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw InputError(path: path, message: "no such file or folder")
            }
            if isFolder.boolValue {
                for file in Self.interfaceFiles(below: url, includeNibs: includeNibs) {
                    found.append((file, Self.bundle(of: file, within: url)))
                }
            } else if Self.isInterfaceFile(url, includeNibs: true) {
                found.append((url, Self.bundle(of: url, within: nil)))
            } else {
                throw InputError(path: path, message: "not a .storyboard or .xib file")
            }
        }
        var seen = Set<String>()
        for (url, folderBundle) in found where seen.insert(url.path).inserted {
            var name = url.deletingPathExtension().lastPathComponent
            var bundle = folderBundle
            var folder = url.deletingLastPathComponent().lastPathComponent
            if flattened {
                var parts = name.components(separatedBy: "__")
                name = parts.removeLast()
                folder = parts.last ?? ""
                if folder.hasSuffix(".lproj") { parts.removeLast() }
                bundle += "/" + parts.joined(separator: "/")
            }
            let localization = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
            files.append(
                File(
                    url: url, name: name, bundle: bundle, localization: localization,
                    result: decoder.decode(contentsOf: url)))
        }
        makeSets()
    }

    /// The file whose references resolve in `set(for:)`.
    public func set(for file: File) -> StoryboardSet? { sets[file.bundle] }

    /// The storyboard a bundle knows as `name`.
    public func storyboard(named name: String, inBundle bundle: String) -> File? {
        preferred[bundle]?[name].map { files[$0] }
    }

    /// Where a storyboard reference in `file` leads.
    public func resolve(
        _ placeholder: SceneObject, in file: File
    ) -> Result<StoryboardSet.Target, StoryboardSet.ResolutionError>? {
        set(for: file)?.resolve(placeholder, in: file.name)
    }

    /// Which file of each bundle stands for each storyboard name (indexes into `files`).
    private var preferred: [String: [String: Int]] = [:]

    /// Groups the storyboards by bundle. A localized copy (`fr.lproj`) stands behind the `Base.lproj`
    /// or unlocalized one, as at run time; two unlocalized files of one name get a warning.
    private mutating func makeSets() {
        func rank(_ file: File) -> Int {
            switch file.localization {
            case "Base": 0
            case nil: 1
            default: 2
            }
        }
        let storyboards = files.indices.filter { files[$0].isStoryboard }
            .sorted { (rank(files[$0]), files[$0].path) < (rank(files[$1]), files[$1].path) }
        for index in storyboards {
            let file = files[index]
            if let kept = preferred[file.bundle]?[file.name] {
                if rank(files[kept]) == rank(file) {
                    diagnostics.append(
                        StoryboardDiagnostic(
                            .warning, SourceLocation(file: file.path, line: 1, column: 1),
                            "another storyboard named '\(file.name)' is in the same bundle (\(files[kept].path)); references to it resolve there"
                        ))
                }
                continue
            }
            preferred[file.bundle, default: [:]][file.name] = index
        }
        for (bundle, names) in preferred {
            var documents: [String: InterfaceDocument] = [:]
            for (name, index) in names { documents[name] = files[index].document }
            sets[bundle] = StoryboardSet(documents: documents)
        }
    }

    private static func isInterfaceFile(_ url: URL, includeNibs: Bool) -> Bool {
        url.pathExtension == "storyboard" || includeNibs && url.pathExtension == "xib"
    }

    /// Every storyboard (and nib) below `folder`, in path order.
    private static func interfaceFiles(below folder: URL, includeNibs: Bool) -> [URL] {
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if isInterfaceFile(url, includeNibs: includeNibs) { files.append(url.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The bundle folder of `file`: the nearest `.app`, `.bundle` or `.framework` above it (not
    /// above `root`, the folder given), else `root`, else the folder holding it and its `.lproj`.
    private static func bundle(of file: URL, within root: URL?) -> String {
        let stop = root?.deletingLastPathComponent().path ?? "/"
        var folder = file.deletingLastPathComponent()
        while folder.path != stop, folder.path != "/" {
            if ["app", "bundle", "framework", "appex"].contains(folder.pathExtension) { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        if let root { return root.path }
        let parent = file.deletingLastPathComponent()
        return parent.pathExtension == "lproj" ? parent.deletingLastPathComponent().path : parent.path
    }
}

/// A path a command cannot read as input.
public struct InputError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}
