import Foundation

/// An Xcode asset catalog (`Name.xcassets`), read as the folder of JSON and image files it is in
/// the source tree: Linux has no `actool` to compile it into `Assets.car`, so an app ships the
/// folder itself as a resource (`resources: [.copy("Assets.xcassets")]`). Image sets
/// (`name.imageset`) give `UIImage(named:)` its images, colour sets (`name.colorset`)
/// `UIColor(named:)` its colours, data sets (`name.dataset`) `NSDataAsset` its bytes; a folder whose `Contents.json` says `provides-namespace` puts
/// its name in front of the names inside it (`Icons/star`).
///
/// A catalog is listed once per process (again when its folder changes), and each set's
/// `Contents.json` is read when first asked for, so its diagnostics come once.
final class AssetCatalog: @unchecked Sendable {
    // @unchecked: the parsed sets are read and written under `lock` only; the rest is `let`.
    let url: URL
    private let imageSetFolders: [String: URL]
    private let colorSetFolders: [String: URL]
    private let dataSetFolders: [String: URL]
    private let lock = NSLock()
    private var imageSets: [String: AssetImageSet?] = [:]
    private var colors: [String: UIColor?] = [:]

    /// Folders deeper than this are not looked into (a symbolic link may loop).
    private static let maximumDepth = 12

    init(url: URL) {
        self.url = url
        var images: [String: URL] = [:]
        var colors: [String: URL] = [:]
        var data: [String: URL] = [:]
        Self.index(url, prefix: "", depth: 0, images: &images, colors: &colors, data: &data)
        imageSetFolders = images
        colorSetFolders = colors
        dataSetFolders = data
    }

    private static func index(
        _ folder: URL, prefix: String, depth: Int, images: inout [String: URL], colors: inout [String: URL],
        data: inout [String: URL]
    ) {
        guard depth < maximumDepth else { return }
        let entries =
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]))
            ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset": if images[prefix + name] == nil { images[prefix + name] = entry }
            case "colorset": if colors[prefix + name] == nil { colors[prefix + name] = entry }
            case "dataset": if data[prefix + name] == nil { data[prefix + name] = entry }
            case "":  // a group folder
                let contents = AssetContents(folder: entry)
                let namespace = (contents?.properties["provides-namespace"] as? Bool) == true
                index(
                    entry, prefix: namespace ? prefix + name + "/" : prefix, depth: depth + 1, images: &images,
                    colors: &colors, data: &data)
            default:
                continue  // app icons, symbols and the rest: nothing an app loads by name
            }
        }
    }

    /// The image set `name`, read on first use; nil when the catalog has none.
    func imageSet(named name: String) -> AssetImageSet? {
        guard let folder = imageSetFolders[name] else { return nil }
        if let cached = lock.withLock({ imageSets[name] }) { return cached }
        let set = AssetImageSet(folder: folder, name: name)
        lock.withLock { imageSets[name] = set }
        return set
    }

    /// The folder of the data set `name`; nil when the catalog has none.
    func dataSetFolder(named name: String) -> URL? { dataSetFolders[name] }

    /// The colour set `name`, read on first use: dynamic when it has a dark appearance.
    func color(named name: String) -> UIColor? {
        guard let folder = colorSetFolders[name] else { return nil }
        if let cached = lock.withLock({ colors[name] }) { return cached }
        let color = AssetColorSet.color(in: folder, name: name)
        lock.withLock { colors[name] = color }
        return color
    }

    // MARK: Finding catalogs

    private static let catalogLock = NSLock()
    // Guarded by `catalogLock`: catalogs by folder path, with the folder's modification date.
    nonisolated(unsafe) private static var catalogsByFolder: [String: (modified: Date?, catalogs: [AssetCatalog])] = [:]

    /// The `.xcassets` folders directly inside `folders`, in order.
    static func catalogs(in folders: [URL]) -> [AssetCatalog] {
        folders.flatMap { folder -> [AssetCatalog] in
            let path = folder.standardizedFileURL.path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let cached = catalogLock.withLock({ catalogsByFolder[path] }), cached.modified == modified {
                return cached.catalogs
            }
            // Followed through symbolic links, as an app bundle's folder holds them
            // (`AppBundleFolder`), which Foundation's directory listing does not follow.
            let entries =
                (try? FileManager.default.contentsOfDirectory(
                    at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)) ?? []
            let catalogs = entries.filter { $0.pathExtension == "xcassets" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
                .map { AssetCatalog(url: $0.resolvingSymlinksInPath()) }
            catalogLock.withLock { catalogsByFolder[path] = (modified, catalogs) }
            return catalogs
        }
    }

    /// The first colour named `name` in `bundle`'s catalogs (nil: the main bundle and the
    /// resource bundles beside the executable).
    static func color(named name: String, in bundle: Bundle?) -> UIColor? {
        catalogs(in: StoryboardFiles.resourceFolders(of: bundle)).lazy.compactMap { $0.color(named: name) }.first
    }
}
