import Foundation

/// The image and colour set names of asset catalogs (`Assets.xcassets`), for the resource rules'
/// `asset_catalogs` option. A set in a folder that provides a namespace is known by both its
/// plain name and `Folder/Name`.
struct AssetCatalogs {
    private(set) var images: Set<String> = []
    private(set) var colors: Set<String> = []

    /// The catalogs a rule's `asset_catalogs` option names; nil when it names none.
    init?(options: RuleOptions) {
        let paths = options.strings("asset_catalogs")
        guard !paths.isEmpty else { return nil }
        self.init(paths: paths, relativeTo: options.baseDirectory)
    }

    init(paths: [String], relativeTo base: URL) {
        for path in paths {
            let root = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let name = url.deletingPathExtension().lastPathComponent
                let relative = url.path.dropFirst(root.path.count + 1).split(separator: "/").dropLast().filter {
                    !$0.contains(".")
                }
                let namespaced = (relative.map(String.init) + [name]).joined(separator: "/")
                switch url.pathExtension {
                case "imageset", "symbolset", "appiconset": images.formUnion([name, namespaced])
                case "colorset": colors.formUnion([name, namespaced])
                default: break
                }
            }
        }
    }
}
