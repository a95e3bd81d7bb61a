import Foundation

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String

/// The bytes of a data set in an asset catalog (`name.dataset`): a file an app ships in its
/// catalog rather than loose in its bundle (a JSON seed, a sound, a model), found by name the way
/// `UIImage(named:)` finds an image set. Catalogs are read as folders (`AssetCatalog`), so the
/// data is the set's file as it is in the source tree; it is read once, when the asset is made.
open class NSDataAsset: NSObject, NSCopying {
    /// A data set's name: `NSDataAsset.Name("seed")`, as SwiftGen and Xcode's generated asset symbols write it.
    public typealias Name = NSDataAssetName

    /// The data set's name, as given.
    public let name: NSDataAssetName
    /// The file's bytes.
    public let data: Data
    /// The uniform type identifier the set declares (`public.json`), else one from the file's
    /// extension, else `public.data`.
    public let typeIdentifier: String

    /// The data set `name` in the main bundle's catalogs (and the resource bundles beside the
    /// executable).
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` in `bundle`'s catalogs; nil when none has it, or its file cannot be
    /// read. The phone's entry is taken over a universal one, as on an iPhone.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        let main = bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
        let folders = StoryboardFiles.resourceFolders(of: main ? nil : bundle)
        guard let folder = AssetCatalog.catalogs(in: folders).lazy.compactMap({ $0.dataSetFolder(named: name) }).first,
            let contents = AssetContents(folder: folder, entriesKey: "data")
        else { return nil }
        let entries = contents.entries.filter { $0["filename"] is String }
        guard
            let entry = entries.first(where: { $0["idiom"] as? String == "iphone" })
                ?? entries.first(where: { ($0["idiom"] as? String ?? "universal") == "universal" }) ?? entries.first,
            let file = entry["filename"] as? String,
            let bytes = try? Data(contentsOf: folder.appendingPathComponent(file))
        else { return nil }
        self.name = name
        data = bytes
        typeIdentifier =
            entry["universal-type-identifier"] as? String ?? Self.typeIdentifiers[
                URL(fileURLWithPath: file).pathExtension.lowercased()] ?? "public.data"
        super.init()
    }

    private init(name: NSDataAssetName, data: Data, typeIdentifier: String) {
        self.name = name
        self.data = data
        self.typeIdentifier = typeIdentifier
        super.init()
    }

    /// An asset with the same name, bytes and type.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSDataAsset(name: name, data: data, typeIdentifier: typeIdentifier)
    }

    /// The types Xcode gives common files when a data set names none.
    private static let typeIdentifiers = [
        "json": "public.json", "txt": "public.plain-text", "plist": "com.apple.property-list", "xml": "public.xml",
        "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "mp3": "public.mp3",
        "wav": "com.microsoft.waveform-audio",
        "csv": "public.comma-separated-values-text",
    ]
}
