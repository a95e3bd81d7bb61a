import Foundation
import OpenUIKit

/// A photo, video or sound in the library: a file of the library folder. An asset is an
/// immutable snapshot; fetch again (or read a `PHChange`) to see a change.
///
/// `location` (a `CLLocation`) is not declared: Core Location is a module of its own, which
/// this one does not depend on.
open class PHAsset: PHObject, @unchecked Sendable {
    let record: AssetRecord

    init(record: AssetRecord) {
        self.record = record
        super.init(localIdentifier: record.localIdentifier)
    }

    override var contentSignature: AnyHashable { AssetSignature(record: record) }

    override func refreshed(in snapshot: LibrarySnapshot) -> PHObject? {
        snapshot.asset(withIdentifier: localIdentifier).map(PHAsset.init(record:))
    }

    /// Image, video or audio.
    open var mediaType: PHAssetMediaType { record.mediaType }
    /// Live photo, screenshot and the other kinds the asset is.
    open var mediaSubtypes: PHAssetMediaSubtype { record.mediaSubtypes }
    /// The width in pixels, upright (0 for files whose header cannot be read).
    open var pixelWidth: Int { record.pixelWidth }
    /// The height in pixels, upright.
    open var pixelHeight: Int { record.pixelHeight }
    /// When the photo was taken: `Library.json`'s date, else the file's creation (or modification) date.
    open var creationDate: Date? { record.creationDate }
    /// When the file last changed.
    open var modificationDate: Date? { record.modificationDate }
    /// Whether the user marked the asset a favourite.
    open var isFavorite: Bool { record.isFavorite }
    /// Whether the asset is hidden.
    open var isHidden: Bool { record.isHidden }
    /// A video's length in seconds; 0 here for every file, since no decoder reads movies.
    open var duration: TimeInterval { record.duration }
    /// The burst the photo belongs to, from `Library.json`.
    open var burstIdentifier: String? { record.burstIdentifier }
    /// Whether the photo is its burst's representative; every burst photo is, here.
    open var representsBurst: Bool { record.burstIdentifier != nil }
    /// Where the asset came from: the user's library.
    open var sourceType: PHAssetSourceType { .typeUserLibrary }
    /// Whether the asset has an edit applied (its original is kept for reverting).
    open var hasAdjustments: Bool { record.adjustment != nil }

    /// Every operation is possible on a file the folder holds.
    open func canPerform(_ editOperation: PHAssetEditOperation) -> Bool {
        FileManager.default.isWritableFile(
            atPath: PhotoLibraryStore.current.url(forRelativePath: record.relativePath).path)
    }

    override var keyValues: [String: Any] { fetchValues }

    /// The keys fetch options read (see `PHFetchOptions`).
    var fetchValues: [String: Any] {
        var values: [String: Any] = [
            "localIdentifier": localIdentifier, "mediaType": mediaType.rawValue,
            "mediaSubtypes": mediaSubtypes.rawValue,
            "pixelWidth": pixelWidth, "pixelHeight": pixelHeight, "duration": duration,
            "isFavorite": isFavorite, "favorite": isFavorite, "isHidden": isHidden, "hidden": isHidden,
            "sourceType": sourceType.rawValue,
        ]
        values["creationDate"] = creationDate
        values["modificationDate"] = modificationDate
        values["burstIdentifier"] = burstIdentifier
        let name = (record.relativePath as NSString).lastPathComponent
        values["filename"] = name
        values["uniformTypeIdentifier"] = UniformTypes.identifier(forExtension: (name as NSString).pathExtension)
        return values
    }

    // MARK: Fetching

    /// Every asset of the library.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch(options) { $0.assets }
    }

    /// Every asset of `mediaType`.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch(options) { $0.assets.filter { $0.mediaType == mediaType } }
    }

    /// The assets of `assetCollection`, in its order (smart albums in the library's).
    open class func fetchAssets(
        in assetCollection: PHAssetCollection, options: PHFetchOptions?
    )
        -> PHFetchResult<PHAsset>
    {
        let collection = assetCollection
        return fetch(options, includeHidden: collection.assetCollectionSubtype == .smartAlbumAllHidden) {
            collection.members(in: $0)
        }
    }

    /// The assets whose identifiers are in `identifiers`, in the library's order; unknown
    /// identifiers are left out.
    open class func fetchAssets(
        withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
    )
        -> PHFetchResult<PHAsset>
    {
        let wanted = Set(identifiers)
        return fetch(options, includeHidden: true) { $0.assets.filter { wanted.contains($0.localIdentifier) } }
    }

    /// The photos of burst `burstIdentifier`.
    open class func fetchAssets(
        withBurstIdentifier burstIdentifier: String, options: PHFetchOptions?
    )
        -> PHFetchResult<PHAsset>
    {
        fetch(options) { $0.assets.filter { $0.burstIdentifier == burstIdentifier } }
    }

    /// The asset that shows `assetCollection` (its newest), or nil when it is empty.
    open class func fetchKeyAssets(
        in assetCollection: PHAssetCollection, options: PHFetchOptions?
    )
        -> PHFetchResult<PHAsset>?
    {
        let collection = assetCollection
        let result = fetch(options) { snapshot in collection.members(in: snapshot).suffix(1).map { $0 } }
        return result.count == 0 ? nil : result
    }

    static func fetch(
        _ options: PHFetchOptions?, includeHidden: Bool = false, _ records: @escaping (LibrarySnapshot) -> [AssetRecord]
    ) -> PHFetchResult<PHAsset> {
        let options = options?.copy() as? PHFetchOptions
        let showsHidden = includeHidden || options?.includeHiddenAssets == true
        return PHFetchResult(
            query: { snapshot in
                let assets = records(snapshot).filter { showsHidden || !$0.isHidden }.map(PHAsset.init(record:))
                return options?.apply(to: assets) { $0.fetchValues } ?? assets
            }, snapshot: PhotoLibraryStore.current.snapshot())
    }
}

/// What a change to an asset compares.
struct AssetSignature: Hashable {
    let record: AssetRecord

    static func == (left: AssetSignature, right: AssetSignature) -> Bool { left.record == right.record }
    func hash(into hasher: inout Hasher) { hasher.combine(record.relativePath) }
}
