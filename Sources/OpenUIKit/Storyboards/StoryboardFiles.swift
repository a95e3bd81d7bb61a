import Foundation
import StoryboardDocument

/// Where storyboard and nib files are found, and their decoded documents, kept per file so
/// that making a second `UIStoryboard` for the same file decodes nothing again.
@MainActor
enum StoryboardFiles {
    /// Decoded documents by path, with the file's modification date when decoded.
    private static var cache: [String: (modified: Date?, result: DecodeResult)] = [:]

    static func decode(_ url: URL) -> DecodeResult {
        let path = url.standardizedFileURL.path
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let cached = cache[path], cached.modified == modified { return cached.result }
        let result = StoryboardDecoder().decode(contentsOf: url)
        cache[path] = (modified, result)
        return result
    }

    /// The folders a bundle's resources are in: a nil bundle is the main bundle plus the
    /// resource bundles SwiftPM places beside the executable (`<Package>_<Target>.resources`).
    /// Nonisolated, as images and colours are looked up on any thread.
    nonisolated static func resourceFolders(of bundle: Bundle?) -> [URL] {
        // `Bundle.main` (or `Bundle(for:)` of an app class) is, as on iOS, the app's resources: here
        // the executable's folder and the resource bundles SwiftPM puts beside it.
        if let bundle, bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL {
            return [bundle.resourceURL ?? bundle.bundleURL]
        }
        return mainResourceFolders
    }

    /// The main bundle's folders, listed once: every image, colour and storyboard looked up by
    /// name goes through them, and a build folder shared by several apps holds hundreds of files.
    private nonisolated static let mainResourceFolders: [URL] = {
        var folders = [Bundle.main.resourceURL ?? Bundle.main.bundleURL]
        let beside = Bundle.main.bundleURL
        let contents = (try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil)) ?? []
        let bundles = contents.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }.sorted {
            $0.path < $1.path
        }
        folders += ownBundlesFirst(bundles, beside: beside)
        return folders
    }()

    /// SwiftPM names a target's bundle `<package>_<target>.resources`. Several apps built into one
    /// folder (as `openuikit run` builds them) leave their bundles side by side, so the running
    /// executable's package comes first and other executables' bundles are left out: an app finds
    /// its own `Main.storyboard` and `Info.plist`, never another's.
    nonisolated static func ownBundlesFirst(_ bundles: [URL], beside folder: URL) -> [URL] {
        guard
            let executable = Bundle.main.executableURL?.lastPathComponent
                ?? CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent })
        else { return bundles }
        func name(_ url: URL) -> String { url.deletingPathExtension().lastPathComponent }
        guard let own = bundles.first(where: { name($0).hasSuffix("_" + executable) }) else { return bundles }
        let package = String(name(own).dropLast(executable.count + 1))
        let mine = bundles.filter { name($0).hasPrefix(package + "_") }
        // Another app's bundle: it ends with the name of an executable beside it.
        let executables = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { file in
            !file.contains(".")
                && FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(file).path)
        }
        let others = bundles.filter { bundle in
            !name(bundle).hasPrefix(package + "_") && !executables.contains { name(bundle).hasSuffix("_" + $0) }
        }
        return mine + others
    }

    /// `<name>.<extension>` in the folders: unlocalized, then the user's languages' `.lproj`
    /// folders, then `Base.lproj`.
    nonisolated static func find(
        name: String, extension fileExtension: String = "storyboard", bundle: Bundle?, preferring folder: URL? = nil
    ) -> URL? {
        let file = "\(name).\(fileExtension)"
        let languages = Locale.preferredLanguages.flatMap { [$0, String($0.prefix { $0 != "-" && $0 != "_" })] }
        let subfolders = [""] + languages.map { "\($0).lproj" } + ["Base.lproj"]
        // A file in `Base.lproj` finds its siblings from the folder above, as a bundle would.
        let preferred = folder.map { $0.pathExtension == "lproj" ? $0.deletingLastPathComponent() : $0 }
        for root in (preferred.map { [$0] } ?? []) + resourceFolders(of: bundle) {
            for subfolder in subfolders {
                let url =
                    subfolder.isEmpty
                    ? root.appendingPathComponent(file)
                    : root.appendingPathComponent(subfolder).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// The first of the user's languages with a `<lang>.lproj/<name>.strings` in the folder
    /// that holds the file (or, for a file in an `.lproj`, the folder above).
    static func localizedStrings(name: String, besides file: URL) -> [String: String] {
        var root = file.deletingLastPathComponent()
        if root.pathExtension == "lproj" { root = root.deletingLastPathComponent() }
        let languages = Locale.preferredLanguages.flatMap { [$0, String($0.prefix { $0 != "-" && $0 != "_" })] }
        for language in languages {
            let url = root.appendingPathComponent("\(language).lproj").appendingPathComponent("\(name).strings")
            guard let data = try? Data(contentsOf: url) else { continue }
            return ((try? PropertyListFile.propertyList(from: data)) as? [String: String]) ?? [:]
        }
        return [:]
    }
}
